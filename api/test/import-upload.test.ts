import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as ExcelJS from '@cj-tech-master/excelts'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'
import { sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * The menu import's upload checks (docs/import-export.md): the file is judged by its content,
 * never its name; empty, foreign, oversized, exploding or too long files are refused with their
 * code before any row is read; a sheet without its required columns says which.
 */
describe(`menu import uploads (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('checks uploads by content: no file, not a sheet, a fake workbook, too large, too many rows, missing columns', async () => {
    const a = await account(t)
    const o = { ...a, ...sheetCalls(t, a.access_token) }
    const noFile = await call(t.app, {
      method: 'POST',
      url: '/v1/menu/import/preview',
      token: o.access_token,
      payload: {},
    })
    assert.equal(noFile.status, 400)
    assert.equal(noFile.body.error.code, 'IMPORT_FILE_REQUIRED')
    const binary = await o.preview(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0x10]), 'menu.csv')
    assert.equal(binary.body.error.code, 'IMPORT_FILE_INVALID')
    const fakeZip = await o.preview(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]), 'menu.xlsx')
    assert.equal(fakeZip.status, 400)
    assert.equal(fakeZip.body.error.code, 'IMPORT_FILE_INVALID')
    assert.equal(fakeZip.body.error.message, 'El archivo no es un libro de Excel (.xlsx) válido.')
    // A ZIP bomb: small compressed, huge once inflated (refused before anything is inflated).
    const bomb = new ExcelJS.Workbook()
    bomb.addWorksheet('Menú').addRow(['Clave', 'Nombre', 'Precio', 'x'.repeat(32_000)])
    // Each text different: shared strings would otherwise store it once.
    for (let i = 0; i < 2100; i++) bomb.worksheets[0]!.addRow(['', `P${i}`, 1, `${i}${'a'.repeat(32_000)}`])
    const bombFile = await xlsxBuffer(bomb)
    assert.ok(bombFile.length < 5 * 1024 * 1024, `${bombFile.length}`)
    const exploded = await o.preview(bombFile)
    assert.equal(exploded.status, 400)
    assert.equal(exploded.body.error.message, 'El libro de Excel es demasiado grande al descomprimirlo.')
    const big = await o.preview(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'menu.csv')
    assert.equal(big.status, 413)
    assert.equal(big.body.error.code, 'IMPORT_FILE_TOO_LARGE')
    const many = await o.preview(Buffer.from(`Clave,Nombre,Precio\n${',x,1\n'.repeat(5001)}`), 'menu.csv')
    assert.equal(many.status, 400)
    assert.equal(many.body.error.code, 'IMPORT_TOO_MANY_ROWS')
    const columns = await o.preview(Buffer.from('Nombre;Precio\nPan;5\n'), 'menu.csv')
    assert.equal(columns.status, 200)
    assert.deepEqual(columns.body.info.errors, [{ row: 1, column: 'Clave', message: 'Falta esta columna.' }])
    const anon = await call(t.app, { method: 'GET', url: '/v1/menu/export' })
    assert.equal(anon.status, 401)
    const badFormat = await call(t.app, { method: 'GET', url: '/v1/menu/export?format=pdf', token: o.access_token })
    assert.equal(badFormat.status, 400)
  })
})
