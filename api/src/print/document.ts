import PDFDocument from 'pdfkit'
import { type FontRole, faceFor, fontChain, printFace } from '../fonts/print-fonts.js'
import type { PrintSource } from './source.js'

/**
 * The PDF documents of print/: PDFKit, vector drawing, streamed as it is written.
 *
 * Fonts: every face embedded (print shops refuse a PDF that is not), chosen by fonts/print-fonts.ts
 * (the brand's family, CJK faces for texts in Japanese, Korean or Chinese). Text is set in a
 * role, FONT or FONT_BOLD, through setFont, which picks the role's face that has the text's
 * glyphs.
 */

export const FONT: FontRole = 'regular'
export const FONT_BOLD: FontRole = 'bold'

/** Points per centimetre (72 pt per inch). */
export const CM = 72 / 2.54

export const PAPERS = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
} as const
export type Paper = keyof typeof PAPERS

/** Each document's faces per role, best first (fontChain), and those it has registered. */
const faces = new WeakMap<PDFKit.PDFDocument, { chains: Record<FontRole, string[]>; registered: Set<string> }>()

/** A document of `size` with the brand's fonts, the CJK ones ordered for the menu's language. */
export function newDocument(
  size: { width: number; height: number },
  title: string,
  { brand, view }: Pick<PrintSource, 'brand' | 'view'>,
): PDFKit.PDFDocument {
  const fonts = { ...brand.fonts, lang: view.language }
  const chains = { regular: fontChain(fonts, 'regular'), bold: fontChain(fonts, 'bold') }
  const doc = new PDFDocument({
    size: [size.width, size.height],
    // No margins: every element is placed; PDFKit's automatic page breaks never trigger.
    margin: 0,
    autoFirstPage: true,
    // No default font: PDFKit's own (Helvetica) would be written unembedded; setFont picks every face.
    font: '',
    info: { Title: title, Creator: 'Menú Digital' },
  })
  faces.set(doc, { chains, registered: new Set() })
  return doc
}

/**
 * Sets the face of `role` that has the glyphs of `text` (what is then set must be that text);
 * returns the document. A face is read and registered when first picked, so a file whose
 * texts need no CJK face never loads one.
 */
export function setFont(doc: PDFKit.PDFDocument, role: FontRole, text: string): PDFKit.PDFDocument {
  const { chains, registered } = faces.get(doc)!
  const i = faceFor(chains[role], text)
  const name = `${role}-${i}`
  if (!registered.has(name)) {
    // The thread's parsed face (print-fonts.ts), which PDFKit's font factory takes as it is;
    // its types list only files and bytes.
    doc.registerFont(name, printFace(chains[role][i]!) as unknown as Buffer)
    registered.add(name)
  }
  return doc.font(name)
}

/** The largest type size (≤ max) at which `text` fits `width` on one line. */
export function fitSize(doc: PDFKit.PDFDocument, text: string, font: FontRole, max: number, width: number): number {
  setFont(doc, font, text).fontSize(max)
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
