import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type DefaultTreeAdapterMap, parse } from 'parse5'
import sharp from 'sharp'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Link previews (issue 40, item 5; docs/public-menu.md): the Open Graph and Twitter card tags
 * of each branch's page in each language, read with an HTML parser as a crawler reads them, and
 * the 1200x630 picture they name, drawn by the server from the logo on the brand's colours or
 * from a dish photo, under a name that changes with what it is drawn from.
 */

type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node)
  if ('childNodes' in node) for (const child of node.childNodes) elements(child, out)
  return out
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** What a crawler reads from the page: og:/twitter: tags, the canonical link, the scripts. */
function head(html: string) {
  const all = elements(parse(html))
  const meta = new Map<string, string[]>()
  for (const el of all.filter((e) => e.tagName === 'meta')) {
    const key = attr(el, 'property') ?? attr(el, 'name')
    if (key) meta.set(key, [...(meta.get(key) ?? []), attr(el, 'content') ?? ''])
  }
  const one = (key: string) => {
    const values = meta.get(key) ?? []
    assert.ok(values.length <= 1, `${key} said ${values.length} times`)
    return values[0]
  }
  const canonical = all
    .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical')
    .map((e) => attr(e, 'href'))
  const scripts = all.filter((e) => e.tagName === 'script').map((e) => attr(e, 'type'))
  return { one, all: (key: string) => meta.get(key) ?? [], canonical, scripts }
}

const square = (background: string, size = 200) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer()

