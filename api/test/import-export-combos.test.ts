import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { formatSheetSteps, keepTranslations, parseSheetSteps } from '../src/menu-sheet/combo-cells.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { getCell, headersOf, ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * Combos in the spreadsheet (docs/import-export.md): Tipo 'Combo', a combo's steps in one cell
 * ('Pasos') and 'Menú del día', exported only by a menu with a combo. An export imported back
 * changes nothing; edited steps go through the product routes' rule; a dish named in Pasos must
 * be one product of the menu or the file; errors name the row and the column, in Spanish.
 */

describe('the Pasos cell (combo-cells.ts)', () => {
  const CELL =
    'Sopa [1]: Sopa de fideo; Crema de elote | Guisado [1-2]: #Tinga de pollo +15; #Mole | Bebida [0-1]: Agua del día'

  it('reads steps, ranges, dishes and charges, and writes them back the same', () => {
    const parsed = parseSheetSteps(CELL)
    assert.equal(parsed.problem, null)
    assert.deepEqual(parsed.steps, [
      {
        name: 'Sopa',
        min: 1,
        max: 1,
        items: [
          { dish: false, name: 'Sopa de fideo', surcharge: null },
          { dish: false, name: 'Crema de elote', surcharge: null },
        ],
      },
      {
        name: 'Guisado',
        min: 1,
        max: 2,
        items: [
          { dish: true, name: 'Tinga de pollo', surcharge: 15 },
          { dish: true, name: 'Mole', surcharge: null },
        ],
      },
      { name: 'Bebida', min: 0, max: 1, items: [{ dish: false, name: 'Agua del día', surcharge: null }] },
    ])
    assert.equal(formatSheetSteps(parsed.steps!), CELL)
  })

  it('escapes the grammar signs inside names, so any text round-trips', () => {
    const steps = [
      {
        name: 'Plato: fuerte [grande] | extra',
        min: 0,
        max: 2,
        items: [
          { dish: false, name: '#1 del día; con todo', surcharge: 12.5 },
          { dish: false, name: 'Agua + hielo +15', surcharge: null },
          { dish: true, name: 'Café | té', surcharge: null },
          { dish: false, name: 'C:\\ruta', surcharge: null },
        ],
      },
    ]
    const cell = formatSheetSteps(steps)
    assert.deepEqual(parseSheetSteps(cell).steps, steps, cell)
  })

  it('accepts friendly writing: no range is choose 1, charges with $ or a decimal comma', () => {
    assert.deepEqual(parseSheetSteps('Postre: Flan +$10; Gelatina +12,50 ;').steps, [
      {
        name: 'Postre',
        min: 1,
        max: 1,
        items: [
          { dish: false, name: 'Flan', surcharge: 10 },
          { dish: false, name: 'Gelatina', surcharge: 12.5 },
        ],
      },
    ])
    assert.deepEqual(parseSheetSteps('  ').steps, [])
  })

  it('says in Spanish what is wrong with a step', () => {
    assert.match(parseSheetSteps('Sopa [1]: Fideo | Guisado').problem ?? '', /^Paso 2: escribe «nombre/)
    assert.match(parseSheetSteps('Sopa [uno]: Fideo').problem ?? '', /^Paso 1: escribe cuántas opciones/)
  })

  it('keeps the translations of the texts that did not change', () => {
    const stored = [
      {
        name: 'Sopa',
        min: 1,
        max: 1,
        translations: { en: { name: 'Soup' } },
        items: [{ product_id: null, name: 'Fideo', surcharge: null, translations: { en: { name: 'Noodle' } } }],
      },
    ]
    const next = keepTranslations(
      [
        {
          name: 'sopa',
          min: 1,
          max: 2,
          items: [
            { product_id: null, name: 'Fideo', surcharge: 5 },
            { product_id: null, name: 'Arroz', surcharge: null },
          ],
        },
      ],
      stored,
    )
    assert.deepEqual(next[0]!.translations, { en: { name: 'Soup' } })
    assert.deepEqual(next[0]!.items[0]!.translations, { en: { name: 'Noodle' } })
    assert.equal(next[0]!.items[1]!.translations, undefined)
  })
})

