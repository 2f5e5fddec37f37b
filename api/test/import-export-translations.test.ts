import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as ExcelJS from '@cj-tech-master/excelts'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { getCell, headersOf, ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * The spreadsheet's translations (docs/languages.md, docs/import-export.md): per extra language
 * of the account, 'Nombre (xx)', 'Descripción (xx)', 'Porción (xx)' after the dish facts. An
 * export imported back changes nothing; changed cells are updates in the preview
 * ('Nombre (en): — → Water') and apply; an empty cell removes the text; an absent column leaves
 * it; a language the account has not chosen is an error of the column and nothing is written.
 */
describe(`menu import and export: translations (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const TRANSLATION_HEADERS = 'Nombre (en),Descripción (en),Porción (en),Nombre (fr),Descripción (fr),Porción (fr)'

  /** Rows 2-3: Tacos al pastor and Agua; row 4: the variant Grande. The menu is in Spanish, English and French. */
  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const menu = menuApi(t, a.access_token)
    assert.equal((await menu.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })).status, 200)
    const category = await menu.category(await menu.family('Comida'), 'Tacos')
    const group = await menu.created('POST', '/v1/groups', {
      name: 'Tamaño',
      variants: [{ name: 'Grande', price: 10, portion: '500 ml', translations: { en: { name: 'Large' } } }],
    })
    const ids = {
      tacos: await menu.product(category, 'Tacos al pastor', 90, {
        description: 'Con piña',
        translations: { en: { name: 'Pastor tacos', description: 'With pineapple', reviewed: false } },
      }),
      agua: await menu.product(category, 'Agua', 20),
    }
    const texts = async (id: number) => (await menu.productById(id)).translations
    const variant = async () => (await menu.groupById(group)).variants[0]!.translations
    return { ...a, menu, ids, texts, variant, ...sheetCalls(t, a.access_token) }
  }

  /** A copy of the sheet with only the columns `keep` accepts. */
  function withColumns(ws: ExcelJS.Worksheet, keep: (header: string) => boolean) {
    const columns = headersOf(ws).flatMap((h, i) => (i > 0 && keep(h) ? [i] : []))
    const copy = new ExcelJS.Workbook()
    const out = copy.addWorksheet('Menú')
    ws.eachRow((row) => {
      out.addRow(columns.map((c) => row.getCell(c).value))
    })
    return copy
  }

  it('exports a column per extra language and text, and an export imported back changes nothing (CSV and XLSX)', async () => {
    const o = await owner()
    const csv = (await o.exportFile('csv')).body.toString('utf8')
    assert.ok(csv.split('\n')[0]!.endsWith(`,Moluscos,${TRANSLATION_HEADERS}`), csv.split('\n')[0])
    assert.match(csv, /,Tacos al pastor,90\.00,Con piña,.*,Pastor tacos,With pineapple,,,,\n/)
    // A variant has no description: its cell stays empty.
    assert.match(csv, /,Variante,,,Tamaño,Grande,10\.00,.*,Large,,,,,\n/)

    const xlsx = (await o.exportFile('xlsx')).body
    const ws = (await readXlsx(xlsx)).worksheets[0]!
    assert.equal(getCell(ws, 'Tacos al pastor', 'Descripción (en)'), 'With pineapple')
    assert.equal(getCell(ws, 'Grande', 'Nombre (en)'), 'Large')

    const before = [await o.texts(o.ids.tacos), await o.texts(o.ids.agua), await o.variant()]
    for (const [file, name] of [
      [Buffer.from(csv), 'menu.csv'],
      [xlsx, 'menu.xlsx'],
    ] as const) {
      const p = await o.preview(file, name)
      assert.equal(p.status, 200, JSON.stringify(p.body))
      assert.deepEqual(p.body.info.summary, { created: 0, updated: 0, removed: 0, unchanged: 3, invalid: 0 }, name)
      const res = await o.apply(file, name)
      assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 0, updated: 0, removed: 0 })
    }
    // The machine's mark stays: nothing was retyped.
    assert.deepEqual([await o.texts(o.ids.tacos), await o.texts(o.ids.agua), await o.variant()], before)
    assert.equal(before[0]!.en?.reviewed, false)
  })

  it('changed cells are updates in the preview and apply in one go; an empty cell removes the text', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Agua', 'Nombre (en)', 'Water')
    setCell(ws, 'Tacos al pastor', 'Nombre (fr)', 'Tacos al pastor') // a dish name kept as written
    setCell(ws, 'Tacos al pastor', 'Descripción (en)', '')
    setCell(ws, 'Grande', 'Porción (fr)', '500 ml')
    setCell(ws, 'Grande', 'Descripción (fr)', 'ignorée') // a variant has no description: ignored as in Spanish
    ws.addRow([null, 'Producto', 'Comida', 'Tacos', null, 'Gringa', 60])
    setCell(ws, 'Gringa', 'Nombre (en)', 'Gringa taco')
    const file = await xlsxBuffer(wb)

    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.deepEqual(p.body.info.errors, [])
    assert.deepEqual(p.body.info.summary, { created: 1, updated: 3, removed: 0, unchanged: 0, invalid: 0 })
    const changes = Object.fromEntries(
      (p.body.info.updated as Array<{ name: string; changes: unknown[] }>).map((u) => [u.name, u.changes]),
    )
    assert.deepEqual(changes, {
      'Tacos al pastor': [
        { column: 'Descripción (en)', from: 'With pineapple', to: '' },
        { column: 'Nombre (fr)', from: '', to: 'Tacos al pastor' },
      ],
      Agua: [{ column: 'Nombre (en)', from: '', to: 'Water' }],
      Grande: [{ column: 'Porción (fr)', from: '', to: '500 ml' }],
    })
    // The preview wrote nothing.
    assert.deepEqual(await o.texts(o.ids.agua), {})

    const res = await o.apply(file)
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 1, updated: 3, removed: 0 })
    // Retyped in the sheet: the owner's text, reviewed.
    assert.deepEqual(await o.texts(o.ids.tacos), {
      en: { name: 'Pastor tacos', reviewed: true },
      fr: { name: 'Tacos al pastor', reviewed: true },
    })
    assert.deepEqual(await o.texts(o.ids.agua), { en: { name: 'Water', reviewed: true } })
    assert.deepEqual(await o.variant(), {
      en: { name: 'Large', reviewed: true },
      fr: { portion: '500 ml', reviewed: true },
    })
    const gringa = (await o.menu.products()).find((x) => x.name === 'Gringa')!
    assert.deepEqual(gringa.translations, { en: { name: 'Gringa taco', reviewed: true } })
  })

  it('an absent column leaves its texts as they are', async () => {
    const o = await owner()
    const ws = (await readXlsx((await o.exportFile('xlsx')).body)).worksheets[0]!
    setCell(ws, 'Tacos al pastor', 'Precio', 95)
    setCell(ws, 'Tacos al pastor', 'Nombre (en)', 'Al pastor tacos')
    // Only 'Nombre (en)' of the translations: the English description and French stay.
    const partial = withColumns(ws, (h) => !h.includes('(') || h === 'Nombre (en)')
    const p = await o.preview(await xlsxBuffer(partial))
    assert.deepEqual(
      (p.body.info.updated as Array<{ changes: Array<{ column: string }> }>)[0]!.changes.map((c) => c.column),
      ['Precio', 'Nombre (en)'],
    )
    await o.apply(await xlsxBuffer(partial))
    assert.deepEqual(await o.texts(o.ids.tacos), {
      en: { name: 'Al pastor tacos', description: 'With pineapple', reviewed: true },
    })
    // A sheet from before the translations: nothing about them changes.
    const old = withColumns(ws, (h) => !h.includes('('))
    setCell(old.worksheets[0]!, 'Agua', 'Precio', 22)
    await o.apply(await xlsxBuffer(old))
    assert.equal((await o.menu.productById(o.ids.agua)).price, 22)
    assert.equal((await o.texts(o.ids.tacos)).en?.description, 'With pineapple')
    assert.deepEqual(await o.variant(), { en: { name: 'Large', reviewed: true } })
  })

  it('a language the account has not chosen, or a bad cell, is a preview error naming the column; nothing is written', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    const last = headersOf(ws).length
    ws.getRow(1).getCell(last).value = 'Nombre (de)'
    ws.getRow(1).getCell(last + 1).value = 'Descripción (xx)'
    ws.getRow(1).getCell(last + 2).value = 'Porción (ES)'
    ws.getRow(1).getCell(last + 3).value = 'Notas (mías)' // not a language: a note, ignored
    const p = await o.preview(await xlsxBuffer(wb))
    assert.deepEqual(p.body.info.errors, [
      {
        row: 1,
        column: 'Nombre (de)',
        message:
          'El menú no está en alemán: agrégalo en Configuración > General > Idiomas del menú, o quita esta columna.',
      },
      { row: 1, column: 'Descripción (xx)', message: '«xx» no es un idioma disponible para el menú.' },
      {
        row: 1,
        column: 'Porción (ES)',
        message: 'El menú se escribe en español: sus textos van en las columnas sin idioma, quita esta columna.',
      },
    ])

    const cells = await readXlsx((await o.exportFile('xlsx')).body)
    const sheet = cells.worksheets[0]!
    setCell(sheet, 'Agua', 'Nombre (en)', 'Water')
    setCell(sheet, 'Tacos al pastor', 'Nombre (fr)', 'Tacos\nau pastor')
    setCell(sheet, 'Grande', 'Porción (en)', 'x'.repeat(41))
    const file = await xlsxBuffer(cells)
    const bad = await o.preview(file)
    assert.deepEqual(
      (bad.body.info.errors as Array<{ row: number; column: string }>).map((e) => [e.row, e.column]),
      [
        [2, 'Nombre (fr)'],
        [4, 'Porción (en)'],
      ],
    )
    const res = await o.apply(file)
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().error.code, 'IMPORT_ROWS_INVALID')
    assert.deepEqual(await o.texts(o.ids.agua), {})
  })
})
