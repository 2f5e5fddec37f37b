import assert from 'node:assert/strict'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { accountsData } from '../src/data/accounts.js'
import { inTransaction } from '../src/data/toolkit.js'
import { account, call, DIALECT, login, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

/**
 * The panel's cached lists (plugins/list-cache.ts): ETag and 304 while nothing changed, a new
 * ETag after every kind of write that changes a list (whichever code path writes: the marker
 * is raised by database triggers), never another account's list, and another API instance's
 * writes seen at once.
 */
describe(`list cache (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const DAY = 24 * 60 * 60 * 1000

  /** GET `url` as `token` (optionally with If-None-Match / Accept-Encoding): status, ETag and raw bytes. */
  async function get(app: TestApp, token: string, url: string, headers: Record<string, string> = {}) {
    const res = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } })
    return { status: res.statusCode, etag: String(res.headers.etag ?? ''), headers: res.headers, raw: res.rawPayload }
  }

  /** Runs `write` and checks that each of `urls` answers a new ETag (the old one no longer gets 304) and new bytes. */
  async function changes(token: string, urls: string[], write: () => Promise<unknown>, what: string) {
    const beforeWrite = await Promise.all(urls.map((url) => get(t, token, url)))
    for (const [i, b] of beforeWrite.entries()) {
      assert.equal(b.status, 200, `${urls[i]} before ${what}`)
      assert.equal(
        (await get(t, token, urls[i]!, { 'if-none-match': b.etag })).status,
        304,
        `${urls[i]} unchanged before ${what}`,
      )
    }
    await write()
    for (const [i, b] of beforeWrite.entries()) {
      const after = await get(t, token, urls[i]!, { 'if-none-match': b.etag })
      assert.equal(after.status, 200, `${urls[i]} after ${what}: the old ETag is not current`)
      assert.notEqual(after.etag, b.etag, `${urls[i]} after ${what}`)
      assert.notDeepEqual(after.raw, b.raw, `${urls[i]} after ${what}: new bytes`)
    }
  }

  const ok = async (res: Promise<{ status: number; body: unknown }>, status = 200) => {
    const r = await res
    assert.equal(r.status, status, JSON.stringify(r.body))
    return r.body as { info: { id: number } }
  }

  it("answers a strong ETag with private, no-cache, then 304 without a body while nothing changed; the bytes are the route schema's JSON", async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const family = await menu.family('Bebidas')
    await menu.product(await menu.category(family, 'Calientes'), 'Café', 2.5)
    for (const url of ['/v1/products', '/v1/families', '/v1/tags', '/v1/groups', '/v1/sucursales']) {
      const first = await get(t, a.access_token, url)
      assert.equal(first.status, 200, url)
      assert.match(first.etag, /^"[A-Za-z0-9_-]{32}"$/, url)
      assert.equal(first.headers['cache-control'], 'private, no-cache', url)
      assert.equal(first.headers['content-type'], 'application/json; charset=utf-8', url)
      const again = await get(t, a.access_token, url)
      assert.deepEqual(again.raw, first.raw, `${url}: the cached bytes are the first answer's`)
      const revalidated = await get(t, a.access_token, url, { 'if-none-match': first.etag })
      assert.equal(revalidated.status, 304, url)
      assert.equal(revalidated.raw.length, 0, url)
      assert.equal(revalidated.etag, first.etag, url)
    }
    // The same bytes as the route's serializer gives without the cache (a search is never kept).
    const uncached = await makeApp({ LIST_CACHE_MB: '0', DATA_DIR: t.config.dataDir })
    try {
      const products = (await get(uncached, a.access_token, '/v1/products')).raw
      assert.deepEqual((await get(t, a.access_token, '/v1/products')).raw, products)
      assert.deepEqual(
        JSON.parse(products.toString('utf8')).info.map((p: { name: string }) => p.name),
        ['Café'],
      )
    } finally {
      await uncached.app.close()
    }
  })

  it('products: a new ETag after create, update, delete, reorder, tags, variant groups, a variant price, a tag rename and a category move', async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const tok = a.access_token
    const family = await menu.family('Comidas')
    const other = await menu.family('Postres')
    const category = await menu.category(family, 'Platos')
    const p1 = await menu.product(category, 'Tacos', 10)
    const p2 = await menu.product(category, 'Tortas', 12)
    await menu.product(await menu.category(other, 'Dulces'), 'Flan', 5)
    const tag = await menu.tag('Picante')
    const group = await menu.group('Tamaño', [{ name: 'Chico', price: 1 }])
    const variant = (await menu.groupById(group)).variants[0]!.id
    const list = ['/v1/products', `/v1/products?category_id=${category}`]
    await changes(tok, list, () => menu.product(category, 'Quesadilla', 9), 'create')
    await changes(tok, list, () => ok(menu.req('PUT', `/v1/products/${p1}`, { price: 11 })), 'update')
    await changes(
      tok,
      list,
      () =>
        ok(
          menu.req('PUT', '/v1/products', [
            { id: p1, position: 1 },
            { id: p2, position: 0 },
          ]),
        ),
      'reorder',
    )
    await changes(tok, list, () => ok(menu.req('PUT', `/v1/products/${p1}`, { tag_ids: [tag] })), 'tag attached')
    await changes(
      tok,
      list,
      () => ok(menu.req('PUT', `/v1/products/${p1}`, { variant_groups: [{ group_id: group }] })),
      'group attached',
    )
    await changes(tok, list, () => ok(menu.req('PUT', `/v1/groups/variants/${variant}`, { price: 2 })), 'variant price')
    await changes(tok, list, () => ok(menu.req('PUT', `/v1/tags/${tag}`, { name: 'Muy picante' })), 'tag renamed')
    await changes(
      tok,
      ['/v1/products'],
      () =>
        ok(
          menu.req('PUT', '/v1/families', [
            { id: other, position: 0 },
            { id: family, position: 1 },
          ]),
        ),
      'family reorder',
    )
    await changes(tok, list, () => ok(menu.req('DELETE', `/v1/products/${p2}`)), 'delete')
  })

  it('families, tags and variant groups: a new ETag after create, update, reorder and delete', async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const tok = a.access_token
    const f1 = await menu.family('Uno')
    const f2 = await menu.family('Dos')
    await changes(tok, ['/v1/families'], () => menu.category(f1, 'Nueva'), 'category created')
    await changes(
      tok,
      ['/v1/families'],
      () => ok(menu.req('PUT', `/v1/families/${f1}`, { name: 'Primera' })),
      'family renamed',
    )
    await changes(
      tok,
      ['/v1/families'],
      () =>
        ok(
          menu.req('PUT', '/v1/families', [
            { id: f2, position: 0 },
            { id: f1, position: 1 },
          ]),
        ),
      'family reorder',
    )
    await changes(tok, ['/v1/families'], () => ok(menu.req('DELETE', `/v1/families/${f2}`)), 'family deleted')

    const t1 = await menu.tag('Vegano')
    const t2 = await menu.tag('Sin gluten')
    await changes(tok, ['/v1/tags'], () => menu.tag('Nuevo'), 'tag created')
    await changes(tok, ['/v1/tags'], () => ok(menu.req('PUT', `/v1/tags/${t1}`, { name: 'Vegetal' })), 'tag renamed')
    await changes(
      tok,
      ['/v1/tags'],
      () =>
        ok(
          menu.req('PUT', '/v1/tags', [
            { id: t2, position: 0 },
            { id: t1, position: 1 },
          ]),
        ),
      'tag reorder',
    )
    await changes(tok, ['/v1/tags'], () => ok(menu.req('DELETE', `/v1/tags/${t2}`)), 'tag deleted')

    const g1 = await menu.group('Salsas', [{ name: 'Verde' }])
    const g2 = await menu.group('Extras')
    await changes(tok, ['/v1/groups'], () => menu.variant(g1, 'Roja', 1), 'variant created')
    await changes(
      tok,
      ['/v1/groups'],
      () => ok(menu.req('PUT', `/v1/groups/${g1}`, { name: 'Salsas de la casa' })),
      'group renamed',
    )
    await changes(
      tok,
      ['/v1/groups'],
      () =>
        ok(
          menu.req('PUT', '/v1/groups', [
            { id: g2, position: 0 },
            { id: g1, position: 1 },
          ]),
        ),
      'group reorder',
    )
    await changes(tok, ['/v1/groups'], () => ok(menu.req('DELETE', `/v1/groups/${g2}`)), 'group deleted')
  })

  it('promotions and advertising: a new ETag after create, update, reorder and delete, and at midnight when one expires', async () => {
    const a = await account(t, 'FRANCHISES')
    const m = marketingApi(t, a.access_token)
    const tok = a.access_token
    const tomorrow = new Date(t.config.now() + DAY).toISOString().slice(0, 10)
    const p1 = await m.promotion('2x1', { expiration: tomorrow })
    await changes(tok, ['/v1/promotions'], () => m.promotion('Happy hour'), 'promotion created')
    const p2 = (await m.promotions()).find((p) => p.name === 'Happy hour')!.id
    await changes(
      tok,
      ['/v1/promotions'],
      () => ok(m.req('PUT', `/v1/promotions/${p1}`, { name: '3x2' })),
      'promotion updated',
    )
    await changes(
      tok,
      ['/v1/promotions'],
      () =>
        ok(
          m.req('PUT', '/v1/promotions', [
            { id: p2, position: 0 },
            { id: p1, position: 1 },
          ]),
        ),
      'promotion reorder',
    )
    await changes(tok, ['/v1/promotions'], () => ok(m.req('DELETE', `/v1/promotions/${p2}`)), 'promotion deleted')

    const ad = await m.ad('Banner')
    await changes(tok, ['/v1/advertising'], () => m.ad('Otro'), 'ad created')
    await changes(
      tok,
      ['/v1/advertising'],
      () => ok(m.req('PUT', `/v1/advertising/${ad}`, { enabled: false })),
      'ad updated',
    )
    await changes(tok, ['/v1/advertising'], () => ok(m.req('DELETE', `/v1/advertising/${ad}`)), 'ad deleted')

    // No write, only the date: past midnight the promotion shows as expired.
    const yesterday = await get(t, tok, '/v1/promotions')
    t.travel(3 * DAY)
    const fresh = await login(t, a.email) // the access token has expired too
    const today = await get(t, fresh.access_token, '/v1/promotions', { 'if-none-match': yesterday.etag })
    assert.equal(today.status, 200)
    assert.equal(JSON.parse(today.raw.toString('utf8')).info.find((p: { id: number }) => p.id === p1).expired, true)
  })

  it('branches and templates: a new ETag after create, enable, template rows, rename, delete, a plan change and a direct write (e.g. billing)', async () => {
    const a = await account(t, 'FRANCHISES')
    const menu = menuApi(t, a.access_token)
    const tok = a.access_token
    const product = await menu.product(await menu.category(await menu.family('F'), 'C'), 'Café', 30)
    const template = (await ok(menu.req('POST', '/v1/templates', { name: 'Centro' }), 201)).info.id
    const rows = `/v1/templates/${template}/products`
    await changes(
      tok,
      ['/v1/templates', rows],
      () => ok(menu.req('PUT', rows, [{ product_id: product, price: 35 }])),
      'template rows saved',
    )
    await changes(
      tok,
      ['/v1/templates'],
      () => ok(menu.req('PUT', `/v1/templates/${template}`, { name: 'Norte' })),
      'template renamed',
    )
    await changes(
      tok,
      [rows],
      () => ok(menu.req('PUT', `/v1/products/${product}`, { price: 31 })),
      'base price (the row shows it)',
    )

    const branch = (await ok(menu.req('POST', '/v1/sucursales', { name: 'Sucursal Sur' }), 201)).info.id
    await changes(
      tok,
      ['/v1/sucursales'],
      () => ok(menu.req('PUT', `/v1/sucursales/enable/${branch}`, { enabled: false })),
      'branch disabled',
    )
    await changes(
      tok,
      ['/v1/sucursales'],
      () => ok(menu.req('PUT', `/v1/sucursales/enable/${branch}`, { enabled: true })),
      'branch enabled',
    )
    await changes(
      tok,
      ['/v1/sucursales'],
      () => ok(menu.req('PUT', `/v1/sucursales/${branch}`, { template_id: template })),
      'branch template',
    )
    // A write by any code path in a transaction (renewals and plan changes disable branches this way)
    // raises the marker: the history's close does, whoever wrote the rows.
    await changes(
      tok,
      ['/v1/sucursales'],
      () =>
        inTransaction(t.db, (trx) =>
          trx.updateTable('sucursales').set({ enabled: 0 }).where('id', '=', branch).execute(),
        ),
      'direct write',
    )
    await changes(tok, ['/v1/templates'], () => ok(menu.req('DELETE', `/v1/templates/${template}`)), 'template deleted')

    const before = await t.db
      .selectFrom('accounts')
      .select('change_marker')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow()
    await accountsData(t.db).setPlan(a.id, 'NEGOCIO')
    const afterPlan = await t.db
      .selectFrom('accounts')
      .select('change_marker')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow()
    assert.ok(BigInt(afterPlan.change_marker) > BigInt(before.change_marker), 'a plan change raises the marker')
  })

  it("never answers another account's list, even with its ETag", async () => {
    const a = await account(t)
    const b = await account(t)
    const ma = menuApi(t, a.access_token)
    await ma.product(await ma.category(await ma.family('Secreta'), 'Privada'), 'Receta de A', 99)
    const ofA = await get(t, a.access_token, '/v1/products')
    const ofB = await get(t, b.access_token, '/v1/products', { 'if-none-match': ofA.etag })
    assert.equal(ofB.status, 200)
    assert.notEqual(ofB.etag, ofA.etag)
    assert.deepEqual(JSON.parse(ofB.raw.toString('utf8')), { info: [] })
    // And A's cached list is still A's.
    assert.equal(
      JSON.parse((await get(t, a.access_token, '/v1/products')).raw.toString('utf8')).info[0].name,
      'Receta de A',
    )
  })

  it("another API instance on the same database sees this one's writes at once", async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const category = await menu.category(await menu.family('F'), 'C')
    await menu.product(category, 'Uno')
    const second = await makeApp({ DATA_DIR: t.config.dataDir })
    try {
      const cached = await get(second, a.access_token, '/v1/products')
      assert.equal((await get(second, a.access_token, '/v1/products', { 'if-none-match': cached.etag })).status, 304)
      await menu.product(category, 'Dos') // through the first instance
      const fresh = await get(second, a.access_token, '/v1/products', { 'if-none-match': cached.etag })
      assert.equal(fresh.status, 200)
      assert.deepEqual(
        JSON.parse(fresh.raw.toString('utf8')).info.map((p: { name: string }) => p.name),
        ['Uno', 'Dos'],
      )
    } finally {
      await second.app.close()
    }
  })

  it('sends br when accepted, gzip otherwise, identity when neither; the same bytes once decoded, each with its ETag', async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const category = await menu.category(await menu.family('F'), 'C')
    for (let i = 0; i < 20; i++) await menu.product(category, `Producto ${i}`, i + 1)
    const identity = await get(t, a.access_token, '/v1/products')
    assert.equal(identity.headers['content-encoding'], undefined)
    const br = await get(t, a.access_token, '/v1/products', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(br.headers.vary, 'Accept-Encoding')
    assert.deepEqual(brotliDecompressSync(br.raw), identity.raw)
    assert.equal(br.etag, `${identity.etag.slice(0, -1)}-br"`)
    const gz = await get(t, a.access_token, '/v1/products', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.deepEqual(gunzipSync(gz.raw), identity.raw)
    const refused = await get(t, a.access_token, '/v1/products', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    assert.equal(refused.headers['content-encoding'], undefined)
    assert.deepEqual(refused.raw, identity.raw)
    assert.equal(
      (await get(t, a.access_token, '/v1/products', { 'accept-encoding': 'br', 'if-none-match': br.etag })).status,
      304,
    )
  })

  it('a failed list call is not cached: errors answer as before', async () => {
    const a = await account(t)
    const res = await call(t.app, { method: 'GET', url: '/v1/products?category_id=abc', token: a.access_token })
    assert.equal(res.status, 400)
    assert.equal(res.body.error.code, 'VALIDATION_ERROR')
    const noToken = await t.app.inject({ method: 'GET', url: '/v1/products' })
    assert.equal(noToken.statusCode, 401)
  })
})
