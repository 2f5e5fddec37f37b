import QRCode from 'qrcode'

/**
 * QR codes as ISO/IEC 18004 asks: a quiet zone of 4 light modules on every side (readers need
 * it to find the finder patterns; 2 modules fail on some phones, on busy backgrounds), and the
 * error-correction level chosen for the use: H (30 % of the symbol recoverable) when a logo
 * covers its middle, M (15 %) otherwise (the smaller symbol prints larger modules at a given
 * width, which is what a 30–50 cm scan distance needs). Every code the API produces comes from
 * here: the print files draw them as vector squares (drawQr); `qrSvg` and `qrPng` keep the same
 * rules for any image answer.
 */

export const QUIET_ZONE_MODULES = 4

export interface QrUse {
  /** A logo sits in the middle of the code: level H. */
  logo?: boolean
}

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number
  /** Row-major, 1 = dark. */
  dark: (row: number, col: number) => boolean
  level: 'M' | 'H'
}

export const qrLevel = (use: QrUse = {}): 'M' | 'H' => (use.logo ? 'H' : 'M')

/**
 * Symbols made, by level and text, for the life of the thread: choosing a symbol's mask scores
 * all eight (most of a code's cost), and a tent's code is drawn twice (front and back), a
 * branch's tents again whenever its data changes. A symbol is read, never changed.
 */
const symbols = new Map<string, QrMatrix>()
const MAX_SYMBOLS = 2_000

/** The symbol of `text` (byte mode for a URL; the smallest version that holds it). */
export function qrMatrix(text: string, use: QrUse = {}): QrMatrix {
  const level = qrLevel(use)
  const key = `${level}\n${text}`
  let matrix = symbols.get(key)
  if (!matrix) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: level })
    matrix = { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)), level }
    if (symbols.size >= MAX_SYMBOLS) symbols.clear()
    symbols.set(key, matrix)
  }
  return matrix
}

/** The minimal part of the PDFKit document drawQr uses (so tests and callers need no cast). */
interface VectorSurface {
  rect(x: number, y: number, w: number, h: number): this
  fill(color?: string): this
  save(): this
  restore(): this
}

/**
 * Draws the code with its top-left symbol corner at (x, y), `width` points wide for the symbol
 * alone; the quiet zone is painted light outside it (so a caller leaves 4 modules of room on
 * each side: `qrOuterWidth`). Dark modules are merged per row run: fewer, seamless rectangles.
 */
export function drawQr(
  doc: VectorSurface,
  matrix: QrMatrix,
  x: number,
  y: number,
  width: number,
  colors: { dark: string; light: string } = { dark: '#000000', light: '#ffffff' },
): void {
  const m = width / matrix.size
  const quiet = QUIET_ZONE_MODULES * m
  doc.save()
  doc.rect(x - quiet, y - quiet, width + 2 * quiet, width + 2 * quiet).fill(colors.light)
  for (let row = 0; row < matrix.size; row++) {
    let col = 0
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < matrix.size && matrix.dark(row, col)) col++
      doc.rect(x + start * m, y + row * m, (col - start) * m, m)
    }
  }
  doc.fill(colors.dark)
  doc.restore()
}

/** The width a code of symbol width `width` takes with its quiet zone. */
export const qrOuterWidth = (matrix: QrMatrix, width: number) => width + (2 * QUIET_ZONE_MODULES * width) / matrix.size

const imageOptions = (use: QrUse) => ({ errorCorrectionLevel: qrLevel(use), margin: QUIET_ZONE_MODULES })

/** The code as SVG text, quiet zone included. */
export const qrSvg = (text: string, use: QrUse = {}): Promise<string> =>
  QRCode.toString(text, { ...imageOptions(use), type: 'svg' })

/** The code as PNG bytes, `scale` pixels per module, quiet zone included. */
export const qrPng = (text: string, use: QrUse = {}, scale = 8): Promise<Buffer> =>
  QRCode.toBuffer(text, { ...imageOptions(use), type: 'png', scale })
