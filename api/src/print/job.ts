import { wordsFor } from '../public-menu/words/index.js'
import type { Paper } from './document.js'
import { menuPdf } from './menu-pdf.js'
import { posterPdf } from './poster.js'
import type { PrintBrand, PrintSource } from './source.js'
import { type Tent, tentsPdf } from './tents.js'
import { printWords } from './words.js'

/**
 * One print file made in a worker thread (workers/pool.ts): the main thread loads the data (it
 * needs the database) and sends it here as plain data; this builds the PDF bytes with the
 * files' own functions. The words carry functions ('Mesa n'), which cannot cross threads, so
 * only the language crosses and they are looked up again here, as printSource does.
 */

export type PrintFile = { file: 'tents'; paper: Paper; tents: Tent[] } | { file: 'poster' } | { file: 'menu' }

export interface PrintJob {
  print: PrintFile
  lang: string
  source: Pick<PrintSource, 'branch' | 'view' | 'brand'>
}

/** What crosses to the worker: the source without its words (functions). */
export const printJob = (print: PrintFile, lang: string, { branch, view, brand }: PrintSource): PrintJob => ({
  print,
  lang,
  source: { branch, view, brand },
})

function document(job: PrintJob): PDFKit.PDFDocument {
  // A Buffer arrives as a plain Uint8Array; PDFKit reads images from Buffers.
  const logo = job.source.brand.logo
  const brand: PrintBrand = { ...job.source.brand, logo: logo ? Buffer.from(logo) : null }
  const src: PrintSource = { ...job.source, brand, words: printWords(job.lang), page: wordsFor(job.lang) }
  const { print } = job
  if (print.file === 'tents') return tentsPdf(src, print.paper, print.tents)
  return print.file === 'poster' ? posterPdf(src) : menuPdf(src)
}

/** The worker's entry (workers/boot.mjs): the whole file, in a buffer of its own moved back to the main thread. */
export async function run(job: PrintJob): Promise<{ result: Uint8Array; transfer: ArrayBuffer[] }> {
  const doc = document(job)
  const chunks: Buffer[] = []
  await new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  // Not Buffer.concat: a small Buffer may share Node's pool slab, which must not be moved away.
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return { result: bytes, transfer: [bytes.buffer] }
}
