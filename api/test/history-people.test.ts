import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sessions } from '../src/auth/sessions.js'
import { ownerMemberId } from '../src/auth/people.js'
import { account, DIALECT, makeApp, menuApi, type TestApp, uniqueEmail } from './helpers.js'

/** Who did what (issue 42): each history entry names the person who made it; the history filters by person. */

interface Entry {
  id: number
  actor: string
  member: { id: number; name: string } | null
  action: string
  entity_id: number | null
  changes: Array<{ field: string; before: unknown; after: unknown }>
}
interface Page {
  items: Entry[]
  total: number
}
interface Person {
  id: number
  name: string
  email: string
  role: string
}

describe(`history: who made each change (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A member of the account, signed in (as an accepted invitation leaves them). */
  async function member(
    accountId: number,
    opts: { name?: string; role?: string; state?: string } = {},
  ): Promise<{ id: number; email: string; token: string }> {
    const email = uniqueEmail('member')
    const row = await t.db
      .insertInto('members')
      .values({
        account_id: accountId,
        role: opts.role ?? 'admin',
        state: opts.state ?? 'active',
        name: opts.name ?? 'Ana Gómez',
        email,
        password_hash: null,
        invite_token_hash: null,
        invite_expires_at: null,
        invited_by: null,
        totp_secret: null,
        totp_enabled_at: null,
        created_at: new Date().toISOString(),
        last_access_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(row.id)
    const token = opts.state === 'invited' ? '' : (await sessions(t.app.ctx).start(accountId, id)).access_token
    return { id, email, token }
  }

  async function setup() {
    const owner = await account(t, 'FRANCHISES')
    const api = menuApi(t, owner.access_token)
    const family = await api.family('Comida')
    const category = await api.category(family, 'Tacos')
    const pastor = await api.product(category, 'Tacos al pastor', 80)
    const suadero = await api.product(category, 'Tacos de suadero', 70)
    const ana = await member(owner.id)
    const history = (query = '') => api.read<Page>(`/v1/history${query}`)
    return { owner, ownerMember: await ownerMemberId(t.db, owner.id), api, pastor, suadero, ana, history }
  }

  it("names the member who changed a product, and the owner's change as the owner's", async () => {
    const s = await setup()
    const byAna = await menuApi(t, s.ana.token).req('PUT', `/v1/products/${s.pastor}`, { price: 95 })
    assert.equal(byAna.status, 200, JSON.stringify(byAna.body))
    assert.equal((await s.api.req('PUT', `/v1/products/${s.suadero}`, { price: 75 })).status, 200)

    const { items } = await s.history('?entity=product')
    const [owners, anas] = items
    assert.equal(owners!.entity_id, s.suadero)
    assert.equal(owners!.actor, s.owner.email)
    // The owner's name is the account's company until they set their own.
    assert.deepEqual(owners!.member, { id: s.ownerMember, name: 'La Cantina' })
    assert.equal(anas!.entity_id, s.pastor)
    assert.equal(anas!.actor, s.ana.email)
    assert.deepEqual(anas!.member, { id: s.ana.id, name: 'Ana Gómez' })
    assert.deepEqual(
      anas!.changes.map((c) => [c.field, c.before, c.after]),
      [['price_cents', 8000, 9500]],
    )
  })

  it("filters by person: only that member's changes; another account's member matches nothing", async () => {
    const s = await setup()
    await menuApi(t, s.ana.token).req('PUT', `/v1/products/${s.pastor}`, { price: 95 })
    await menuApi(t, s.ana.token).req('PUT', `/v1/products/${s.suadero}`, { price: 72 })
    await s.api.req('PUT', `/v1/products/${s.suadero}`, { price: 75 })

    const anas = await s.history(`?member_id=${s.ana.id}`)
    assert.equal(anas.total, 2)
    assert.ok(anas.items.every((e) => e.member?.id === s.ana.id && e.actor === s.ana.email))
    const owners = await s.history(`?member_id=${s.ownerMember}`)
    // The owner made the family, the category, both products and one price change.
    assert.equal(owners.total, 5)
    assert.ok(owners.items.every((e) => e.member?.id === s.ownerMember))
    // With the other filters too.
    assert.deepEqual(
      (await s.history(`?member_id=${s.ana.id}&entity=product&entity_id=${s.suadero}`)).items.map((e) => e.entity_id),
      [s.suadero],
    )

    // Another account: its member's id filters this account's history to nothing, and the other way round.
    const other = await setup()
    await menuApi(t, other.ana.token).req('PUT', `/v1/products/${other.pastor}`, { price: 99 })
    assert.deepEqual(await s.history(`?member_id=${other.ana.id}`), { items: [], total: 0 })
    assert.deepEqual(await s.history(`?member_id=${other.ownerMember}`), { items: [], total: 0 })
    assert.deepEqual(await other.history(`?member_id=${s.ana.id}`), { items: [], total: 0 })
    // Not an id: 400.
    assert.equal((await s.api.req('GET', '/v1/history?member_id=0')).status, 400)
  })

  it("lists the account's people for the filter: owner first, by name, an empty name reads as the e-mail", async () => {
    const s = await setup()
    const noName = await member(s.owner.id, { name: '  ', role: 'manager' })
    const bruno = await member(s.owner.id, { name: 'Bruno', role: 'staff', state: 'suspended' })
    await member(s.owner.id, { name: 'Pendiente', state: 'invited' })
    const res = await s.api.req('GET', '/v1/history/people')
    assert.equal(res.status, 200)
    const people = res.body.info as Person[]
    assert.deepEqual(people, [
      { id: s.ownerMember, name: 'La Cantina', email: s.owner.email, role: 'owner' },
      { id: s.ana.id, name: 'Ana Gómez', email: s.ana.email, role: 'admin' },
      { id: bruno.id, name: 'Bruno', email: bruno.email, role: 'staff' },
      { id: noName.id, name: noName.email, email: noName.email, role: 'manager' },
    ])
    // Another account's people are its own.
    const other = await setup()
    const theirs = (await other.api.req('GET', '/v1/history/people')).body.info as Person[]
    assert.deepEqual(
      theirs.map((p) => p.id),
      [other.ownerMember, other.ana.id],
    )
  })

  it("a removed member's entries keep their e-mail, with no member; an undo names who undid it", async () => {
    const s = await setup()
    const temp = await member(s.owner.id, { name: 'Temporal' })
    await menuApi(t, temp.token).req('PUT', `/v1/products/${s.pastor}`, { price: 95 })
    const change = (await s.history(`?member_id=${temp.id}`)).items[0]!
    assert.deepEqual(change.member, { id: temp.id, name: 'Temporal' })

    // Ana undoes it: the answer's entry and the list name her.
    const undo = await menuApi(t, s.ana.token).req('POST', `/v1/history/${change.id}/undo`)
    assert.equal(undo.status, 200, JSON.stringify(undo.body))
    assert.deepEqual(undo.body.info.entry.member, { id: s.ana.id, name: 'Ana Gómez' })

    await t.db.deleteFrom('members').where('id', '=', temp.id).execute()
    const after = (await s.history()).items.find((e) => e.id === change.id)!
    assert.equal(after.member, null)
    assert.equal(after.actor, temp.email)
    const people = (await s.api.req('GET', '/v1/history/people')).body.info as Person[]
    assert.ok(!people.some((p) => p.id === temp.id))
  })
})
