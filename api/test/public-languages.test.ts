import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { accountsData } from '../src/data/accounts.js'
import { localTime } from '../src/time/local.js'
import { account, call, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

/**
 * The public menu in the diner's language (docs/public-menu.md, "Languages"): which language
 * a request gets, the owner's texts with their Spanish fallback, the page's own words and
 * formats, the language links and alternates, and the cache per language; page and JSON.
 */

const MINUTE = 60_000
const WEEK = 7 * 1440
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()
const htmlLang = (html: string) => /^<!doctype html><html lang="([a-z]+)">/.exec(html)?.[1]
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(?:<img[^>]*>)?([^<]*)</h${level}>`, 'g'))].map((m) => m[1])

describe(`public menu in the diner's language (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** Moves the clock forward to the next `weekday` at `hh:mm` in the app's zone. */
  function travelTo(weekday: number, hhmm: string) {
    const now = t.config.now()
    const at = localTime(now, t.config.timeZone)
    const target = weekday * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
    const delta = (((target - (at.weekday * 1440 + at.minutes)) % WEEK) + WEEK) % WEEK || WEEK
    t.travel(delta * MINUTE - (now % MINUTE))
  }

  /**
   * A NEGOCIO owner whose menu is in Spanish, English and French: 'Café de olla' translated in
   * both (its description in English only), 'Tamal' in none, a tag, a variant group, a sold-out
   * dish, a dish out of its hours (label mode) and a promotion with its texts translated.
   */
  async function translatedMenu(languages = ['es', 'en', 'fr']) {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    await api.req('PUT', `/v1/sucursales/${branch!.id}`, { name: 'Centro', phone: '5551234567' })
    const profile = await api.req('PUT', '/v1/profiles/me', { languages, off_schedule: 'label' })
    assert.equal(profile.status, 200, JSON.stringify(profile.body))
    const family = await api.family('Bebidas', { translations: { en: { name: 'Drinks' }, fr: { name: 'Boissons' } } })
    const category = await api.category(family, 'Calientes', { translations: { en: { name: 'Hot' } } })
    const tag = await api.tag('Picante', { translations: { en: { name: 'Spicy' } } })
    const cafe = await api.product(category, 'Café de olla', 35, {
      description: 'Con canela y piloncillo',
      translations: {
        en: { name: 'Pot coffee', description: 'With cinnamon and cane sugar' },
        fr: { name: 'Café de olla à la cannelle' },
      },
    })
    await api.req('POST', `/v1/products/${cafe}/tags`, { tag_id: tag })
    const group = await api.created('POST', '/v1/groups', {
      name: 'Tamaño',
      translations: { en: { name: 'Size' } },
      variants: [{ name: 'Grande', price: 10.5, translations: { en: { name: 'Large' } } }, { name: 'Chico' }],
    })
    await api.req('POST', `/v1/products/${cafe}/variants`, { group_id: group })
    await api.req('PUT', `/v1/products/${cafe}/variants`, { group_id: group, limit: 2, obligatory: true })
    const tamal = await api.product(category, 'Tamal', 12.5, { description: 'De rajas' })
    const sold = await api.req('PUT', `/v1/products/${tamal}/sold-out`, {
      sucursal_id: branch!.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(sold.status, 200, JSON.stringify(sold.body))
    await api.product(category, 'Desayuno', 80, {
      schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] },
      translations: { en: { name: 'Breakfast' } },
    })
    const marketing = marketingApi(t, a.access_token)
    const promo = await marketing.promotion('Dos por uno', { description: 'Los martes', expiration: '2030-03-05' })
    const up = await marketing.upload(`/v1/promotions/${promo}/attachment`, 'poster', 'p.png', await png(540, 960))
    assert.equal(up.status, 200, JSON.stringify(up.body))
    // The marketing routes' translations are another step's; the column is the menu's source.
    await t.db
      .updateTable('promotions')
      .set({ translations: JSON.stringify({ en: { name: 'Two for one', description: 'On Tuesdays' } }) })
      .where('id', '=', promo)
      .execute()
    return { ...a, api, key: branch!.route_key, branchId: branch!.id }
  }

  const page = (key: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/m/${key}${query}`, headers })
  const json = (key: string, query = '', headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: `/v1/public/menus/${key}${query}`, headers })

  it('?lang= wins over Accept-Language; Accept-Language by q-value; html lang, Content-Language and Vary say which', async () => {
    const o = await translatedMenu()
    const cases: Array<[string, Record<string, string>, string, boolean]> = [
      ['', {}, 'es', true],
      ['', { 'accept-language': 'en-US,en;q=0.9' }, 'en', true],
      ['', { 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' }, 'fr', true], // German is not offered
      ['', { 'accept-language': 'en;q=0.2, fr-CA;q=0.9, es;q=0.5' }, 'fr', true],
      ['', { 'accept-language': 'fr;q=0, en;q=0.1' }, 'en', true], // q=0: not wanted
      ['?lang=fr', { 'accept-language': 'en' }, 'fr', false],
      ['?lang=es', { 'accept-language': 'en' }, 'es', false],
      ['?lang=EN-gb', {}, 'en', false],
    ]
    for (const [query, headers, lang, byHeader] of cases) {
      const res = await page(o.key, query, headers)
      const what = `${query} ${JSON.stringify(headers)}`
      assert.equal(res.statusCode, 200, what)
      assert.equal(htmlLang(res.body), lang, what)
      assert.equal(res.headers['content-language'], lang, what)
      assert.equal(res.headers.vary, byHeader ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding', what)
    }
    const english = (await page(o.key, '', { 'accept-language': 'en' })).body
    assert.deepEqual(headings(english, 2), ['Promotions', 'Drinks'])
    assert.deepEqual(headings(english, 4), ['Pot coffee', 'Tamal', 'Breakfast'])
    assert.deepEqual(headings((await page(o.key, '?lang=fr')).body, 2), ['Promotions', 'Boissons'])
  })

  it('a language the menu does not offer is Spanish for the whole page, also after a downgrade past the limit', async () => {
    const o = await translatedMenu()
    for (const [query, headers] of [
      ['?lang=de', {}],
      ['?lang=xx', {}],
      ['?lang=%3Cb%3E', {}],
      ['', { 'accept-language': 'de, ja;q=0.5' }],
      ['', { 'accept-language': '*' }],
    ] as Array<[string, Record<string, string>]>) {
      const res = await page(o.key, query, headers)
      assert.equal(htmlLang(res.body), 'es', query)
      assert.deepEqual(headings(res.body, 2), ['Promociones', 'Bebidas'], query)
      assert.ok(res.body.includes('Agotado') && !res.body.includes('Sold out'), query)
    }
    // FREEMIUM offers one language besides Spanish: the first chosen (English) stays, French waits.
    await accountsData(t.db).setPlan(o.id, 'FREEMIUM')
    const french = await page(o.key, '?lang=fr')
    assert.equal(htmlLang(french.body), 'es')
    assert.ok(!french.body.includes('hreflang="fr"'))
    assert.equal(htmlLang((await page(o.key, '?lang=en')).body), 'en')
    assert.deepEqual(
      (await json(o.key, '?lang=fr')).body.info.languages.map((l: { code: string }) => l.code),
      ['es', 'en'],
    )
    await accountsData(t.db).setPlan(o.id, 'NEGOCIO')
    assert.equal(htmlLang((await page(o.key, '?lang=fr')).body), 'fr')

    // A menu in Spanish only: no links, no alternates, the same answer whatever the browser says.
    const a = await account(t, 'NEGOCIO')
    const [only] = (await menuApi(t, a.access_token).req('GET', '/v1/sucursales')).body.info
    const res = await page(only.route_key, '', { 'accept-language': 'en' })
    assert.equal(htmlLang(res.body), 'es')
    assert.equal(res.headers.vary, 'Accept-Encoding')
    assert.ok(!res.body.includes('hreflang') && !res.body.includes('class="lng"'))
  })

  it("each text falls back to Spanish on its own; the page's words, prices, dates and schedules are in the language", async () => {
    const o = await translatedMenu()
    travelTo(6, '10:00') // Saturday: breakfast (Mon–Fri) is out of its hours, labelled
    const en = (await page(o.key, '?lang=en')).body
    assert.match(en, /<h4>Pot coffee<\/h4><p class="pr">MX\$35<\/p>/)
    assert.match(en, /<p class="d">With cinnamon and cane sugar<\/p>/)
    assert.match(
      en,
      /<h4>Tamal<\/h4><p class="pr"><s>MX\$12\.50<\/s><\/p><\/div><p class="bd"><span class="ag">Sold out<\/span>/,
    )
    assert.match(en, /<p class="d">De rajas<\/p>/) // untranslated: Spanish
    assert.match(en, /<ul class="tg" aria-label="Tags"><li>Spicy<\/li><\/ul>/)
    assert.match(en, /Size <span>\(Choose up to 2 · Required\)<\/span>/)
    assert.match(en, /<li><span>Large<\/span><span>\+MX\$10\.50<\/span><\/li><li><span>Chico<\/span><\/li>/)
    assert.match(en, /<p class="hrs">Mon–Fri 7:00 AM–12:00 PM<\/p>/)
    assert.match(
      en,
      /<strong>Two for one<\/strong><small>On Tuesdays<\/small><small class="vig">Valid until March 5<\/small>/,
    )
    assert.match(en, /<h2 class="vh" id="promos">Promotions<\/h2>/)
    assert.match(en, /<a class="skip" href="#menu">Skip to the menu<\/a>/)
    assert.match(en, /aria-label="Call 555 123 4567"/)
    assert.match(en, /<footer class="foot"><p>Prices in MXN, VAT included<\/p><\/footer>/)
    assert.match(en, /<summary>Options<\/summary>/)
    assert.match(en, /<title>La Cantina · Centro \| Menu<\/title>/)
    for (const spanish of [
      'Agotado',
      'Elige hasta',
      'Obligatorio',
      'Promociones',
      'Vigente',
      'Precios en',
      'Lun a vie',
    ])
      assert.ok(!en.includes(spanish), spanish)

    const fr = (await page(o.key, '?lang=fr')).body
    assert.match(fr, /<h4>Café de olla à la cannelle<\/h4><p class="pr">35\u00a0\$MX<\/p>/)
    assert.match(fr, /<p class="d">Con canela y piloncillo<\/p>/) // French name, Spanish description
    assert.match(fr, /<h3>Calientes<\/h3>/)
    assert.match(fr, /12,50\u00a0\$MX/)
    assert.match(fr, /<span class="ag">Épuisé<\/span>/)
    assert.match(fr, /<p class="hrs">Lun\. au ven\. de 7:00 à 12:00<\/p>/)
    assert.match(
      fr,
      /<strong>Dos por uno<\/strong><small>Los martes<\/small><small class="vig">Valable jusqu’au 5 mars<\/small>/,
    )

    // Spanish stays as it always was.
    const es = (await page(o.key)).body
    assert.match(es, /<p class="hrs">Lun a vie de 7:00 a 12:00<\/p>/)
    assert.match(es, /<p class="pr">\$35<\/p>/)
    assert.match(es, /Vigente hasta el 5 de marzo/)
  })

  it('hreflang alternates for every language and x-default; plain links to the other languages, each in its own', async () => {
    const o = await translatedMenu(['es', 'en', 'fr', 'ja'])
    const base = `${t.config.publicMenuUrl}/m/${o.key}`
    const en = (await page(o.key, '?lang=en')).body
    const head = en.slice(0, en.indexOf('</head>'))
    assert.deepEqual(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
      [
        ['es', `${base}?lang=es`],
        ['en', `${base}?lang=en`],
        ['fr', `${base}?lang=fr`],
        ['ja', `${base}?lang=ja`],
        ['x-default', base],
      ],
    )
    assert.ok(head.includes(`<link rel="canonical" href="${base}?lang=en">`))
    const nav = /<ul class="lng" aria-label="Languages">(.*?)<\/ul>/.exec(en)?.[1]
    assert.equal(
      nav,
      '<li><a href="?lang=es" hreflang="es" lang="es">Español</a></li>' +
        '<li><a href="?lang=fr" hreflang="fr" lang="fr">Français</a></li>' +
        '<li><a href="?lang=ja" hreflang="ja" lang="ja">日本語</a></li>',
    )
    // The links lead where they say: each page is in its language and links to the others.
    for (const code of ['es', 'fr', 'ja']) {
      const other = (await page(o.key, `?lang=${code}`)).body
      assert.equal(htmlLang(other), code)
      assert.ok(other.includes('<a href="?lang=en" hreflang="en" lang="en">English</a>'), code)
      assert.ok(!other.includes(`<a href="?lang=${code}"`), `${code} does not link to itself`)
    }
    assert.match((await page(o.key, '?lang=ja')).body, /<ul class="lng" aria-label="言語">/)
    // An old key keeps the language through its redirect.
    const moved = await o.api.req('PUT', `/v1/sucursales/${o.branchId}`, { route_key: `${o.key}-nuevo` })
    assert.equal(moved.status, 200, JSON.stringify(moved.body))
    const redirect = await page(o.key, '?lang=fr')
    assert.equal(redirect.statusCode, 301)
    assert.equal(redirect.headers.location, `/m/${o.key}-nuevo?lang=fr`)
  })

  it('cache and ETag per language: each language its own bytes and 304s; a write shows in every language', async () => {
    const o = await translatedMenu()
    const es = await page(o.key)
    const en = await page(o.key, '', { 'accept-language': 'en' })
    const fr = await page(o.key, '?lang=fr')
    const etags = [es, en, fr].map((r) => r.headers.etag as string)
    assert.equal(new Set(etags).size, 3, etags.join(' '))
    // The same language by either route is the same representation.
    assert.equal((await page(o.key, '?lang=en')).headers.etag, etags[1])
    assert.equal((await page(o.key, '', { 'accept-language': 'en', 'if-none-match': etags[1]! })).statusCode, 304)
    // An English validator does not validate the French page.
    const other = await page(o.key, '?lang=fr', { 'if-none-match': etags[1]! })
    assert.equal(other.statusCode, 200)
    assert.equal(htmlLang(other.body), 'fr')
    // Every language is served from the cache until a write, and rebuilt after it.
    assert.equal((await page(o.key, '?lang=fr')).body, fr.body)
    const cafe = (await o.api.products()).find((p) => p.name === 'Café de olla')
    await o.api.req('PUT', `/v1/products/${cafe!.id}`, { translations: { fr: { name: 'Café au pot' } }, price: 40 })
    assert.match((await page(o.key, '?lang=fr')).body, /<h4>Café au pot<\/h4><p class="pr">40\u00a0\$MX<\/p>/)
    assert.match((await page(o.key, '?lang=en')).body, /<h4>Pot coffee<\/h4><p class="pr">MX\$40<\/p>/)
    assert.notEqual((await page(o.key)).headers.etag, etags[0])
  })

  it('the JSON menu follows the same rule and says which language it answered', async () => {
    const o = await translatedMenu()
    const byHeader = await json(o.key, '', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })
    assert.equal(byHeader.status, 200)
    assert.equal(byHeader.body.info.language, 'fr')
    assert.equal(byHeader.headers['content-language'], 'fr')
    assert.equal(byHeader.headers.vary, 'Accept-Encoding, Accept-Language')
    const en = await json(o.key, '?lang=en', { 'accept-language': 'fr' })
    const info = en.body.info
    assert.equal(info.language, 'en')
    assert.equal(en.headers.vary, 'Accept-Encoding')
    assert.deepEqual(info.languages, [
      { code: 'es', name: 'Español', url: `${info.url}?lang=es` },
      { code: 'en', name: 'English', url: `${info.url}?lang=en` },
      { code: 'fr', name: 'Français', url: `${info.url}?lang=fr` },
    ])
    const [cafe, tamal] = info.families[0].categories[0].products
    assert.deepEqual(
      [cafe.name, cafe.description, cafe.price, cafe.price_text],
      ['Pot coffee', 'With cinnamon and cane sugar', 35, 'MX$35'],
    )
    assert.equal(cafe.tags[0].name, 'Spicy')
    assert.deepEqual([cafe.variant_groups[0].name, cafe.variant_groups[0].rule], ['Size', 'Choose up to 2 · Required'])
    assert.deepEqual(
      cafe.variant_groups[0].variants.map((v: { name: string }) => v.name),
      ['Large', 'Chico'],
    )
    assert.deepEqual([tamal.name, tamal.description, tamal.sold_out], ['Tamal', 'De rajas', true])
    assert.deepEqual([info.promotions[0].name, info.promotions[0].description], ['Two for one', 'On Tuesdays'])
    const es = (await json(o.key, '?lang=de')).body.info
    assert.equal(es.language, 'es')
    assert.equal(es.families[0].name, 'Bebidas')
    const unknown = await json('no-existe-este-menu', '?lang=en')
    assert.equal(unknown.status, 404)
  })

  it('the 404 page speaks the browser language among all the supported ones', async () => {
    const res = await page('no-existe-este-menu', '', { 'accept-language': 'ja,en;q=0.5' })
    assert.equal(res.statusCode, 404)
    assert.equal(htmlLang(res.body), 'ja')
    assert.ok(res.body.includes('このメニューが見つかりませんでした'))
    assert.equal(res.headers.vary, 'Accept-Encoding, Accept-Language')
    const es = await page('no-existe-este-menu')
    assert.equal(htmlLang(es.body), 'es')
    assert.ok(es.body.includes('No encontramos este menú'))
  })
})
