import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { posterPdf } from '../src/print/poster.js'
import { printSource } from '../src/print/source.js'
import { TENT_LAYOUT } from '../src/print/tents.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { findQrs, pageCount, pageSizeCm, pdfText, renderPages } from './print-pdf.js'

/**
 * The print files (issue 31, docs/print.md): tents, poster and printable menu of a branch —
 * headers, auth and tenancy, the paper option; then each file rendered with poppler and read
 * back: every QR code decoded to its link, its printed size and quiet zone measured, the
 * texts as the public menu's view model has them (no 'Agotado').
 */

const DPI = 100

describe(`print files (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let accountId: number
  let branch: { id: number; route_key: string; menu_url: string }
  before(async () => {
    t = await makeApp()
    const a = await account(t, 'NEGOCIO')
    token = a.access_token
    accountId = a.id
    const menu = menuApi(t, token)
    const family = await menu.family('Comida')
    const breakfast = await menu.category(family, 'Desayunos')
    const mains = await menu.category(family, 'Platos fuertes')
    await menu.product(breakfast, 'Chilaquiles verdes', 95, {
      schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '08:00', end: '12:00' }] },
    })
    await menu.product(mains, 'Enchiladas suizas', 120.5, { allergens: { milk: 'contains' } })
    const soldOut = await menu.product(mains, 'Pozole rojo', 140)
    branch = (await menu.read<Array<typeof branch>>('/v1/sucursales'))[0]!
    const marked = await menu.req('PUT', `/v1/products/${soldOut}/sold-out`, {
      sucursal_id: branch.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(marked.status, 200, JSON.stringify(marked.body))
    const tables = await menu.req('PUT', `/v1/sucursales/${branch.id}`, { tables: 5 })
    assert.equal(tables.status, 200, JSON.stringify(tables.body))
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    const up = await menu.upload('/v1/profiles/attachment', 'logo', 'logo.png', logo, 'image/png')
    assert.equal(up.status, 200, JSON.stringify(up.body))
  })
  after(async () => t.close())

  const get = (url: string, bearer: string | undefined = token) =>
    t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })

  it('answers each file as a PDF attachment named for the branch; 401 without login, 404 for another account', async () => {
    const files = [
      ['tents.pdf', `mesas-${branch.route_key}.pdf`],
      ['poster.pdf', `cartel-${branch.route_key}.pdf`],
      ['menu.pdf', `menu-${branch.route_key}-es.pdf`],
    ]
    const other = await account(t, 'NEGOCIO')
    for (const [file, name] of files) {
      const res = await get(`/v1/sucursales/${branch.id}/print/${file}`)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['content-type'], 'application/pdf')
      assert.equal(res.headers['content-disposition'], `attachment; filename="${name}"`)
      assert.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-')
      const anonymous = await get(`/v1/sucursales/${branch.id}/print/${file}`, '')
      assert.equal(anonymous.statusCode, 401)
      const foreign = await call(t.app, {
        method: 'GET',
        url: `/v1/sucursales/${branch.id}/print/${file}`,
        token: other.access_token,
      })
      assert.equal(foreign.status, 404)
      assert.equal(foreign.body.error.code, 'RESOURCE_NOT_FOUND')
    }
  })

  it('prints tents on Letter by default and on A4 when asked, 4 per sheet; a bad paper or language is a 400 naming it', async () => {
    const letter = (await get(`/v1/sucursales/${branch.id}/print/tents.pdf`)).rawPayload
    const a4 = (await get(`/v1/sucursales/${branch.id}/print/tents.pdf?paper=a4`)).rawPayload
    assert.deepEqual(
      Object.values(pageSizeCm(letter)).map((v) => v.toFixed(1)),
      ['21.6', '27.9'],
    )
    assert.deepEqual(
      Object.values(pageSizeCm(a4)).map((v) => v.toFixed(1)),
      ['21.0', '29.7'],
    )
    assert.equal(pageCount(letter), 2, '5 tables: 4 + 1')
    const bad = await call(t.app, { method: 'GET', url: `/v1/sucursales/${branch.id}/print/tents.pdf?paper=a3`, token })
    assert.equal(bad.status, 400)
    const lang = await call(t.app, { method: 'GET', url: `/v1/sucursales/${branch.id}/print/menu.pdf?lang=fr`, token })
    assert.equal(lang.status, 400)
    assert.equal(lang.body.error.field, 'lang')
    assert.match(lang.body.error.message, /fr/)
  })

  it('tents: every code decodes to its table link, is at least 4 cm wide with 4 modules of quiet zone; the words are printed', async () => {
    for (const paper of ['letter', 'a4']) {
      const pdf = (await get(`/v1/sucursales/${branch.id}/print/tents.pdf?paper=${paper}`)).rawPayload
      const rendered = renderPages(pdf, DPI)
      // Each tent's two halves (front and back) are regions of their own.
      const regions = [0, 1].flatMap((col) =>
        [0, 1, 2, 3].map((half) => ({ x: col * 0.5, y: half * 0.25, w: 0.5, h: 0.25 })),
      )
      const found = rendered.pages.flatMap((_, i) => findQrs(rendered, i, regions))
      const expected = [1, 2, 3, 4, 5].map((n) => `${branch.menu_url}?mesa=${n}`)
      assert.deepEqual([...new Set(found.map((q) => q.data))].sort(), expected.sort(), paper)
      assert.equal(found.length, 10, `${paper}: front and back of 5 tents`)
      for (const q of found) {
        assert.ok(q.widthCm >= 4, `${paper} ${q.data}: ${q.widthCm.toFixed(2)} cm wide`)
        assert.ok(q.quietModules >= 3.8, `${paper} ${q.data}: quiet zone of ${q.quietModules.toFixed(2)} modules`)
      }
      assert.ok(TENT_LAYOUT.qrWidth >= (4 * 72) / 2.54)
    }
    const text = pdfText((await get(`/v1/sucursales/${branch.id}/print/tents.pdf`)).rawPayload)
    for (const words of ['Mesa 1', 'Mesa 5', 'Escanea para ver el menú']) assert.ok(text.includes(words), words)
  })

  it('a branch with 0 tables gets one tent with its plain menu link', async () => {
    await menuApi(t, token).req('PUT', `/v1/sucursales/${branch.id}`, { tables: 0 })
    try {
      const pdf = (await get(`/v1/sucursales/${branch.id}/print/tents.pdf`)).rawPayload
      const rendered = renderPages(pdf, DPI)
      const found = findQrs(rendered, 0, [{ x: 0, y: 0.25, w: 0.5, h: 0.25 }])
      assert.deepEqual(
        found.map((q) => q.data),
        [branch.menu_url],
      )
      assert.doesNotMatch(pdfText(pdf), /Mesa \d/)
    } finally {
      await menuApi(t, token).req('PUT', `/v1/sucursales/${branch.id}`, { tables: 5 })
    }
  })

  it('poster: at least 35 × 50 cm, the menu with prices, hours and the tax line, its QR code; no sold-out mark', async () => {
    const pdf = (await get(`/v1/sucursales/${branch.id}/print/poster.pdf`)).rawPayload
    const size = pageSizeCm(pdf)
    assert.ok(size.width >= 35 - 0.01 && size.height >= 50 - 0.01, JSON.stringify(size))
    assert.equal(pageCount(pdf), 1)
    const rendered = renderPages(pdf, 40)
    const found = findQrs(rendered, 0, [{ x: 0.5, y: 0.6, w: 0.5, h: 0.4 }])
    assert.deepEqual(
      found.map((q) => q.data),
      [branch.menu_url],
    )
    assert.ok(found[0]!.widthCm >= 4, `${found[0]!.widthCm} cm`)
    assert.ok(found[0]!.quietModules >= 3.8, `quiet zone ${found[0]!.quietModules}`)
    const text = pdfText(pdf)
    for (const words of [
      'Chilaquiles verdes',
      '$95',
      'Enchiladas suizas',
      '$120.50',
      'Pozole rojo',
      '$140',
      'Precios en MXN, IVA incluido',
      '8:00 a 12:00',
    ])
      assert.ok(text.includes(words), `${words} in:\n${text}`)
    assert.doesNotMatch(text, /Agotado/)
  })

  it('poster: a menu too long for one 35 × 50 cm sheet goes on over more sheets, every dish printed, each sheet with its code', async () => {
    const source = await printSource(t.app.ctx, accountId, branch.id)
    const [model] = [...source.view.families.flatMap((f) => f.categories.flatMap((c) => c.products))]
    const dishes = Array.from({ length: 1200 }, (_, i) => ({
      ...model!,
      id: 10_000 + i,
      name: `Platillo ${String(i + 1).padStart(4, '0')}`,
    }))
    const doc = posterPdf({ ...source, view: { ...source.view, other_products: dishes } })
    const chunks: Buffer[] = []
    for await (const chunk of doc) chunks.push(chunk as Buffer)
    const pdf = Buffer.concat(chunks)
    const pages = pageCount(pdf)
    assert.ok(pages > 1, `${pages} sheets`)
    const text = pdfText(pdf)
    const missing = dishes.filter((d) => !text.includes(d.name)).map((d) => d.name)
    assert.deepEqual(missing, [], 'every dish is printed')
    assert.equal(text.split('Precios en MXN, IVA incluido').length - 1, pages, 'the tax line on every sheet')
  })

  it('menu: Letter pages in the menu language, dishes, allergens in words, its QR code; unoffered languages refused', async () => {
    const pdf = (await get(`/v1/sucursales/${branch.id}/print/menu.pdf`)).rawPayload
    const size = pageSizeCm(pdf)
    assert.deepEqual([size.width.toFixed(1), size.height.toFixed(1)], ['21.6', '27.9'])
    const rendered = renderPages(pdf, DPI)
    const found = findQrs(rendered, 0, [{ x: 0.6, y: 0, w: 0.4, h: 0.3 }])
    assert.deepEqual(
      found.map((q) => q.data),
      [branch.menu_url],
    )
    assert.ok(found[0]!.quietModules >= 3.8, `quiet zone ${found[0]!.quietModules}`)
    const text = pdfText(pdf)
    for (const words of ['Chilaquiles verdes', '$95', 'Enchiladas suizas', 'Leche', 'Precios en MXN, IVA incluido'])
      assert.ok(text.includes(words), `${words} in:\n${text}`)
    assert.doesNotMatch(text, /Agotado/)
    const english = await call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/${branch.id}/print/menu.pdf?lang=en`,
      token,
    })
    assert.equal(english.status, 400, 'English is not one of this menu’s languages yet')
    await menuApi(t, token).req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })
    const en = await get(`/v1/sucursales/${branch.id}/print/menu.pdf?lang=en`)
    assert.equal(en.statusCode, 200)
    assert.match(pdfText(en.rawPayload), /Prices in MXN, VAT included/)
  })

  it('the QR module draws a 4-module quiet zone and picks H only under a logo', async () => {
    const { qrMatrix, qrPng, QUIET_ZONE_MODULES } = await import('../src/print/qr.js')
    assert.equal(QUIET_ZONE_MODULES, 4)
    assert.equal(qrMatrix('https://example.com/m/x').level, 'M')
    assert.equal(qrMatrix('https://example.com/m/x', { logo: true }).level, 'H')
    const png = await sharp(await qrPng('https://example.com/m/x', {}, 4))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const m = qrMatrix('https://example.com/m/x')
    assert.equal(png.info.width, (m.size + 8) * 4, 'symbol plus 4 modules each side')
  })
})
