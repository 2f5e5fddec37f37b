import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import fs from 'node:fs'
import { create, type Font } from 'fontkit'
import { fontChain } from '../src/fonts/print-fonts.js'
import { woffToSfnt } from '../src/fonts/woff.js'
import { BLEED, POSTER_MENU_AREA, posterPdf } from '../src/print/poster.js'
import { printSource } from '../src/print/source.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { inkBox, pageBoxesCm, pageCount, pdfFonts, pdfText, pixel, renderPages } from './print-pdf.js'

/**
 * Print-shop ready files (issue 38, items 5 and 6; docs/print.md): every font embedded (the
 * brand's family, CJK faces for Japanese, Korean and Chinese menus), the poster's menu filling
 * its sheet whatever its length, a bleed under the header band, the restaurant's name on the
 * tents, and an empty menu refused with a message rather than printed blank.
 */

const CM = 72 / 2.54

async function bytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of doc) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** How much of the poster's menu area (first sheet) holds ink, as fractions of its width and height. */
function menuInk(pdf: Buffer) {
  const rendered = renderPages(pdf, 24)
  const area = { ...POSTER_MENU_AREA, x: POSTER_MENU_AREA.x + BLEED, y: POSTER_MENU_AREA.y + BLEED }
  const box = inkBox(rendered, 0, area)
  return { box, width: box.right - box.left, height: box.bottom - box.top }
}

