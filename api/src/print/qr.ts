import QRCode from 'qrcode'
import { QUIET_ZONE_MODULES, type QrMatrix, type QrUse, qrLevel, qrRuns } from '@menu/shared/format/qr'

/**
 * QR codes in the print files: the symbol, its level and its quiet zone come from the one
 * generator (@menu/shared/format/qr, the panel's too); here they are drawn as vector squares
 * into a PDFKit document (drawQr), and `qrPng` keeps the same rules for an image answer.
 */

export { QUIET_ZONE_MODULES, qrLevel, qrMatrix, type QrMatrix, type QrUse } from '@menu/shared/format/qr'

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
  for (const run of qrRuns(matrix)) doc.rect(x + run.col * m, y + run.row * m, run.length * m, m)
  doc.fill(colors.dark)
  doc.restore()
}

/** The width a code of symbol width `width` takes with its quiet zone. */
export const qrOuterWidth = (matrix: QrMatrix, width: number) => width + (2 * QUIET_ZONE_MODULES * width) / matrix.size

/** The code as PNG bytes, `scale` pixels per module, quiet zone included. */
export const qrPng = (text: string, use: QrUse = {}, scale = 8): Promise<Buffer> =>
  QRCode.toBuffer(text, { errorCorrectionLevel: qrLevel(use), margin: QUIET_ZONE_MODULES, type: 'png', scale })
