import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as ExcelJS from '@cj-tech-master/excelts'
import { inTransaction, scoped } from '../src/data/toolkit.js'
import { applyImport } from '../src/menu-sheet/apply.js'
import { planImport } from '../src/menu-sheet/plan.js'
import { readSheet } from '../src/menu-sheet/read.js'
import { readSnapshot } from '../src/menu-sheet/snapshot.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * Spreadsheet export and import of the whole menu (docs/import-export.md): a file exported and
 * imported again changes nothing; edited prices update exactly those rows; invalid rows are
 * reported in Spanish and nothing is applied; the apply re-checks inside its transaction; keys
 * of another account are refused; CSV and XLSX alike (the upload checks: import-upload.test.ts).
 */
describe(`menu import and export (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner(plan?: 'NEGOCIO' | 'FRANCHISES') {
    const a = await account(t, plan)
    const menu = menuApi(t, a.access_token)
    const bebidas = await menu.family('Bebidas')
    const calientes = await menu.category(bebidas, 'Calientes')
    const frias = await menu.category(bebidas, 'Frías')
    const leche = await menu.group('Leche', [
      { name: 'Entera', price: null },
      { name: 'Almendra', price: 10 },
    ])
    const vegano = await menu.tag('Vegano')
    const ids = {
      cafe: await menu.product(calientes, 'Café', 30, {
        description: 'De olla',
        tag_ids: [vegano],
        variant_groups: [{ group_id: leche, limit: 1, obligatory: true }],
      }),
      te: await menu.product(calientes, 'Té', 25),
      chocolate: await menu.product(calientes, 'Chocolate', 35.5),
      limonada: await menu.product(frias, 'Limonada', 20),
      agua: await menu.product(frias, 'Agua', 15),
    }
    return { ...a, menu, ids, leche, calientes, ...sheetCalls(t, a.access_token) }
  }

  it('exports CSV and XLSX with Spanish headers and keys as an attachment; importing either back changes nothing', async () => {
    const o = await owner()
    const csv = await o.exportFile('csv')
    assert.match(String(csv.headers['content-type']), /^text\/csv/)
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename="menu-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = csv.body.toString('utf8')
    assert.ok(
      text.startsWith(
        '\ufeffClave,Tipo,Familia,Categoría,Grupo,Nombre,Precio,Descripción,Etiquetas,Grupos de variantes,Habilitado',
      ),
      text.slice(0, 200),
    )
    assert.match(text, new RegExp(`P-${o.ids.cafe},Producto,Bebidas,Calientes,,Café,30.00,De olla,Vegano,Leche,Sí`))
    assert.match(text, /V-\d+,Variante,,,Leche,Almendra,10.00/)
    assert.ok(!text.includes('Precio en'), 'no template columns without templates in the plan')
    // A text file's last line ends with its newline (POSIX; tools such as `wc -l` and `cat` expect it), once.
    assert.ok(text.endsWith('\n') && !text.endsWith('\n\n'), JSON.stringify(text.slice(-40)))

    const xlsx = await o.exportFile('xlsx')
    assert.match(String(xlsx.headers['content-disposition']), /\.xlsx"$/)
    const ws = (await readXlsx(xlsx.body)).worksheets[0]!
    assert.equal(ws.getRow(1).getCell(1).value, 'Clave')
    assert.equal(ws.rowCount, 1 + 5 + 2)

    // The CSV as exported and without its final newline (as some editors save it) read the same.
    const withoutFinalNewline = Buffer.from(text.replace(/\n$/, ''))
    for (const [file, name] of [
      [csv.body, 'menu.csv'],
      [withoutFinalNewline, 'menu.csv'],
      [xlsx.body, 'menu.xlsx'],
    ] as const) {
      const p = await o.preview(file, name)
      assert.equal(p.status, 200, JSON.stringify(p.body))
      assert.deepEqual(p.body.info.summary, { created: 0, updated: 0, removed: 0, unchanged: 7, invalid: 0 }, name)
      const res = await o.apply(file, name)
      assert.equal(res.statusCode, 200, res.body)
      assert.match(String(res.headers['content-type']), /^application\/x-ndjson/)
      const last = ndjson(res.body).at(-1)!
      assert.deepEqual(last, { type: 'result', created: 0, updated: 0, removed: 0 })
    }
    // Links kept their per-product settings.
    const cafe = await o.menu.productById(o.ids.cafe)
    assert.deepEqual(
      cafe.variant_groups.map((g) => [g.name, g.limit, g.obligatory]),
      [['Leche', 1, true]],
    )
  })

  it('editing three prices previews exactly those three updates, and applying changes them (and the lists and the public menu see it)', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Té', 'Precio', 26)
    setCell(ws, 'Limonada', 'Precio', '22,50')
    setCell(ws, 'Agua', 'Precio', 16.1)
    const file = await xlsxBuffer(wb)
    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.equal(p.body.info.summary.updated, 3)
    assert.equal(p.body.info.summary.created, 0)
    assert.deepEqual(
      p.body.info.updated.map((u: { name: string; key: string; changes: unknown }) => [u.name, u.key, u.changes]),
      [
        ['Té', `P-${o.ids.te}`, [{ column: 'Precio', from: '25.00', to: '26.00' }]],
        ['Limonada', `P-${o.ids.limonada}`, [{ column: 'Precio', from: '20.00', to: '22.50' }]],
        ['Agua', `P-${o.ids.agua}`, [{ column: 'Precio', from: '15.00', to: '16.10' }]],
      ],
    )

    const etag = (
      await t.app.inject({ method: 'GET', url: '/v1/products', headers: { authorization: `Bearer ${o.access_token}` } })
    ).headers.etag
    const [branch] = (await o.menu.req('GET', '/v1/sucursales')).body.info
    const before = await t.app.inject({ method: 'GET', url: `/m/${branch.route_key}` })
    assert.match(before.body, /\$25\b/)

    const res = await o.apply(file)
    assert.equal(res.statusCode, 200, res.body)
    const lines = ndjson(res.body)
    assert.deepEqual(lines[0], { type: 'progress', done: 0, total: 3 })
    assert.deepEqual(lines.at(-1), { type: 'result', created: 0, updated: 3, removed: 0 })
    const prices = Object.fromEntries((await o.menu.products()).map((x) => [x.name, x.price]))
    assert.deepEqual(prices, { Café: 30, Té: 26, Chocolate: 35.5, Limonada: 22.5, Agua: 16.1 })

    // The list cache and the public menu see the import (the history's close raises the account's marker).
    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/products',
      headers: { authorization: `Bearer ${o.access_token}`, 'if-none-match': String(etag) },
    })
    assert.equal(after.statusCode, 200)
    const page = await t.app.inject({ method: 'GET', url: `/m/${branch.route_key}` })
    assert.match(page.body, /\$26\b/)
    assert.doesNotMatch(page.body, /\$25\b/)
    assert.match(page.body, /\$22\.50/)

    // The same file again: nothing left to change.
    assert.equal((await o.preview(file)).body.info.summary.updated, 0)
  })

  it('reports invalid rows with row, column and the Spanish reason, and applies nothing', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Té', 'Precio', 'gratis')
    setCell(ws, 'Limonada', 'Precio', 99) // valid, but the file as a whole is refused
    setCell(ws, 'Agua', 'Habilitado', 'quizá')
    ws.addRow(['', 'Producto', 'Bebidas', 'Calientes', '', '', 10])
    ws.addRow(['P-abc', 'Producto', '', '', '', 'Pan', 5])
    ws.addRow(['', 'Producto', '', '', '', 'Caviar', 10_000_000])
    const file = await xlsxBuffer(wb)
    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    const errors = p.body.info.errors as Array<{ row: number; column: string; message: string }>
    assert.deepEqual(
      errors.map((e) => [e.column, e.message]),
      [
        ['Precio', 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales'],
        ['Habilitado', 'Escribe Sí o No.'],
        ['Nombre', 'Campo obligatorio'],
        ['Clave', 'La clave debe tener la forma P-12 (producto) o V-40 (variante), o quedar vacía para crear.'],
        ['Precio', 'El precio debe ser como máximo 9,999,999.99'],
      ],
    )
    assert.deepEqual(
      errors.slice(2).map((e) => e.row),
      [9, 10, 11],
    )
    assert.equal(p.body.info.summary.invalid, 5)

    const res = await o.apply(file)
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().error.code, 'IMPORT_ROWS_INVALID')
    assert.equal((await o.menu.productById(o.ids.limonada)).price, 20)
  })

  it('re-checks inside the apply transaction: an item deleted after the preview refuses the whole file, nothing half-written', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Té', 'Precio', 27)
    setCell(ws, 'Agua', 'Precio', 17)
    ws.addRow(['', 'Producto', 'Postres', 'Pasteles', '', 'Flan', 40])
    const file = await xlsxBuffer(wb)
    assert.equal((await o.preview(file)).body.info.summary.updated, 2)
    assert.equal((await o.menu.req('DELETE', `/v1/products/${o.ids.agua}`)).status, 200)
    const res = await o.apply(file)
    assert.equal(res.statusCode, 400, res.body)
    assert.equal(res.json().error.code, 'IMPORT_ROWS_INVALID')
    assert.equal((await o.menu.productById(o.ids.te)).price, 25)
    assert.ok(!(await o.menu.families()).some((f) => f.name === 'Postres'))
    const p = await o.preview(file)
    assert.deepEqual(p.body.info.errors, [
      {
        row: 6,
        column: 'Clave',
        message: `La clave P-${o.ids.agua} no existe en tu menú (se eliminó o no es de tu cuenta): déjala vacía para crear el producto de nuevo.`,
      },
    ])
  })

  it('a failure while writing rolls back what the import had already written', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    setCell(wb.worksheets[0]!, 'Té', 'Precio', 29)
    const sheet = await readSheet(await xlsxBuffer(wb))
    const own = scoped(t.db, o.id)
    const menu = await readSnapshot(own, false)
    const plan = planImport(sheet, menu, { remove: false, templatesAllowed: false })
    assert.equal(plan.products.length, 1)
    // A second row whose variant group was never created: its link insert fails in the database.
    plan.products.push({
      ...plan.products[0]!,
      id: undefined,
      row: 99,
      name: 'Roto',
      groups: ['No existe'],
      changes: [],
    })
    await assert.rejects(inTransaction(t.db, (trx) => applyImport(scoped(trx, o.id), menu, plan, Date.now, () => {})))
    assert.equal((await o.menu.productById(o.ids.te)).price, 25)
    assert.ok(!(await o.menu.products()).some((x) => x.name === 'Roto'))
  })

  it("refuses another account's keys and never touches that account", async () => {
    const a = await owner()
    const b = await owner()
    const wb = await readXlsx((await a.exportFile('xlsx')).body)
    setCell(wb.worksheets[0]!, 'Té', 'Precio', 1)
    const file = await xlsxBuffer(wb)
    const p = await b.preview(file)
    assert.equal(p.status, 200)
    assert.equal(p.body.info.errors.length, 7)
    assert.ok(
      p.body.info.errors.every(
        (e: { column: string; message: string }) => e.column === 'Clave' && /no existe en tu menú/.test(e.message),
      ),
    )
    assert.equal((await b.apply(file)).statusCode, 400)
    assert.equal((await a.menu.productById(a.ids.te)).price, 25)
    assert.equal((await b.menu.products()).length, 5)
  })

  it('creates rows without a key (with new families, categories, tags, groups and variants) and removes only when asked', async () => {
    const o = await owner()
    const wb = await readXlsx(
      await o.exportFile('csv').then(async (x) => {
        // Read the CSV with the same library, write it back as CSV after the edits.
        const book = new ExcelJS.Workbook()
        const { Readable } = await import('node:stream')
        await book.csv.read(Readable.from([x.body.toString('utf8').slice(1)]), { map: (v: unknown) => v })
        return Buffer.from(await book.xlsx.writeBuffer())
      }),
    )
    const ws = wb.worksheets[0]!
    // Drop Agua's row: absent from the file.
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(6).value === 'Agua') ws.spliceRows(n, 1)
    })
    ws.addRow(['', 'Producto', 'Postres', 'Pasteles', '', 'Flan', '40', 'Casero', 'Sin gluten, Vegano', 'Salsas', 'Sí'])
    ws.addRow(['', 'Variante', '', '', 'Salsas', 'Cajeta', '5', '', '', '', 'Sí'])
    const file = Buffer.from(await wb.csv.writeBuffer())
    const p = await o.preview(file, 'menu.csv')
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.equal(p.body.info.format, 'csv')
    assert.deepEqual(p.body.info.summary, { created: 2, updated: 0, removed: 0, unchanged: 6, invalid: 0 })
    assert.deepEqual(p.body.info.new_names, {
      families: ['Postres'],
      categories: ['Postres / Pasteles'],
      tags: ['Sin gluten'],
      groups: ['Salsas'],
    })

    const withRemove = await o.preview(file, 'menu.csv', { remove: 'true' })
    assert.deepEqual(withRemove.body.info.removed, [{ key: `P-${o.ids.agua}`, type: 'Producto', name: 'Agua' }])

    const res = await o.apply(file, 'menu.csv', { remove: 'true' })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 2, updated: 0, removed: 1 })
    const products = await o.menu.products()
    assert.deepEqual(products.map((x) => x.name).sort(), ['Café', 'Chocolate', 'Flan', 'Limonada', 'Té'])
    const flan = products.find((x) => x.name === 'Flan')!
    assert.equal(flan.price, 40)
    assert.equal(flan.description, 'Casero')
    assert.deepEqual(flan.tags.map((x) => x.name).sort(), ['Sin gluten', 'Vegano'])
    assert.deepEqual(
      flan.variant_groups.map((g) => [g.name, g.variants.map((v) => [v.name, v.price])]),
      [['Salsas', [['Cajeta', 5]]]],
    )
    // Importing the new export again: nothing to do.
    const again = await o.preview((await o.exportFile('xlsx')).body)
    assert.deepEqual(again.body.info.summary, { created: 0, updated: 0, removed: 0, unchanged: 8, invalid: 0 })
  })

  it('guards formulas in both formats and round-trips such texts unchanged', async () => {
    const o = await owner()
    await o.menu.req('PUT', `/v1/products/${o.ids.te}`, {
      name: '=HYPERLINK("http://x","clic")',
      description: '@SUM(1+1)',
    })
    const csv = (await o.exportFile('csv')).body.toString('utf8')
    assert.ok(csv.includes(`"'=HYPERLINK(""http://x"",""clic"")"`), csv)
    assert.ok(csv.includes("'@SUM(1+1)"))
    const xlsx = (await o.exportFile('xlsx')).body
    const ws = (await readXlsx(xlsx)).worksheets[0]!
    const names: unknown[] = []
    ws.eachRow((row) => names.push(row.getCell(6).value))
    assert.ok(names.includes('\'=HYPERLINK("http://x","clic")'))
    for (const [file, name] of [
      [Buffer.from(csv), 'menu.csv'],
      [xlsx, 'menu.xlsx'],
    ] as const) {
      assert.equal((await o.preview(file, name)).body.info.summary.unchanged, 7, name)
    }
  })

  it('per-template prices: columns only where the plan has templates; set and cleared through the sheet', async () => {
    const free = await owner()
    const wb = await readXlsx((await free.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    ws.getRow(1).getCell(12).value = 'Precio en Terraza'
    const p = await free.preview(await xlsxBuffer(wb))
    assert.deepEqual(p.body.info.errors, [
      { row: 1, column: 'Precio en Terraza', message: 'Tu plan no incluye plantillas: quita esta columna.' },
    ])

    const o = await owner('FRANCHISES')
    const created = await o.menu.req('POST', '/v1/templates', { name: 'Terraza' })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const templateId = created.body.info.id as number
    const twb = await readXlsx((await o.exportFile('xlsx')).body)
    const tws = twb.worksheets[0]!
    assert.equal(tws.getRow(1).getCell(12).value, 'Precio en Terraza')
    setCell(tws, 'Café', 'Precio en Terraza', 33)
    setCell(tws, 'Almendra', 'Precio en Terraza', 12)
    const file = await xlsxBuffer(twb)
    const prev = await o.preview(file)
    assert.deepEqual(
      prev.body.info.updated.map((u: { name: string; changes: unknown }) => [u.name, u.changes]),
      [
        ['Café', [{ column: 'Precio en Terraza', from: '', to: '33.00' }]],
        ['Almendra', [{ column: 'Precio en Terraza', from: '', to: '12.00' }]],
      ],
    )
    assert.equal((await o.apply(file)).statusCode, 200)
    const rows = (await o.menu.req('GET', `/v1/templates/${templateId}/products`)).body.info as Array<{
      product_id: number
      price: number
    }>
    assert.equal(rows.find((r) => r.product_id === o.ids.cafe)!.price, 33)
    assert.equal((await o.preview(file)).body.info.summary.updated, 0)
  })
})
