import { BRAND_DEFAULTS, contrast, MIN_CONTRAST, rules, type Profile } from '@menu/shared';
import type { ProfileUpdate } from '../general/api';

export type ThemeKey = keyof Profile['theme'];
type ColorField = 'background_color' | 'font_color' | 'button_color' | 'button_font_color';

export interface ColorSetting {
  key: ThemeKey;
  label: string;
  /** The PUT /v1/profiles/me field that stores it. */
  field: ColorField & keyof ProfileUpdate;
  fallback: string;
}

/** The four colours in the order they are shown, with their API field and default. */
export const COLOR_SETTINGS: readonly ColorSetting[] = [
  { key: 'background', label: 'Fondo', field: 'background_color', fallback: BRAND_DEFAULTS.background },
  { key: 'font', label: 'Texto', field: 'font_color', fallback: BRAND_DEFAULTS.text },
  { key: 'button_background', label: 'Botones', field: 'button_color', fallback: BRAND_DEFAULTS.buttonBackground },
  { key: 'button_font', label: 'Texto de botones', field: 'button_font_color', fallback: BRAND_DEFAULTS.buttonText },
];

export type Theme = Record<ThemeKey, string>;

export const HEX_MESSAGE = 'Usa el formato #RRGGBB';

/** A typed colour as '#RRGGBB' (the '#' may be left out), or null when it is not one. */
export function parseHex(text: string): string | null {
  const trimmed = text.trim();
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return rules.COLOR_PATTERN.test(hex) ? hex.toUpperCase() : null;
}

export const sameColor = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The one PUT that puts the four colours back to the defaults. */
export const DEFAULT_COLORS: ProfileUpdate = {
  background_color: BRAND_DEFAULTS.background,
  font_color: BRAND_DEFAULTS.text,
  button_color: BRAND_DEFAULTS.buttonBackground,
  button_font_color: BRAND_DEFAULTS.buttonText,
};

/**
 * The ratio with one decimal, rounded down: a pair just under the minimum (4.48:1) must not
 * read as meeting it ('4.5:1'). The epsilon keeps 2.3 from flooring to 2.2 (2.3 * 10 = 22.99…).
 */
export const ratioText = (ratio: number) => (Math.floor(ratio * 10 + 1e-9) / 10).toFixed(1);

const TAIL = '; se recomienda al menos 4.5:1). En tu menú el texto se ajustará para que se pueda leer.';

/**
 * The warnings for the colours being shown: text on background and button text on buttons
 * below WCAG AA, which the public menu corrects on its own (api/src/public-menu/theme.ts).
 */
export function contrastWarnings(theme: Theme): string[] {
  const warnings: string[] = [];
  const page = contrast(theme.font, theme.background);
  if (page < MIN_CONTRAST) warnings.push(`El texto y el fondo tienen poco contraste (${ratioText(page)}:1${TAIL}`);
  const buttons = contrast(theme.button_font, theme.button_background);
  if (buttons < MIN_CONTRAST)
    warnings.push(`El texto de los botones y su color tienen poco contraste (${ratioText(buttons)}:1${TAIL}`);
  return warnings;
}