describe(`menu import and export: combos (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** Tinga and Mole (dishes) and Comida corrida (a combo of the day of both and a named soup). */
  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const menu = menuApi(t, a.access_token)
    assert.equal((await menu.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const category = await menu.category(await menu.family('Comida'), 'Guisados')
    const tinga = await menu.product(category, 'Tinga', 90)
    const mole = await menu.product(category, 'Mole', 95)
    const corrida = await menu.product(category, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      steps: [
        {
          name: 'Sopa',
          min: 1,
          max: 1,
          translations: { en: { name: 'Soup' } },
          items: [{ name: 'Sopa de fideo', translations: { en: { name: 'Noodle soup' } } }, { name: 'Arroz' }],
        },
        { name: 'Guisado', min: 1, max: 2, items: [{ product_id: tinga, surcharge: 15 }, { product_id: mole }] },
      ],
    })
    return { ...a, menu, ids: { tinga, mole, corrida }, ...sheetCalls(t, a.access_token) }
  }

  it('exports Tipo Combo, Pasos and Menú del día; an export imported back changes nothing (CSV and XLSX)', async () => {
    const o = await owner()
    const csv = (await o.exportFile('csv')).body.toString('utf8')
    assert.ok(csv.split('\n')[0]!.endsWith(',Pasos,Menú del día'), csv.split('\n')[0])
    assert.ok(csv.includes(`P-${o.ids.corrida},Combo,Comida,Guisados,,Comida corrida,120.00,`), csv)
    assert.ok(csv.includes(',Sopa [1]: Sopa de fideo; Arroz | Guisado [1-2]: #Tinga +15; #Mole,Sí\n'), csv)
    // A dish's combo cells are empty.
    assert.match(csv, new RegExp(`P-${o.ids.tinga},Producto,.*,,\\n`))

    const before = await o.menu.productById(o.ids.corrida)
    const xlsx = (await o.exportFile('xlsx')).body
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
    assert.deepEqual(await o.menu.productById(o.ids.corrida), before)
  })

  it('edited steps, a new combo naming a new dish and a dish made a combo apply in one go, translations kept', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    const steps = 'Sopa [1]: Sopa de fideo; Consomé | Guisado [1]: #Tinga; #Mole +10; #Pozole'
    setCell(ws, 'Comida corrida', 'Pasos', steps)
    setCell(ws, 'Comida corrida', 'Menú del día', 'No')
    const headers = headersOf(ws)
    const row = (cells: Record<string, unknown>) => headers.slice(1).map((h) => cells[h] ?? null)
    ws.addRow(row({ Tipo: 'Producto', Familia: 'Comida', Categoría: 'Guisados', Nombre: 'Pozole', Precio: 100 }))
    ws.addRow(
      row({
        Tipo: 'Combo',
        Familia: 'Comida',
        Categoría: 'Guisados',
        Nombre: 'Paquete',
        Precio: 150,
        Pasos: 'Plato [1]: #Pozole; #Tinga | Postre [0-1]: Flan +20',
      }),
    )
    const file = await xlsxBuffer(wb)

    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    assert.deepEqual(p.body.info.errors, [])
    assert.deepEqual(p.body.info.summary, { created: 2, updated: 1, removed: 0, unchanged: 2, invalid: 0 })
    assert.deepEqual(
      p.body.info.created.map((c: { name: string; type: string }) => [c.name, c.type]),
      [
        ['Pozole', 'Producto'],
        ['Paquete', 'Combo'],
      ],
    )
    assert.equal(p.body.info.updated[0].type, 'Combo')
    assert.deepEqual(p.body.info.updated[0].changes, [
      {
        column: 'Pasos',
        from: 'Sopa [1]: Sopa de fideo; Arroz | Guisado [1-2]: #Tinga +15; #Mole',
        to: steps,
      },
      { column: 'Menú del día', from: 'Sí', to: 'No' },
    ])

    const res = await o.apply(file)
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 2, updated: 1, removed: 0 })
    const products = await o.menu.products()
    const pozole = products.find((x) => x.name === 'Pozole')!
    const paquete = products.find((x) => x.name === 'Paquete')!
    assert.equal(pozole.kind, 'dish')
    assert.equal(paquete.kind, 'combo')
    assert.equal(paquete.daily, false)
    assert.deepEqual(
      paquete.steps.map((s) => s.items.map((it) => [it.product_id, it.name, it.surcharge])),
      [
        [
          [pozole.id, null, null],
          [o.ids.tinga, null, null],
        ],
        [[null, 'Flan', 20]],
      ],
    )
    const corrida = await o.menu.productById(o.ids.corrida)
    assert.equal(corrida.daily, false)
    assert.deepEqual(corrida.steps[0]!.translations, { en: { name: 'Soup', reviewed: true } })
    assert.deepEqual(corrida.steps[0]!.items[0]!.translations, { en: { name: 'Noodle soup', reviewed: true } })
    assert.deepEqual(
      corrida.steps[1]!.items.map((it) => [it.product_id, it.surcharge]),
      [
        [o.ids.tinga, null],
        [o.ids.mole, 10],
        [pozole.id, null],
      ],
    )

    // Tipo 'Platillo' turns a combo back into a dish (its steps cell emptied).
    const again = await readXlsx((await o.exportFile('xlsx')).body)
    setCell(again.worksheets[0]!, 'Paquete', 'Tipo', 'Platillo')
    setCell(again.worksheets[0]!, 'Paquete', 'Pasos', '')
    const back = await o.apply(await xlsxBuffer(again))
    assert.deepEqual(ndjson(back.body).at(-1), { type: 'result', created: 0, updated: 1, removed: 0 })
    const dish = await o.menu.productById(paquete.id)
    assert.deepEqual([dish.kind, dish.steps], ['dish', []])
  })

  it('unknown, repeated or combo dish names and bad steps are errors of the row and Pasos; nothing is written', async () => {
    const o = await owner()
    const wb = await readXlsx((await o.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    const headers = headersOf(ws)
    const row = (cells: Record<string, unknown>) => headers.slice(1).map((h) => cells[h] ?? null)
    const combo = (name: string, pasos: string, extra: Record<string, unknown> = {}) =>
      ws.addRow(row({ Tipo: 'Combo', Nombre: name, Precio: 100, Pasos: pasos, ...extra }))
    combo('A', 'Plato [1]: #Barbacoa')
    combo('B', 'Plato [1]: #Comida corrida')
    ws.addRow(row({ Tipo: 'Producto', Nombre: 'Mole', Precio: 50 }))
    combo('C', 'Plato [1]: #Mole')
    combo('D', 'Plato [3]: Uno; Dos')
    combo('E', 'Plato [1: Uno')
    combo('F', '')
    ws.addRow(row({ Tipo: 'Platillo', Nombre: 'G', Precio: 50, Pasos: 'Plato: Uno' }))
    ws.addRow(row({ Tipo: 'Platillo', Nombre: 'H', Precio: 50, 'Menú del día': 'Sí' }))
    combo('I', 'Plato: Uno', { 'Menú del día': 'quizá' })
    setCell(ws, 'Tinga', 'Pasos', 'Plato: Uno')
    const file = await xlsxBuffer(wb)
    const before = await o.menu.products()

    const p = await o.preview(file)
    assert.equal(p.status, 200, JSON.stringify(p.body))
    const errors = (p.body.info.errors as Array<{ row: number; column: string; message: string }>).map((e) => [
      e.row,
      e.column,
      e.message,
    ])
    assert.deepEqual(errors, [
      [2, 'Pasos', 'Solo un combo tiene pasos'],
      [10, 'Pasos', 'Paso 1: escribe cuántas opciones se eligen como [1] o [0-2].'],
      [11, 'Pasos', 'Agrega al menos un paso al combo'],
      [12, 'Pasos', 'Solo un combo tiene pasos'],
      [13, 'Menú del día', 'Solo un menú del día cambia por fecha'],
      [14, 'Menú del día', 'Escribe Sí o No.'],
      [5, 'Pasos', 'No hay un platillo llamado «Barbacoa» en el menú ni en el archivo.'],
      [6, 'Pasos', '«Comida corrida» es un combo. Un combo no puede incluir otro combo.'],
      [8, 'Pasos', 'Hay varios productos llamados «Mole»: cambia el nombre de uno para elegirlo.'],
      [9, 'Pasos', 'Paso 1: El paso tiene menos opciones que su mínimo'],
    ])
    const res = await o.apply(file)
    assert.equal(res.statusCode, 400)
    assert.equal(JSON.parse(res.body).error.code, 'IMPORT_ROWS_INVALID')
    assert.deepEqual(await o.menu.products(), before)
  })

  it('a menu without combos keeps its columns; the combo columns are read when given', async () => {
    const a = await account(t, 'NEGOCIO')
    const menu = menuApi(t, a.access_token)
    const category = await menu.category(await menu.family('Comida'), 'Tacos')
    await menu.product(category, 'Taco', 20)
    const calls = sheetCalls(t, a.access_token)
    const ws = (await readXlsx((await calls.exportFile('xlsx')).body)).worksheets[0]!
    assert.equal(headersOf(ws).at(-1), 'Moluscos')
    assert.ok(!headersOf(ws).includes('Pasos'))
    assert.equal(getCell(ws, 'Taco', 'Tipo'), 'Producto')

    // A hand-written CSV with the combo columns: a new combo of a dish the menu has.
    const csv = Buffer.from(
      'Clave,Tipo,Nombre,Precio,Pasos,Menú del día\n,Combo,Orden,50,Tacos [2-3]: #Taco; Suadero +5,Sí\n',
    )
    const res = await calls.apply(csv, 'menu.csv')
    assert.deepEqual(ndjson(res.body).at(-1), { type: 'result', created: 1, updated: 0, removed: 0 })
    const orden = (await menu.products()).find((p) => p.name === 'Orden')!
    assert.deepEqual(
      [orden.kind, orden.daily, orden.steps[0]!.min, orden.steps[0]!.items[1]!.surcharge],
      ['combo', true, 2, 5],
    )
  })
})
