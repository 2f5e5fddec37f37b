import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import type { components } from '../../shared/src/api/schema'
import { accountsData } from '../src/data/accounts.js'
import { isoAt } from '../src/db/values.js'
import { account, call, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'
import { addMember } from './role-helpers.js'

type Region = components['schemas']['Region']
type Branch = components['schemas']['Sucursal']
type TProduct = components['schemas']['TemplateProduct']
type TPromotion = components['schemas']['TemplatePromotion']
type Summary = components['schemas']['TemplateSummary']
type PublicMenu = components['schemas']['PublicMenu']

describe(`regions (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A FRANCHISES owner with three branches, two products (one with a variant) and a promotion. */
  async function chain() {
    const a = await account(t, 'FRANCHISES')
    const menu = menuApi(t, a.access_token)
    const req = menu.req
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const group = await menu.group('Leche', [{ name: 'Almendra', price: 10 }])
    const [almendra] = (await menu.groupById(group)).variants.map((v) => v.id) as [number]
    const cafe = await menu.product(category, 'Café', 30, { variant_groups: [{ group_id: group }] })
    const te = await menu.product(category, 'Té', 25)
    const marketing = marketingApi(t, a.access_token)
    const promo = await marketing.promotion('2x1')
    // A promotion shows on the menu with its poster.
    const poster = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#2878c8' } })
      .png()
      .toBuffer()
    const up = await marketing.upload(`/v1/promotions/${promo}/attachment`, 'poster', 'p.png', poster)
    assert.equal(up.status, 200, JSON.stringify(up.body))
    const [first] = (await menu.read<Branch[]>('/v1/sucursales')) as [Branch]
    const branch = async (name: string, extra: object = {}) => {
      const res = await req('POST', '/v1/sucursales', { name, ...extra })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info as Branch
    }
    const [norte1, norte2] = [await branch('Norte 1'), await branch('Norte 2')]
    const region = async (name: string, sucursal_ids?: number[]) => {
      const res = await req('POST', '/v1/regions', { name, ...(sucursal_ids ? { sucursal_ids } : {}) })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info.id as number
    }
    const regionTemplate = async (id: number) =>
      Number(
        (await t.db.selectFrom('regions').select('template_id').where('id', '=', id).executeTakeFirstOrThrow())
          .template_id,
      )
    const view = async (routeKey: string) => {
      const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${routeKey}` })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      const info = res.body.info as PublicMenu
      const products = info.families.flatMap((f) => f.categories.flatMap((c) => c.products))
      return {
        products: Object.fromEntries(products.map((p) => [p.name, p.price])),
        almendra: products
          .flatMap((p) => p.variant_groups.flatMap((g) => g.variants))
          .find((v) => v.name === 'Almendra')?.price,
        promotions: info.promotions.map((p) => p.description),
      }
    }
    return { ...a, menu, req, cafe, te, almendra, promo, first, norte1, norte2, branch, region, regionTemplate, view }
  }

  it('create, list, read, rename, set its branches, delete: branches answer their region and are freed', async () => {
    const o = await chain()
    const id = await o.region('Norte', [o.norte1.id])
    const read = await o.req('GET', `/v1/regions/${id}`)
    assert.equal(read.status, 200)
    const region = read.body.info as Region
    assert.deepEqual({ ...region, updated: null }, { id, name: 'Norte', sucursal_ids: [o.norte1.id], updated: null })
    const branches = async () =>
      Object.fromEntries(
        (await o.menu.read<Branch[]>('/v1/sucursales')).map((b) => [b.name, [b.region_id, b.region?.name ?? null]]),
      )
    assert.deepEqual((await branches())['Norte 1'], [id, 'Norte'])

    // the whole set: Norte 2 joins, Norte 1 leaves
    const put = await o.req('PUT', `/v1/regions/${id}`, {
      name: ' Norte y centro ',
      sucursal_ids: [o.norte2.id, o.first.id],
    })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    assert.deepEqual(
      put.body.info.sucursal_ids,
      [o.first.id, o.norte2.id].sort((a, b) => a - b),
    )
    assert.equal(put.body.info.name, 'Norte y centro')
    assert.deepEqual(await branches(), {
      [o.first.name]: [id, 'Norte y centro'],
      'Norte 1': [null, null],
      'Norte 2': [id, 'Norte y centro'],
    })
    // a branch of another region moves
    const sur = await o.region('Sur', [o.norte2.id])
    assert.deepEqual((await o.req('GET', `/v1/regions/${id}`)).body.info.sucursal_ids, [o.first.id])
    const list = (await o.req('GET', '/v1/regions')).body.info as Region[]
    assert.deepEqual(
      list.map((r) => [r.name, r.sucursal_ids]),
      [
        ['Norte y centro', [o.first.id]],
        ['Sur', [o.norte2.id]],
      ],
    )
    // its template is renamed with it (the history and the sheet read that name)
    assert.equal(
      (
        await t.db
          .selectFrom('templates')
          .select('name')
          .where('id', '=', await o.regionTemplate(id))
          .executeTakeFirstOrThrow()
      ).name,
      'Norte y centro',
    )

    const templateId = await o.regionTemplate(sur)
    const del = await o.req('DELETE', `/v1/regions/${sur}`)
    assert.deepEqual([del.status, del.body], [200, { info: { id: sur } }])
    assert.deepEqual((await branches())['Norte 2'], [null, null])
    assert.equal((await o.req('GET', `/v1/regions/${sur}`)).status, 404)
    const gone = await t.db.selectFrom('templates').select('id').where('id', '=', templateId).execute()
    assert.equal(gone.length, 0, "its rows' template goes with it")
    // a branch without region keeps its public menu
    assert.equal((await o.view(o.norte2.route_key)).products.Café, 30)
  })

  it('names are unique in the account (without letter case): 409 REGION_NAME_TAKEN; another account may use it', async () => {
    const o = await chain()
    await o.region('Norte')
    const dup = await o.req('POST', '/v1/regions', { name: 'norte' })
    assert.deepEqual([dup.status, dup.body.error.code, dup.body.error.field], [409, 'REGION_NAME_TAKEN', 'name'])
    const sur = await o.region('Sur')
    const rename = await o.req('PUT', `/v1/regions/${sur}`, { name: 'NORTE' })
    assert.deepEqual([rename.status, rename.body.error.code], [409, 'REGION_NAME_TAKEN'])
    assert.equal((await o.req('PUT', `/v1/regions/${sur}`, { name: 'Sur' })).status, 200, 'its own name again')
    const other = await chain()
    await other.region('Norte')
    const blank = await o.req('POST', '/v1/regions', { name: '   ' })
    assert.deepEqual([blank.status, blank.body.error.code], [400, 'VALIDATION_ERROR'])
  })

  it("another account's branch or region: 404 and nothing changes", async () => {
    const o = await chain()
    const other = await chain()
    const id = await o.region('Norte', [o.norte1.id])
    const foreign = await o.req('PUT', `/v1/regions/${id}`, { sucursal_ids: [o.norte2.id, other.norte1.id] })
    assert.equal(foreign.status, 404)
    assert.deepEqual((await o.req('GET', `/v1/regions/${id}`)).body.info.sucursal_ids, [o.norte1.id])
    assert.equal((await o.req('POST', '/v1/regions', { name: 'Sur', sucursal_ids: [other.first.id] })).status, 404)
    assert.equal((await o.req('GET', '/v1/regions')).body.info.length, 1, 'the failed create left nothing')
    for (const [method, url] of [
      ['GET', `/v1/regions/${id}`],
      ['PUT', `/v1/regions/${id}`],
      ['DELETE', `/v1/regions/${id}`],
      ['GET', `/v1/regions/${id}/products`],
      ['PUT', `/v1/regions/${id}/products`],
    ] as const)
      assert.equal(
        (await other.req(method, url, method === 'PUT' ? (url.endsWith('products') ? [] : {}) : undefined)).status,
        404,
        `${method} ${url}`,
      )
    const branchToForeign = await other.req('PUT', `/v1/sucursales/${other.norte1.id}`, { region_id: id })
    assert.equal(branchToForeign.status, 404)
    assert.equal((await other.req('POST', '/v1/sucursales', { name: 'X', region_id: id })).status, 404)
    // its own region through the branch body
    const own = await o.req('PUT', `/v1/sucursales/${o.norte2.id}`, { region_id: id })
    assert.deepEqual([own.status, own.body.info.region], [200, { id, name: 'Norte' }])
    const created = await o.branch('Norte 3', { region_id: id })
    assert.equal(created.region_id, id)
    assert.equal((await o.req('PUT', `/v1/sucursales/${o.norte2.id}`, { region_id: null })).body.info.region_id, null)
  })

  it("a region's rows: saved like a template's, inherited from the base; its template is no template", async () => {
    const o = await chain()
    const id = await o.region('Norte', [o.norte1.id])
    const save = await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: 33, enabled: null }])
    assert.equal(save.status, 200, JSON.stringify(save.body))
    const cafe = (save.body.info as TProduct[]).find((p) => p.product_id === o.cafe)!
    assert.deepEqual(
      [cafe.price, cafe.base_price, cafe.overridden, cafe.inherited],
      [33, 30, { price: true, enabled: false }, { price: 30, enabled: true, from: 'base' }],
    )
    assert.equal(
      (await o.req('PUT', `/v1/regions/${id}/variants`, [{ variant_id: o.almendra, price: 11 }])).status,
      200,
    )
    const variants = (await o.req('GET', `/v1/regions/${id}/variants`)).body.info
    assert.equal(variants.find((v: { variant_id: number }) => v.variant_id === o.almendra).price, 11)
    const promo = await o.req('PUT', `/v1/regions/${id}/promotions`, [
      { promotion_id: o.promo, description: 'En el norte' },
    ])
    assert.equal((promo.body.info as TPromotion[])[0]!.description, 'En el norte')
    assert.equal((await o.req('GET', `/v1/regions/${id}/advertising`)).status, 200)
    const bad = await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: -1 }])
    assert.deepEqual([bad.status, bad.body.error.field], [400, '0.price'])

    // invisible through /v1/templates, and never a branch's template
    const tpl = await o.regionTemplate(id)
    assert.deepEqual((await o.req('GET', '/v1/templates')).body.info, [])
    for (const [method, url, payload] of [
      ['GET', `/v1/templates/${tpl}`, undefined],
      ['PUT', `/v1/templates/${tpl}`, { name: 'X' }],
      ['POST', `/v1/templates/clone/${tpl}`, undefined],
      ['GET', `/v1/templates/${tpl}/products`, undefined],
      ['PUT', `/v1/templates/${tpl}/products`, [{ product_id: o.cafe, price: 1 }]],
      ['PUT', `/v1/templates/items/products/${o.cafe}`, [{ template_id: tpl, price: 1 }]],
      ['PUT', `/v1/sucursales/${o.norte2.id}`, { template_id: tpl }],
      ['POST', '/v1/sucursales', { name: 'Con plantilla', template_id: tpl }],
      ['DELETE', `/v1/templates/${tpl}`, undefined],
    ] as const)
      assert.equal((await o.req(method, url, payload)).status, 404, `${method} ${url}`)
    assert.deepEqual((await o.req('GET', `/v1/templates/items/products/${o.cafe}`)).body.info, [])
    assert.equal((await o.view(o.norte1.route_key)).products.Café, 33, 'the region rows are unchanged')
  })

  it("template rows inherit the region's values; TemplateSummary names the one region of its branches", async () => {
    const o = await chain()
    const id = await o.region('Norte', [o.norte1.id, o.norte2.id])
    await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: 33, enabled: false }])
    const tpl = (await o.req('POST', '/v1/templates', { name: 'Norte 1' })).body.info as Summary
    assert.equal(tpl.region, null, 'used by no branch')
    await o.req('PUT', `/v1/sucursales/${o.norte1.id}`, { template_id: tpl.id })
    const rows = (await o.req('GET', `/v1/templates/${tpl.id}/products`)).body.info as TProduct[]
    const cafe = rows.find((p) => p.product_id === o.cafe)!
    assert.deepEqual([cafe.price, cafe.inherited], [30, { price: 33, enabled: false, from: 'region' }])
    assert.deepEqual(rows.find((p) => p.product_id === o.te)!.inherited, { price: 25, enabled: true, from: 'base' })
    const summary = (await o.req('GET', `/v1/templates/${tpl.id}`)).body.info as Summary
    assert.deepEqual(summary.region, { id, name: 'Norte' })
    assert.deepEqual((await o.req('GET', '/v1/templates')).body.info[0].region, { id, name: 'Norte' })
    // a branch outside the region uses it too: no single region, the base
    await o.req('PUT', `/v1/sucursales/${o.first.id}`, { template_id: tpl.id })
    assert.equal(((await o.req('GET', `/v1/templates/${tpl.id}`)).body.info as Summary).region, null)
    const again = (await o.req('GET', `/v1/templates/${tpl.id}/products`)).body.info as TProduct[]
    assert.deepEqual(again.find((p) => p.product_id === o.cafe)!.inherited, { price: 30, enabled: true, from: 'base' })
  })

  it('the public menu resolves each level: base, region, branch template over region, locks, other regions, the plan', async () => {
    const o = await chain()
    const id = await o.region('Norte', [o.norte1.id, o.norte2.id])
    const base = await o.view(o.first.route_key)
    assert.deepEqual(base, { products: { Café: 30, Té: 25 }, almendra: 10, promotions: ['Descripción de 2x1'] })
    assert.deepEqual(await o.view(o.norte1.route_key), base, 'a region without rows: the base')

    for (const [kind, rows] of [
      [
        'products',
        [
          { product_id: o.cafe, price: 33 },
          { product_id: o.te, price: null, enabled: false },
        ],
      ],
      ['variants', [{ variant_id: o.almendra, price: 12 }]],
      ['promotions', [{ promotion_id: o.promo, description: 'En el norte' }]],
    ] as const) {
      const res = await o.req('PUT', `/v1/regions/${id}/${kind}`, rows)
      assert.equal(res.status, 200, JSON.stringify(res.body))
    }
    const region = { products: { Café: 33 }, almendra: 12, promotions: ['En el norte'] }
    assert.deepEqual(await o.view(o.norte1.route_key), region, 'region rows: price, Activo, variant, description')
    assert.deepEqual(await o.view(o.first.route_key), base, "another region's branch: the base")
    const page = await t.app.inject({ method: 'GET', url: `/m/${o.norte1.route_key}` })
    assert.ok(page.body.includes('$33') && page.body.includes('En el norte') && !page.body.includes('>Té<'))

    // the branch's template over its region: per field (rows saved once the template is the
    // region's branch's: Activo back on, the base's value, is then a value of its own)
    const tpl = (await o.req('POST', '/v1/templates', { name: 'Solo Norte 2' })).body.info as Summary
    await o.req('PUT', `/v1/sucursales/${o.norte2.id}`, { template_id: tpl.id })
    const own = await o.req('PUT', `/v1/templates/${tpl.id}`, {
      products: [{ product_id: o.te, price: 27, enabled: true }],
      promotions: [{ promotion_id: o.promo, description: 'Solo Norte 2' }],
    })
    assert.equal(own.status, 200, JSON.stringify(own.body))
    assert.deepEqual(await o.view(o.norte2.route_key), {
      products: { Café: 33, Té: 27 },
      almendra: 12,
      promotions: ['Solo Norte 2'],
    })
    await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 35 }])
    assert.equal((await o.view(o.norte2.route_key)).products.Café, 35, 'template row over region row')
    assert.deepEqual(await o.view(o.norte1.route_key), region, 'the other branch of the region keeps the region')
    // the base value is a value of its own over a region's (kept, not stored as "follows")
    await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 30 }])
    assert.equal((await o.view(o.norte2.route_key)).products.Café, 30, 'back at the base price over the region')
    const rows = (await o.req('GET', `/v1/templates/${tpl.id}/products`)).body.info as TProduct[]
    assert.deepEqual(rows.find((p) => p.product_id === o.cafe)!.overridden, { price: true, enabled: false })
    // the region's value itself follows the region (null), so a later region change reaches the branch
    await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 33 }])
    await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: 34 }])
    assert.equal((await o.view(o.norte2.route_key)).products.Café, 34)
    await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 35 }])
    await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: 33 }])

    // a locked price: the base everywhere, even with both rows (written before the lock)
    const at = isoAt(t.config.now())
    await t.db
      .insertInto('field_locks')
      .values({ account_id: o.id, field: 'price', reason: 'Precio nacional', created_at: at, updated_at: at })
      .execute()
    assert.deepEqual(await o.view(o.norte2.route_key), {
      products: { Café: 30, Té: 25 },
      almendra: 10,
      promotions: ['Solo Norte 2'],
    })
    assert.deepEqual(
      (await o.view(o.norte1.route_key)).products,
      { Café: 30 },
      'Té stays disabled (Activo is not locked)',
    )
    await t.db.deleteFrom('field_locks').where('account_id', '=', o.id).execute()

    // without the templates feature (a downgrade): the base menu, rows kept for a later upgrade
    await accountsData(t.db).setPlan(o.id, 'NEGOCIO')
    assert.deepEqual(await o.view(o.norte1.route_key), base)
    assert.deepEqual(await o.view(o.norte2.route_key), base)
    await accountsData(t.db).setPlan(o.id, 'FRANCHISES')
    assert.deepEqual(await o.view(o.norte1.route_key), region)
  })

  it("the history reads a region's changes as the region's: created, its branches, its rows", async () => {
    const o = await chain()
    interface Entry {
      action: string
      entity: string
      entity_id: number | null
      name: string
      changes: Array<{ text: string }>
    }
    const latest = async () => (await o.menu.read<{ items: Entry[] }>('/v1/history?page_size=1')).items[0]!
    const id = await o.region('Norte', [o.norte1.id])
    const created = await latest()
    assert.deepEqual(
      [created.action, created.entity, created.entity_id, created.name],
      ['create', 'region', id, 'Norte'],
    )
    await o.req('PUT', `/v1/regions/${id}`, { sucursal_ids: [o.norte1.id, o.norte2.id] })
    // only the branch joining changed: the entry is that branch's, naming its new region
    const moved = await latest()
    assert.deepEqual(
      [moved.entity, moved.entity_id, moved.changes.map((c) => c.text)],
      ['branch', o.norte2.id, ['Región: — → Norte']],
    )
    await o.req('PUT', `/v1/regions/${id}/products`, [{ product_id: o.cafe, price: 33 }])
    const rows = await latest()
    assert.deepEqual([rows.entity, rows.entity_id, rows.name], ['region', id, 'Norte'])
    assert.deepEqual(
      rows.changes.map((c) => c.text),
      ['Precio en la región de «Café»: como en el menú → $33'],
    )
    await o.req('PUT', `/v1/sucursales/${o.norte2.id}`, { region_id: null })
    assert.ok(
      (await latest()).changes.some((c) => c.text === 'Región: Norte → —'),
      JSON.stringify(await latest()),
    )
    await o.req('DELETE', `/v1/regions/${id}`)
    const deleted = await latest()
    assert.deepEqual([deleted.action, deleted.entity, deleted.name], ['delete', 'region', 'Norte'])
  })

  it('region_id follows the templates plan rule; a branch manager may not change it (or the template)', async () => {
    const o = await chain()
    const id = await o.region('Norte')
    const manager = await addMember(t, o.id, 'manager', [o.norte1.id])
    const as = (token: string, method: 'PUT', url: string, payload: object) =>
      call(t.app, { method, url, token, payload })
    const moved = await as(manager.token, 'PUT', `/v1/sucursales/${o.norte1.id}`, { region_id: id })
    assert.deepEqual(
      [moved.status, moved.body.error.code, moved.body.error.field],
      [403, 'ROLE_FORBIDDEN', 'region_id'],
    )
    const tpl = (await o.req('POST', '/v1/templates', { name: 'T' })).body.info.id as number
    const templ = await as(manager.token, 'PUT', `/v1/sucursales/${o.norte1.id}`, { template_id: tpl })
    assert.deepEqual([templ.status, templ.body.error.field], [403, 'template_id'])
    // the same values sent back with the form are fine
    const same = await as(manager.token, 'PUT', `/v1/sucursales/${o.norte1.id}`, {
      name: 'Norte uno',
      region_id: null,
      template_id: null,
    })
    assert.deepEqual([same.status, same.body.info.name], [200, 'Norte uno'])
    assert.equal((await o.req('GET', `/v1/regions/${id}`)).body.info.sucursal_ids.length, 0)

    const small = await account(t, 'NEGOCIO')
    const [branch] = (await menuApi(t, small.access_token).read<Branch[]>('/v1/sucursales')) as [Branch]
    const gated = await as(small.access_token, 'PUT', `/v1/sucursales/${branch.id}`, { region_id: null })
    assert.deepEqual([gated.status, gated.body.error.code], [403, 'SCOPE_REQUIRED'])
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/regions', token: small.access_token })).status, 403)
  })
})
