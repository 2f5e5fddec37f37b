import { type Area, flow } from './columns.js'
import { CM, drawLogo, FONT, FONT_BOLD, fitSize, newDocument, sameName } from './document.js'
import { dishCount, menuBlocks } from './menu-blocks.js'
import { drawQr, qrMatrix, qrOuterWidth } from './qr.js'
import type { PrintSource } from './source.js'

/**
 * The entrance poster: one 35 × 50 cm page (the minimum Mexico City asks of the menu at the
 * entrance) with the branch's whole menu (its template applied: the view model's prices),
 * 'Precios en MXN, IVA incluido' and the menu's QR code. The type shrinks, and the columns
 * grow, until the whole menu fits: a 150-dish menu prints at about 9 pt in 4 columns. A menu
 * too long even at 4 pt goes on over more sheets of the same size (each with the prices line
 * and the code): nothing of the menu is ever left out.
 */

export const POSTER = { width: 35 * CM, height: 50 * CM, margin: 1.5 * CM, qrWidth: 5 * CM } as const

const HEADER = 3.6 * CM
const FOOTER = POSTER.qrWidth + 2 * CM

export function posterPdf(src: PrintSource): PDFKit.PDFDocument {
  const { view, brand, words, page } = src
  const { width, height, margin } = POSTER
  const doc = newDocument(POSTER, `Menú · ${view.company} · ${view.branch.name}`)

  // Header band in the brand's colour: logo, company, branch.
  doc.rect(0, 0, width, HEADER).fill(brand.accent)
  const logo = drawLogo(doc, brand.logo, margin, (HEADER - 2.4 * CM) / 2, 2.4 * CM)
  const tx = margin + (logo ? logo + 0.6 * CM : 0)
  const tw = width - margin - tx
  doc
    .font(FONT_BOLD)
    .fontSize(fitSize(doc, view.company, FONT_BOLD, 44, tw))
    .fillColor(brand.onAccent)
    .text(view.company, tx, 0.8 * CM, { width: tw, lineBreak: false })
  if (!sameName(view.company, view.branch.name))
    doc
      .font(FONT)
      .fontSize(20)
      .text(view.branch.name, tx, 0.8 * CM + 52, { width: tw, lineBreak: false })

  // The menu, as large as it fits.
  const blocks = menuBlocks(view, page, { full: false })
  const area: Area = {
    x: margin,
    y: HEADER + 0.8 * CM,
    width: width - 2 * margin,
    height: height - HEADER - 0.8 * CM - FOOTER,
  }
  const base = { gap: 0.8 * CM, accent: brand.accent, text: brand.text }
  const tries = [] as Array<{ columns: number; size: number }>
  for (let size = 20; size >= 5; size -= 0.5) tries.push({ columns: dishCount(view) > 60 || size < 11 ? 4 : 3, size })
  for (let size = 6; size >= 4; size -= 0.5) tries.push({ columns: 5, size })
  const fits = tries.find((t) => flow(doc, blocks, 0, area, { ...base, ...t }, false) >= blocks.length)
  const style = { ...base, ...(fits ?? tries.at(-1)!) }
  let next = flow(doc, blocks, 0, area, style, true)
  footer()
  while (next < blocks.length) {
    doc.addPage({ size: [width, height], margin: 0 })
    const sheet = { ...area, y: margin, height: height - margin - FOOTER }
    next = flow(doc, blocks, next, sheet, style, true)
    footer()
  }
  doc.end()
  return doc

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
    doc
      .font(FONT_BOLD)
      .fontSize(26)
      .fillColor(brand.text)
      .text(words.pricesTaxIncluded(view.currency), margin, fy + 0.4 * CM, { width: fw })
    doc
      .font(FONT)
      .fontSize(18)
      .text(words.scan, margin, doc.y + 0.4 * CM, { width: fw })
      .fontSize(12)
      .text(view.url, margin, doc.y + 0.2 * CM, { width: fw })
  }
}
