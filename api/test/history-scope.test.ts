import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { sql } from 'kysely'
import { tableColumns } from '../src/db/history-triggers.js'
import { pruneHistory } from '../src/history/retention.js'
import { RECORDED_TABLE_NAMES, RECORDED_TABLES, type RecordedTable } from '../src/history/tables.js'
import { account, DIALECT, menuApi, pruneAllHistory, type TestApp, makeApp } from './helpers.js'

interface Entry {
  id: number
  action: string
  entity: string
  entity_id: number | null
  name: string
  count: number
  changes: Array<{ field: string; before: unknown; after: unknown; text: string }>
}

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer()

describe(`history: what it covers, images, retention (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner(plan: 'NEGOCIO' | 'FRANCHISES' = 'FRANCHISES') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const latest = async () => (await api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items[0]!
    return { ...a, api, latest }
  }

  it('records brand settings, branches, sold-out marks and template prices, each as what the owner changed', async () => {
    const o = await owner()
    // Signing up is no menu change: the account row is recorded on update only, so nothing can undo it away.
    const first = (await o.api.read<{ items: Entry[] }>('/v1/history')).items
    assert.ok(
      first.every((e) => e.entity !== 'brand'),
      JSON.stringify(first),
    )
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { background_color: '#112233' })).status, 200)
    let entry = await o.latest()
    assert.deepEqual([entry.action, entry.entity], ['update', 'brand'])
    assert.deepEqual(
      entry.changes.map((c) => c.field),
      ['theme_background'],
    )
    assert.equal(entry.changes[0]!.after, '#112233')

    const [branch] = await o.api.read<Array<{ id: number }>>('/v1/sucursales')
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${branch!.id}`, { name: 'Centro' })).status, 200)
    entry = await o.latest()
    assert.deepEqual([entry.entity, entry.entity_id, entry.name], ['branch', branch!.id, 'Centro'])

    const product = await o.api.product(0, 'Café', 30)
    const mark = await o.api.req('PUT', `/v1/products/${product}/sold-out`, {
      sucursal_id: branch!.id,
      variant_id: null,
      until: 'end_of_day',
    })
    assert.equal(mark.status, 200, JSON.stringify(mark.body))
    entry = await o.latest()
    assert.deepEqual([entry.entity, entry.entity_id, entry.name], ['product', product, 'Café'])
    assert.equal(entry.changes[0]!.text, 'Agotado en «Centro»')

    const template = await o.api.created('POST', '/v1/templates', { name: 'Playa' })
    await o.api.req('PUT', `/v1/templates/${template}/products`, [{ product_id: product, price: 35 }])
    entry = await o.latest()
    assert.deepEqual([entry.entity, entry.entity_id, entry.name], ['template', template, 'Playa'])
    assert.ok(entry.changes.some((c) => c.field.startsWith('template_products')))

    // A bulk save names the kind and how many, not each value.
    const other = await o.api.product(0, 'Té', 25)
    await o.api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: product, allergens: { milk: 'contains' } },
        { id: other, allergens: { milk: 'free' } },
      ],
    })
    entry = await o.latest()
    assert.deepEqual([entry.entity, entry.entity_id, entry.count], ['product', null, 2])
    assert.deepEqual(entry.changes, [{ field: 'allergens', before: null, after: null, text: 'Alérgenos' }])

    // A moved product names the categories, not their ids.
    const bebidas = await o.api.category(await o.api.family('Bebidas'), 'Calientes')
    await o.api.req('PUT', `/v1/products/${product}`, { category_id: bebidas })
    entry = await o.latest()
    assert.deepEqual(
      entry.changes.find((c) => c.field === 'category_id'),
      {
        field: 'category_id',
        before: null,
        after: 'Calientes',
        text: 'Categoría: Productos sin clasificar → Calientes',
      },
    )
  })

  it("a deleted product's photo comes back with its undo: the file is kept while the history refers to it", async () => {
    const o = await owner('NEGOCIO')
    const product = await o.api.product(0, 'Con foto', 50)
    const image = (await o.api.upload(`/v1/products/${product}/attachment`, 'image', 'a.png', await png())).body.info
      .image as string
    const file = path.join(t.config.uploadsDir, path.basename(image))
    assert.equal((await o.api.req('DELETE', `/v1/products/${product}`)).status, 200)
    // Retention has not passed: pruning keeps the file the history can bring back.
    await pruneHistory({ db: t.db, images: t.app.ctx.images, now: t.config.now, retentionDays: 365 })
    assert.ok(fs.existsSync(file))
    const deleted = await o.latest()
    assert.equal(deleted.action, 'delete')
    assert.equal((await o.api.req('POST', `/v1/history/${deleted.id}/undo`)).status, 200)
    assert.equal((await o.api.productById(product)).image, image)
    assert.ok(fs.existsSync(file))
    const served = await t.app.inject({ method: 'GET', url: image })
    assert.equal(served.statusCode, 200)
  })

  it('a photo an undo drops is retired by the history too: its file goes once the retention has passed', async () => {
    const o = await owner('NEGOCIO')
    const product = await o.api.product(0, 'Dos fotos', 50)
    const upload = async () =>
      (await o.api.upload(`/v1/products/${product}/attachment`, 'image', 'a.png', await png())).body.info
        .image as string
    const first = await upload()
    const second = await upload()
    const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url))
    // The undo of the second upload brings the first photo back: no write of ours names the second
    // one any more, only the history does.
    assert.equal((await o.api.req('POST', `/v1/history/${(await o.latest()).id}/undo`)).status, 200)
    assert.equal((await o.api.productById(product)).image, first)
    await pruneHistory({ db: t.db, images: t.app.ctx.images, now: t.config.now, retentionDays: 365 })
    assert.ok(fs.existsSync(fileOf(second)), 'kept while the history can bring it back')
    await pruneAllHistory(t)
    assert.ok(!fs.existsSync(fileOf(second)), 'deleted once the history lets it go')
    assert.ok(fs.existsSync(fileOf(first)), 'the photo in use stays')
  })

  it('prunes entries older than the retention, keeps the newer; the restore cannot reach before it', async () => {
    const o = await owner('NEGOCIO')
    const product = await o.api.product(0, 'Viejo', 10)
    await o.api.req('PUT', `/v1/products/${product}`, { price: 11 })
    const ids = (await o.api.read<{ items: Entry[] }>('/v1/history')).items.map((e) => e.id)
    const [newest, ...older] = ids
    // The older entries happened 400 days ago.
    const longAgo = new Date(t.config.now() - 400 * 86_400_000).toISOString()
    await t.db.updateTable('history_entries').set({ at: longAgo }).where('id', 'in', older).execute()
    const pruned = await pruneHistory({ db: t.db, images: t.app.ctx.images, now: t.config.now, retentionDays: 365 })
    assert.ok(pruned.entries >= older.length)
    const left = (await o.api.read<{ items: Entry[] }>('/v1/history')).items.map((e) => e.id)
    assert.deepEqual(left, [newest])
    const rows = await t.db.selectFrom('history_rows').select('id').where('entry_id', 'in', older).execute()
    assert.equal(rows.length, 0, 'their row changes went with them')
    const tooOld = await o.api.req('GET', `/v1/history/restore?at=${encodeURIComponent(longAgo)}`)
    assert.equal(tooOld.body.error.code, 'RESTORE_TOO_OLD')
  })

  it("refuses a restore that would leave more than today's plan allows, and writes nothing", async () => {
    const o = await owner('NEGOCIO')
    const five = ['es', 'en', 'fr', 'pt', 'de', 'it']
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { languages: five })).status, 200)
    const at = new Date(Date.now()).toISOString()
    while (Date.now() <= new Date(at).getTime()) await new Promise((resolve) => setImmediate(resolve))
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { languages: ['es'] })).status, 200)
    const product = await o.api.product(0, 'Después', 10)
    // The owner moved to the free plan meanwhile (one extra language).
    await t.db.updateTable('accounts').set({ plan_code: 'FREEMIUM' }).where('email', '=', o.email).execute()
    const res = await o.api.req('POST', '/v1/history/restore', { at })
    assert.equal(res.status, 403)
    assert.equal(res.body.error.code, 'SCOPE_REQUIRED')
    assert.equal((await o.api.productById(product)).name, 'Después', 'nothing was restored')
  })

  it('records every column of every recorded table (a column added later needs its triggers reinstalled)', async () => {
    if (DIALECT === 'postgres') return // to_jsonb reads the whole row: nothing names columns there
    for (const table of RECORDED_TABLE_NAMES) {
      const spec: RecordedTable = RECORDED_TABLES[table]
      const columns = spec.columns ? [...spec.columns] : await tableColumns(t.db, table)
      const { rows } = await sql<{
        sql: string
      }>`select sql from sqlite_master where type = 'trigger' and name = ${`history_${table}_update`}`.execute(t.db)
      assert.equal(rows.length, 1, table)
      for (const column of columns) assert.ok(rows[0]!.sql.includes(`'${column}'`), `${table}.${column} is recorded`)
    }
  })
})
