import QRCode from 'qrcode';

/**
 * The one QR generator of the product, for the API's print files (api/src/print/qr.ts draws it
 * into PDFs) and the panel's Compartir Link (its image and its PNG/SVG downloads). ISO/IEC
 * 18004 asks for a quiet zone of 4 light modules on every side: readers need it to find the
 * finder patterns (2 modules fail on some phones, on busy backgrounds). The error-correction
 * level is chosen for the use: H (30 % of the symbol recoverable) when a logo covers its middle
 * or when the owner prints the code themselves (size, paper and wear unknown); M (15 %)
 * otherwise: the smaller symbol prints larger modules at a given width, which is what the 30–50
 * cm scan distance of our own print files needs.
 */
export const QUIET_ZONE_MODULES = 4;

export interface QrUse {
  /** A logo sits in the middle of the code. */
  logo?: boolean;
  /** The owner prints it themselves (the panel's downloads): size, paper and wear unknown. */
  ownPrint?: boolean;
}

export type QrLevel = 'M' | 'H';

export const qrLevel = (use: QrUse = {}): QrLevel => (use.logo || use.ownPrint ? 'H' : 'M');

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** 1 = dark, row by row. */
  dark: (row: number, col: number) => boolean;
  level: QrLevel;
}

/**
 * Symbols made, by level and text, for the life of the process or page: choosing a symbol's
 * mask scores all eight (most of a code's cost), and a tent's code is drawn twice (front and
 * back), a branch's tents again whenever its data changes. A symbol is read, never changed.
 */
const symbols = new Map<string, QrMatrix>();
const MAX_SYMBOLS = 2_000;

/** The symbol of `text` (byte mode for a URL; the smallest version that holds it). */
export function qrMatrix(text: string, use: QrUse = {}): QrMatrix {
  const level = qrLevel(use);
  const key = `${level}\n${text}`;
  let matrix = symbols.get(key);
  if (!matrix) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
    matrix = { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)), level };
    if (symbols.size >= MAX_SYMBOLS) symbols.clear();
    symbols.set(key, matrix);
  }
  return matrix;
}

/** Modules across the whole image: the symbol and its quiet zone on both sides. */
export const qrCells = (matrix: QrMatrix) => matrix.size + 2 * QUIET_ZONE_MODULES;

/** The dark modules merged per row run (fewer, seamless shapes), in symbol coordinates. */
export function qrRuns(matrix: QrMatrix): Array<{ row: number; col: number; length: number }> {
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return runs;
}

/** The dark modules as one SVG path in image coordinates (quiet zone included), 1 unit per module. */
export const qrPath = (matrix: QrMatrix) =>
  qrRuns(matrix)
    .map(({ row, col, length }) => {
      const x = col + QUIET_ZONE_MODULES;
      return `M${x} ${row + QUIET_ZONE_MODULES}h${length}v1H${x}z`;
    })
    .join('');
