import {
  CM,
  drawLogo,
  FONT,
  FONT_BOLD,
  fitSize,
  newDocument,
  PAPERS,
  type Paper,
  sameName,
  setFont,
} from './document.js'
import { drawQr, qrMatrix, qrOuterWidth } from './qr.js'
import type { PrintSource } from './source.js'
import { wifiPayload } from './wifi.js'

/**
 * Table tents: a card per table, TENTS_PER_SHEET per sheet (2 × 2) with cut marks in the
 * margins. Each card folds across its middle: the lower half is the front, the upper half the
 * back, drawn upside down so that it reads right when folded. Each half: the QR code (4.2 cm
 * symbol, M level: nothing covers it) with the table's link, the logo, 'Mesa n', 'Escanea
 * para ver el menú' and the branch name. A branch without tables gets one card with the
 * branch's link and no table number.
 */

export const TENT_LAYOUT = {
  /** Sheet margin (pt): printers do not print to the edge; the cut marks live there. */
  margin: 36,
  columns: 2,
  rows: 2,
  /** The QR symbol's width without its quiet zone: ≥ 4 cm for a 30–50 cm scan distance. */
  qrWidth: 4.2 * CM,
  /**
   * The guest Wi-Fi's code (when the branch has one): 2 cm, read from closer (the diner holds the
   * phone to join); with its quiet zone it fits the text column, where the logo would go.
   */
  wifiWidth: 2 * CM,
} as const
export const TENTS_PER_SHEET = TENT_LAYOUT.columns * TENT_LAYOUT.rows

export interface Tent {
  table: number | null
  url: string
}

/** The tents of a branch: one per table with `?mesa=n`, or one with the plain link for a branch without tables. */
export function tentsOf(menuUrl: string, tables: number): Tent[] {
  if (tables <= 0) return [{ table: null, url: menuUrl }]
  return Array.from({ length: tables }, (_, i) => ({ table: i + 1, url: `${menuUrl}?mesa=${i + 1}` }))
}

function cutMarks(doc: PDFKit.PDFDocument, width: number, height: number): void {
  const { margin, columns, rows } = TENT_LAYOUT
  const cw = (width - 2 * margin) / columns
  const ch = (height - 2 * margin) / rows
  const gap = 6
  doc.save().lineWidth(0.5).strokeColor('#000000')
  for (let c = 0; c <= columns; c++) {
    const x = margin + c * cw
    doc
      .moveTo(x, gap)
      .lineTo(x, margin - gap)
      .stroke()
    doc
      .moveTo(x, height - margin + gap)
      .lineTo(x, height - gap)
      .stroke()
  }
  for (let r = 0; r <= rows; r++) {
    const y = margin + r * ch
    doc
      .moveTo(gap, y)
      .lineTo(margin - gap, y)
      .stroke()
    doc
      .moveTo(width - margin + gap, y)
      .lineTo(width - gap, y)
      .stroke()
  }
  doc.restore()
}

