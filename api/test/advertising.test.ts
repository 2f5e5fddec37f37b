import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { account, call, DIALECT, makeApp, marketingApi, pruneAllHistory, type TestApp } from './helpers.js'

const makeImage = (format: 'png' | 'jpeg' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 180, b: 20 } } })
    .toFormat(format)
    .toBuffer()

/** 2030-01-15 05:30 UTC is still 2030-01-14 in America/Mexico_City (the default APP_TIMEZONE). */
const INSTANT = Date.UTC(2030, 0, 15, 5, 30)

describe(`advertising (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
    t.travel(INSTANT - t.config.now())
  })
  after(async () => t.close())

  /** Advertising needs the Advertising scope: NEGOCIO has it. */
  const owner = async () => marketingApi(t, (await account(t, 'NEGOCIO')).access_token)
  const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url))
  const sibling = (url: string, size: string) => url.replace(/-\d+x\d+\.webp$/, `-${size}.webp`)
  const size = async (url: string) => {
    const m = await sharp(fs.readFileSync(fileOf(url))).metadata()
    return [m.format, m.width, m.height]
  }
  const uploads = () =>
    fs.existsSync(t.config.uploadsDir)
      ? fs
          .readdirSync(t.config.uploadsDir)
          .filter((f) => f.endsWith('.webp'))
          .sort()
      : []
  const exists = (url: string) => fs.existsSync(fileOf(url))

  it('creates advertisements in creation order and lists them with every field', async () => {
    const api = await owner()
    assert.deepEqual(await api.advertising(), [])
    const a = await api.ad('Cerveza', { description: ' 2x1 ', expiration: '2030-12-31' })
    const b = await api.ad('Café')
    const [first, second] = await api.advertising()
    assert.deepEqual(
      { ...first, updated: undefined },
      {
        id: a,
        name: 'Cerveza',
        description: '2x1',
        expiration: '2030-12-31',
        image_mobile: null,
        image_desktop: null,
        enabled: true,
        expired: false,
        position: 0,
        updated: undefined,
        translations: {},
      },
    )
    assert.ok(!Number.isNaN(Date.parse(first!.updated)))
    assert.deepEqual([second!.id, second!.position], [b, 1])
    assert.deepEqual(await api.advertisingById(b), second)
    // after a delete, a new one still goes last (creation order)
    await api.req('DELETE', `/v1/advertising/${a}`)
    const c = await api.ad('Nuevo')
    assert.deepEqual(
      (await api.advertising()).map((x) => x.id),
      [b, c],
    )
  })

  it('there is no reorder call', async () => {
    const api = await owner()
    const a = await api.ad('A')
    const res = await api.req('PUT', '/v1/advertising', [{ id: a, position: 3 }])
    assert.equal(res.status, 404)
    assert.equal((await api.advertisingById(a)).position, 0)
  })

  it('validates name, description (Campo obligatorio) and expiration (after today, with the date)', async () => {
    const api = await owner()
    assert.equal(
      (await api.req('POST', '/v1/advertising', { description: 'd' })).body.error.message,
      'Campo obligatorio: name',
    )
    assert.equal(
      (await api.req('POST', '/v1/advertising', { name: 'n' })).body.error.message,
      'Campo obligatorio: description',
    )
    assert.equal(
      (await api.req('POST', '/v1/advertising', { name: 'n', description: ' ' })).body.error.message,
      'Campo obligatorio',
    )
    for (const expiration of ['2030-01-14', '2030-01-13']) {
      const res = await api.req('POST', '/v1/advertising', { name: 'n', description: 'd', expiration })
      assert.deepEqual(res.body, {
        error: { code: 'VALIDATION_ERROR', message: 'La vigencia debe ser mayor a 14-01-2030' },
      })
    }
    assert.equal(
      (await api.req('POST', '/v1/advertising', { name: 'n', description: 'd', expiration: 'Fecha inválida' })).body
        .error.message,
      'La vigencia no es una fecha válida',
    )
    const ad = await api.ad('Mañana', { expiration: '2030-01-15' })
    assert.equal(
      (await api.req('PUT', `/v1/advertising/${ad}`, { expiration: '2030-01-14' })).body.error.message,
      'La vigencia debe ser mayor a 14-01-2030',
    )
    assert.equal(
      (await api.req('PUT', `/v1/advertising/${ad}`, { description: '' })).body.error.message,
      'Campo obligatorio',
    )
    const res = await api.req('PUT', `/v1/advertising/${ad}`, {
      name: 'Editado',
      description: 'Otra',
      expiration: null,
      enabled: false,
    })
    assert.equal(res.status, 200)
    assert.deepEqual(
      [res.body.info.name, res.body.info.description, res.body.info.expiration, res.body.info.enabled],
      ['Editado', 'Otra', null, false],
    )
    assert.deepEqual(await api.advertisingById(ad), res.body.info)
  })

  it('uploads both images in one request: mobile exactly 1080x1920, desktop exactly 1920x1080, WebP with half-size siblings', async () => {
    const api = await owner()
    const ad = await api.ad('Anuncio')
    const res = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      {
        field: 'image_mobile',
        filename: 'movil.jpg',
        content: await makeImage('jpeg', 1200, 800),
        contentType: 'image/jpeg',
      },
      {
        field: 'image_desktop',
        filename: 'escritorio.png',
        content: await makeImage('png', 700, 1400),
        contentType: 'image/png',
      },
    ])
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const { image_mobile: mobile, image_desktop: desktop } = res.body.info
    assert.match(mobile, /^\/uploads\/[A-Za-z0-9_-]+-1080x1920\.webp$/)
    assert.match(desktop, /^\/uploads\/[A-Za-z0-9_-]+-1920x1080\.webp$/)
    assert.deepEqual(await size(mobile), ['webp', 1080, 1920])
    assert.deepEqual(await size(sibling(mobile, '540x960')), ['webp', 540, 960])
    assert.deepEqual(await size(desktop), ['webp', 1920, 1080])
    assert.deepEqual(await size(sibling(desktop, '960x540')), ['webp', 960, 540])
    const got = await api.advertisingById(ad)
    assert.deepEqual([got.image_mobile, got.image_desktop], [mobile, desktop])
  })

  it('one image at a time replaces only that one (old files deleted once the history lets go); null removes one image', async () => {
    const api = await owner()
    const ad = await api.ad('Por partes')
    const m1 = (
      await api.upload(`/v1/advertising/${ad}/attachment`, 'image_mobile', 'm.png', await makeImage('png', 300, 300))
    ).body.info
    assert.equal(m1.image_desktop, null)
    const d1 = (
      await api.upload(`/v1/advertising/${ad}/attachment`, 'image_desktop', 'd.gif', await makeImage('gif', 300, 300))
    ).body.info
    assert.equal(d1.image_mobile, m1.image_mobile, 'the mobile image stays')
    assert.deepEqual(await size(d1.image_desktop), ['webp', 1920, 1080])
    const m2 = (
      await api.upload(`/v1/advertising/${ad}/attachment`, 'image_mobile', 'm2.png', await makeImage('png', 300, 300))
    ).body.info
    assert.deepEqual([m2.image_desktop, m2.image_mobile !== m1.image_mobile], [d1.image_desktop, true])
    assert.ok(exists(m1.image_mobile), 'replaced files kept while an undo can bring them back')
    await pruneAllHistory(t)
    assert.ok(!exists(m1.image_mobile) && !exists(sibling(m1.image_mobile, '540x960')), 'replaced files deleted')
    assert.ok(exists(d1.image_desktop))
    assert.equal(
      (await api.req('PUT', `/v1/advertising/${ad}`, { image_mobile: 'https://example.com/x.png' })).status,
      400,
    )
    const cleared = await api.req('PUT', `/v1/advertising/${ad}`, {
      image_desktop: null,
      image_mobile: m2.image_mobile,
    })
    assert.deepEqual([cleared.body.info.image_mobile, cleared.body.info.image_desktop], [m2.image_mobile, null])
    await pruneAllHistory(t)
    assert.ok(!exists(d1.image_desktop) && !exists(sibling(d1.image_desktop, '960x540')))
    assert.ok(exists(m2.image_mobile))
  })

  it('one bad part stores nothing: every part is checked before any file is written', async () => {
    const api = await owner()
    const ad = await api.ad('Atómico')
    const old = (
      await api.upload(`/v1/advertising/${ad}/attachment`, 'image_mobile', 'm.png', await makeImage('png', 100, 100))
    ).body.info
    const before = uploads()
    const good = await makeImage('png', 400, 400)
    const bad = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'ok.png', content: good },
      { field: 'image_desktop', filename: 'mala.png', content: Buffer.from('esto no es una imagen') },
    ])
    assert.equal(bad.status, 400)
    const invalidDesktop = { field: 'image_desktop', message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' }
    assert.deepEqual(bad.body, { error: { code: 'IMAGE_INVALID', ...invalidDesktop, fields: [invalidDesktop] } })
    const badFirst = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'rota.png', content: good.subarray(0, 60) },
      { field: 'image_desktop', filename: 'ok.png', content: good },
    ])
    assert.equal(badFirst.body.error.code, 'IMAGE_INVALID')
    assert.equal(badFirst.body.error.field, 'image_mobile')
    const tooBig = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'ok.png', content: good },
      {
        field: 'image_desktop',
        filename: 'grande.png',
        content: Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024 + 1 - good.length)]),
      },
    ])
    assert.equal(tooBig.status, 413)
    const tooLargeDesktop = { field: 'image_desktop', message: 'Imagen muy grande, máximo 10MB' }
    assert.deepEqual(tooBig.body, { error: { code: 'IMAGE_TOO_LARGE', ...tooLargeDesktop, fields: [tooLargeDesktop] } })
    assert.deepEqual(uploads(), before, 'no file was written')
    const row = await api.advertisingById(ad)
    assert.deepEqual([row.image_mobile, row.image_desktop], [old.image_mobile, null], 'the row is unchanged')
  })

  it('no image, an unknown part name or the same name twice: 400', async () => {
    const api = await owner()
    const ad = await api.ad('Raro')
    const png = await makeImage('png', 50, 50)
    assert.deepEqual((await api.req('POST', `/v1/advertising/${ad}/attachment`, { image_mobile: 'x' })).body, {
      error: { code: 'IMAGE_REQUIRED', message: 'Imagen requerida' },
    })
    assert.equal(
      (
        await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
          { field: 'image_mobile', filename: '', content: Buffer.alloc(0) },
        ])
      ).body.error.code,
      'IMAGE_REQUIRED',
    )
    const unknown = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image', filename: 'a.png', content: png },
    ])
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.error.code, 'VALIDATION_ERROR')
    const twice = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'a.png', content: png },
      { field: 'image_mobile', filename: 'b.png', content: png },
    ])
    assert.equal(twice.status, 400)
    const three = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'a.png', content: png },
      { field: 'image_desktop', filename: 'b.png', content: png },
      { field: 'image_desktop', filename: 'c.png', content: png },
    ])
    assert.equal(three.status, 400)
    const row = await api.advertisingById(ad)
    assert.deepEqual([row.image_mobile, row.image_desktop], [null, null])
  })

  it("clones as '<name> (copia)', last, with copies of both images; DELETE removes the files once the history lets go", async () => {
    const api = await owner()
    const ad = await api.ad('Original', { expiration: '2030-05-05' })
    await api.ad('Otro')
    const imgs = (
      await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
        { field: 'image_mobile', filename: 'm.png', content: await makeImage('png', 200, 400) },
        { field: 'image_desktop', filename: 'd.png', content: await makeImage('png', 400, 200) },
      ])
    ).body.info
    const res = await api.req('POST', `/v1/advertising/${ad}/clone`)
    assert.equal(res.status, 201)
    const list = await api.advertising()
    const copy = list[list.length - 1]!
    assert.deepEqual(
      [copy.id, copy.name, copy.expiration, copy.position],
      [res.body.info.id, 'Original (copia)', '2030-05-05', 2],
    )
    assert.ok(
      copy.image_mobile &&
        copy.image_mobile !== imgs.image_mobile &&
        exists(copy.image_mobile) &&
        exists(sibling(copy.image_mobile, '540x960')),
    )
    assert.ok(
      copy.image_desktop &&
        copy.image_desktop !== imgs.image_desktop &&
        exists(copy.image_desktop) &&
        exists(sibling(copy.image_desktop, '960x540')),
    )
    assert.deepEqual(await size(copy.image_desktop), ['webp', 1920, 1080])

    assert.deepEqual((await api.req('DELETE', `/v1/advertising/${ad}`)).body, { info: { id: ad } })
    await pruneAllHistory(t)
    for (const url of [
      imgs.image_mobile,
      sibling(imgs.image_mobile, '540x960'),
      imgs.image_desktop,
      sibling(imgs.image_desktop, '960x540'),
    ]) {
      assert.ok(!exists(url), `${url} deleted`)
    }
    assert.ok(exists(copy.image_mobile) && exists(copy.image_desktop), "the clone's files stay")
    assert.equal((await api.req('GET', `/v1/advertising/${ad}`)).status, 404)
    assert.equal((await api.req('DELETE', `/v1/advertising/${ad}`)).status, 404)
  })

  it('needs a token', async () => {
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/advertising' })).status, 401)
  })
})
