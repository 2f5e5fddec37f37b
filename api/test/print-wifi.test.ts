import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MESSAGES } from '@menu/shared/validation'
import { PAPERS } from '../src/print/document.js'
import { TENT_LAYOUT } from '../src/print/tents.js'
import { wifiPayload } from '../src/print/wifi.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { findQrs, pdfText, renderPages } from './print-pdf.js'

/**
 * The guest Wi-Fi on the table tents (issue 40, item 9; docs/print.md): a branch's optional
 * network name and password, printed as a second QR code with the standard `WIFI:` text, read
 * back from the rendered PDF; and never on the public page, its JSON-LD or the public JSON.
 */

const DPI = 200
const NAME = 'Cafe Ole; "Invitados"'
const PASSWORD = 'tacos:al,pastor\\2024'

describe(`tents with Wi-Fi (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function branch(tables = 2) {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const family = await api.family('Comida')
    await api.product(await api.category(family, 'Antojitos'), 'Sopes', 60)
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const set = (changes: object) => api.req('PUT', `/v1/sucursales/${first.id}`, changes)
    assert.equal((await set({ tables })).status, 200)
    const tents = async (paper = 'letter') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/sucursales/${first.id}/print/tents.pdf?paper=${paper}`,
          headers: { authorization: `Bearer ${a.access_token}` },
        })
      ).rawPayload
    return { api, set, tents, id: first.id as number, key: first.route_key as string, url: first.menu_url as string }
  }

  /**
   * Each half of each tent on the first page, split into the menu code's side and the text
   * column's. The upper half (the back) is turned 180°: its text column is on the left.
   */
  function halves(paper: 'letter' | 'a4') {
    const { width, height } = PAPERS[paper]
    const { margin, columns, rows } = TENT_LAYOUT
    const cw = (width - 2 * margin) / columns
    const hh = (height - 2 * margin) / rows / 2
    const split = 0.57 * cw
    return [0, 1].flatMap((col) =>
      [0, 1, 2, 3].map((half) => {
        const [x, y] = [margin + col * cw, margin + half * hh]
        const back = half % 2 === 0
        const [menuX, textX] = back ? [x + cw - split, x] : [x, x + split]
        return {
          menu: { x: menuX / width, y: y / height, w: split / width, h: hh / height },
          text: { x: textX / width, y: y / height, w: (cw - split) / width, h: hh / height },
        }
      }),
    )
  }

  it('escapes the name and password as the WIFI: format asks; no password is an open network', () => {
    assert.equal(
      wifiPayload(NAME, PASSWORD),
      'WIFI:T:WPA;S:Cafe Ole\\; \\"Invitados\\";P:tacos\\:al\\,pastor\\\\2024;;',
    )
    assert.equal(wifiPayload('Café Olé', null), 'WIFI:T:nopass;S:Café Olé;;')
    assert.equal(wifiPayload(null, 'secreto123'), null)
  })

  it('prints a second code that joins the network on both faces of every tent; the menu codes stay as they were', async () => {
    const b = await branch(2)
    const res = await b.set({ wifi_name: NAME, wifi_password: PASSWORD })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.deepEqual([res.body.info.wifi_name, res.body.info.wifi_password], [NAME, PASSWORD])
    for (const paper of ['letter', 'a4'] as const) {
      const pdf = await b.tents(paper)
      const rendered = renderPages(pdf, DPI)
      const regions = halves(paper)
      const menu = findQrs(
        rendered,
        0,
        regions.map((r) => r.menu),
      )
      const wifi = findQrs(
        rendered,
        0,
        regions.map((r) => r.text),
      )
      assert.deepEqual(menu.map((q) => q.data).sort(), [1, 1, 2, 2].map((n) => `${b.url}?mesa=${n}`).sort(), paper)
      for (const q of menu) assert.ok(q.widthCm >= 4, `${paper}: menu code ${q.widthCm.toFixed(2)} cm`)
      assert.deepEqual(
        wifi.map((q) => q.data),
        Array(4).fill(wifiPayload(NAME, PASSWORD)),
        `${paper}: the Wi-Fi code on the front and back of both tents`,
      )
      for (const q of wifi) assert.ok(q.quietModules >= 3.8, `${paper}: quiet zone ${q.quietModules.toFixed(2)}`)
      assert.match(pdfText(pdf), /Wi-Fi: Cafe Ole; "Invitados"/)
    }
  })

  it('an open network (no password) and a branch without Wi-Fi', async () => {
    const b = await branch(1)
    await b.set({ wifi_name: 'Invitados' })
    const open = renderPages(await b.tents(), DPI)
    const [front] = halves('letter').slice(1, 2)
    assert.deepEqual(
      findQrs(open, 0, [front!.text]).map((q) => q.data),
      ['WIFI:T:nopass;S:Invitados;;'],
    )
    await b.set({ wifi_name: null, wifi_password: null })
    const none = await b.tents()
    assert.deepEqual(findQrs(renderPages(none, DPI), 0, [front!.text]), [])
    assert.doesNotMatch(pdfText(none), /Wi-Fi/)
  })

  it('checks the fields with the shared rules, naming them', async () => {
    const b = await branch()
    for (const [changes, field, message] of [
      [{ wifi_name: 'x'.repeat(33) }, 'wifi_name', MESSAGES.wifiName],
      [{ wifi_name: 'Invitados', wifi_password: 'corta' }, 'wifi_password', MESSAGES.wifiPassword],
      [{ wifi_password: 'x'.repeat(64) }, 'wifi_password', MESSAGES.wifiPassword],
    ] as const) {
      const res = await b.set(changes)
      assert.equal(res.status, 400, JSON.stringify(changes))
      assert.deepEqual(
        [res.body.error.code, res.body.error.field, res.body.error.message],
        ['VALIDATION_ERROR', field, message],
      )
    }
  })

  it('is never on the public page, its JSON-LD or the public JSON', async () => {
    const b = await branch()
    await b.set({ wifi_name: 'RedSecretaInvitados', wifi_password: 'clave-muy-secreta-123' })
    const html = (await t.app.inject({ method: 'GET', url: `/m/${b.key}` })).body
    const json = (await t.app.inject({ method: 'GET', url: `/v1/public/menus/${b.key}` })).body
    assert.match(html, /application\/ld\+json/)
    for (const body of [html, json]) {
      assert.ok(body.includes('Sopes'), 'the menu is there')
      assert.doesNotMatch(body, /RedSecretaInvitados|clave-muy-secreta-123|wifi/i)
    }
  })
})
