import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { addMember } from './role-helpers.js'

type MenuProduct = {
  id: number
  name: string
  price: number
  enabled: boolean
  sold_out: boolean
  variant_groups: Array<{ variants: Array<{ id: number; price: number | null; enabled: boolean }> }>
}
type Menu = {
  branch: { id: number; route_key: string; time_zone: string }
  currency: string
  language: string
  families: Array<{ categories: Array<{ id: number; products: MenuProduct[] }> }>
}

/**
 * GET /v1/sucursales/{id}/menu (routes/branches/menu.ts): a branch's menu as its diners get it,
 * for integrators: the same prices as its public page (template rows included), ETag/304, and
 * the roles' rules (a manager on their branches, staff never).
 */
describe(`a branch's resolved menu (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A FRANCHISES owner: two branches, the second with a template pricing Café at $45 and hiding Té. */
  async function chain() {
    const o = await account(t, 'FRANCHISES')
    const menu = menuApi(t, o.access_token)
    const [first] = await menu.read<Array<{ id: number; route_key: string }>>('/v1/sucursales')
    const second = await menu.created('POST', '/v1/sucursales', { name: 'Norte' })
    const group = await menu.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const grande = (await menu.groupById(group)).variants[0]!.id
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const cafe = await menu.product(category, 'Café', 30, { variant_groups: [{ group_id: group }] })
    const te = await menu.product(category, 'Té', 20)
    const template = await menu.created('POST', '/v1/templates', { name: 'Norte' })
    assert.equal((await menu.req('PUT', `/v1/sucursales/${second}`, { template_id: template })).status, 200)
    const rows = await menu.req('PUT', `/v1/templates/${template}/products`, [
      { product_id: cafe, price: 45, enabled: null },
      { product_id: te, price: null, enabled: false },
    ])
    assert.equal(rows.status, 200, JSON.stringify(rows.body))
    const variants = await menu.req('PUT', `/v1/templates/${template}/groups/variants`, [
      { variant_id: grande, price: 12, enabled: null },
    ])
    assert.equal(variants.status, 200, JSON.stringify(variants.body))
    const secondBranch = (await menu.read<Array<{ id: number; route_key: string }>>('/v1/sucursales')).find(
      (b) => b.id === second,
    )!
    return { o, menu, first: first!, second: secondBranch, cafe, te, grande, category }
  }
  const branchMenu = (token: string, id: number, headers: Record<string, string> = {}, query = '') =>
    call(t.app, { method: 'GET', url: `/v1/sucursales/${id}/menu${query}`, token, headers })
  const products = (m: Menu) => m.families.flatMap((f) => f.categories.flatMap((c) => c.products))

  /** What the diners see: each enabled product's id, price and variant prices on the public JSON. */
  async function publicPrices(routeKey: string) {
    const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${routeKey}` })
    assert.equal(res.status, 200)
    const items = (res.body.info.families as Menu['families']).flatMap((f) => f.categories.flatMap((c) => c.products))
    return items.map((p) => [p.id, p.price, p.variant_groups.flatMap((g) => g.variants.map((v) => v.price))])
  }
  const resolvedPrices = (m: Menu) =>
    products(m)
      .filter((p) => p.enabled)
      .map((p) => [
        p.id,
        p.price,
        p.variant_groups.flatMap((g) => g.variants.filter((v) => v.enabled).map((v) => v.price)),
      ])

  it("answers each branch's own prices and flags: the same as its public page, template rows included", async () => {
    const c = await chain()
    const base = await branchMenu(c.o.access_token, c.first.id)
    assert.equal(base.status, 200, JSON.stringify(base.body))
    const norte = await branchMenu(c.o.access_token, c.second.id)
    assert.equal(norte.status, 200, JSON.stringify(norte.body))
    const baseMenu = base.body.info as Menu
    const norteMenu = norte.body.info as Menu
    assert.equal(baseMenu.currency, 'MXN')
    assert.equal(baseMenu.language, 'es')
    assert.deepEqual(
      products(baseMenu).map((p) => [p.name, p.price, p.enabled, p.sold_out]),
      [
        ['Café', 30, true, false],
        ['Té', 20, true, false],
      ],
    )
    assert.deepEqual(
      products(norteMenu).map((p) => [p.name, p.price, p.enabled, p.variant_groups[0]?.variants[0]?.price ?? null]),
      [
        ['Café', 45, true, 12],
        ['Té', 20, false, null],
      ],
    )
    assert.deepEqual(resolvedPrices(baseMenu), await publicPrices(c.first.route_key))
    assert.deepEqual(resolvedPrices(norteMenu), await publicPrices(c.second.route_key))
  })

  it('tags the menu with an ETag: 304 while nothing changed, a new tag after a sold-out mark', async () => {
    const c = await chain()
    const first = await branchMenu(c.o.access_token, c.second.id)
    const etag = String(first.headers.etag)
    assert.match(etag, /^"[\w-]{20,}"$/)
    assert.equal(first.headers['cache-control'], 'private, no-cache')
    const again = await branchMenu(c.o.access_token, c.second.id, { 'if-none-match': etag })
    assert.equal(again.status, 304)
    assert.equal(again.headers.etag, etag)
    const marked = await c.menu.req('PUT', `/v1/products/${c.cafe}/sold-out`, {
      sucursal_id: c.second.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(marked.status, 200, JSON.stringify(marked.body))
    const changed = await branchMenu(c.o.access_token, c.second.id, { 'if-none-match': etag })
    assert.equal(changed.status, 200)
    assert.notEqual(changed.headers.etag, etag)
    assert.equal(products(changed.body.info as Menu).find((p) => p.id === c.cafe)?.sold_out, true)
    // The other branch's menu is not sold out.
    const other = await branchMenu(c.o.access_token, c.first.id)
    assert.equal(products(other.body.info as Menu).find((p) => p.id === c.cafe)?.sold_out, false)
  })

  it("reads a language the menu offers (400 naming lang otherwise) and another account's branch is 404", async () => {
    const c = await chain()
    const fr = await branchMenu(c.o.access_token, c.first.id, {}, '?lang=fr')
    assert.deepEqual([fr.status, fr.body.error.code, fr.body.error.field], [400, 'VALIDATION_ERROR', 'lang'])
    const stranger = await account(t, 'FRANCHISES')
    const other = await branchMenu(stranger.access_token, c.first.id)
    assert.equal(other.status, 404)
  })

  it('any plan reads it; a manager reads their branch only, staff none; an API key reads it', async () => {
    const c = await chain()
    const manager = await addMember(t, c.o.id, 'manager', [c.second.id])
    assert.equal((await branchMenu(manager.token, c.second.id)).status, 200)
    const refused = await branchMenu(manager.token, c.first.id)
    assert.deepEqual([refused.status, refused.body.error.code], [403, 'BRANCH_NOT_ASSIGNED'])
    const staff = await addMember(t, c.o.id, 'staff', [c.second.id])
    const staffRes = await branchMenu(staff.token, c.second.id)
    assert.deepEqual([staffRes.status, staffRes.body.error.code], [403, 'ROLE_FORBIDDEN'])
    const created = await c.menu.req('POST', '/v1/api-keys', { name: 'POS', scope: 'read' })
    const byKey = await branchMenu(created.body.info.key, c.second.id)
    assert.equal(byKey.status, 200)
    assert.deepEqual(resolvedPrices(byKey.body.info as Menu), await publicPrices(c.second.route_key))
    const free = await account(t, 'FREEMIUM')
    const [freeBranch] = await menuApi(t, free.access_token).read<Array<{ id: number }>>('/v1/sucursales')
    assert.equal((await branchMenu(free.access_token, freeBranch!.id)).status, 200)
  })
})