describe(`print files for the print shop (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let accountId: number
  let branch: { id: number; route_key: string; name: string }
  before(async () => {
    t = await makeApp()
    const a = await account(t, 'NEGOCIO')
    token = a.access_token
    accountId = a.id
    const menu = menuApi(t, token)
    const langs = await menu.req('PUT', '/v1/profiles/me', { languages: ['es', 'ja', 'ko', 'zh'] })
    assert.equal(langs.status, 200, JSON.stringify(langs.body))
    const family = await menu.family('Comida')
    const tacos = await menu.category(family, 'Tacos')
    const drinks = await menu.category(family, 'Bebidas')
    for (const [name, price] of [
      ['Tacos al pastor', 25],
      ['Tacos de suadero', 25],
      ['Gringa', 60],
      ['Quesadilla', 45],
    ] as const)
      await menu.product(tacos, name, price, name === 'Gringa' ? { translations: { ja: { name: 'グリンガ' } } } : {})
    for (const [name, price] of [
      ['Agua de horchata', 30],
      ['Refresco', 28],
      ['Café de olla', 35],
    ] as const)
      await menu.product(drinks, name, price)
    branch = (await menu.read<Array<typeof branch>>('/v1/sucursales'))[0]!
  })
  after(async () => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  const file = async (name: string) => {
    const res = await get(`/v1/sucursales/${branch.id}/print/${name}`)
    assert.equal(res.statusCode, 200, res.body)
    return res.rawPayload
  }

  it('poster: a 7-dish menu fills the sheet (big type across the whole menu area), not its top-left corner', async () => {
    const pdf = await file('poster.pdf')
    assert.equal(pageCount(pdf), 1)
    const ink = menuInk(pdf)
    assert.ok(ink.width >= 0.9, `the menu spans ${(ink.width * 100).toFixed(0)} % of the area's width`)
    assert.ok(ink.height >= 0.8, `the menu spans ${(ink.height * 100).toFixed(0)} % of the area's height`)
    assert.ok(ink.box.left < 0.05 && ink.box.top < 0.05, JSON.stringify(ink.box))
    const text = pdfText(pdf)
    for (const words of ['Tacos al pastor', 'Café de olla', '$35', 'Precios en MXN, IVA incluido'])
      assert.ok(text.includes(words), `${words} in:\n${text}`)
  })

  it('poster: a 150-dish menu fits one sheet and fills it too', async () => {
    const source = await printSource(t.app.ctx, accountId, branch.id)
    const [model] = source.view.families.flatMap((f) => f.categories.flatMap((c) => c.products))
    const dishes = Array.from({ length: 150 }, (_, i) => ({
      ...model!,
      id: 10_000 + i,
      name: `Platillo ${String(i + 1).padStart(3, '0')}`,
    }))
    const pdf = await bytes(posterPdf({ ...source, view: { ...source.view, other_products: dishes } }))
    assert.equal(pageCount(pdf), 1)
    const ink = menuInk(pdf)
    assert.ok(ink.width >= 0.9, `the menu spans ${(ink.width * 100).toFixed(0)} % of the area's width`)
    assert.ok(ink.height >= 0.85, `the menu spans ${(ink.height * 100).toFixed(0)} % of the area's height`)
    const text = pdfText(pdf)
    assert.deepEqual(
      dishes.filter((d) => !text.includes(d.name)).map((d) => d.name),
      [],
      'every dish is printed',
    )
  })

  it('poster: 35 × 50 cm trimmed, with a 3 mm bleed that the header band runs into', async () => {
    const pdf = await file('poster.pdf')
    const boxes = pageBoxesCm(pdf)
    const size = (b: number[]) => [b[2]! - b[0]!, b[3]! - b[1]!].map((v) => v.toFixed(2))
    assert.deepEqual(size(boxes.TrimBox), ['35.00', '50.00'])
    assert.deepEqual(size(boxes.MediaBox), ['35.60', '50.60'])
    assert.deepEqual(boxes.BleedBox, boxes.MediaBox)
    // The band's colour (the default theme's buttons) reaches the sheet's very edge, in the bleed.
    const page = renderPages(pdf, 24).pages[0]!
    const accent = pixel(page, Math.round(page.width / 2), Math.round(1.5 * CM * (24 / 72)))
    assert.notEqual(accent, '#ffffff')
    // (The last column of pixels is partly past the sheet's edge.)
    assert.equal(pixel(page, 0, 0), accent)
    assert.equal(pixel(page, page.width - 2, 0), accent)
  })

  it('every file embeds all its fonts: the brand’s chosen families, or the default one', async () => {
    const check = async (expect: RegExp) => {
      for (const name of ['tents.pdf', 'poster.pdf', 'menu.pdf']) {
        const fonts = pdfFonts(await file(name))
        assert.ok(fonts.length > 0, name)
        assert.deepEqual(
          fonts.filter((f) => !f.embedded),
          [],
          `${name}: ${JSON.stringify(fonts)}`,
        )
        assert.ok(
          fonts.every((f) => expect.test(f.name)),
          `${name}: ${fonts.map((f) => f.name)}`,
        )
      }
    }
    // The default brand fonts are commercial ones: the print files use their own default.
    await check(/\+Inter-/)
    const chose = await menuApi(t, token).req('PUT', '/v1/profiles/me', {
      fonts: { headline_font: 'Montserrat', body_font: 'Work Sans' },
    })
    assert.equal(chose.status, 200, JSON.stringify(chose.body))
    try {
      await check(/\+(Montserrat-Bold|WorkSans-Regular)$/)
      const poster = pdfFonts(await file('poster.pdf')).map((f) => f.name.split('+')[1])
      assert.deepEqual([...new Set(poster)].sort(), ['Montserrat-Bold', 'WorkSans-Regular'])
    } finally {
      await menuApi(t, token).req('PUT', '/v1/profiles/me', {
        fonts: { headline_font: 'SS Nickson One', body_font: 'Aktiv Grotesk' },
      })
    }
  })

  it('prints the menu in Japanese, Korean and Chinese with an embedded CJK font, the Spanish texts in the Latin one', async () => {
    for (const [lang, words, face] of [
      ['ja', '価格はMXN、税込', /NotoSansJP/],
      ['ko', '가격 MXN, 부가세 포함', /NotoSansKR/],
      ['zh', '价格以 MXN 计，含增值税', /NotoSansSC/],
    ] as const) {
      const pdf = await file(`menu.pdf?lang=${lang}`)
      const text = pdfText(pdf)
      assert.ok(text.includes(words), `${lang}: ${words} in:\n${text}`)
      // Untranslated dishes print in Spanish, accents and all.
      assert.ok(text.includes('Café de olla'), `${lang}:\n${text}`)
      const fonts = pdfFonts(pdf)
      assert.deepEqual(
        fonts.filter((f) => !f.embedded),
        [],
        JSON.stringify(fonts),
      )
      assert.ok(
        fonts.some((f) => face.test(f.name)),
        `${lang}: ${fonts.map((f) => f.name)}`,
      )
      assert.ok(
        fonts.some((f) => /\+Inter-/.test(f.name)),
        `${lang}: ${fonts.map((f) => f.name)}`,
      )
    }
    assert.match(pdfText(await file('menu.pdf?lang=ja')), /グリンガ/)
    // A Spanish file embeds no CJK face: nothing in it needs one.
    assert.ok(pdfFonts(await file('menu.pdf')).every((f) => !/NotoSans/.test(f.name)))
  })

  it('a WOFF face unpacked with zlib is the font it wraps: the same glyphs, names and metrics', () => {
    for (const file of fontChain({ headline: 'Montserrat', body: 'Inter', lang: 'ko' }, 'bold')) {
      const woff = fs.readFileSync(file)
      const [packed, plain] = [create(woff) as Font, create(woffToSfnt(woff)) as Font]
      assert.equal(plain.type, 'TTF', file)
      assert.equal(plain.postscriptName, packed.postscriptName)
      assert.equal(plain.numGlyphs, packed.numGlyphs)
      for (const text of ['Menú', '가격', '价格', 'テーブル'])
        assert.deepEqual(
          plain.layout(text).glyphs.map((g) => [g.id, g.advanceWidth]),
          packed.layout(text).glyphs.map((g) => [g.id, g.advanceWidth]),
          `${file}: ${text}`,
        )
    }
  })

  it('tents carry the restaurant’s name as well as the branch’s', async () => {
    // Tables: each tent says 'Mesa n' where a branch without tables prints the company's name.
    const renamed = await menuApi(t, token).req('PUT', `/v1/sucursales/${branch.id}`, {
      name: 'Sucursal Centro',
      tables: 2,
    })
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body))
    const text = pdfText(await file('tents.pdf'))
    assert.ok(text.includes('Mesa 2'), text)
    assert.ok(text.includes('La Cantina'), text)
    assert.ok(text.includes('Sucursal Centro'), text)
  })

  it('an empty menu: the poster and the printed menu are refused with a message that says why; tents still print', async () => {
    const empty = await account(t, 'NEGOCIO')
    const menu = menuApi(t, empty.access_token)
    await menu.category(await menu.family('Comida'), 'Tacos')
    const [own] = await menu.read<Array<{ id: number }>>('/v1/sucursales')
    for (const name of ['poster.pdf', 'menu.pdf']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v1/sucursales/${own!.id}/print/${name}`,
        token: empty.access_token,
      })
      assert.equal(res.status, 409, name)
      assert.equal(res.body.error.code, 'PRINT_MENU_EMPTY')
      assert.match(res.body.error.message, /no tiene platillos/)
    }
    const tents = await call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/${own!.id}/print/tents.pdf`,
      token: empty.access_token,
    })
    assert.equal(tents.status, 200)
  })
})
