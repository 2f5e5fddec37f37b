import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { account, DIALECT, menuApi, type TestApp, makeApp } from './helpers.js'

interface Entry {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entity_id: number | null
  name: string
  count: number
  changes: Array<{ field: string; before: unknown; after: unknown; text: string }>
  undoes: number | null
  undone_by: number | null
}
interface Item {
  entity: string
  id: number
  name: string
  changes: Array<{ field: string; before: unknown; after: unknown }>
}
interface Preview {
  created: Item[]
  updated: Item[]
  deleted: Item[]
}

/** The next moment after the current millisecond: changes made from now on are strictly later than it. */
async function aMomentAgo(): Promise<string> {
  const at = Date.now()
  while (Date.now() <= at) await new Promise((resolve) => setImmediate(resolve))
  return new Date(at).toISOString()
}

describe(`history: record, undo, restore (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const family = await api.family('Comida')
    const category = await api.category(family, 'Tacos')
    const tag = await api.tag('Picante')
    const group = await api.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const pastor = await api.product(category, 'Tacos al pastor', 80, {
      tag_ids: [tag],
      variant_groups: [{ group_id: group }],
    })
    const history = async (query = '') => api.read<{ items: Entry[]; total: number }>(`/v1/history${query}`)
    return { ...a, api, family, category, tag, group, pastor, history }
  }

  it('records a price change with who, what and the fields; filters; another account sees none of it', async () => {
    const o = await owner()
    const put = await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 95 })
    assert.equal(put.status, 200)
    const { items, total } = await o.history('?entity=product')
    const last = items[0]!
    assert.equal(last.action, 'update')
    assert.equal(last.entity, 'product')
    assert.equal(last.entity_id, o.pastor)
    assert.equal(last.name, 'Tacos al pastor')
    assert.equal(last.actor, o.email)
    assert.deepEqual(last.changes, [{ field: 'price_cents', before: 8000, after: 9500, text: 'Precio: $80 → $95' }])
    assert.ok(total >= 2, 'the create and the update')
    const created = items.find((e) => e.action === 'create' && e.entity_id === o.pastor)
    assert.ok(created, 'the create is recorded')
    // Filters: one item, a time window, paging.
    assert.ok((await o.history(`?entity=product&entity_id=${o.pastor}`)).items.every((e) => e.entity_id === o.pastor))
    assert.equal((await o.history(`?to=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).total, 0)
    assert.equal((await o.history('?page_size=1')).items.length, 1)
    assert.equal((await o.history('?entity=tag')).items[0]!.name, 'Picante')
    // Tenancy: another account's history is empty and its entry ids are 404.
    const other = await owner()
    assert.ok((await other.history()).items.every((e) => e.actor === other.email))
    assert.equal((await other.api.req('POST', `/v1/history/${last.id}/undo`)).status, 404)
    // Every row change of every transaction is in an entry.
    const open = await t.db.selectFrom('history_rows').select('id').where('entry_id', 'is', null).execute()
    assert.equal(open.length, 0)
  })

  it('undoes a price change; the undo is an entry; undoing twice is 409', async () => {
    const o = await owner()
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 95 })
    const change = (await o.history()).items[0]!
    const res = await o.api.req('POST', `/v1/history/${change.id}/undo`)
    assert.equal(res.status, 200)
    assert.equal(res.body.info.entry.action, 'undo')
    assert.equal(res.body.info.entry.undoes, change.id)
    assert.deepEqual(res.body.info.entry.changes, [
      { field: 'price_cents', before: 9500, after: 8000, text: 'Precio: $95 → $80' },
    ])
    assert.equal((await o.api.productById(o.pastor)).price, 80)
    const again = await o.api.req('POST', `/v1/history/${change.id}/undo`)
    assert.equal(again.status, 409)
    assert.equal(again.body.error.code, 'HISTORY_ALREADY_UNDONE')
    assert.equal((await o.history()).items.find((e) => e.id === change.id)!.undone_by, res.body.info.entry.id)
  })

  it('refuses to undo a change a later one touched (409 naming it), until that one is undone; other fields do not conflict', async () => {
    const o = await owner()
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 90 })
    const first = (await o.history()).items[0]!
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 99 })
    const second = (await o.history()).items[0]!
    const refused = await o.api.req('POST', `/v1/history/${first.id}/undo`)
    assert.equal(refused.status, 409)
    assert.equal(refused.body.error.code, 'HISTORY_CONFLICT')
    assert.match(refused.body.error.message, /Tacos al pastor/)
    assert.equal((await o.api.productById(o.pastor)).price, 99, 'nothing changed')
    // A later change of another field does not block it.
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { description: 'Con piña' })
    assert.equal((await o.api.req('POST', `/v1/history/${second.id}/undo`)).status, 200)
    assert.equal((await o.api.req('POST', `/v1/history/${first.id}/undo`)).status, 200)
    const product = await o.api.productById(o.pastor)
    assert.equal(product.price, 80)
    assert.equal(product.description, 'Con piña')
  })

  it('undoes a category delete: the category, its products, their tags, groups and variants come back with their ids', async () => {
    const o = await owner()
    const before = await o.api.productById(o.pastor)
    assert.equal((await o.api.req('DELETE', `/v1/families/categories/${o.category}`)).status, 200)
    const deleted = (await o.history()).items[0]!
    assert.equal(deleted.action, 'delete')
    assert.equal(deleted.entity, 'category')
    assert.equal(deleted.name, 'Tacos')
    assert.equal((await o.api.req('POST', `/v1/history/${deleted.id}/undo`)).status, 200)
    const { updated: _before, ...was } = before
    const { updated: _now, ...back } = await o.api.productById(o.pastor)
    assert.deepEqual(back, was)
  })

  it('undoes a create by removing what it made', async () => {
    const o = await owner()
    const id = await o.api.product(o.category, 'Gringa', 60)
    const created = (await o.history()).items[0]!
    assert.deepEqual([created.action, created.entity_id], ['create', id])
    assert.equal((await o.api.req('POST', `/v1/history/${created.id}/undo`)).status, 200)
    assert.equal((await o.api.req('GET', `/v1/products/${id}`)).status, 404)
  })

  it('previews and restores the menu to a moment, as one entry that can be undone', async () => {
    const o = await owner()
    const then = await o.api.productById(o.pastor)
    const at = await aMomentAgo()
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { name: 'Pastor', price: 120 })
    const gringa = await o.api.product(o.category, 'Gringa', 60)
    const other = await o.api.category(o.family, 'Tortas')
    await o.api.req('DELETE', `/v1/tags/${o.tag}`)
    const preview = (await o.api.read<Preview>(`/v1/history/restore?at=${encodeURIComponent(at)}`)) as Preview
    assert.deepEqual(
      preview.created.map((i) => [i.entity, i.name]),
      [['tag', 'Picante']],
    )
    assert.deepEqual(preview.deleted.map((i) => [i.entity, i.name]).sort(), [
      ['category', 'Tortas'],
      ['product', 'Gringa'],
    ])
    const pastor = preview.updated.find((i) => i.entity === 'product' && i.id === o.pastor)!
    assert.deepEqual(
      pastor.changes.filter((c) => c.field === 'price_cents' || c.field === 'name'),
      [
        { field: 'name', before: 'Pastor', after: 'Tacos al pastor', text: 'Nombre: Pastor → Tacos al pastor' },
        { field: 'price_cents', before: 12000, after: 8000, text: 'Precio: $120 → $80' },
      ],
    )
    const applied = await o.api.req('POST', '/v1/history/restore', { at })
    assert.equal(applied.status, 200)
    assert.equal(applied.body.info.entry.action, 'restore')
    assert.deepEqual([applied.body.info.created, applied.body.info.deleted], [1, 2])
    const { updated: _then, ...rest } = then
    const { updated: _now, ...restored } = await o.api.productById(o.pastor)
    assert.deepEqual(restored, rest, 'as it was, but for when it last changed')
    assert.equal((await o.api.req('GET', `/v1/products/${gringa}`)).status, 404)
    assert.ok(!(await o.api.families())[0]!.categories.some((c) => c.id === other))
    // Nothing differs any more; the restore itself can be undone.
    const again = (await o.api.read<Preview>(`/v1/history/restore?at=${encodeURIComponent(at)}`)) as Preview
    assert.equal(again.created.length + again.updated.length + again.deleted.length, 0)
    assert.equal((await o.api.req('POST', `/v1/history/${applied.body.info.entry.id}/undo`)).status, 200)
    assert.equal((await o.api.productById(o.pastor)).name, 'Pastor')
  })

  it('a restore that fails halfway changes nothing; a moment older than the kept history is 400', async () => {
    const o = await owner()
    const at = await aMomentAgo()
    await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 120 })
    await o.api.req('DELETE', `/v1/tags/${o.tag}`)
    // The database refuses the tag's return: the price must not go back either.
    if (DIALECT === 'postgres') {
      await sql`create or replace function refuse_tags() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        t.db,
      )
      await sql`create trigger refuse_tags before insert on tags for each row execute function refuse_tags()`.execute(
        t.db,
      )
    } else {
      await sql`create trigger refuse_tags before insert on tags begin select raise(abort, 'refused'); end`.execute(
        t.db,
      )
    }
    try {
      const res = await o.api.req('POST', '/v1/history/restore', { at })
      assert.equal(res.status, 500)
    } finally {
      await sql`drop trigger refuse_tags${DIALECT === 'postgres' ? sql` on tags` : sql``}`.execute(t.db)
    }
    assert.equal((await o.api.productById(o.pastor)).price, 120)
    const old = await o.api.req('GET', `/v1/history/restore?at=${encodeURIComponent('2020-01-01T00:00:00Z')}`)
    assert.equal(old.status, 400)
    assert.equal(old.body.error.code, 'RESTORE_TOO_OLD')
    const future = await o.api.req('POST', '/v1/history/restore', { at: '2999-01-01T00:00:00Z' })
    assert.equal(future.status, 400)
  })
})
