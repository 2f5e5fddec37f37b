import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { tempDir } from './helpers.js'

/**
 * Reading back the print files as a person and a phone would: poppler's pdftoppm renders each
 * page, jsQR (a real decoder) reads the codes in crops of it, and the size and quiet zone of
 * each code are measured in the pixels; pdftotext gives the words.
 */

export interface FoundQr {
  page: number
  data: string
  /** Width of the symbol (without the quiet zone) on paper, in cm. */
  widthCm: number
  /** Light modules measured on each side of the symbol (the least of the four). */
  quietModules: number
}

export interface Rendered {
  pages: PNG[]
  dpi: number
}

export function renderPages(pdf: Buffer, dpi: number): Rendered {
  const dir = tempDir('print')
  const file = path.join(dir, 'doc.pdf')
  fs.writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')])
  const pages = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => PNG.sync.read(fs.readFileSync(path.join(dir, f))))
  return { pages, dpi }
}

export function pdfText(pdf: Buffer): string {
  const dir = tempDir('print')
  const file = path.join(dir, 'doc.pdf')
  fs.writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

export const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' }))?.[1])

/** Page size in cm, from pdfinfo. */
export function pageSizeCm(pdf: Buffer): { width: number; height: number } {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' })
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!
  return { width: (Number(w) * 2.54) / 72, height: (Number(h) * 2.54) / 72 }
}

const luminance = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4
  return 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!
}

/** Light modules around a symbol whose bounds are [x0, x1) × [y0, y1) px: counted outward until a dark pixel, capped at 6. */
function quietZone(png: PNG, box: { x0: number; y0: number; x1: number; y1: number }, module: number): number {
  const light = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < png.width && y < png.height && luminance(png, x, y) > 160
  const maxPx = Math.round(6 * module)
  // The distance (px) from an edge to the first dark pixel along the whole edge.
  const side = (step: (d: number, t: number) => [number, number], length: number) => {
    // From the second pixel out: the first may carry the edge modules' anti-aliasing.
    for (let d = 2; d <= maxPx; d++)
      for (let t = 0; t < length; t++) {
        const [x, y] = step(d, t)
        if (!light(x, y)) return (d - 1) / module
      }
    return maxPx / module
  }
  const w = box.x1 - box.x0
  const h = box.y1 - box.y0
  return Math.min(
    side((d, t) => [box.x0 - d, box.y0 + t], h),
    side((d, t) => [box.x1 - 1 + d, box.y0 + t], h),
    side((d, t) => [box.x0 + t, box.y0 - d], w),
    side((d, t) => [box.x0 + t, box.y1 - 1 + d], w),
  )
}

function crop(png: PNG, x: number, y: number, w: number, h: number): PNG {
  const out = new PNG({ width: w, height: h })
  PNG.bitblt(png, out, x, y, w, h, 0, 0)
  return out
}

/**
 * The QR codes of a rendered page, one per region (fractions of the page: the caller knows
 * where codes may be, e.g. each half of each tent), decoded and measured.
 */
export function findQrs(
  rendered: Rendered,
  pageIndex: number,
  regions: Array<{ x: number; y: number; w: number; h: number }>,
): FoundQr[] {
  const png = rendered.pages[pageIndex]!
  return regions.flatMap((r) => {
    const [x, y] = [Math.floor(r.x * png.width), Math.floor(r.y * png.height)]
    const [w, h] = [Math.floor(r.w * png.width), Math.floor(r.h * png.height)]
    const part = crop(png, x, y, w, h)
    const code = jsQR(new Uint8ClampedArray(part.data), w, h)
    if (!code) return []
    const l = code.location
    const corners = [l.topLeftCorner, l.topRightCorner, l.bottomLeftCorner, l.bottomRightCorner]
    const xs = corners.map((c) => c.x + x)
    const ys = corners.map((c) => c.y + y)
    const box = {
      x0: Math.round(Math.min(...xs)),
      y0: Math.round(Math.min(...ys)),
      x1: Math.round(Math.max(...xs)),
      y1: Math.round(Math.max(...ys)),
    }
    const modules = 17 + 4 * code.version
    const module = (box.x1 - box.x0) / modules
    return [
      {
        page: pageIndex + 1,
        data: code.data,
        widthCm: ((box.x1 - box.x0) / rendered.dpi) * 2.54,
        quietModules: quietZone(png, box, module),
      },
    ]
  })
}

export interface PdfFont {
  name: string
  type: string
  embedded: boolean
}

/** The fonts the pages use, as pdffonts lists them (name, type, whether embedded). */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  const dir = tempDir('print')
  const file = path.join(dir, 'doc.pdf')
  fs.writeFileSync(file, pdf)
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean)
  // name type… encoding emb sub uni object ID: the three yes/no columns come after the encoding.
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/)
    const [emb] = cols.slice(-5)
    return { name: cols[0]!, type: cols.slice(1, -6).join(' '), embedded: emb === 'yes' }
  })
}

/** A page's boxes in cm (pdfinfo -box): MediaBox, TrimBox, BleedBox as [x0, y0, x1, y1]. */
export function pageBoxesCm(pdf: Buffer): Record<'MediaBox' | 'TrimBox' | 'BleedBox', number[]> {
  const info = execFileSync('pdfinfo', ['-box', '-'], { input: pdf, encoding: 'utf8' })
  const box = (name: string) =>
    new RegExp(`${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`)
      .exec(info)!
      .slice(1)
      .map((v) => (Number(v) * 2.54) / 72)
  return { MediaBox: box('MediaBox'), TrimBox: box('TrimBox'), BleedBox: box('BleedBox') }
}

/** The colour of a pixel as '#rrggbb'. */
export function pixel(png: PNG, x: number, y: number): string {
  const i = (png.width * y + x) * 4
  return `#${[0, 1, 2].map((k) => png.data[i + k]!.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The part of a region (in pt from the page's top left) that holds ink: the box around every
 * pixel that is not white, as fractions of the region (0–1 from its left and top edges).
 */
export function inkBox(
  rendered: Rendered,
  pageIndex: number,
  region: { x: number; y: number; width: number; height: number },
): { left: number; top: number; right: number; bottom: number } {
  const png = rendered.pages[pageIndex]!
  const px = rendered.dpi / 72
  const [x0, y0] = [Math.round(region.x * px), Math.round(region.y * px)]
  const [w, h] = [Math.round(region.width * px), Math.round(region.height * px)]
  let [left, top, right, bottom] = [w, h, -1, -1]
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (png.width * (y0 + y) + x0 + x) * 4
      if (Math.min(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!) > 235) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  if (right < 0) return { left: 0, top: 0, right: 0, bottom: 0 }
  return { left: left / w, top: top / h, right: (right + 1) / w, bottom: (bottom + 1) / h }
}
