import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import * as shared from '@menu/shared/format/qr'
import { drawQr, qrMatrix, qrOuterWidth } from '../src/print/qr.js'

/** The print files and the panel draw the same symbols from one generator (@menu/shared/format/qr). */
describe('QR: one generator for the PDFs and the panel', () => {
  it('the PDF draws exactly the modules of the panel’s path, inside a 4-module quiet zone', () => {
    const url = 'https://menu.example/m/centro-sur?mesa=12'
    const matrix = qrMatrix(url)
    assert.equal(matrix, shared.qrMatrix(url), 'the same symbol, not a second generator')
    const rects: number[][] = []
    const surface = {
      rect(...r: number[]) {
        rects.push(r)
        return this
      },
      fill() {
        return this
      },
      save() {
        return this
      },
      restore() {
        return this
      },
    }
    const width = matrix.size * 3 // 3 points per module
    drawQr(surface, matrix, 12, 12, width)
    const [light, ...dark] = rects
    const q = shared.QUIET_ZONE_MODULES
    assert.equal(q, 4)
    assert.deepEqual(light, [0, 0, width + 2 * q * 3, width + 2 * q * 3])
    assert.equal(qrOuterWidth(matrix, width), width + 2 * q * 3)
    // In module units with the quiet zone, as the panel's SVG path has them.
    const drawn = dark
      .map(([x, y, w]) => {
        const col = (x! - 12) / 3 + q
        return `M${col} ${(y! - 12) / 3 + q}h${w! / 3}v1H${col}z`
      })
      .join('')
    assert.equal(drawn, shared.qrPath(matrix))
  })

  it('one rule for the level: M for our print files, H with a logo or when the owner prints it', () => {
    assert.equal(shared.qrLevel(), 'M')
    assert.equal(shared.qrLevel({ logo: true }), 'H')
    assert.equal(shared.qrLevel({ ownPrint: true }), 'H')
    assert.equal(qrMatrix('https://menu.example/m/x', { ownPrint: true }).level, 'H')
  })
})
