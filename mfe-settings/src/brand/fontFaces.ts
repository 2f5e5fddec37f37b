import { API_BASE_URL } from '@menu/shared';

// Families whose file was already asked for (once per page).
const requested = new Set<string>();

/**
 * The CSS family name under which the panel loads a font to draw its own name: prefixed, so
 * a family the panel itself may name (e.g. Inter) never changes the panel's text.
 */
export const sampleFamily = (family: string) => `Muestra ${family}`;

/**
 * Loads a family's WOFF2 (served by the API) with the FontFace API, once, only when its
 * option is drawn. Without FontFace (old browsers, tests) or on a failure the name simply
 * shows in the panel's font.
 */
export function loadSampleFont(family: string, file: string) {
  if (requested.has(family) || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts)
    return;
  requested.add(family);
  const face = new FontFace(sampleFamily(family), `url(${JSON.stringify(`${API_BASE_URL}${file}`)}) format("woff2")`, {
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch(() => undefined);
}
