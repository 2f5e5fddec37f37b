import {
  BRAND_DEFAULTS,
  contrast,
  hexToRgb as rgb,
  MIN_CONTRAST,
  type Rgb,
  rgbToHex as hex,
} from '@menu/shared/format/brand'
import { cssFontName, hexColor } from './escape.js'

/** The theme of an account that chose none (lower-case, as the page writes colours). */
export const DEFAULT_THEME = {
  background: BRAND_DEFAULTS.background.toLowerCase(),
  text: BRAND_DEFAULTS.text.toLowerCase(),
  buttonBackground: BRAND_DEFAULTS.buttonBackground.toLowerCase(),
  buttonText: BRAND_DEFAULTS.buttonText.toLowerCase(),
  headlineFont: BRAND_DEFAULTS.headlineFont,
  bodyFont: BRAND_DEFAULTS.bodyFont,
}

export { contrast, MIN_CONTRAST }

/**
 * The commercial fonts are never downloaded: the owner's font is named first (used when the
 * diner's device has it), then system fonts, so the page always renders at once.
 */
const SYSTEM_SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif'

export interface PageTheme {
  background: string
  text: string
  button_background: string
  button_text: string
  /** CSS font-family lists, owner's font first. */
  headline_font: string
  body_font: string
  /** True when a colour was changed to keep text legible. */
  adjusted: boolean
}

/**
 * `text` if it reads well on `background` (>= 4.5:1); otherwise the colour closest to it,
 * moved toward black or white (whichever can reach the ratio), that does. Black or white
 * always reaches 4.5:1 against any background, so the loop always ends.
 */
export function legibleOn(background: string, text: string, min = MIN_CONTRAST): string {
  if (contrast(background, text) >= min) return text
  const from = rgb(text)
  const towards: Rgb = contrast(background, '#000000') >= contrast(background, '#ffffff') ? [0, 0, 0] : [255, 255, 255]
  for (let step = 1; step <= 20; step++) {
    const t = step / 20
    const mixed = hex(from.map((v, i) => v + (towards[i]! - v) * t) as Rgb)
    if (contrast(background, mixed) >= min) return mixed
  }
  return hex(towards)
}

const fontStack = (name: string | null) => (name ? `"${name}",${SYSTEM_SANS}` : SYSTEM_SANS)

/** The owner's theme (colours and fonts) with the defaults for missing or invalid values and legible text guaranteed. */
export function pageTheme(input: {
  background?: string | null
  text?: string | null
  buttonBackground?: string | null
  buttonText?: string | null
  headlineFont?: string | null
  bodyFont?: string | null
}): PageTheme {
  const background = hexColor(input.background) ?? DEFAULT_THEME.background
  const wantedText = hexColor(input.text) ?? DEFAULT_THEME.text
  const buttonBackground = hexColor(input.buttonBackground) ?? DEFAULT_THEME.buttonBackground
  const wantedButtonText = hexColor(input.buttonText) ?? DEFAULT_THEME.buttonText
  const text = legibleOn(background, wantedText)
  const buttonText = legibleOn(buttonBackground, wantedButtonText)
  return {
    background,
    text,
    button_background: buttonBackground,
    button_text: buttonText,
    headline_font: fontStack(cssFontName(input.headlineFont) ?? DEFAULT_THEME.headlineFont),
    body_font: fontStack(cssFontName(input.bodyFont) ?? DEFAULT_THEME.bodyFont),
    adjusted: text !== wantedText || buttonText !== wantedButtonText,
  }
}