/** One half of a card: (x, y) its top-left, w × h its size. */
function panel(doc: PDFKit.PDFDocument, src: PrintSource, tent: Tent, x: number, y: number, w: number, h: number) {
  const { brand, words, view } = src
  const wifi = wifiPayload(src.branch.wifi_name, src.branch.wifi_password)
  const matrix = qrMatrix(tent.url)
  const q = TENT_LAYOUT.qrWidth
  const outer = qrOuterWidth(matrix, q)
  const quiet = (outer - q) / 2
  // The quiet zone is white like the paper: it doubles as the card's left padding.
  const qx = x + 4 + quiet
  const qy = y + (h - q) / 2
  drawQr(doc, matrix, qx, qy, q)
  // A band of the brand's colour along the card's outer edge.
  doc.rect(x, y + h - 6, w, 6).fill(brand.accent)
  const tx = x + 4 + outer + 6
  const tw = x + w - 10 - tx
  let ty = y + 12
  // The Wi-Fi code takes the logo's room: the column holds one or the other.
  if (!wifi) ty += drawLogo(doc, brand.logo, tx, ty, 36)
  if (brand.logo && !wifi) ty += 6
  const label = tent.table === null ? view.company : words.table(tent.table)
  const size = fitSize(doc, label, FONT_BOLD, tent.table === null ? 16 : 24, tw)
  setFont(doc, FONT_BOLD, label)
    .fontSize(size)
    .fillColor(brand.accent)
    .text(label, tx, ty, { width: tw, lineBreak: false })
  ty += size * 1.3
  // One line (pdftotext and a glance read it whole): smaller type rather than a break.
  const scanSize = fitSize(doc, words.scan, FONT, 10, tw)
  setFont(doc, FONT, words.scan)
    .fontSize(scanSize)
    .fillColor(brand.text)
    .text(words.scan, tx, ty, { width: tw, lineBreak: false })
  ty += scanSize * 1.4
  if (wifi) wifiCode(doc, src, wifi, tx, ty, tw)
  // Whose table it is: the restaurant, and its branch when the branch's name says more.
  const names = sameName(view.company, view.branch.name) ? [view.company] : [view.company, view.branch.name]
  names.forEach((name, i) => {
    setFont(doc, i === 0 ? FONT_BOLD : FONT, name)
      .fontSize(i === 0 ? 9 : 8)
      .fillColor(brand.text)
      .text(name, tx, y + h - 12 - 12 * (names.length - i), { width: tw, lineBreak: false, ellipsis: true })
  })
}

/** The guest Wi-Fi's code under its network's name, at (x, y) in a column `w` wide. */
function wifiCode(doc: PDFKit.PDFDocument, src: PrintSource, payload: string, x: number, y: number, w: number) {
  const caption = src.words.wifi(src.branch.wifi_name ?? '')
  setFont(doc, FONT, caption)
    .fontSize(7)
    .fillColor(src.brand.text)
    .text(caption, x, y, { width: w, lineBreak: false, ellipsis: true })
  const matrix = qrMatrix(payload)
  const q = TENT_LAYOUT.wifiWidth
  const quiet = (qrOuterWidth(matrix, q) - q) / 2
  drawQr(doc, matrix, x + quiet, y + 9 + quiet, q)
}

/** `tents`: the cards to print (all the branch's by default; a file holds at most a window of them: print/limits.ts). */
export function tentsPdf(
  src: PrintSource,
  paper: Paper,
  tents: Tent[] = tentsOf(src.view.url, Number(src.branch.tables)),
): PDFKit.PDFDocument {
  const { width, height } = PAPERS[paper]
  const doc = newDocument(PAPERS[paper], `Mesas · ${src.view.company} · ${src.view.branch.name}`, src)
  const { margin, columns, rows } = TENT_LAYOUT
  const cw = (width - 2 * margin) / columns
  const ch = (height - 2 * margin) / rows
  tents.forEach((tent, i) => {
    const slot = i % TENTS_PER_SHEET
    if (slot === 0) {
      if (i > 0) doc.addPage()
      cutMarks(doc, width, height)
    }
    const x = margin + (slot % columns) * cw
    const y = margin + Math.floor(slot / columns) * ch
    // Fold line, dashed and light: printed guidance, not a cut.
    doc
      .save()
      .moveTo(x + 8, y + ch / 2)
      .lineTo(x + cw - 8, y + ch / 2)
      .lineWidth(0.4)
      .dash(3, { space: 3 })
      .strokeColor('#bbbbbb')
      .stroke()
      .restore()
    // Front: the lower half. Back: the upper half, turned 180° about its centre.
    panel(doc, src, tent, x, y + ch / 2, cw, ch / 2)
    doc.save().rotate(180, { origin: [x + cw / 2, y + ch / 4] })
    panel(doc, src, tent, x, y, cw, ch / 2)
    doc.restore()
  })
  doc.end()
  return doc
}
