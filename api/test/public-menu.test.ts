import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { noFactValues } from '@menu/shared/menu/dish-facts'
import { accountsData } from '../src/data/accounts.js'
import { contrast } from '../src/public-menu/theme.js'
import { account, call, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()

/** Text content of the page without tags (for order checks). */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(?:<img[^>]*>)?([^<]*)</h${level}>`, 'g'))].map((m) => m[1])
const DAY = 24 * 3600 * 1000

describe(`public menu (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A verified owner with one enabled branch: the first branch (made at verification), named Centro. */
  async function owner(branch: object = {}, plan?: 'NEGOCIO' | 'FRANCHISES') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const res = await api.req('PUT', `/v1/sucursales/${first.id}`, { name: 'Centro', ...branch })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return {
      ...a,
      api,
      marketing: marketingApi(t, a.access_token),
      branch: res.body.info as { id: number; route_key: string; enabled: boolean },
    }
  }
  const page = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/m/${key}`, headers })
  const json = (key: string, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: `/v1/public/menus/${key}`, headers })

  it('shows families > categories > products by position, hides empty sections and disabled products and variants', async () => {
    const o = await owner()
    const { api } = o
    const [bebidas, comidas, vacia] = [
      await api.family('Bebidas'),
      await api.family('Comidas'),
      await api.family('Vacía'),
    ]
    const [calientes, frias] = [await api.category(bebidas, 'Calientes'), await api.category(bebidas, 'Frías')]
    const tacos = await api.category(comidas, 'Tacos')
    await api.category(vacia, 'Sin productos')
    const cafe = await api.product(calientes, 'Café', 30)
    await api.product(calientes, 'Té', 25)
    await api.product(frias, 'Limonada', 35)
    await api.product(tacos, 'Pastor', 18)
    const oculto = await api.product(tacos, 'Oculto', 99)
    await api.req('PUT', `/v1/products/${oculto}`, { enabled: false })
    await api.product(0, 'Agua suelta', 15)
    const group = await api.group('Leche', [
      { name: 'Entera' },
      { name: 'Almendra', price: 10 },
      { name: 'Agotada', price: 5 },
    ])
    const agotada = (await api.groupById(group)).variants.find((v) => v.name === 'Agotada')!.id
    await api.req('PUT', `/v1/groups/variants/${agotada}`, { enabled: false })
    await api.req('POST', `/v1/products/${cafe}/variants`, { group_id: group })
    await api.req('PUT', `/v1/products/${cafe}/variants`, { group_id: group, limit: 2, obligatory: true })

    const res = await page(o.branch.route_key)
    assert.equal(res.statusCode, 200)
    assert.match(res.headers['content-type'] as string, /^text\/html; charset=utf-8/)
    const html = res.body
    assert.match(html, /^<!doctype html><html lang="es">/)
    assert.deepEqual(headings(html, 2), ['Bebidas', 'Comidas', 'Otros'])
    assert.deepEqual(headings(html, 3), ['Calientes', 'Frías', 'Tacos', 'Agua suelta'])
    assert.deepEqual(headings(html, 4), ['Café', 'Té', 'Limonada', 'Pastor'])
    assert.ok(!html.includes('Oculto') && !html.includes('Vacía') && !html.includes('Sin productos'))
    assert.match(html, /Leche <span>\(Elige hasta 2 · Obligatorio\)<\/span>/)
    assert.match(html, /<li><span>Entera<\/span><\/li><li><span>Almendra<\/span><span>\+\$10<\/span><\/li>/)
    assert.ok(!html.includes('Agotada'))
    for (const landmark of [
      '<header',
      '<nav class="nav" aria-label="Secciones del menú">',
      '<main id="menu"',
      '<footer',
      'href="#menu"',
    ]) {
      assert.ok(html.includes(landmark), landmark)
    }

    // a drag reorder shows up on the next load
    await api.req('PUT', '/v1/families', [
      { id: comidas, position: 0 },
      { id: bebidas, position: 1 },
      { id: vacia, position: 2 },
    ])
    assert.deepEqual(headings((await page(o.branch.route_key)).body, 2), ['Comidas', 'Bebidas', 'Otros'])
  })

  it('formats prices and the phone as the spec says; WhatsApp and social links use the fixed prefixes', async () => {
    const o = await owner({
      phone: '555 123 4567',
      whatsapp_num: '5559876543',
      address: 'Av. Juárez 10, CDMX',
      facebook_usr: 'cafeole',
      instagram_usr: '@cafe.ole',
      tiktok_usr: 'cafeole',
      website: 'https://cafeole.mx',
    })
    const c = await o.api.category(await o.api.family('F'), 'C')
    await o.api.product(c, 'Doce y medio', 12.5)
    await o.api.product(c, 'Doce', 12)
    await o.api.product(c, 'Doce cinco', 12.05)
    await o.api.product(c, 'Mil', 1234.5)
    const html = (await page(o.branch.route_key)).body
    const priceOf = (name: string) => html.match(new RegExp(`<h4>${name}</h4><p class="pr">([^<]*)</p>`))?.[1]
    assert.deepEqual(['Doce y medio', 'Doce', 'Doce cinco', 'Mil'].map(priceOf), ['$12.50', '$12', '$12', '$1,234.50'])
    assert.ok(html.includes('href="tel:+525551234567" aria-label="Llamar al 555 123 4567">555 123 4567</a>'))
    assert.ok(html.includes('href="https://wa.me/525559876543"'))
    assert.ok(html.includes('<address class="addr">Av. Juárez 10, CDMX</address>'))
    assert.ok(html.includes('href="https://facebook.com/cafeole"'))
    assert.ok(html.includes('href="https://instagram.com/cafe.ole"'))
    assert.ok(html.includes('href="https://tiktok.com/@cafeole"'))
    assert.ok(html.includes('href="https://cafeole.mx/"'))
    const view = (await json(o.branch.route_key)).body.info
    assert.equal(view.branch.phone, '555 123 4567')
    assert.deepEqual(
      view.branch.links.map((l: { url: string }) => l.url),
      [
        'https://facebook.com/cafeole',
        'https://instagram.com/cafe.ole',
        'https://tiktok.com/@cafeole',
        'https://cafeole.mx/',
      ],
    )
  })

  it('escapes hostile values everywhere and drops javascript: URLs', async () => {
    const o = await owner({ name: '<img src=x onerror=alert(2)>' })
    // The API refuses such a website and username now; rows written before it did must still be safe.
    await t.db
      .updateTable('sucursales')
      .set({ website: 'javascript:alert(1)', facebook_usr: '"><script>alert(3)</script>' })
      .where('id', '=', o.branch.id)
      .execute()
    const f = await o.api.family('<b>familia</b>')
    const c = await o.api.category(f, "cat' onmouseover='alert(4)")
    await o.api.product(c, '<script>alert(1)</script>', 10, { description: '"><svg onload=alert(5)>' })
    const tag = await o.api.tag('<i>tag</i>')
    const p = await o.api.product(c, 'Normal', 5)
    await o.api.req('POST', `/v1/products/${p}/tags`, { tag_id: tag })
    const res = await page(o.branch.route_key)
    const html = res.body
    // No script element but the JSON-LD data block (never run), whose '<' are escaped.
    assert.deepEqual(
      [...new Set([...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]))],
      ['<script type="application/ld+json">'],
    )
    assert.ok(!/<(script|img|svg|b)[\s>]/i.test(html.slice(html.indexOf('application/ld+json'))), 'nothing breaks out')
    assert.ok(!/javascript:/i.test(html))
    assert.ok(!/<(img|svg|b|i)[\s>][^>]*(onerror|onload|>familia|>tag)/i.test(html))
    assert.ok(html.includes('<h4>&lt;script&gt;alert(1)&lt;/script&gt;</h4>'))
    assert.ok(html.includes('&quot;&gt;&lt;svg onload=alert(5)&gt;'))
    assert.ok(html.includes('&lt;b&gt;familia&lt;/b&gt;'))
    assert.ok(html.includes('cat&#39; onmouseover=&#39;alert(4)'))
    assert.ok(html.includes('&lt;img src=x onerror=alert(2)&gt;'))
    assert.ok(html.includes('&lt;i&gt;tag&lt;/i&gt;'))
    assert.ok(!html.includes('Sitio web') && !html.includes('facebook.com'), 'invalid website and username dropped')
    assert.match(res.headers['content-security-policy'] as string, /script-src 'none'/)
    const view = (await json(o.branch.route_key)).body.info
    assert.equal(view.branch.links.length, 0)
    assert.equal(view.families[0].categories[0].products[0].name, '<script>alert(1)</script>')
  })

  it('unknown key: 404 Spanish page; /v1/public/menus: 404 envelope', async () => {
    const res = await page('no-existe-esta-clave')
    assert.equal(res.statusCode, 404)
    assert.match(res.body, /<html lang="es">/)
    assert.ok(res.body.includes('No encontramos este menú'))
    assert.match(res.headers['content-security-policy'] as string, /default-src 'none'/)
    assert.equal((await page('con%20espacio')).statusCode, 404)
    assert.equal((await page('')).statusCode, 404)
    const j = await json('no-existe-esta-clave')
    assert.equal(j.status, 404)
    assert.equal(j.body.error.code, 'RESOURCE_NOT_FOUND')
  })

  it('a disabled branch says its menu is not available (200) and shows nothing of the menu', async () => {
    const o = await owner({ phone: '5551234567' }, 'FRANCHISES')
    await o.api.product(0, 'Secreto', 10)
    const second = await o.api.req('POST', '/v1/sucursales', { name: 'Norte', phone: '5550000000' })
    assert.equal(second.body.info.enabled, true)
    assert.equal(
      (await o.api.req('PUT', `/v1/sucursales/enable/${second.body.info.id}`, { enabled: false })).body.info.enabled,
      false,
    )
    const res = await page(second.body.info.route_key)
    assert.equal(res.statusCode, 200)
    assert.ok(res.body.includes('Este menú no está disponible por el momento'))
    assert.ok(res.body.includes('noindex'))
    assert.ok(!res.body.includes('Secreto') && !res.body.includes('555 000 0000'))
    const view = (await json(second.body.info.route_key)).body.info
    assert.equal(view.available, false)
    assert.deepEqual([view.families, view.other_products, view.promotions, view.branch.phone], [[], [], [], null])
    assert.ok((await page(o.branch.route_key)).body.includes('Secreto'))
  })

  it('an old route key answers 301 to the current one (also after several changes); nobody else may take it', async () => {
    const o = await owner({}, 'FRANCHISES')
    const id = o.branch.id
    const first = o.branch.route_key
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${id}`, { route_key: 'cafe-nuevo' })).status, 200)
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${id}`, { route_key: 'cafe-final' })).status, 200)
    for (const old of [first, 'cafe-nuevo']) {
      const res = await page(old)
      assert.equal(res.statusCode, 301, old)
      assert.equal(res.headers.location, '/m/cafe-final')
      const j = await json(old)
      assert.equal(j.status, 301)
      assert.equal(j.headers.location, '/v1/public/menus/cafe-final')
    }
    assert.equal((await page('cafe-final')).statusCode, 200)
    const slash = await page('cafe-final/')
    assert.deepEqual([slash.statusCode, slash.headers.location], [301, '/m/cafe-final'])
    // another account, or another branch of the same account, cannot take an old key
    const other = await owner({}, 'FRANCHISES')
    assert.equal(
      (await other.api.req('PUT', `/v1/sucursales/${other.branch.id}`, { route_key: 'cafe-nuevo' })).body.error.code,
      'ROUTE_KEY_IN_USE',
    )
    assert.equal(
      (await other.api.req('POST', '/v1/sucursales', { name: 'X', route_key: first })).body.error.code,
      'ROUTE_KEY_IN_USE',
    )
    const sibling = await o.api.req('POST', '/v1/sucursales', { name: 'Hermana' })
    assert.equal(
      (await o.api.req('PUT', `/v1/sucursales/${sibling.body.info.id}`, { route_key: 'cafe-nuevo' })).body.error.code,
      'ROUTE_KEY_IN_USE',
    )
    // the branch itself may take an old key back
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${id}`, { route_key: 'cafe-nuevo' })).status, 200)
    assert.equal((await page('cafe-nuevo')).statusCode, 200)
    assert.equal((await page('cafe-final')).headers.location, '/m/cafe-nuevo')
    assert.equal((await page(first)).headers.location, '/m/cafe-nuevo')
  })

  it("never shows another account's data; each branch shows its own details", async () => {
    const a = await owner({ phone: '5551111111' })
    const b = await owner({ phone: '5552222222' })
    await a.api.product(await a.api.category(await a.api.family('Familia A'), 'Cat A'), 'Producto A', 1)
    await b.api.product(await b.api.category(await b.api.family('Familia B'), 'Cat B'), 'Producto B', 2)
    await b.marketing.promotion('Promo B')
    const [pa, pb] = [(await page(a.branch.route_key)).body, (await page(b.branch.route_key)).body]
    assert.ok(
      pa.includes('Producto A') &&
        !pa.includes('Producto B') &&
        !pa.includes('Familia B') &&
        !pa.includes('555 222 2222'),
    )
    assert.ok(pb.includes('Producto B') && !pb.includes('Producto A') && !pb.includes('555 111 1111'))
    const ja = JSON.stringify((await json(a.branch.route_key)).body)
    assert.ok(!ja.includes('Producto B') && !ja.includes('Promo B'))
  })

  it('ETag and 304; a change in the panel shows on the next load; gzip when accepted', async () => {
    const o = await owner()
    const p = await o.api.product(0, 'Café', 30)
    const first = await page(o.branch.route_key)
    assert.equal(first.headers['cache-control'], 'no-cache')
    const etag = first.headers.etag as string
    assert.match(etag, /^"[A-Za-z0-9_-]{20,}"$/)
    assert.equal(
      etag,
      `"${createHash('sha256').update(first.rawPayload).digest('base64url').slice(0, 32)}"`,
      'strong ETag of the bytes',
    )
    const again = await page(o.branch.route_key, { 'if-none-match': etag })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
    assert.equal(again.headers.etag, etag)

    await o.api.req('PUT', `/v1/products/${p}`, { price: 32.5 })
    const changed = await page(o.branch.route_key, { 'if-none-match': etag })
    assert.equal(changed.statusCode, 200)
    assert.ok(changed.body.includes('$32.50') && !changed.body.includes('$30<'))
    assert.notEqual(changed.headers.etag, etag)

    // a deletion (which no updated_at records) shows too
    await o.api.req('DELETE', `/v1/products/${p}`)
    assert.ok(!(await page(o.branch.route_key)).body.includes('Café'))

    const gz = await page(o.branch.route_key, { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(gz.headers.vary, 'Accept-Encoding')
    assert.match(gz.headers.etag as string, /-gz"$/)
    const plain = await page(o.branch.route_key)
    assert.equal(gunzipSync(gz.rawPayload).toString('utf8'), plain.body)
    assert.equal(
      (await page(o.branch.route_key, { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag as string }))
        .statusCode,
      304,
    )
    // the JSON has its own ETag
    const j = await json(o.branch.route_key)
    assert.equal((await json(o.branch.route_key, { 'if-none-match': j.headers.etag as string })).status, 304)
  })

  it('JSON at /v1/public/menus/{key}: no token, open CORS, the same content as the page', async () => {
    const o = await owner({ instagram_usr: 'cafeole' })
    const c = await o.api.category(await o.api.family('Bebidas'), 'Calientes')
    const p = await o.api.product(c, 'Café', 30, { description: 'De olla' })
    const tag = await o.api.tag('Picante', { icon: 'fa-solid fa-pepper-hot' })
    await o.api.req('POST', `/v1/products/${p}/tags`, { tag_id: tag })
    const res = await json(o.branch.route_key, { origin: 'https://integracion.example' })
    assert.equal(res.status, 200)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.equal(res.headers['cache-control'], 'no-cache')
    const view = res.body.info
    assert.equal(view.route_key, o.branch.route_key)
    assert.equal(view.url, `${t.config.publicUrl}/m/${o.branch.route_key}`)
    assert.equal(view.available, true)
    assert.equal(view.company, 'La Cantina')
    assert.deepEqual(view.families[0].categories[0].products[0], {
      id: p,
      name: 'Café',
      description: 'De olla',
      price: 30,
      price_text: '$30',
      image: null,
      featured: false,
      recommended: false,
      tags: [{ id: tag, name: 'Picante', icon: 'fa-solid fa-pepper-hot' }],
      variant_groups: [],
      sold_out: false,
      unavailable_text: null,
      allergens: {},
      diets: [],
      ...noFactValues(),
      kind: 'dish',
      steps: [],
      choice_allergens: [],
    })
    assert.deepEqual(view.theme, {
      background: '#ffffff',
      text: '#242424',
      button_background: '#5227d0',
      button_text: '#ffffff',
      headline_font: view.theme.headline_font,
      body_font: view.theme.body_font,
      font_faces: [],
    })
    assert.match(view.theme.headline_font, /^"SS Nickson One",system-ui/)
    assert.match(view.theme.body_font, /^"Aktiv Grotesk",system-ui/)
    const doc = (await call(t.app, { method: 'GET', url: '/docs/openapi.json' })).body
    assert.ok(doc.paths['/v1/public/menus/{routeKey}'].get)
    assert.ok(doc.components.schemas.PublicMenu)
  })

  it('tag icons: glyphs and the icon font only when a tag has an icon; the font is served immutable', async () => {
    const o = await owner()
    const p = await o.api.product(0, 'Chile', 10)
    const plainTag = await o.api.tag('Sin icono')
    await o.api.req('POST', `/v1/products/${p}/tags`, { tag_id: plainTag })
    let html = (await page(o.branch.route_key)).body
    // No icon on the page: the unconfirmed-allergens marker is words alone.
    assert.ok(!html.includes('\uf816'))
    assert.ok(!html.includes('<i aria-hidden'))
    const hot = await o.api.tag('Picante', { icon: 'fa-solid fa-pepper-hot' })
    await o.api.req('POST', `/v1/products/${p}/tags`, { tag_id: hot })
    html = (await page(o.branch.route_key)).body
    assert.ok(html.includes('<li><i aria-hidden="true">\uf816</i>Picante</li>'))
    const font = html.match(/url\((\/m\/assets\/fa-solid-900\.[0-9a-f]+\.woff2)\)/)?.[1]
    assert.ok(font)
    const res = await t.app.inject({ method: 'GET', url: font })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'font/woff2')
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(res.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2')
  })

  it('product images: the square thumbnail, fixed size (public-photos.test.ts); featured and recommended are highlighted', async () => {
    const o = await owner()
    const p = await o.api.product(0, 'Hamburguesa', 120)
    const up = await o.api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.png', await png(1200, 900))
    assert.equal(up.status, 200, JSON.stringify(up.body))
    await o.api.req('PUT', `/v1/products/${p}`, { featured: true, recommended: true })
    const html = (await page(o.branch.route_key)).body
    const url = up.body.info.image as string
    const thumb = `/m/assets/img/${url.slice(url.lastIndexOf('/') + 1).replace(/-800\.webp$/, '-t240')}`
    assert.ok(html.includes(`<img src="${thumb}" alt="" class="pi" width="96" height="96"`))
    assert.ok(html.includes('<li class="hl">'))
    assert.ok(html.includes('<span>Destacado</span><span>Recomendado</span>'))
  })

  it('promotions: enabled, not expired, with a poster, by position; advertising with both images; small cards opening the full image', async () => {
    const o = await owner({}, 'NEGOCIO')
    const m = o.marketing
    const today = new Date(t.config.now())
    const inDays = (n: number) => new Date(today.getTime() + n * DAY).toISOString().slice(0, 10)
    const poster = await png(540, 960)
    const withPoster = async (name: string, extra: object = {}) => {
      const id = await m.promotion(name, extra)
      const res = await m.upload(`/v1/promotions/${id}/attachment`, 'poster', 'p.png', poster)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return id
    }
    const b = await withPoster('Segunda')
    const a = await withPoster('Primera', { expiration: inDays(3) })
    await withPoster('Apagada')
    const apagada = (await m.promotions()).find((p) => p.name === 'Apagada')!.id
    await m.req('PUT', `/v1/promotions/${apagada}`, { enabled: false })
    await m.promotion('Sin cartel')
    await m.req('PUT', '/v1/promotions', [
      { id: a, position: 0 },
      { id: b, position: 1 },
      { id: apagada, position: 2 },
    ])

    const ad = await m.ad('Anuncio completo')
    const adUp = await m.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: await png(540, 960) },
      { field: 'image_desktop', filename: 'd.png', content: await png(960, 540) },
    ])
    assert.equal(adUp.status, 200, JSON.stringify(adUp.body))
    const half = await m.ad('Anuncio a medias')
    await m.uploadMany(`/v1/advertising/${half}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: await png(540, 960) },
    ])

    /** The names on the cards of the promotions' strip. */
    const promotions = (html: string) =>
      [
        ...(/<section aria-labelledby="promos">.*?<\/section>/.exec(html)?.[0] ?? '').matchAll(
          /<strong>([^<]*)<\/strong>/g,
        ),
      ].map((x) => x[1])
    let html = (await page(o.branch.route_key)).body
    assert.deepEqual(promotions(html), ['Primera', 'Segunda'])
    assert.ok(!html.includes('Apagada') && !html.includes('Sin cartel'))
    // Each card: a 64 px thumbnail (the poster's 240 px square, images/sizes.ts) linking to the whole poster.
    assert.match(
      html,
      /<li><a href="[^"]*\/([A-Za-z0-9_-]+)-1080x1920\.webp"><img src="\/m\/assets\/img\/\1-t240" alt="" width="64" height="64" decoding="async"><span><strong>Primera<\/strong>/,
    )
    assert.match(
      html,
      /<section aria-label="Anuncios"><ul><li><a href="[^"]*-1080x1920\.webp"><img src="\/m\/assets\/img\/[A-Za-z0-9_-]+-t240" alt="" [^>]*><span><strong>Anuncio completo<\/strong><small>Descripción de Anuncio completo<\/small>/,
    )
    assert.ok(!html.includes('Anuncio a medias'))

    // five days later 'Primera' has expired (no write in between: the cache must notice the new day)
    t.travel(5 * DAY)
    try {
      html = (await page(o.branch.route_key)).body
      assert.deepEqual(promotions(html), ['Segunda'])
    } finally {
      t.travel(-5 * DAY)
    }
    // a plan without Advertising (downgrade) stops showing the ads; FREEMIUM keeps promotions
    await accountsData(t.db).setPlan(o.id, 'FREEMIUM')
    html = (await page(o.branch.route_key)).body
    assert.ok(!html.includes('aria-label="Anuncios"') && html.includes('Primera'))
  })

  it('GTM/Analytics and the pixel only when set; the CSP then allows exactly their hosts and snippets', async () => {
    const o = await owner({}, 'NEGOCIO')
    await o.api.product(0, 'Algo', 1)
    let res = await page(o.branch.route_key)
    let csp = res.headers['content-security-policy'] as string
    assert.ok(!res.body.includes('<script>') && !res.body.includes('<script async'))
    assert.match(
      csp,
      /default-src 'none'; script-src 'none'; style-src 'sha256-[^']+'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'/,
    )
    assert.ok(!/unsafe-inline|googletagmanager|facebook/.test(csp))
    assert.ok(
      csp.includes(`frame-ancestors 'self' ${new URL(t.config.publicUrl).origin}`),
      'the panel may frame it (brand preview)',
    )
    const port = new URL(t.config.publicUrl).port
    assert.ok(
      csp.includes(`http://127.0.0.1:${port}`),
      'a loopback PUBLIC_URL also lets the panel frame it under its other name',
    )
    const style = res.body.match(/<style>([\s\S]*?)<\/style>/)![1]!
    assert.ok(csp.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`), 'the style hash matches')
    assert.equal(res.headers['x-frame-options'], undefined)

    assert.equal(
      (
        await o.api.req('PUT', '/v1/profiles/me', {
          gtm_id: 'GTM-ABC1234',
          facebook_pixel: '123456789012345',
          privacy_url: 'https://cafe.mx/privacidad',
        })
      ).status,
      200,
    )
    res = await page(o.branch.route_key)
    csp = res.headers['content-security-policy'] as string
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((x) => x[1]!)
    assert.equal(scripts.length, 2)
    assert.ok(scripts[0]!.includes('\'dataLayer\',"GTM-ABC1234"'))
    assert.ok(scripts[1]!.includes('fbq(\'init\',"123456789012345")'))
    for (const s of scripts)
      assert.ok(csp.includes(`'sha256-${createHash('sha256').update(s).digest('base64')}'`), 'script hash in CSP')
    assert.match(
      csp,
      /script-src 'sha256-[^']+' 'sha256-[^']+' https:\/\/\*\.googletagmanager\.com https:\/\/connect\.facebook\.net;/,
    )
    assert.match(
      csp,
      /connect-src https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com https:\/\/\*\.googletagmanager\.com https:\/\/www\.facebook\.com/,
    )
    assert.match(csp, /frame-src https:\/\/www\.googletagmanager\.com/)
    assert.ok(res.body.includes('https://www.googletagmanager.com/ns.html?id=GTM-ABC1234'))
    assert.ok(res.body.includes('https://www.facebook.com/tr?id=123456789012345&amp;ev=PageView&amp;noscript=1'))
    assert.ok(!/unsafe-inline|unsafe-eval/.test(csp))

    // a GA4 measurement id uses gtag.js; removing the pixel removes it from page and CSP
    assert.equal((await o.api.req('PUT', '/v1/profiles/me', { gtm_id: 'G-ABC12345', facebook_pixel: '' })).status, 200)
    res = await page(o.branch.route_key)
    csp = res.headers['content-security-policy'] as string
    assert.ok(res.body.includes('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC12345"></script>'))
    assert.ok(res.body.includes('gtag(\'config\',"G-ABC12345")'))
    assert.ok(!res.body.includes('fbq') && !csp.includes('facebook'))
  })

  it("keeps the owner's text legible: a text colour too close to the background is darkened or lightened", async () => {
    const o = await owner({}, 'NEGOCIO')
    await o.api.req('PUT', '/v1/profiles/me', {
      background_color: '#FFFFFF',
      font_color: '#EEEEEE',
      button_color: '#FFFF00',
      button_font_color: '#FFFFFF',
      fonts: { headline_font: 'Raleway', body_font: 'Open Sans' },
    })
    const view = (await json(o.branch.route_key)).body.info
    assert.ok(contrast(view.theme.background, view.theme.text) >= 4.5)
    assert.ok(contrast(view.theme.button_background, view.theme.button_text) >= 4.5)
    assert.equal(view.theme.button_background, '#ffff00')
    assert.match(view.theme.headline_font, /^"Raleway",system-ui/)
    const html = (await page(o.branch.route_key)).body
    assert.ok(html.includes(`--fg:${view.theme.text};`))
    // an owner's readable choice is kept as is
    await o.api.req('PUT', '/v1/profiles/me', { background_color: '#101820', font_color: '#F2AA4C' })
    assert.equal((await json(o.branch.route_key)).body.info.theme.text, '#f2aa4c')
  })

  it('shows only what the plan includes: a downgraded menu has the default theme and no tracking, and gets them back on upgrade', async () => {
    const o = await owner({}, 'NEGOCIO')
    await o.api.product(0, 'Algo', 1)
    const branding = {
      background_color: '#101820',
      font_color: '#F2AA4C',
      button_color: '#123456',
      button_font_color: '#FFFFFF',
      fonts: { headline_font: 'Raleway', body_font: 'Open Sans' },
    }
    assert.equal(
      (
        await o.api.req('PUT', '/v1/profiles/me', {
          ...branding,
          gtm_id: 'GTM-ABC1234',
          facebook_pixel: '123456789012345',
          privacy_url: 'https://cafe.mx/privacidad',
        })
      ).status,
      200,
    )
    const paid = async () => {
      const view = (await json(o.branch.route_key)).body.info
      assert.equal(view.theme.background, '#101820')
      assert.match(view.theme.headline_font, /^"Raleway",/)
      assert.deepEqual(view.tracking, {
        gtm_id: 'GTM-ABC1234',
        facebook_pixel: '123456789012345',
        privacy_url: 'https://cafe.mx/privacidad',
      })
      const res = await page(o.branch.route_key)
      assert.ok(res.body.includes('GTM-ABC1234') && res.body.includes('fbq'))
    }
    await paid()

    await accountsData(t.db).setPlan(o.id, 'FREEMIUM')
    const view = (await json(o.branch.route_key)).body.info
    assert.equal(view.theme.background, '#ffffff')
    assert.equal(view.theme.button_background, '#5227d0')
    assert.match(view.theme.headline_font, /^"SS Nickson One",/)
    assert.match(view.theme.body_font, /^"Aktiv Grotesk",/)
    assert.deepEqual(view.tracking, { gtm_id: null, facebook_pixel: null, privacy_url: null })
    const res = await page(o.branch.route_key)
    assert.ok(
      !res.body.includes('<script>') &&
        !/googletagmanager|facebook\.net/.test(res.headers['content-security-policy'] as string),
    )
    assert.ok(!res.body.includes('GTM-ABC1234') && !res.body.includes('Lobster') && !res.body.includes('#101820'))
    // the owner's choices are kept, not deleted
    const kept = (await o.api.req('GET', '/v1/profiles/me')).body.info
    assert.equal(kept.gtm_id, 'GTM-ABC1234')
    assert.equal(kept.theme.background, '#101820')

    await accountsData(t.db).setPlan(o.id, 'NEGOCIO')
    await paid()
  })
})
