import { type Area, type FlowDoc, type FlowStyle, flow } from './columns.js'
import { CM, drawLogo, FONT, FONT_BOLD, fitSize, newDocument, sameName, setFont } from './document.js'
import { refuseEmptyMenu } from './empty-menu.js'
import { type Block, menuBlocks } from './menu-blocks.js'
import { drawQr, qrMatrix, qrOuterWidth } from './qr.js'
import type { PrintSource } from './source.js'

/**
 * The entrance poster: one 35 × 50 cm page (the minimum Mexico City asks of the menu at the
 * entrance) with the branch's whole menu (its template applied: the view model's prices),
 * 'Precios en MXN, IVA incluido' and the menu's QR code.
 *
 * The menu fills the sheet: of every number of columns (1 to 5), the largest type that fits
 * (up to MAX_SIZE) is found, and the largest of those wins (on a tie, fewer columns): a 7-dish
 * menu prints in one column of big type across the whole sheet, a 150-dish one at about 9 pt
 * in 4 or 5. A menu too long even at MIN_SIZE goes on over more sheets of the same size (each
 * with the prices line and the code): nothing of the menu is ever left out. A menu without
 * dishes is refused (empty-menu.ts), never printed blank.
 *
 * Print-shop ready: the sheet has a BLEED on every side, its TrimBox the 35 × 50 cm, and the
 * header band in the brand's colour runs into the bleed, so no white edge shows after the cut.
 */

export const POSTER = { width: 35 * CM, height: 50 * CM, margin: 1.5 * CM, qrWidth: 5 * CM } as const
/** Beyond the trim on each side (3 mm, print shops' usual). */
export const BLEED = 0.3 * CM

const HEADER = 3.6 * CM
const FOOTER = POSTER.qrWidth + 2 * CM
/** Dish names' type size range (pt): headings scale from it (columns.ts). */
const MAX_SIZE = 60
const MIN_SIZE = 4
const MAX_COLUMNS = 5

/** Where the menu flows on the first sheet, in trim coordinates (the bleed aside). */
export const POSTER_MENU_AREA: Area = {
  x: POSTER.margin,
  y: HEADER + 0.8 * CM,
  width: POSTER.width - 2 * POSTER.margin,
  height: POSTER.height - HEADER - 0.8 * CM - FOOTER,
}

/** The columns and the largest size (in 0.5 pt steps) at which all of `blocks` fit `area`; null: none. */
function bestFit(doc: FlowDoc, blocks: Block[], area: Area, base: Omit<FlowStyle, 'size' | 'columns'>) {
  const fits = (columns: number, size: number) =>
    flow(doc, blocks, 0, area, { ...base, columns, size }, false) >= blocks.length
  let best: { columns: number; size: number } | null = null
  for (let columns = 1; columns <= MAX_COLUMNS; columns++) {
    // Binary search on half points (more text never fits where less did not), above the best
    // size so far: only a larger one can win, and a count that cannot beat it costs one try.
    let lo: number = best ? best.size * 2 + 1 : MIN_SIZE * 2
    let hi: number = MAX_SIZE * 2
    if (lo > hi || !fits(columns, lo / 2)) continue
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2)
      if (fits(columns, mid / 2)) lo = mid
      else hi = mid - 1
    }
    best = { columns, size: lo / 2 }
  }
  return best
}

export function posterPdf(src: PrintSource): PDFKit.PDFDocument {
  const { view, brand, words, page } = src
  refuseEmptyMenu(view)
  const { width, height, margin } = POSTER
  const sheet = { width: width + 2 * BLEED, height: height + 2 * BLEED }
  const doc = newDocument(sheet, `Menú · ${view.company} · ${view.branch.name}`, src)
  trim()

  // Header band in the brand's colour (into the bleed): logo, company, branch.
  doc.rect(-BLEED, -BLEED, width + 2 * BLEED, HEADER + BLEED).fill(brand.accent)
  const logo = drawLogo(doc, brand.logo, margin, (HEADER - 2.4 * CM) / 2, 2.4 * CM)
  const tx = margin + (logo ? logo + 0.6 * CM : 0)
  const tw = width - margin - tx
  const companySize = fitSize(doc, view.company, FONT_BOLD, 44, tw)
  setFont(doc, FONT_BOLD, view.company)
    .fontSize(companySize)
    .fillColor(brand.onAccent)
    .text(view.company, tx, 0.8 * CM, { width: tw, lineBreak: false })
  if (!sameName(view.company, view.branch.name))
    setFont(doc, FONT, view.branch.name)
      .fontSize(20)
      .text(view.branch.name, tx, 0.8 * CM + 52, { width: tw, lineBreak: false })

  // The menu, as large as it fits.
  const blocks = menuBlocks(view, page, { full: false })
  const area = POSTER_MENU_AREA
  const base = { gap: 0.8 * CM, accent: brand.accent, text: brand.text }
  const style = { ...base, ...(bestFit(doc, blocks, area, base) ?? { columns: MAX_COLUMNS, size: MIN_SIZE }) }
  let next = flow(doc, blocks, 0, area, style, true)
  footer()
  while (next < blocks.length) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 })
    trim()
    const more = { ...area, y: margin, height: height - margin - FOOTER }
    next = flow(doc, blocks, next, more, style, true)
    footer()
  }
  doc.end()
  return doc

  /** The page's trim and bleed boxes; drawing from here on is in trim coordinates. */
  function trim() {
    const b = BLEED
    Object.assign(doc.page.dictionary.data, {
      TrimBox: [b, b, b + width, b + height],
      BleedBox: [0, 0, sheet.width, sheet.height],
    })
    doc.translate(b, b)
  }

  /** The prices line and the QR code, at the foot of every sheet. */
  function footer() {
    const matrix = qrMatrix(view.url)
    const outer = qrOuterWidth(matrix, POSTER.qrWidth)
    const qy = height - margin - POSTER.qrWidth - (outer - POSTER.qrWidth) / 2 + 0.4 * CM
    const qx = width - margin - POSTER.qrWidth - (outer - POSTER.qrWidth) / 2 + 0.4 * CM
    drawQr(doc, matrix, qx, qy, POSTER.qrWidth)
    const fy = height - FOOTER + 0.6 * CM
    const fw = qx - (outer - POSTER.qrWidth) / 2 - margin - 0.5 * CM
    // The rule stops short of the code's quiet zone.
    doc.rect(margin, fy - 0.3 * CM, fw, 2).fill(brand.accent)
    const prices = words.pricesTaxIncluded(view.currency)
    setFont(doc, FONT_BOLD, prices)
      .fontSize(26)
      .fillColor(brand.text)
      .text(prices, margin, fy + 0.4 * CM, { width: fw })
    setFont(doc, FONT, words.scan)
      .fontSize(18)
      .text(words.scan, margin, doc.y + 0.4 * CM, { width: fw })
    setFont(doc, FONT, view.url)
      .fontSize(12)
      .text(view.url, margin, doc.y + 0.2 * CM, { width: fw })
  }
}