describe(`link previews (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const page = (key: string, query = '') => t.app.inject({ method: 'GET', url: `/m/${key}${query}` })
  /** The picture by its absolute URL: it must be on the menu's origin. */
  const picture = (url: string) => {
    const base = t.app.ctx.config.publicMenuUrl
    assert.ok(url.startsWith(`${base}/m/assets/preview/`), url)
    return t.app.inject({ method: 'GET', url: url.slice(base.length) })
  }

  async function owner(languages = ['es', 'en']) {
    const a = await account(t, 'FRANCHISES')
    const api = menuApi(t, a.access_token)
    const profile = await api.req('PUT', '/v1/profiles/me', {
      company: 'Café Olé',
      languages,
      background_color: '#1e3a5f',
      button_color: '#f2b705',
    })
    assert.equal(profile.status, 200, JSON.stringify(profile.body))
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const centro = await api.req('PUT', `/v1/sucursales/${first.id}`, { name: 'Centro' })
    assert.equal(centro.status, 200, JSON.stringify(centro.body))
    const norte = await api.req('POST', '/v1/sucursales', { name: 'Norte' })
    assert.equal(norte.status, 201, JSON.stringify(norte.body))
    const family = await api.family('Comida')
    const category = await api.category(family, 'Antojitos')
    const dish = await api.product(category, 'Ensalada de nopales', 95)
    return {
      api,
      dish,
      branches: [centro.body.info, norte.body.info] as Array<{ name: string; route_key: string; menu_url: string }>,
    }
  }

  it('tags every branch page in every language: title, description, canonical URL, locale, a 1200x630 picture', async () => {
    const o = await owner()
    const logo = await o.api.upload('/v1/profiles/attachment', 'logo', 'logo.png', await square('#c0392b'), 'image/png')
    assert.equal(logo.status, 200, JSON.stringify(logo.body))
    const expected = {
      es: { locale: 'es_MX', alternate: 'en_US', description: (b: string) => `Menú de Café Olé, ${b}` },
      en: { locale: 'en_US', alternate: 'es_MX', description: (b: string) => `Menu of Café Olé, ${b}` },
    }
    const images = new Set<string>()
    for (const branch of o.branches) {
      for (const lang of ['es', 'en'] as const) {
        const res = await page(branch.route_key, `?lang=${lang}`)
        assert.equal(res.statusCode, 200)
        const h = head(res.body)
        const url = `${branch.menu_url}?lang=${lang}`
        assert.equal(h.one('og:type'), 'website')
        assert.equal(h.one('og:title'), `Café Olé · ${branch.name}`)
        assert.equal(h.one('og:description'), expected[lang].description(branch.name))
        assert.equal(h.one('description'), h.one('og:description'))
        assert.deepEqual(h.canonical, [url])
        assert.equal(h.one('og:url'), url)
        assert.equal(h.one('og:locale'), expected[lang].locale)
        assert.deepEqual(h.all('og:locale:alternate'), [expected[lang].alternate])
        const image = h.one('og:image')!
        assert.match(image, /^https?:\/\/[^/]+\/m\/assets\/preview\/[^/]+\/[A-Za-z0-9_-]{22}\.jpg$/)
        assert.equal(h.one('og:image:width'), '1200')
        assert.equal(h.one('og:image:height'), '630')
        assert.equal(h.one('twitter:card'), 'summary_large_image')
        // Still a page without script: JSON-LD is data.
        assert.deepEqual([...new Set(h.scripts)], ['application/ld+json'])
        images.add(image)
      }
    }
    // One picture per branch (the languages share it), each on its branch's own path.
    assert.equal(images.size, 2)
    for (const url of images) {
      const res = await picture(url)
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'image/jpeg')
      assert.match(String(res.headers['cache-control']), /immutable/)
      const meta = await sharp(res.rawPayload).metadata()
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630])
      assert.ok(res.rawPayload.length < 300 * 1024, `${res.rawPayload.length} bytes: WhatsApp shows up to 300 KB`)
      // The logo in the middle, on the background colour, over a band of the buttons' colour.
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels
        return [data[i]!, data[i + 1]!, data[i + 2]!]
      }
      const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 24)
      assert.ok(near(at(40, 40), [0x1e, 0x3a, 0x5f]), `background ${at(40, 40)}`)
      assert.ok(near(at(600, 315), [0xc0, 0x39, 0x2b]), `logo ${at(600, 315)}`)
      assert.ok(near(at(600, 625), [0xf2, 0xb7, 0x05]), `band ${at(600, 625)}`)
      const again = await t.app.inject({
        method: 'GET',
        url: url.slice(t.app.ctx.config.publicMenuUrl.length),
        headers: { 'if-none-match': String(res.headers.etag) },
      })
      assert.equal(again.statusCode, 304)
    }
  })

  it('a new logo or colour gives the picture a new name; the old name is gone', async () => {
    const o = await owner(['es'])
    const key = o.branches[0]!.route_key
    await o.api.upload('/v1/profiles/attachment', 'logo', 'logo.png', await square('#c0392b'), 'image/png')
    const first = head((await page(key)).body).one('og:image')!
    assert.equal((await picture(first)).statusCode, 200)
    await o.api.upload('/v1/profiles/attachment', 'logo', 'logo.png', await square('#27ae60'), 'image/png')
    const second = head((await page(key)).body).one('og:image')!
    assert.notEqual(second, first)
    assert.equal((await picture(first)).statusCode, 404)
    const drawn = await picture(second)
    assert.equal(drawn.statusCode, 200)
    const { data, info } = await sharp(drawn.rawPayload).raw().toBuffer({ resolveWithObject: true })
    const i = (315 * info.width + 600) * info.channels
    assert.ok(data[i + 1]! > 120 && data[i]! < 100, 'the new logo (green) is drawn')
    await o.api.req('PUT', '/v1/profiles/me', { background_color: '#ffffff' })
    const third = head((await page(key)).body).one('og:image')!
    assert.notEqual(third, second)
    assert.equal((await picture(second)).statusCode, 404)
    // A name that was never one, or another branch's key: 404 as well.
    assert.equal((await picture(third.replace(/[^/]+\.jpg$/, 'AAAAAAAAAAAAAAAAAAAAAA.jpg'))).statusCode, 404)
  })

  it('without a logo the picture is a dish photo; with neither there is no picture and a small card', async () => {
    const o = await owner(['es'])
    const key = o.branches[0]!.route_key
    const none = head((await page(key)).body)
    assert.equal(none.one('og:image'), undefined)
    assert.equal(none.one('twitter:card'), 'summary')
    assert.equal(none.one('og:title'), 'Café Olé · Centro')
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer()
    const up = await o.api.upload(`/v1/products/${o.dish}/attachment`, 'image', 'nopales.png', photo, 'image/png')
    assert.equal(up.status, 200, JSON.stringify(up.body))
    const h = head((await page(key)).body)
    assert.equal(h.one('twitter:card'), 'summary_large_image')
    const res = await picture(h.one('og:image')!)
    assert.equal(res.statusCode, 200)
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
    assert.deepEqual([info.width, info.height], [1200, 630])
    // The photo fills the card (cropped around its centre).
    for (const [x, y] of [
      [5, 5],
      [1195, 625],
    ] as const) {
      const i = (y * info.width + x) * info.channels
      assert.ok(Math.abs(data[i + 2]! - 0xc1) < 24 && Math.abs(data[i]! - 0x2e) < 24, `photo at ${x},${y}`)
    }
  })

  it('the JSON menu names the same picture', async () => {
    const o = await owner(['es'])
    await o.api.upload('/v1/profiles/attachment', 'logo', 'logo.png', await square('#c0392b'), 'image/png')
    const key = o.branches[1]!.route_key
    const json = await t.app.inject({ method: 'GET', url: `/v1/public/menus/${key}` })
    assert.equal(json.json().info.share_image, head((await page(key)).body).one('og:image'))
  })
})

describe(`link previews with the menu on its own host (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://menu.example.com' })
  })
  after(async () => t.close())

  it("names the picture on the menu's origin, which serves it", async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    await api.upload('/v1/profiles/attachment', 'logo', 'logo.png', await square('#c0392b'), 'image/png')
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    const page = await t.app.inject({
      method: 'GET',
      url: `/m/${branch.route_key}`,
      headers: { host: 'menu.example.com' },
    })
    assert.equal(page.statusCode, 200)
    const image = head(page.body).one('og:image')!
    assert.ok(image.startsWith('https://menu.example.com/m/assets/preview/'), image)
    const res = await t.app.inject({
      method: 'GET',
      url: image.slice('https://menu.example.com'.length),
      headers: { host: 'menu.example.com' },
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/jpeg')
  })
})
