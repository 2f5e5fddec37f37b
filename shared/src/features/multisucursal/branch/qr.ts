// The QR code of a branch's public link and its downloads.
import { QUIET_ZONE_MODULES, qrLevel, type QrUse } from '@menu/shared/format/qr';

/**
 * The owner prints these codes themselves (level H: it still reads with up to ~30 % of it
 * stained, folded or covered), with the quiet zone every code of the product has; the symbol
 * comes from the one generator, @menu/shared/format/qr, as the API's print files' do.
 */
export const QR_USE: QrUse = { ownPrint: true };
export const QR_LEVEL = qrLevel(QR_USE);
export const QR_MARGIN = QUIET_ZONE_MODULES;
/** Screen pixels per module of the code shown in the modal. */
export const QR_SCALE = 6;
/** Least side of the downloaded PNG, in pixels: about 10 cm at 300 dpi, sharp on a printed table tent. */
export const QR_PRINT_PX = 1200;

/** The PNG's side: a whole number of pixels per module (crisp module edges), at least QR_PRINT_PX. */
export const printSide = (cells: number) => cells * Math.ceil(QR_PRINT_PX / cells);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** A standalone SVG file of a rendered QR code (vector, for print shops), `side` pixels by default. */
export function svgFile(svg: SVGSVGElement, side: number): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // Declared as a namespace (not a plain attribute), so the serializer writes it once.
  copy.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  copy.setAttribute('width', String(side));
  copy.setAttribute('height', String(side));
  copy.removeAttribute('style');
  copy.removeAttribute('class');
  // No XML declaration: an SVG file is UTF-8 without one, and the file starts with <svg.
  return new Blob([`${new XMLSerializer().serializeToString(copy)}\n`], { type: 'image/svg+xml' });
}
