import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { REFERENCES } from '../src/history/summary.js'
import { RECORDED_TABLE_NAMES } from '../src/history/tables.js'
import { account, type call, DIALECT, menuApi, type TestApp, makeApp } from './helpers.js'

interface Entry {
  id: number
  action: string
  entity: string
  entity_id: number | null
  name: string
}

/**
 * An undo whose row, or an item a row it writes back refers to, was deleted since answers
 * 409 HISTORY_CONFLICT naming that deletion (never the foreign key's 404), and goes through
 * once the deletion is undone.
 */
describe(`history: undo after a deletion since (${DIALECT})`, () => {
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
    const pastor = await api.product(category, 'Tacos al pastor', 80)
    /** The newest entry: the change just made. */
    const last = async () => (await api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items[0]!
    const undo = (entry: Entry) => api.req('POST', `/v1/history/${entry.id}/undo`)
    return { api, family, category, pastor, last, undo }
  }

  /** The 409 of an undo refused because `deleted` went since, with `along` the item it went with. */
  function assertDeletedSince(res: Awaited<ReturnType<typeof call>>, deleted: string, along?: string) {
    assert.equal(res.status, 409, JSON.stringify(res.body))
    assert.equal(res.body.error.code, 'HISTORY_CONFLICT')
    const message = res.body.error.message as string
    const expected = `No se puede deshacer: «${deleted}» se eliminó después${along ? `, con «${along}»` : ''} (`
    assert.ok(message.startsWith(expected), message)
    assert.ok(message.endsWith('). Deshaz esa eliminación primero.'), message)
  }

  it("a category deleted before its family: its undo names the family's deletion, and works once that is undone", async () => {
    const o = await owner()
    assert.equal((await o.api.req('DELETE', `/v1/families/categories/${o.category}`)).status, 200)
    const categoryDeleted = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/families/${o.family}`)).status, 200)
    const familyDeleted = await o.last()
    assert.deepEqual([familyDeleted.action, familyDeleted.entity], ['delete', 'family'])

    assertDeletedSince(await o.undo(categoryDeleted), 'Comida')
    assert.equal((await o.api.productById(o.pastor)).category_id, null, 'nothing came back')

    assert.equal((await o.undo(familyDeleted)).status, 200)
    assert.equal((await o.undo(categoryDeleted)).status, 200)
    const back = await o.api.productById(o.pastor)
    assert.equal(back.name, 'Tacos al pastor')
  })

  it('a dish deleted, then its category: the undo names the category', async () => {
    const o = await owner()
    assert.equal((await o.api.req('DELETE', `/v1/products/${o.pastor}`)).status, 200)
    const dishDeleted = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/families/categories/${o.category}`)).status, 200)
    assertDeletedSince(await o.undo(dishDeleted), 'Tacos')
  })

  it('a dish moved to another category, then the first one deleted: undoing the move names it', async () => {
    const o = await owner()
    const tortas = await o.api.category(o.family, 'Tortas')
    assert.equal((await o.api.req('PUT', `/v1/products/${o.pastor}`, { category_id: tortas })).status, 200)
    const moved = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/families/categories/${o.category}`)).status, 200)
    assertDeletedSince(await o.undo(moved), 'Tacos')
    assert.equal((await o.api.productById(o.pastor)).category_id, tortas, 'the dish stays where it is')
  })

  it('an option deleted, then its group: the undo names the group', async () => {
    const o = await owner()
    const group = await o.api.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const chico = await o.api.variant(group, 'Chico', 5)
    assert.equal((await o.api.req('DELETE', `/v1/groups/variants/${chico}`)).status, 200)
    const optionDeleted = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/groups/${group}`)).status, 200)
    assertDeletedSince(await o.undo(optionDeleted), 'Tamaño')
  })

  it("a tag taken off a dish, then the tag deleted: undoing the removal names the tag's deletion", async () => {
    const o = await owner()
    const tag = await o.api.tag('Picante')
    assert.equal((await o.api.req('POST', `/v1/products/${o.pastor}/tags`, { tag_id: tag })).status, 200)
    assert.equal((await o.api.req('DELETE', `/v1/products/${o.pastor}/tags/${tag}`)).status, 200)
    const removed = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/tags/${tag}`)).status, 200)
    assertDeletedSince(await o.undo(removed), 'Picante')
  })

  it('the row itself deleted since: undoing its change names its deletion, until that is undone', async () => {
    const o = await owner()
    assert.equal((await o.api.req('PUT', `/v1/products/${o.pastor}`, { price: 95 })).status, 200)
    const priced = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/products/${o.pastor}`)).status, 200)
    const dishDeleted = await o.last()
    assertDeletedSince(await o.undo(priced), 'Tacos al pastor')
    assert.equal((await o.undo(dishDeleted)).status, 200)
    assert.equal((await o.undo(priced)).status, 200)
    assert.equal((await o.api.productById(o.pastor)).price, 80)
  })

  it('the row deleted since with its parent: the conflict names both', async () => {
    const o = await owner()
    const group = await o.api.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const chico = await o.api.variant(group, 'Chico', 5)
    assert.equal((await o.api.req('PUT', `/v1/groups/variants/${chico}`, { price: 6 })).status, 200)
    const priced = await o.last()
    assert.equal((await o.api.req('DELETE', `/v1/groups/${group}`)).status, 200)
    assertDeletedSince(await o.undo(priced), 'Chico', 'Tamaño')
  })

  // The undo checks the references REFERENCES declares: every foreign key between recorded
  // tables must be one of them, or an undo could still meet the database's error (SQLite's catalog).
  it('every foreign key between recorded tables is a declared reference', { skip: DIALECT !== 'sqlite' }, async () => {
    const keys: string[] = []
    for (const table of RECORDED_TABLE_NAMES) {
      const { rows } = await sql<{ from: string; table: string }>`select "from", "table"
        from pragma_foreign_key_list(${table})`.execute(t.db)
      for (const fk of rows)
        if (fk.table !== 'accounts' && (RECORDED_TABLE_NAMES as string[]).includes(fk.table))
          keys.push(`${table}.${fk.from} -> ${fk.table}`)
    }
    assert.ok(keys.length >= 20, keys.join('\n'))
    assert.deepEqual(
      keys.filter((k) => {
        const [column, parent] = k.slice(k.indexOf('.') + 1).split(' -> ')
        return REFERENCES[column!] !== parent
      }),
      [],
    )
  })
})
