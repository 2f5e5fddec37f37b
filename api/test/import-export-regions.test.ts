import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { getCell, headersOf, ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

type Row = { product_id: number; price: number; enabled: boolean }

/**
 * The menu spreadsheet's region columns (docs/import-export.md): one 'Precio región <Nombre>'
 * per region beside the templates' 'Precio en <plantilla>', exported with the region's own
 * prices (empty: follows the base) and imported into the region's rows through the same row
 * writes as a template's, so the owner's price lock refuses them as a row error.
 */
describe(`menu sheet: region price columns (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A FRANCHISES owner: Café $30 and Té $25, a template 'Centro', a region 'Norte' with Café at $35. */
  async function chain() {
    const a = await account(t, 'FRANCHISES')
    const menu = menuApi(t, a.access_token)
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const cafe = await menu.product(category, 'Café', 30)
    const te = await menu.product(category, 'Té', 25)
    await menu.created('POST', '/v1/templates', { name: 'Centro' })
    const region = await menu.created('POST', '/v1/regions', { name: 'Norte' })
    const saved = await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: cafe, price: 35 }])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const rows = async () => menu.read<Row[]>(`/v1/regions/${region}/products`)
    const sheet = sheetCalls(t, a.access_token)
    const exported = async () => {
      const wb = await readXlsx((await sheet.exportFile('xlsx')).body)
      return { wb, ws: wb.worksheets[0]! }
    }
    return { ...sheet, menu, cafe, te, region, rows, exported }
  }

  it("exports one column per region after the templates', with the region's own prices", async () => {
    const o = await chain()
    const { ws } = await o.exported()
    const headers = headersOf(ws)
    assert.ok(headers.includes('Precio en Centro'))
    const at = headers.indexOf('Precio región Norte')
    assert.equal(at, headers.indexOf('Precio en Centro') + 1)
    // The region's template is no template column of its own.
    assert.equal(headers.filter((h) => h.startsWith('Precio en ')).length, 1)
    assert.equal(getCell(ws, 'Café', 'Precio región Norte'), 35)
    assert.equal(getCell(ws, 'Té', 'Precio región Norte'), null)
    // Exported and imported again: nothing changes.
    assert.equal((await o.preview(await xlsxBuffer((await o.exported()).wb))).body.info.summary.updated, 0)
  })

  it("imports into the region's rows: set, and emptied back to the base", async () => {
    const o = await chain()
    const { wb, ws } = await o.exported()
    setCell(ws, 'Té', 'Precio región Norte', 27.5)
    setCell(ws, 'Café', 'Precio región Norte', null)
    const file = await xlsxBuffer(wb)
    const preview = await o.preview(file)
    assert.deepEqual(
      preview.body.info.updated.map((u: { name: string; changes: unknown }) => [u.name, u.changes]),
      [
        ['Café', [{ column: 'Precio región Norte', from: '35.00', to: '' }]],
        ['Té', [{ column: 'Precio región Norte', from: '', to: '27.50' }]],
      ],
    )
    const res = await o.apply(file)
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 0, updated: 2, removed: 0 })
    const prices = Object.fromEntries((await o.rows()).map((r) => [r.product_id, r.price]))
    assert.deepEqual(prices, { [o.cafe]: 30, [o.te]: 27.5 })
  })

  it('a locked price in a region column is a row error naming the lock; its stored value and the base pass', async () => {
    const o = await chain()
    const lock = await o.menu.req('PUT', '/v1/locks', [{ field: 'price', locked: true, reason: 'Lista corporativa' }])
    assert.equal(lock.status, 200, JSON.stringify(lock.body))
    const { wb, ws } = await o.exported()
    setCell(ws, 'Té', 'Precio región Norte', 28)
    const headers = headersOf(ws)
    const rowOf = (name: string) => {
      let found = 0
      ws.eachRow((row, n) => {
        if (row.getCell(headers.indexOf('Nombre')).value === name) found = n
      })
      return found
    }
    const file = await xlsxBuffer(wb)
    const preview = await o.preview(file)
    assert.equal(preview.status, 200, JSON.stringify(preview.body))
    assert.deepEqual(preview.body.info.errors, [
      {
        row: rowOf('Té'),
        column: 'Precio región Norte',
        message: 'El campo «Precio» está bloqueado: Lista corporativa.',
      },
    ])
    const refused = await o.apply(file)
    assert.notEqual(refused.statusCode, 500)
    assert.equal(JSON.parse(refused.body).error.code, 'IMPORT_ROWS_INVALID')
    assert.deepEqual(
      (await o.rows()).map((r) => r.price),
      [35, 25],
    )

    // Café keeps its $35 (already the region's), Té follows the base: nothing is refused.
    setCell(ws, 'Té', 'Precio región Norte', null)
    setCell(ws, 'Café', 'Precio', 32)
    const allowed = await o.apply(await xlsxBuffer(wb))
    assert.equal(allowed.statusCode, 200, allowed.body)
    assert.deepEqual(ndjson(allowed.body).at(-1), { type: 'result', created: 0, updated: 1, removed: 0 })
  })

  it('a plan without templates exports no region column and refuses one on import', async () => {
    const a = await account(t, 'NEGOCIO')
    const menu = menuApi(t, a.access_token)
    await menu.product(await menu.category(await menu.family('Bebidas'), 'Calientes'), 'Café', 30)
    const sheet = sheetCalls(t, a.access_token)
    const wb = await readXlsx((await sheet.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    assert.ok(!headersOf(ws).some((h) => h.startsWith('Precio región')))
    ws.getRow(1).getCell(headersOf(ws).length).value = 'Precio región Norte'
    const preview = await sheet.preview(await xlsxBuffer(wb))
    assert.deepEqual(preview.body.info.errors, [
      { row: 1, column: 'Precio región Norte', message: 'Tu plan no incluye regiones: quita esta columna.' },
    ])
  })

  it('a region that does not exist is an error of the column', async () => {
    const o = await chain()
    const { wb, ws } = await o.exported()
    ws.getRow(1).getCell(headersOf(ws).indexOf('Precio región Norte')).value = 'Precio región Sur'
    const preview = await o.preview(await xlsxBuffer(wb))
    assert.deepEqual(preview.body.info.errors, [
      { row: 1, column: 'Precio región Sur', message: 'No existe una región llamada «Sur».' },
    ])
  })
})
