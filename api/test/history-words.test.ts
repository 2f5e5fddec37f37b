import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { columnLabel } from '../src/history/labels.js'
import { RECORDED_TABLE_NAMES, RECORDED_TABLES, type RecordedTable } from '../src/history/tables.js'
import { account, DIALECT, menuApi, type TestApp, makeApp } from './helpers.js'

interface Change {
  field: string
  before: unknown
  after: unknown
  text: string
}
interface Entry {
  id: number
  action: string
  entity: string
  entity_id: number | null
  name: string
  count: number
  changes: Change[]
  label: string | null
}
interface Preview {
  created: Array<{ name: string; changes: Change[] }>
  updated: Array<{ name: string; changes: Change[] }>
  deleted: Array<{ name: string; changes: Change[] }>
}

/** Columns every row has that a change never shows (summary.ts). */
const BOOKKEEPING = new Set(['id', 'account_id', 'created_at', 'updated_at'])

async function databaseColumns(t: TestApp, table: string): Promise<string[]> {
  const { rows } =
    DIALECT === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_name = ${table} and table_schema = current_schema()`.execute(t.db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.db)
  return rows.map((r) => r.name)
}

/** An instant as a clock in `zone` reads it: '2 de diciembre de 2026, 00:00'. */
const onClock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(iso))

/** What reads as raw data in a text: JSON, a column name, an id pair, an ISO instant. */
const RAW = /[{}[\]"]|\b[a-z]+_[a-z_]+\b|\b\d+:\d+\b(?! ?[ap]\.)|\d{4}-\d{2}-\d{2}T/

describe(`history: every change in words (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('gives every recorded column of every recorded table a Spanish label (a new column fails here until it has one)', async () => {
    const missing: string[] = []
    for (const table of RECORDED_TABLE_NAMES) {
      const spec: RecordedTable = RECORDED_TABLES[table]
      const columns = spec.columns ? [...spec.columns] : await databaseColumns(t, table)
      assert.ok(columns.length > 0, table)
      // A row attached to an entity is named by its owner and the item it attaches (its key), not shown as fields.
      const naming = new Set([...spec.key, spec.owner, ...(spec.item ?? [])])
      for (const column of columns) {
        if (BOOKKEEPING.has(column) || (spec.owner && naming.has(column))) continue
        const label = columnLabel(table, column)
        if (label === undefined || label === column || /_/.test(label)) missing.push(`${table}.${column}`)
      }
      // A link or mark whose coming and going is the change names what it attaches.
      if (spec.item && ['product_tags', 'product_variant_groups', 'sold_out'].includes(table))
        for (const column of spec.item)
          if (columnLabel(table, column) === undefined) missing.push(`${table}.${column} (the link)`)
    }
    assert.deepEqual(missing, [], 'columns without a Spanish label in history/labels.ts')
  })

  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const api = menuApi(t, a.access_token)
    const latest = async () => (await api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items[0]!
    const texts = async () => (await latest()).changes.map((c) => c.text)
    return { ...a, api, latest, texts }
  }

  it('reads allergens, diets, translations, links and languages in words, not JSON or ids', async () => {
    const o = await owner()
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    assert.deepEqual(await o.texts(), ['Idiomas del menú: Español → Español, Inglés'])
    const category = await o.api.category(await o.api.family('Entradas'), 'Ensaladas')
    const product = await o.api.product(category, 'Ensalada de nopal', 90)

    await o.api.req('PUT', `/v1/products/${product}`, { allergens: { gluten: 'contains', milk: 'may_contain' } })
    assert.deepEqual(await o.texts(), ['Alérgenos: Gluten: contiene, Leche: puede contener'])
    await o.api.req('PUT', `/v1/products/${product}`, { allergens: { gluten: 'free' }, diets: ['vegan'] })
    assert.deepEqual((await o.texts()).sort(), [
      'Alérgenos: Gluten: no contiene, Leche: sin confirmar',
      'Dietas: — → Vegano',
    ])
    const put = await o.api.req('PUT', `/v1/products/${product}`, {
      translations: { en: { name: 'Cactus salad' } },
    })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    assert.deepEqual(await o.texts(), ['Traducción (inglés): nombre «Cactus salad»'])

    const extras = await o.api.group('Extras', [{ name: 'Queso', price: 15 }])
    const spicy = await o.api.tag('Picante')
    await o.api.req('PUT', `/v1/products/${product}`, { variant_groups: [{ group_id: extras }], tag_ids: [spicy] })
    assert.deepEqual((await o.texts()).sort(), ['Etiqueta «Picante» añadida', 'Grupo de variantes «Extras» añadido'])
    await o.api.req('PUT', `/v1/products/${product}`, { variant_groups: [], tag_ids: [] })
    assert.deepEqual((await o.texts()).sort(), ['Etiqueta «Picante» quitada', 'Grupo de variantes «Extras» quitado'])
    await o.api.req('PUT', `/v1/products/${product}`, { price: 95.5, enabled: false })
    assert.deepEqual((await o.texts()).sort(), ['Activo: Sí → No', 'Precio: $90 → $95.50'])

    // Several items at once: the fields, not '— → —' for each.
    const other = await o.api.product(category, 'Ensalada César', 110)
    await o.api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: product, allergens: { sesame: 'contains' } },
        { id: other, allergens: { sesame: 'contains' } },
      ],
    })
    const bulk = await o.latest()
    assert.deepEqual([bulk.entity_id, bulk.count], [null, 2], JSON.stringify(bulk))
    assert.deepEqual(
      bulk.changes.map((c) => c.text),
      ['Alérgenos'],
    )

    for (const entry of (await o.api.read<{ items: Entry[] }>('/v1/history?page_size=200')).items)
      for (const change of entry.changes) assert.doesNotMatch(change.text, RAW, `${entry.entity}: ${change.text}`)
  })

  it("reads a template's prices and a sold-out mark naming their item, instants and the restored moment on the account's clock", async () => {
    const o = await owner()
    const zone = 'America/Mexico_City'
    const [branch] = await o.api.read<Array<{ id: number }>>('/v1/sucursales')
    const renamed = await o.api.req('PUT', `/v1/sucursales/${branch!.id}`, { name: 'Centro', time_zone: zone })
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body))
    assert.ok((await o.texts()).includes(`Zona horaria: — → ${zone}`), JSON.stringify(await o.texts()))

    const product = await o.api.product(0, 'Café', 30)
    const template = await o.api.created('POST', '/v1/templates', { name: 'Playa' })
    await o.api.req('PUT', `/v1/templates/${template}/products`, [{ product_id: product, price: 35 }])
    assert.deepEqual(await o.texts(), ['Precio en la plantilla de «Café»: como en el menú → $35'])

    const mark = await o.api.req('PUT', `/v1/products/${product}/sold-out`, {
      sucursal_id: branch!.id,
      variant_id: null,
      until: 'end_of_day',
    })
    assert.equal(mark.status, 200, JSON.stringify(mark.body))
    const until = (await t.db
      .selectFrom('sold_out')
      .select('until')
      .where('product_id', '=', product)
      .executeTakeFirst())!.until!
    const local = onClock(until, zone)
    // The end of the branch's day: midnight on its clock, not on UTC's.
    assert.match(local, /00:00$/)
    assert.deepEqual((await o.texts()).sort(), ['Agotado en «Centro»', `En «Centro», agotado hasta: — → ${local}`])

    // A restore's moment, in the account's time rather than a raw UTC instant.
    const at = new Date(Date.now()).toISOString()
    while (Date.now() <= Date.parse(at)) await new Promise((resolve) => setImmediate(resolve))
    await o.api.req('PUT', `/v1/products/${product}`, { name: 'Café de olla' })
    const preview = await o.api.read<Preview>(`/v1/history/restore?at=${encodeURIComponent(at)}`)
    assert.deepEqual(
      preview.updated.flatMap((i) => i.changes.map((c) => c.text)),
      ['Nombre: Café de olla → Café'],
    )
    const restored = await o.api.req('POST', '/v1/history/restore', { at })
    assert.equal(restored.status, 200, JSON.stringify(restored.body))
    const moment = onClock(at, zone)
    assert.equal(restored.body.info.entry.label, `Menú al ${moment}`)
    assert.equal((await o.latest()).label, `Menú al ${moment}`)
  })
})
