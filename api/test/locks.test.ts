import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { LOCK_REASON_MAX } from '@menu/shared/menu/locks'
import { account, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'
import { addMember } from './role-helpers.js'

type Lock = { field: string; locked: boolean; reason: string | null }

/**
 * Field locks (docs/chains.md, Locks): GET/PUT /v1/locks, and their enforcement where every
 * template and region row is written (data/template-rows.ts writeRows → 403 FIELD_LOCKED).
 */
describe(`field locks (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A FRANCHISES owner with a product (base $30), a promotion and a template. */
  async function chain() {
    const owner = await account(t, 'FRANCHISES')
    const menu = menuApi(t, owner.access_token)
    const marketing = marketingApi(t, owner.access_token)
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const cafe = await menu.product(category, 'Café', 30)
    const promo = await marketing.promotion('2x1')
    const template = await menu.created('POST', '/v1/templates', { name: 'Centro' })
    const locks = (payload: unknown) => menu.req('PUT', '/v1/locks', payload)
    const products = (payload: unknown) => menu.req('PUT', `/v1/templates/${template}/products`, payload)
    return { owner, menu, cafe, promo, template, locks, products }
  }

  it('GET answers the three fields, unlocked, until the owner locks them', async () => {
    const { menu } = await chain()
    assert.deepEqual(await menu.read<Lock[]>('/v1/locks'), [
      { field: 'price', locked: false, reason: null },
      { field: 'enabled', locked: false, reason: null },
      { field: 'description', locked: false, reason: null },
    ])
  })

  it('PUT locks and unlocks the fields named, trims reasons and answers every field', async () => {
    const { menu, locks } = await chain()
    const res = await locks([
      { field: 'description', locked: true },
      { field: 'price', locked: true, reason: '  Precio corporativo  ' },
    ])
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.deepEqual(res.body.info, [
      { field: 'price', locked: true, reason: 'Precio corporativo' },
      { field: 'enabled', locked: false, reason: null },
      { field: 'description', locked: true, reason: null },
    ])
    // A new reason replaces the old one; a field not named keeps its state.
    await locks([{ field: 'price', locked: true, reason: 'Lista 2027' }])
    await locks([{ field: 'description', locked: false, reason: 'ignorado' }])
    assert.deepEqual(await menu.read<Lock[]>('/v1/locks'), [
      { field: 'price', locked: true, reason: 'Lista 2027' },
      { field: 'enabled', locked: false, reason: null },
      { field: 'description', locked: false, reason: null },
    ])
  })

  it('PUT refuses a repeated field, a long reason and an unknown field (400 naming it), changing nothing', async () => {
    const { menu, locks } = await chain()
    const long = await locks([
      { field: 'enabled', locked: true },
      { field: 'price', locked: true, reason: 'x'.repeat(LOCK_REASON_MAX + 1) },
    ])
    assert.equal(long.status, 400)
    assert.equal(long.body.error.code, 'VALIDATION_ERROR')
    assert.equal(long.body.error.field, '1.reason')
    // Spaces around the reason do not count.
    const padded = await locks([{ field: 'price', locked: true, reason: ` ${'x'.repeat(LOCK_REASON_MAX)} ` }])
    assert.equal(padded.status, 200, JSON.stringify(padded.body))
    const twice = await locks([
      { field: 'enabled', locked: true },
      { field: 'enabled', locked: false },
    ])
    assert.equal(twice.status, 400)
    assert.equal(twice.body.error.field, '1.field')
    const unknown = await locks([{ field: 'name', locked: true }])
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.error.code, 'VALIDATION_ERROR')
    assert.deepEqual(
      (await menu.read<Lock[]>('/v1/locks')).map((l) => l.locked),
      [true, false, false],
    )
  })

  it("a template save may not set a locked field's own value (403 FIELD_LOCKED naming the request position)", async () => {
    const { menu, cafe, promo, template, locks, products } = await chain()
    await locks([{ field: 'price', locked: true, reason: 'Precio corporativo' }])
    const price = await products([{ product_id: cafe, price: 45 }])
    assert.equal(price.status, 403, JSON.stringify(price.body))
    assert.equal(price.body.error.code, 'FIELD_LOCKED')
    assert.equal(price.body.error.message, 'El campo «Precio» está bloqueado: Precio corporativo.')
    assert.equal(price.body.error.field, '0.price')
    const whole = await menu.req('PUT', `/v1/templates/${template}`, { products: [{ product_id: cafe, price: 45 }] })
    assert.equal(whole.status, 403)
    assert.equal(whole.body.error.field, 'products.0.price')
    // Nothing was written.
    const rows = await menu.read<Array<{ product_id: number; price: number }>>(`/v1/templates/${template}/products`)
    assert.equal(rows.find((r) => r.product_id === cafe)?.price, 30)

    // Without a reason, the owner is named; enabled and description are locked the same way.
    await locks([
      { field: 'enabled', locked: true },
      { field: 'description', locked: true, reason: 'Textos de marca.' },
    ])
    const enabled = await products([{ product_id: cafe, price: null, enabled: false }])
    assert.equal(enabled.status, 403)
    assert.equal(enabled.body.error.message, 'El campo «Disponibilidad» está bloqueado por el propietario.')
    assert.equal(enabled.body.error.field, '0.enabled')
    const description = await menu.req('PUT', `/v1/templates/${template}/promotions`, [
      { promotion_id: promo, description: 'Solo aquí' },
    ])
    assert.equal(description.status, 403)
    assert.equal(description.body.error.message, 'El campo «Descripción» está bloqueado: Textos de marca.')
    assert.equal(description.body.error.field, '0.description')
  })

  it("a region's rows are refused the same way (PUT /v1/regions/{id}/products)", async () => {
    const { menu, cafe, locks } = await chain()
    const region = await menu.created('POST', '/v1/regions', { name: 'Norte' })
    await locks([{ field: 'price', locked: true, reason: 'Precio corporativo' }])
    const res = await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: cafe, price: 45 }])
    assert.equal(res.status, 403, JSON.stringify(res.body))
    assert.equal(res.body.error.code, 'FIELD_LOCKED')
    assert.equal(res.body.error.field, '0.price')
    assert.equal(
      (await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: cafe, price: null }])).status,
      200,
    )
    await locks([{ field: 'price', locked: false }])
    const unlocked = await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: cafe, price: 45 }])
    assert.equal(unlocked.status, 200, JSON.stringify(unlocked.body))
  })

  it('going back to the base always passes, and so does re-sending a value the row already holds', async () => {
    const { menu, cafe, template, locks, products } = await chain()
    assert.equal((await products([{ product_id: cafe, price: 45, enabled: false }])).status, 200)
    await locks([
      { field: 'price', locked: true },
      { field: 'enabled', locked: true },
    ])
    // The editor re-sends the row as it is: nothing new is written.
    assert.equal((await products([{ product_id: cafe, price: 45, enabled: false }])).status, 200)
    assert.equal((await products([{ product_id: cafe, price: 50 }])).status, 403)
    // The base value and null both mean "follows the base".
    assert.equal((await products([{ product_id: cafe, price: 30 }])).status, 200)
    assert.equal((await products([{ product_id: cafe, price: null, enabled: null }])).status, 200)
    const [row] = (
      await menu.read<Array<{ product_id: number; price: number; enabled: boolean }>>(
        `/v1/templates/${template}/products`,
      )
    ).filter((r) => r.product_id === cafe)
    assert.deepEqual([row?.price, row?.enabled], [30, true])
  })

  it("the history names a lock by its field, and undoing it restores the field's state", async () => {
    const { menu, locks } = await chain()
    await locks([{ field: 'price', locked: true, reason: 'Uno' }])
    await locks([{ field: 'price', locked: true, reason: 'Dos' }])
    const [last] = (
      await menu.read<{ items: Array<{ id: number; entity: string; name: string; action: string }> }>('/v1/history')
    ).items
    assert.deepEqual([last?.entity, last?.name, last?.action], ['lock', 'Precio', 'update'])
    assert.equal((await menu.req('POST', `/v1/history/${last!.id}/undo`)).status, 200)
    assert.deepEqual((await menu.read<Lock[]>('/v1/locks'))[0], { field: 'price', locked: true, reason: 'Uno' })
  })

  it('unlocking allows the write again', async () => {
    const { cafe, locks, products } = await chain()
    await locks([{ field: 'price', locked: true }])
    assert.equal((await products([{ product_id: cafe, price: 45 }])).status, 403)
    await locks([{ field: 'price', locked: false }])
    assert.equal((await products([{ product_id: cafe, price: 45 }])).status, 200)
  })

  it("a manager reads the locks but may not change them; a manager's template write is refused too", async () => {
    const { owner, menu, cafe, template, locks } = await chain()
    const [branch] = await menu.read<Array<{ id: number }>>('/v1/sucursales')
    await menu.req('PUT', `/v1/sucursales/${branch!.id}`, { template_id: template })
    await locks([{ field: 'price', locked: true, reason: 'Precio corporativo' }])
    const manager = menuApi(t, (await addMember(t, owner.id, 'manager', [branch!.id])).token)
    assert.deepEqual(
      (await manager.read<Lock[]>('/v1/locks')).map((l) => [l.field, l.locked, l.reason]),
      [
        ['price', true, 'Precio corporativo'],
        ['enabled', false, null],
        ['description', false, null],
      ],
    )
    const put = await manager.req('PUT', '/v1/locks', [{ field: 'price', locked: false }])
    assert.equal(put.status, 403)
    assert.equal(put.body.error.code, 'ROLE_FORBIDDEN')
    const write = await manager.req('PUT', `/v1/templates/${template}/products`, [{ product_id: cafe, price: 45 }])
    assert.equal(write.status, 403, JSON.stringify(write.body))
    assert.equal(write.body.error.code, 'FIELD_LOCKED')
  })

  it("an account's locks are its own, and need the chain's plan", async () => {
    const first = await chain()
    const second = await chain()
    await first.locks([{ field: 'price', locked: true }])
    assert.equal((await second.menu.read<Lock[]>('/v1/locks'))[0]?.locked, false)
    assert.equal((await second.products([{ product_id: second.cafe, price: 45 }])).status, 200)
    const free = menuApi(t, (await account(t, 'FREEMIUM')).access_token)
    const res = await free.req('GET', '/v1/locks')
    assert.equal(res.status, 403)
  })
})
