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
