import { type Area, flow } from './columns.js'
import { CM, drawLogo, FONT, FONT_BOLD, fitSize, newDocument, PAPERS, sameName, setFont } from './document.js'
import { refuseEmptyMenu } from './empty-menu.js'
import { menuBlocks } from './menu-blocks.js'
import { drawQr, qrMatrix, qrOuterWidth } from './qr.js'
import type { PrintSource } from './source.js'

/**
 * The printable menu for diners who prefer paper: Letter pages, two columns, the full dish
 * (description, options, hours, allergens in words) in the chosen language; the brand on the
 * first page with the menu's QR code (3 cm); the prices line at the foot of every page.
 */

export const MENU_PAGE = { margin: 1.6 * CM, qrWidth: 3 * CM, size: 10 } as const

export function menuPdf(src: PrintSource): PDFKit.PDFDocument {
  const { view, brand, words, page } = src
  refuseEmptyMenu(view)
  const { width, height } = PAPERS.letter
  const { margin } = MENU_PAGE
  const doc = newDocument(PAPERS.letter, `${page.menu} · ${view.company} · ${view.branch.name}`, src)

  // First page header: logo, company and branch at left; the QR code at right.
  const matrix = qrMatrix(view.url)
  const outer = qrOuterWidth(matrix, MENU_PAGE.qrWidth)
  const quiet = (outer - MENU_PAGE.qrWidth) / 2
  // The quiet zone may reach into the margin: it is white like the paper.
  const qx = width - margin - MENU_PAGE.qrWidth
  drawQr(doc, matrix, qx, margin, MENU_PAGE.qrWidth)
  const logo = drawLogo(doc, brand.logo, margin, margin, 2 * CM)
  const tx = margin + (logo ? logo + 0.4 * CM : 0)
  const tw = qx - quiet - tx - 0.4 * CM
  const companySize = fitSize(doc, view.company, FONT_BOLD, 24, tw)
  setFont(doc, FONT_BOLD, view.company)
    .fontSize(companySize)
    .fillColor(brand.accent)
    .text(view.company, tx, margin, { width: tw, lineBreak: false })
  doc.fillColor(brand.text)
  if (!sameName(view.company, view.branch.name))
    setFont(doc, FONT, view.branch.name)
      .fontSize(13)
      .text(view.branch.name, tx, doc.y + 4, { width: tw })
  setFont(doc, FONT, words.scan)
    .fontSize(9)
    .text(words.scan, tx, doc.y + 4, { width: tw })
  const headerBottom = margin + outer - quiet + 0.3 * CM

  const blocks = menuBlocks(view, page, { full: true })
  const style = { columns: 2, gap: 0.8 * CM, size: MENU_PAGE.size, accent: brand.accent, text: brand.text }
  const footer = (n: number) => {
    const line = `${words.pricesTaxIncluded(view.currency)} · ${n}`
    setFont(doc, FONT, line)
      .fontSize(8)
      .fillColor(brand.text)
      .text(line, margin, height - margin + 0.3 * CM, {
        width: width - 2 * margin,
        align: 'center',
        lineBreak: false,
      })
  }
  let next = 0
  let pageNo = 1
  for (;;) {
    const top = pageNo === 1 ? headerBottom : margin
    const area: Area = { x: margin, y: top, width: width - 2 * margin, height: height - margin - top }
    next = flow(doc, blocks, next, area, style, true)
    footer(pageNo)
    if (next >= blocks.length) break
    doc.addPage()
    pageNo++
  }
  doc.end()
  return doc
}
