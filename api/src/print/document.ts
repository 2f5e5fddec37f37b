import PDFDocument from 'pdfkit'

/**
 * The PDF documents of print/: PDFKit, vector drawing, streamed as it is written.
 *
 * Fonts: Helvetica (one of the 14 standard PDF fonts: nothing embedded, Latin-1, so Spanish
 * prints whole). The brand's fonts are variable WOFF2 files (api/src/fonts); PDFKit's font
 * engine (fontkit 2) reads them but fails to subset their composite glyphs (every accented
 * letter: 'menú' throws), so they cannot be embedded yet (docs/print.md).
 */

export const FONT = 'Helvetica'
export const FONT_BOLD = 'Helvetica-Bold'

/** Points per centimetre (72 pt per inch). */
export const CM = 72 / 2.54

export const PAPERS = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
} as const
export type Paper = keyof typeof PAPERS

export function newDocument(size: { width: number; height: number }, title: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size: [size.width, size.height],
    // No margins: every element is placed; PDFKit's automatic page breaks never trigger.
    margin: 0,
    autoFirstPage: true,
    info: { Title: title, Creator: 'Menú Digital' },
  })
}

/** The largest type size (≤ max) at which `text` fits `width` on one line. */
export function fitSize(doc: PDFKit.PDFDocument, text: string, font: string, max: number, width: number): number {
  doc.font(font).fontSize(max)
  const w = doc.widthOfString(text)
  return w <= width ? max : Math.max(4, (max * width) / w)
}

/** The logo scaled into a box (aspect kept), top-left at (x, y); returns the height drawn. */
export function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | null, x: number, y: number, box: number): number {
  if (!logo) return 0
  doc.image(logo, x, y, { fit: [box, box] })
  return box
}

/** The branch under the company name only when it says more (a first branch is named after the company), as the public menu. */
export const sameName = (company: string, branch: string) =>
  company.trim().toLowerCase() === branch.trim().toLowerCase()
