import { cssFontName, hexColor } from './escape.js'

/** The theme of an account that chose none: white page, dark text, violet buttons. */
export const DEFAULT_THEME = {
  background: '#ffffff',
  text: '#242424',
  buttonBackground: '#5227d0',
  buttonText: '#ffffff',
  headlineFont: 'SS Nickson One',
  bodyFont: 'Aktiv Grotesk',
} as const

/** WCAG 2.x AA for normal text. */
export const MIN_CONTRAST = 4.5

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

type Rgb = [number, number, number]

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance of an sRGB colour. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio (1 to 21) of two '#rrggbb' colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
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
