import type { Block } from './menu-blocks.js'
import { FONT, FONT_BOLD, setFont } from './document.js'

/**
 * Blocks flowed into columns: each block whole in one column (a dish never splits), a heading
 * kept with the block after it. `size` is the dish name's type size; the rest scale from it.
 * The same pass measures (draw: false) and draws, so what was measured is what prints.
 */

export interface Area {
  x: number
  y: number
  width: number
  height: number
}

export interface FlowStyle {
  size: number
  columns: number
  gap: number
  accent: string
  text: string
}

/** What PDFKit offers that the flow needs (a PDFKit document). */
export type FlowDoc = PDFKit.PDFDocument

const sizes = (size: number) => ({
  family: size * 1.45,
  category: size * 1.15,
  name: size,
  detail: size * 0.82,
  space: size * 0.35,
})

function blockHeight(doc: FlowDoc, block: Block, width: number, size: number): number {
  const s = sizes(size)
  if (block.kind === 'family')
    return setFont(doc, FONT_BOLD, block.text).fontSize(s.family).heightOfString(block.text, { width }) + s.space * 2
  if (block.kind === 'category') {
    let h = setFont(doc, FONT_BOLD, block.text).fontSize(s.category).heightOfString(block.text, { width }) + s.space
    if (block.note) h += setFont(doc, FONT, block.note).fontSize(s.detail).heightOfString(block.note, { width })
    return h
  }
  const priceWidth = setFont(doc, FONT_BOLD, block.price).fontSize(s.name).widthOfString(block.price) + s.space * 2
  let h = setFont(doc, FONT_BOLD, block.name)
    .fontSize(s.name)
    .heightOfString(block.name, { width: width - priceWidth })
  for (const line of block.details)
    h += setFont(doc, FONT, line)
      .fontSize(s.detail)
      .heightOfString(line, { width: width - s.space * 2 })
  return h + s.space
}

function drawBlock(doc: FlowDoc, block: Block, x: number, y: number, width: number, style: FlowStyle): void {
  const s = sizes(style.size)
  if (block.kind === 'family') {
    setFont(doc, FONT_BOLD, block.text)
      .fontSize(s.family)
      .fillColor(style.accent)
      .text(block.text, x, y + s.space, { width })
    const bottom = doc.y + s.space * 0.5
    doc
      .moveTo(x, bottom)
      .lineTo(x + width, bottom)
      .lineWidth(0.6)
      .strokeColor(style.accent)
      .stroke()
    return
  }
  if (block.kind === 'category') {
    setFont(doc, FONT_BOLD, block.text).fontSize(s.category).fillColor(style.accent).text(block.text, x, y, { width })
    if (block.note)
      setFont(doc, FONT, block.note).fontSize(s.detail).fillColor(style.text).text(block.note, x, doc.y, { width })
    return
  }
  setFont(doc, FONT_BOLD, block.price).fontSize(s.name).fillColor(style.text)
  const priceWidth = doc.widthOfString(block.price)
  doc.text(block.price, x + width - priceWidth, y, { lineBreak: false })
  setFont(doc, FONT_BOLD, block.name).text(block.name, x, y, { width: width - priceWidth - s.space * 2 })
  for (const line of block.details)
    setFont(doc, FONT, line)
      .fontSize(s.detail)
      .text(line, x + s.space * 2, doc.y, { width: width - s.space * 2 })
}

/**
 * Places `blocks` from `start` on; returns the index of the first block that did not fit in
 * `area` (blocks.length: all fit). `draw: false` only measures.
 */
export function flow(
  doc: FlowDoc,
  blocks: Block[],
  start: number,
  area: Area,
  style: FlowStyle,
  draw: boolean,
): number {
  const width = (area.width - style.gap * (style.columns - 1)) / style.columns
  // Each block measured once per pass: a heading's next block, and a block that moves to the
  // next column, would be measured again (the poster's fitting makes dozens of passes).
  const heights: number[] = []
  const heightOf = (k: number) => (heights[k] ??= blockHeight(doc, blocks[k]!, width, style.size))
  let column = 0
  let y = area.y
  let i = start
  while (i < blocks.length) {
    const block = blocks[i]!
    const own = heightOf(i)
    // A heading goes with what follows it: never alone at the foot of a column.
    const h = block.kind !== 'dish' && i + 1 < blocks.length ? own + heightOf(i + 1) : own
    if (y + h > area.y + area.height && y > area.y) {
      column++
      y = area.y
      if (column >= style.columns) return i
      continue
    }
    if (draw) drawBlock(doc, block, area.x + column * (width + style.gap), y, width, style)
    y += own
    i++
  }
  return i
}
