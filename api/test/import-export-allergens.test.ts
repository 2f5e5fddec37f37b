import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as ExcelJS from '@cj-tech-master/excelts'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { getCell, headersOf, ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * The spreadsheet's dish facts (docs/allergens.md, docs/import-export.md): Porción, Calorías,
 * Dietas and one column per allergen, on product and variant rows. An export imported back
 * changes nothing; a changed level is an update in the preview and is applied; bad cells are
 * preview errors (row, column, Spanish reason) and nothing is written; a sheet without these
 * columns (exported before them) leaves the facts as they are.
 */
describe(`menu import and export: allergens, diets, calories and portion (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const FACT_HEADERS =
    'Porción,Calorías,Dietas,Gluten,Crustáceos,Huevo,Pescado,Cacahuate,Soya,Leche,Nueces,Sulfitos,Apio,Mostaza,Ajonjolí,Altramuz,Moluscos'

  /** Rows 2-5: Pad thai, Ensalada, Flan, Ceviche; rows 6-7: the variants Queso and Aguacate. */
  async function owner() {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const platos = await menu.category(await menu.family('Comida'), 'Platos')
    const extras = await menu.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 15, allergens: { milk: 'contains' }, calories: 110, portion: '30 g' }],
    })
    await menu.variant(extras, 'Aguacate', 10)
    const ids = {
      padThai: await menu.product(platos, 'Pad thai', 150, {
        allergens: { peanuts: 'contains', gluten: 'free', soy: 'may_contain' },
        diets: ['vegetarian'],
        calories: 640,
        portion: '350 g',
      }),
      ensalada: await menu.product(platos, 'Ensalada', 90),
      flan: await menu.product(platos, 'Flan', 40, {
        allergens: { milk: 'contains', eggs: 'contains' },
        diets: ['vegetarian'],
        calories: 320,
      }),
      ceviche: await menu.product(platos, 'Ceviche', 120, { allergens: { fish: 'contains' } }),
    }
    const facts = async (id: number) => {
      const p = await menu.productById(id)
      return { allergens: p.allergens, diets: p.diets, calories: p.calories, portion: p.portion }
    }
    const variant = async (name: string) => {
      const v = (await menu.groupById(extras)).variants.find((x) => x.name === name)!
      return { allergens: v.allergens, calories: v.calories, portion: v.portion }
    }
    return { ...a, menu, ids, platos, facts, variant, ...sheetCalls(t, a.access_token) }
  }

  /** A copy of the sheet with only the columns `keep` accepts (a sheet from before the facts, or a partial one). */
  async function withColumns(ws: ExcelJS.Worksheet, keep: (header: string) => boolean) {
    const headers = headersOf(ws)
    const columns = headers.flatMap((h, i) => (i > 0 && keep(h) ? [i] : []))
    const copy = new ExcelJS.Workbook()
    const out = copy.addWorksheet('Menú')
    ws.eachRow((row) => {
      out.addRow(columns.map((c) => row.getCell(c).value))
    })
    return copy
  }

  /** A new row (no key) with the given cells, by header. */
  function addRow(ws: ExcelJS.Worksheet, cells: Record<string, ExcelJS.CellValue>) {
    const headers = headersOf(ws)
    ws.addRow(headers.slice(1).map((h) => cells[h] ?? null))
  }

  it('exports the facts after the older columns (words, not codes) and an export imported back changes nothing', async () => {
    const o = await owner()
    const before = await Promise.all(Object.values(o.ids).map(o.facts))
    const csv = (await o.exportFile('csv')).body.toString('utf8')
    assert.ok(csv.includes(`,Habilitado,${FACT_HEADERS}\n`), csv.split('\n')[0])
    assert.ok(
      csv.includes(
        `P-${o.ids.padThai},Producto,Comida,Platos,,Pad thai,150.00,,,,Sí,350 g,640,Vegetariano,No contiene,,,,Contiene,Puede contener,,,,,,,,\n`,
      ),
      csv,
    )
    assert.match(csv, /,Variante,,,Extras,Queso,15\.00,,,,Sí,30 g,110,,,,,,,,Contiene,,,,,,,\n/)
    assert.match(csv, /,Ensalada,90\.00,,,,Sí,,,,,,,,,,,,,,,,,\n/)

    const xlsx = (await o.exportFile('xlsx')).body
    const ws = (await readXlsx(xlsx)).worksheets[0]!
    assert.equal(getCell(ws, 'Pad thai', 'Calorías'), 640)
    assert.equal(getCell(ws, 'Pad thai', 'Cacahuate'), 'Contiene')
    assert.equal(getCell(ws, 'Flan', 'Dietas'), 'Vegetariano')

    for (const [file, name] of [
      [Buffer.from(csv), 'menu.csv'],
      [xlsx, 'menu.xlsx'],
    ] as const) {
      const p = await o.preview(file, name)
      assert.equal(p.status, 200, JSON.stringify(p.body))
      assert.deepEqual(p.body.info.summary, { created: 0, updated: 0, removed: 0, unchanged: 6, invalid: 0 }, name)
      const res = await o.apply(file, name)
      assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 0, updated: 0, removed: 0 })
    }
    assert.deepEqual(await Promise.all(Object.values(o.ids).map(o.facts)), before)
    assert.deepEqual(await o.variant('Queso'), { allergens: { milk: 'contains' }, calories: 110, portion: '30 g' })
  })

  it('changed levels, diets, calories and portion (any case or accents) are updates in the preview, and apply', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Pad thai', 'Cacahuate', 'CONTIENE') // the same level, written otherwise: no change
    setCell(ws, 'Pad thai', 'Soya', 'no contiene')
    setCell(ws, 'Ensalada', 'Apio', 'Contiene')
    setCell(ws, 'Ensalada', 'Dietas', 'vegano, Vegetariano')
    setCell(ws, 'Ensalada', 'Calorías', 180)
    setCell(ws, 'Ensalada', 'Porción', '250 g')
    setCell(ws, 'Flan', 'Calorías', null)
    setCell(ws, 'Queso', 'Leche', 'Puede contenér')
    addRow(ws, {
      Tipo: 'Producto',
      Familia: 'Comida',
      Categoría: 'Platos',
      Nombre: 'Tostada',
      Precio: 50,
      Pescado: 'Contiene',
      Gluten: 'sin confirmar',
    })
    const file = await xlsxBuffer(wb)
    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.deepEqual(p.body.info.errors, [])
    assert.deepEqual(
      p.body.info.updated.map((u: { name: string; changes: unknown }) => [u.name, u.changes]),
      [
        ['Pad thai', [{ column: 'Soya', from: 'Puede contener', to: 'No contiene' }]],
        [
          'Ensalada',
          [
            { column: 'Porción', from: '', to: '250 g' },
            { column: 'Calorías', from: '', to: '180' },
            { column: 'Dietas', from: '', to: 'Vegetariano, Vegano' },
            { column: 'Apio', from: 'Sin confirmar', to: 'Contiene' },
          ],
        ],
        ['Flan', [{ column: 'Calorías', from: '320', to: '' }]],
        ['Queso', [{ column: 'Leche', from: 'Contiene', to: 'Puede contener' }]],
      ],
    )
    assert.deepEqual(p.body.info.summary, { created: 1, updated: 4, removed: 0, unchanged: 2, invalid: 0 })

    const res = await o.apply(file)
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 1, updated: 4, removed: 0 })
    assert.deepEqual(await o.facts(o.ids.padThai), {
      allergens: { gluten: 'free', peanuts: 'contains', soy: 'free' },
      diets: ['vegetarian'],
      calories: 640,
      portion: '350 g',
    })
    assert.deepEqual(await o.facts(o.ids.ensalada), {
      allergens: { celery: 'contains' },
      diets: ['vegetarian', 'vegan'],
      calories: 180,
      portion: '250 g',
    })
    assert.equal((await o.facts(o.ids.flan)).calories, null)
    assert.deepEqual(await o.variant('Queso'), { allergens: { milk: 'may_contain' }, calories: 110, portion: '30 g' })
    const tostada = (await o.menu.products()).find((x) => x.name === 'Tostada')!
    assert.deepEqual([tostada.allergens, tostada.diets, tostada.calories], [{ fish: 'contains' }, [], null])
    // The same file again: nothing left to change.
    assert.equal((await o.preview(file)).body.info.summary.updated, 0)
  })

  it('a bad level, an unknown diet, negative calories, a contradiction or diets on a variant: preview errors, nothing written', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    setCell(ws, 'Pad thai', 'Gluten', 'quizá')
    setCell(ws, 'Ensalada', 'Dietas', 'Vegetariano, keto')
    setCell(ws, 'Flan', 'Calorías', -5)
    setCell(ws, 'Ceviche', 'Dietas', 'Vegetariano')
    setCell(ws, 'Queso', 'Dietas', 'Vegano')
    setCell(ws, 'Aguacate', 'Calorías', 160) // valid, but the file as a whole is refused
    const file = await xlsxBuffer(wb)
    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.deepEqual(p.body.info.errors, [
      { row: 2, column: 'Gluten', message: 'Escribe Contiene, Puede contener o No contiene (vacía: Sin confirmar).' },
      {
        row: 3,
        column: 'Dietas',
        message: '«keto» no es una dieta: escribe Vegetariano o Vegano, separadas por comas.',
      },
      { row: 4, column: 'Calorías', message: 'Escribe las calorías como un número entero de 0 a 20,000' },
      {
        row: 5,
        column: 'Dietas',
        message:
          'Un platillo vegetariano no puede contener pescado: quita la etiqueta Vegetariano o corrige los alérgenos',
      },
      { row: 6, column: 'Dietas', message: 'Las dietas son del producto: deja vacía esta celda en las variantes.' },
    ])
    assert.equal(p.body.info.summary.invalid, 5)
    const res = await o.apply(file)
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().error.code, 'IMPORT_ROWS_INVALID')
    assert.equal((await o.variant('Aguacate')).calories, null)
    assert.deepEqual((await o.facts(o.ids.ensalada)).diets, [])
    assert.deepEqual((await o.facts(o.ids.padThai)).allergens.gluten, 'free')
  })

  it('a sheet without the fact columns (exported before them) leaves the facts untouched; a partial one changes only its columns', async () => {
    const o = await owner()
    const before = await Promise.all(Object.values(o.ids).map(o.facts))
    const ws = (await readXlsx((await o.exportFile('xlsx')).body)).worksheets[0]!
    const FACTS = new Set(FACT_HEADERS.split(','))
    const old = await withColumns(ws, (h) => !FACTS.has(h))
    const oldWs = old.worksheets[0]!
    assert.equal(headersOf(oldWs).at(-1), 'Habilitado')
    setCell(oldWs, 'Pad thai', 'Precio', 155)
    addRow(oldWs, { Tipo: 'Producto', Nombre: 'Agua', Precio: 20 })
    const file = await xlsxBuffer(old)
    const p = await o.preview(file)
    assert.deepEqual(
      p.body.info.updated.map((u: { name: string; changes: unknown }) => [u.name, u.changes]),
      [['Pad thai', [{ column: 'Precio', from: '150.00', to: '155.00' }]]],
    )
    assert.equal((await o.apply(file)).statusCode, 200)
    const after = await Promise.all(Object.values(o.ids).map(o.facts))
    assert.deepEqual(after, before)
    assert.equal((await o.menu.productById(o.ids.padThai)).price, 155)
    assert.deepEqual(await o.variant('Queso'), { allergens: { milk: 'contains' }, calories: 110, portion: '30 g' })
    const agua = (await o.menu.products()).find((x) => x.name === 'Agua')!
    assert.deepEqual([agua.allergens, agua.diets, agua.calories, agua.portion], [{}, [], null, null])

    // Only 'Pescado': the other allergens stay; the diet rule reads the stored diets (Flan is vegetarian).
    const partial = await withColumns(ws, (h) => !FACTS.has(h) || h === 'Pescado')
    const partialWs = partial.worksheets[0]!
    setCell(partialWs, 'Pad thai', 'Precio', 155)
    setCell(partialWs, 'Pad thai', 'Pescado', 'No contiene')
    setCell(partialWs, 'Flan', 'Pescado', 'Contiene')
    const refused = await o.preview(await xlsxBuffer(partial))
    assert.deepEqual(refused.body.info.errors, [
      {
        row: 4,
        column: 'Dietas',
        message:
          'Un platillo vegetariano no puede contener pescado: quita la etiqueta Vegetariano o corrige los alérgenos',
      },
    ])
    setCell(partialWs, 'Flan', 'Pescado', null)
    const fixed = await xlsxBuffer(partial)
    assert.deepEqual(
      (await o.preview(fixed)).body.info.updated.map((u: { name: string; changes: unknown }) => [u.name, u.changes]),
      [['Pad thai', [{ column: 'Pescado', from: 'Sin confirmar', to: 'No contiene' }]]],
    )
    assert.equal((await o.apply(fixed)).statusCode, 200)
    assert.deepEqual((await o.facts(o.ids.padThai)).allergens, {
      gluten: 'free',
      fish: 'free',
      peanuts: 'contains',
      soy: 'may_contain',
    })
    assert.deepEqual((await o.facts(o.ids.flan)).allergens, { eggs: 'contains', milk: 'contains' })
  })
})
