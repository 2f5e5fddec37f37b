import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { create, type Font } from 'fontkit'
import { fontChain, type PrintFontChoice } from '../src/fonts/print-fonts.js'
import { woffToSfnt } from '../src/fonts/woff.js'
import { FONT, newDocument, PAPERS, setFont } from '../src/print/document.js'
import { qrMatrix } from '../src/print/qr.js'
import type { PrintSource } from '../src/print/source.js'
import { DIALECT } from './helpers.js'
import { pdfText } from './print-pdf.js'

/**
 * What a print file costs to make (docs/performance.md, 'Print files'): a worker thread parses
 * each face once and shapes each text once (fontkit's layout), for every document it makes, and
 * makes each QR symbol once; the files read the same as when every document parsed its own faces.
 */

const INTER: PrintFontChoice = { headline: 'Inter', body: 'Inter', lang: 'es' }

// fontkit's font class (a face is a plain sfnt once unpacked): every shaping goes through its
// layout, counted here. Set before any document is made, so the thread's faces count too.
const fontClass = Object.getPrototypeOf(create(woffToSfnt(fs.readFileSync(fontChain(INTER, 'regular')[0]!)))) as Font
const layout = fontClass.layout
let shaped = 0
fontClass.layout = function (this: Font, ...args: Parameters<Font['layout']>) {
  shaped++
  return layout.apply(this, args)
}

/** A Letter page with `lines` set in the regular face of `fonts`. */
async function pdfOf(fonts: PrintFontChoice, lines: string[]): Promise<Buffer> {
  const src = { brand: { fonts }, view: { language: fonts.lang } } as unknown as Pick<PrintSource, 'brand' | 'view'>
  const doc = newDocument(PAPERS.letter, 'Prueba', src)
  for (const line of lines)
    setFont(doc, FONT, line)
      .fontSize(12)
      .text(line, 72, doc.y + 6, { width: 400 })
  doc.end()
  const chunks: Buffer[] = []
  for await (const chunk of doc) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ')

describe(`print files reuse their faces and codes within a thread (${DIALECT})`, () => {
  it('a text is shaped once per thread, not again for every document', async () => {
    const lines = ['Tacos al pastor $25', 'Agua de horchata $30', 'Escanea para ver el menú']
    shaped = 0
    const first = await pdfOf(INTER, lines)
    assert.ok(shaped > 0, 'the first document shapes its texts')
    shaped = 0
    const second = await pdfOf(INTER, lines)
    assert.equal(shaped, 0, 'the second document shaped its texts again')
    assert.equal(words(pdfText(second)), words(lines.join(' ')))
    assert.equal(pdfText(second), pdfText(first))
  })

  it('a letter subset as part of an accented one ("u" of "ú") reads as itself in a later document', async () => {
    // Montserrat draws "ú" as "u" plus an accent: the first document's subset reads the "u"
    // glyph without its character; the next document must still write the text of its "u".
    const fonts: PrintFontChoice = { headline: 'Montserrat', body: 'Montserrat', lang: 'es' }
    await pdfOf(fonts, ['Menú'])
    assert.equal(words(pdfText(await pdfOf(fonts, ['Grupo suadero']))), 'Grupo suadero')
  })

  it('a QR symbol is made once per text and level, and is the same symbol', () => {
    const url = 'https://menu.example/la-esquina?mesa=7'
    const symbol = qrMatrix(url)
    assert.equal(qrMatrix(url), symbol)
    const logo = qrMatrix(url, { logo: true })
    assert.notEqual(logo, symbol)
    assert.deepEqual([symbol.level, logo.level], ['M', 'H'])
    assert.ok(logo.size > symbol.size, 'level H needs a larger symbol')
  })
})
