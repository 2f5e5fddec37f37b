import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MESSAGES } from '@menu/shared/validation'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/**
 * The owner's privacy notice (issue 40, item 7; docs/public-menu.md): an https URL set in
 * Integraciones, required before a tracking id (Google Tag Manager or Analytics, the Meta pixel)
 * can be saved, and linked from the public page's footer while one of them runs there.
 */

const NOTICE = 'https://cafe-ole.mx/aviso-de-privacidad'
const footerLink = (html: string) => /<footer[^>]*>.*?<a href="([^"]*)"[^>]*>([^<]*)<\/a>.*?<\/footer>/s.exec(html)

describe(`privacy notice (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const get = async () => (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: a.access_token })).body
    const put = (payload: object) =>
      call(t.app, { method: 'PUT', url: '/v1/profiles/me', token: a.access_token, payload })
    const branches = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: a.access_token })
    const key = branches.body.info[0].route_key as string
    const page = async (query = '') => (await t.app.inject({ method: 'GET', url: `/m/${key}${query}` })).body
    return { get, put, page, key, token: a.access_token }
  }

  it('a tracking id needs the notice first: 400 naming privacy_url, and nothing is stored', async () => {
    const o = await owner()
    for (const ids of [{ gtm_id: 'GTM-ABC1234' }, { facebook_pixel: '123456789012345' }]) {
      const res = await o.put({ ...ids, company: 'Otro nombre' })
      assert.equal(res.status, 400, JSON.stringify(res.body))
      const { code, message, field } = res.body.error
      assert.deepEqual(
        { code, message, field },
        {
          code: 'VALIDATION_ERROR',
          message: MESSAGES.privacyUrlRequired,
          field: 'privacy_url',
        },
      )
      assert.match(res.body.error.message, /Aviso de privacidad/)
    }
    const profile = (await o.get()).info
    assert.deepEqual([profile.gtm_id, profile.facebook_pixel, profile.company], [null, null, profile.company])
    assert.notEqual(profile.company, 'Otro nombre')
  })

  it('an undo never leaves a tracking id without the notice (the rules an undo or restore checks): 400 naming privacy_url, nothing changes', async () => {
    const o = await owner()
    assert.equal((await o.put({ privacy_url: NOTICE })).status, 200)
    const history = async () =>
      (await call(t.app, { method: 'GET', url: '/v1/history?page_size=1', token: o.token })).body.info.items
    const [noticeSet] = await history()
    assert.equal((await o.put({ gtm_id: 'GTM-ABC1234' })).status, 200)
    const undo = await call(t.app, { method: 'POST', url: `/v1/history/${noticeSet.id}/undo`, token: o.token })
    assert.equal(undo.status, 400, JSON.stringify(undo.body))
    assert.equal(undo.body.error.code, 'VALIDATION_ERROR')
    assert.equal(undo.body.error.field, 'privacy_url')
    const profile = (await o.get()).info
    assert.deepEqual([profile.gtm_id, profile.privacy_url], ['GTM-ABC1234', NOTICE])
  })

  it('the notice is a full https URL (the shared rule and message)', async () => {
    const o = await owner()
    for (const bad of ['http://cafe-ole.mx/privacidad', 'cafe-ole.mx/privacidad', 'javascript:alert(1)']) {
      const res = await o.put({ privacy_url: bad })
      assert.equal(res.status, 400, bad)
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
      assert.equal(res.body.error.message, MESSAGES.httpsUrl, bad)
    }
    const ok = await o.put({ privacy_url: NOTICE })
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    assert.equal(ok.body.info.privacy_url, NOTICE)
  })

  it('with the notice the ids are saved; it cannot be cleared while one is set; clearing the ids frees it', async () => {
    const o = await owner()
    const saved = await o.put({ gtm_id: 'GTM-ABC1234', privacy_url: NOTICE })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.deepEqual([saved.body.info.gtm_id, saved.body.info.privacy_url], ['GTM-ABC1234', NOTICE])
    // Another id later: the stored notice counts.
    assert.equal((await o.put({ facebook_pixel: '123456789012345' })).status, 200)
    const cleared = await o.put({ privacy_url: '' })
    assert.equal(cleared.status, 400)
    assert.equal(cleared.body.error.field, 'privacy_url')
    assert.equal((await o.get()).info.privacy_url, NOTICE)
    assert.equal((await o.put({ gtm_id: '', facebook_pixel: '', privacy_url: '' })).status, 200)
    assert.equal((await o.get()).info.privacy_url, null)
  })

  it("the public page's footer links to it while a tracking script runs, in the page's language", async () => {
    const o = await owner()
    await o.put({ privacy_url: NOTICE, languages: ['es', 'en'] })
    // A notice alone (no script on the page): no link.
    assert.equal(footerLink(await o.page()), null)
    await o.put({ gtm_id: 'GTM-ABC1234' })
    const es = footerLink(await o.page('?lang=es'))
    assert.deepEqual([es?.[1], es?.[2]], [NOTICE, 'Aviso de privacidad'])
    const en = footerLink(await o.page('?lang=en'))
    assert.deepEqual([en?.[1], en?.[2]], [NOTICE, 'Privacy notice'])
    const json = await t.app.inject({ method: 'GET', url: `/v1/public/menus/${o.key}` })
    assert.equal(json.json().info.tracking.privacy_url, NOTICE)
    await o.put({ gtm_id: '' })
    assert.equal(footerLink(await o.page()), null)
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/v1/public/menus/${o.key}` })).json().info.tracking.privacy_url,
      null,
    )
  })

  it('the history names the change in Spanish', async () => {
    const a = await account(t, 'NEGOCIO')
    await call(t.app, {
      method: 'PUT',
      url: '/v1/profiles/me',
      token: a.access_token,
      payload: { privacy_url: NOTICE },
    })
    const history = await call(t.app, { method: 'GET', url: '/v1/history', token: a.access_token })
    assert.equal(history.status, 200, JSON.stringify(history.body))
    assert.match(JSON.stringify(history.body), /Aviso de privacidad/)
  })
})
