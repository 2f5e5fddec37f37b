/**
 * The brand identity's one set of rules, used by the panel (pickers, warnings, reset) and
 * the API (public menu theme): the defaults and the WCAG contrast of two colours.
 */

/** The look of an account that chose nothing: white page, dark text, violet buttons. */
export const BRAND_DEFAULTS = {
  background: '#FFFFFF',
  text: '#242424',
  buttonBackground: '#5227D0',
  buttonText: '#FFFFFF',
  /** Commercial fonts that are never downloaded: a device that has them uses them, others a system font. */
  headlineFont: 'SS Nickson One',
  bodyFont: 'Aktiv Grotesk',
} as const;

/** WCAG 2.x AA for normal text. */
export const MIN_CONTRAST = 4.5;

export type Rgb = [number, number, number];

export const hexToRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
export const rgbToHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a '#rrggbb' colour. */
export function luminance(color: string): number {
  const [r, g, b] = hexToRgb(color).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1 to 21) of two '#rrggbb' colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
