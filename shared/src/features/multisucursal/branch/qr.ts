// The QR code of a branch's public link and its downloads.

/** Error correction H: the code still reads with up to ~30% of it stained, folded or covered. */
export const QR_LEVEL = 'H' as const;
/**
 * Quiet zone around the code, in modules: the light border ISO/IEC 18004 requires (at least 4)
 * so a camera can tell the code from what surrounds it (a table, a menu's artwork). Every QR
 * the product draws (the modal's image, the PNG and the SVG) takes it from here.
 */
export const QR_MARGIN = 4;
/** Screen pixels per module of the code shown in the modal. */
export const QR_SCALE = 6;
/** Least side of the downloaded PNG, in pixels: about 10 cm at 300 dpi, sharp on a printed table tent. */
export const QR_PRINT_PX = 1200;

/** The modules across a rendered QRCodeSVG, margin included (its viewBox is '0 0 n n'). */
export function qrCells(svg: SVGSVGElement | null): number | null {
  const side = Number(svg?.getAttribute('viewBox')?.split(' ')[3]);
  return Number.isFinite(side) && side > 0 ? side : null;
}

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
