import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as fontkit from 'fontkit'
import { iconGlyph, SUBSET_FILE, subsetGlyphs } from '../src/public-menu/icons.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * The public menu's icons on a slow phone (issue 40, item 8): the icons a page shows by default
 * come from a ~8 KB subset of Font Awesome solid, declared with the page's glyphs as its
 * unicode-range; the whole font (~118 KB) stays declared before it, for any other icon set
 * through the API, and is fetched only then.
 */

const hex = (glyph: string) => glyph.codePointAt(0)!.toString(16).toUpperCase()

describe(`public menu: icon font subset (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('the committed subset holds exactly the listed icons (npm run icons:subset -w api rewrites it)', () => {
    const font = fontkit.openSync(SUBSET_FILE) as fontkit.Font
    // U+FFFF: the subsetter's placeholder, no icon.
    const inFont = font.characterSet.filter((cp) => cp !== 0xffff).sort((a, b) => a - b)
    assert.deepEqual(
      inFont,
      subsetGlyphs().map((g) => g.codePointAt(0)!),
    )
    assert.ok(subsetGlyphs().length >= 60, 'every tag icon of the panel and every allergen icon')
  })

  it("the page: the whole font first, then the subset for the page's glyphs it holds; both immutable", async () => {
    const a = await account(t)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    const p = await api.product(0, 'Chile relleno', 90)
    for (const [name, icon] of [
      ['Picante', 'fa-solid fa-pepper-hot'], // in the subset: a panel tag icon
      ['Espacial', 'fa-solid fa-rocket'], // set through the API: the whole font draws it
    ]) {
      const tag = await api.tag(name, { icon })
      await api.req('POST', `/v1/products/${p}/tags`, { tag_id: tag })
    }
    const html = (await t.app.inject({ method: 'GET', url: `/m/${branch.route_key}` })).body
    const faces = [...html.matchAll(/@font-face\{font-family:"Font Awesome 7 Free";[^}]*\}/g)].map((m) => m[0])
    assert.equal(faces.length, 2, faces.join('\n'))
    const [whole, subset] = faces as [string, string]
    assert.match(whole, /src:url\(\/m\/assets\/fa-solid-900\.[0-9a-f]+\.woff2\) format\("woff2"\)\}$/)
    assert.ok(!whole.includes('unicode-range'), 'the whole font is the fallback for every other character')
    const range = subset.match(/;unicode-range:([^}]+)\}$/)?.[1]?.split(',')
    assert.ok(subset.includes('/m/assets/fa-solid-subset.') && range, subset)
    assert.ok(range.includes(`U+${hex(iconGlyph('fa-pepper-hot')!)}`), range.join(','))
    assert.ok(!range.some((r) => r.includes(hex(iconGlyph('fa-rocket')!))), 'an icon the subset lacks is not claimed')
    assert.ok(html.includes(`<i aria-hidden="true">${iconGlyph('fa-rocket')}</i>Espacial`))
    for (const face of faces) {
      const url = face.match(/url\(([^)]+)\)/)![1]!
      const res = await t.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'font/woff2')
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(res.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2')
      if (url.includes('subset')) assert.ok(res.rawPayload.length < 12_000, `${res.rawPayload.length} bytes`)
    }
  })
})
