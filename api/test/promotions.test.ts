import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { account, call, DIALECT, login, makeApp, marketingApi, pruneAllHistory, type TestApp } from './helpers.js'

/** A real image made by sharp. */
const makeImage = (format: 'png' | 'jpeg' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer()

/** 2030-01-15 05:30 UTC is still 2030-01-14 (23:30) in America/Mexico_City, the default APP_TIMEZONE. */
const INSTANT = Date.UTC(2030, 0, 15, 5, 30)
const DAY = 24 * 3600 * 1000

describe(`promotions (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
    t.travel(INSTANT - t.config.now())
  })
  after(async () => t.close())

  const owner = async () => marketingApi(t, (await account(t)).access_token)
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

  it('creates promotions last (position = count) and lists them by position with every field', async () => {
    const api = await owner()
    assert.deepEqual(await api.promotions(), [])
    const a = await api.promotion('2x1 en tacos', { description: '  Todos los martes  ', expiration: '2030-02-01' })
    const b = await api.promotion('Happy hour')
    const list = await api.promotions()
    assert.equal(list.length, 2)
    const [first, second] = list
    assert.deepEqual(
      { ...first, updated: undefined },
      {
        id: a,
        name: '2x1 en tacos',
        description: 'Todos los martes',
        expiration: '2030-02-01',
        position: 0,
        poster: null,
        enabled: true,
        expired: false,
        schedule: null,
        updated: undefined,
        translations: {},
      },
    )
    assert.ok(!Number.isNaN(Date.parse(first!.updated)))
    assert.deepEqual([second!.id, second!.position, second!.expiration], [b, 1, null])
    assert.deepEqual(await api.promotionById(a), first)
    // an explicit position is kept; ties break by id
    const c = await api.promotion('Primera', { position: 0 })
    assert.deepEqual(
      (await api.promotions()).map((p) => [p.id, p.position]),
      [
        [a, 0],
        [c, 0],
        [b, 1],
      ],
    )
  })

  it('name and description are required: Campo obligatorio', async () => {
    const api = await owner()
    const missingName = await api.req('POST', '/v1/promotions', { description: 'x' })
    assert.equal(missingName.status, 400)
    assert.equal(missingName.body.error.code, 'VALIDATION_ERROR')
    assert.equal(missingName.body.error.message, 'Campo obligatorio: name')
    assert.equal(
      (await api.req('POST', '/v1/promotions', { name: 'x' })).body.error.message,
      'Campo obligatorio: description',
    )
    assert.equal(
      (await api.req('POST', '/v1/promotions', { name: '  ', description: 'x' })).body.error.message,
      'Campo obligatorio',
    )
    assert.equal(
      (await api.req('POST', '/v1/promotions', { name: 'x', description: '' })).body.error.message,
      'Campo obligatorio',
    )
    const p = await api.promotion('Válida')
    assert.equal(
      (await api.req('PUT', `/v1/promotions/${p}`, { description: '   ' })).body.error.message,
      'Campo obligatorio',
    )
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { name: '' })).body.error.message, 'Campo obligatorio')
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { description: null })).status, 400)
    assert.deepEqual(await api.promotions(), [await api.promotionById(p)])
  })

  it('expiration must be after today in APP_TIMEZONE: today and yesterday are refused with the date, tomorrow is fine', async () => {
    const api = await owner()
    const message = 'La vigencia debe ser mayor a 14-01-2030' // 2030-01-14 in Mexico City although UTC is already the 15th
    for (const expiration of ['2030-01-14', '2030-01-13', '2020-05-01']) {
      const res = await api.req('POST', '/v1/promotions', { name: 'Vencida', description: 'd', expiration })
      assert.equal(res.status, 400, expiration)
      assert.deepEqual(res.body, { error: { code: 'VALIDATION_ERROR', message } })
    }
    const p = await api.promotion('Mañana', { expiration: '2030-01-15' })
    assert.equal((await api.promotionById(p)).expiration, '2030-01-15')
    const put = await api.req('PUT', `/v1/promotions/${p}`, { expiration: '2030-01-14' })
    assert.deepEqual(put.body, { error: { code: 'VALIDATION_ERROR', message } })
    assert.equal((await api.promotionById(p)).expiration, '2030-01-15', 'nothing changed')
    assert.equal(
      (await api.req('PUT', `/v1/promotions/${p}`, { expiration: '2030-03-31' })).body.info.expiration,
      '2030-03-31',
    )
    // null or '' clear it
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { expiration: null })).body.info.expiration, null)
    await api.req('PUT', `/v1/promotions/${p}`, { expiration: '2030-03-31' })
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { expiration: '' })).body.info.expiration, null)
    assert.equal((await api.promotionById(await api.promotion('Sin fecha', { expiration: null }))).expiration, null)
  })

  it('dates that are not dates: 400 La vigencia no es una fecha válida', async () => {
    const api = await owner()
    const p = await api.promotion('P')
    for (const expiration of [
      'Invalid date',
      'Fecha inválida',
      '2030-02-30',
      '15-01-2031',
      '2031-1-5',
      '2031-01-15T00:00:00Z',
    ]) {
      const res = await api.req('POST', '/v1/promotions', { name: 'x', description: 'd', expiration })
      assert.deepEqual(
        res.body,
        { error: { code: 'VALIDATION_ERROR', message: 'La vigencia no es una fecha válida' } },
        expiration,
      )
      assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { expiration })).status, 400)
    }
    assert.equal(
      (await api.req('POST', '/v1/promotions', { name: 'x', description: 'd', expiration: 20300201 })).status,
      400,
    )
  })

  it('expired is computed against today; an expired promotion can still be edited without moving its date', async () => {
    const email = (await account(t)).email
    const mine = marketingApi(t, (await login(t, email)).access_token)
    const p = await mine.promotion('Corta', { expiration: '2030-01-15' })
    assert.equal((await mine.promotionById(p)).expired, false)
    t.travel(DAY) // 2030-01-15 in Mexico City: the last day, not expired yet
    let fresh = marketingApi(t, (await login(t, email)).access_token)
    assert.equal((await fresh.promotionById(p)).expired, false)
    t.travel(DAY) // 2030-01-16
    fresh = marketingApi(t, (await login(t, email)).access_token)
    const expired = await fresh.promotionById(p)
    assert.equal(expired.expired, true)
    const edit = await fresh.req('PUT', `/v1/promotions/${p}`, { name: 'Corta editada', expiration: '2030-01-15' })
    assert.equal(edit.status, 200, JSON.stringify(edit.body))
    assert.deepEqual(
      [edit.body.info.name, edit.body.info.expiration, edit.body.info.expired],
      ['Corta editada', '2030-01-15', true],
    )
    assert.equal(
      (await fresh.req('PUT', `/v1/promotions/${p}`, { expiration: '2030-01-16' })).body.error.message,
      'La vigencia debe ser mayor a 16-01-2030',
    )
    t.travel(-2 * DAY)
  })

  it('PUT updates name, description, enabled and answers the promotion; a poster URL cannot be set by hand', async () => {
    const api = await owner()
    const p = await api.promotion('Antes')
    const res = await api.req('PUT', `/v1/promotions/${p}`, { name: ' Después ', description: 'Nueva', enabled: false })
    assert.equal(res.status, 200)
    assert.deepEqual(
      [res.body.info.id, res.body.info.name, res.body.info.description, res.body.info.enabled],
      [p, 'Después', 'Nueva', false],
    )
    assert.deepEqual(await api.promotionById(p), res.body.info)
    assert.equal(
      (await api.req('PUT', `/v1/promotions/${p}`, { poster: '/uploads/someone-else-1080x1920.webp' })).status,
      400,
    )
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { poster: null })).status, 200)
  })

  it('reorders in one transaction; a foreign or missing id is 404 and nothing changes', async () => {
    const api = await owner()
    const other = await owner()
    const foreign = await other.promotion('Ajena')
    const [a, b, c] = [await api.promotion('A'), await api.promotion('B'), await api.promotion('C')]
    const ok = await api.req('PUT', '/v1/promotions', [
      { id: c, position: 0 },
      { id: a, position: 1 },
      { id: b, position: 2 },
    ])
    assert.deepEqual(ok.body, { info: { ok: true } })
    assert.deepEqual(
      (await api.promotions()).map((p) => [p.id, p.position]),
      [
        [c, 0],
        [a, 1],
        [b, 2],
      ],
    )

    const bad = await api.req('PUT', '/v1/promotions', [
      { id: a, position: 0 },
      { id: b, position: 1 },
      { id: c, position: 2 },
      { id: foreign, position: 3 },
    ])
    assert.deepEqual(bad.body, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } })
    assert.equal(bad.status, 404)
    assert.equal(
      (
        await api.req('PUT', '/v1/promotions', [
          { id: a, position: 0 },
          { id: 2_000_000_000, position: 1 },
        ])
      ).status,
      404,
    )
    assert.deepEqual(
      (await api.promotions()).map((p) => [p.id, p.position]),
      [
        [c, 0],
        [a, 1],
        [b, 2],
      ],
      'unchanged',
    )
    assert.deepEqual(
      (await other.promotions()).map((p) => [p.id, p.position]),
      [[foreign, 0]],
    )
    assert.equal(
      (
        await api.req('PUT', '/v1/promotions', [
          { id: a, position: 0 },
          { id: a, position: 1 },
        ])
      ).status,
      400,
    )
  })

  it('the poster is cropped to exactly 1080x1920 WebP with a 540x960 sibling, whatever the input shape', async () => {
    const api = await owner()
    const p = await api.promotion('Cartel')
    for (const [format, w, h] of [
      ['png', 1600, 900],
      ['jpeg', 300, 200],
      ['gif', 1080, 1920],
      ['png', 2000, 5000],
    ] as const) {
      const res = await api.upload(
        `/v1/promotions/${p}/attachment`,
        'poster',
        `cartel.${format}`,
        await makeImage(format, w, h),
      )
      assert.equal(res.status, 200, JSON.stringify(res.body))
      const url: string = res.body.info.poster
      assert.deepEqual(Object.keys(res.body.info), ['poster'])
      assert.match(url, /^\/uploads\/[A-Za-z0-9_-]+-1080x1920\.webp$/)
      assert.deepEqual(await size(url), ['webp', 1080, 1920], `${format} ${w}x${h}`)
      assert.deepEqual(await size(sibling(url, '540x960')), ['webp', 540, 960])
      assert.equal((await api.promotionById(p)).poster, url)
    }
  })

  it('bad, missing or too large posters: their codes and messages name the poster part, nothing stored', async () => {
    const api = await owner()
    const p = await api.promotion('Sin cartel')
    const before = uploads()
    const bad = await api.upload(
      `/v1/promotions/${p}/attachment`,
      'poster',
      'cartel.png',
      Buffer.from('no soy una imagen'),
      'image/png',
    )
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body, {
      error: {
        code: 'IMAGE_INVALID',
        message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif',
        field: 'poster',
        fields: [{ field: 'poster', message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' }],
      },
    })
    const missing = await api.req('POST', `/v1/promotions/${p}/attachment`, { poster: 'x' })
    assert.deepEqual(missing.body, {
      error: {
        code: 'IMAGE_REQUIRED',
        message: 'Imagen requerida',
        field: 'poster',
        fields: [{ field: 'poster', message: 'Imagen requerida' }],
      },
    })
    const png = await makeImage('png', 64, 64)
    const tooBig = await api.upload(
      `/v1/promotions/${p}/attachment`,
      'poster',
      'grande.png',
      Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]),
    )
    assert.equal(tooBig.status, 413)
    assert.deepEqual(tooBig.body, {
      error: {
        code: 'IMAGE_TOO_LARGE',
        message: 'Imagen muy grande, máximo 10MB',
        field: 'poster',
        fields: [{ field: 'poster', message: 'Imagen muy grande, máximo 10MB' }],
      },
    })
    assert.deepEqual(uploads(), before)
    assert.equal((await api.promotionById(p)).poster, null)
  })

  it('replacing the poster or poster: null retires the old files, deleted once the history lets go', async () => {
    const api = await owner()
    const p = await api.promotion('Cambia')
    const first = (
      await api.upload(`/v1/promotions/${p}/attachment`, 'poster', 'a.png', await makeImage('png', 500, 900))
    ).body.info.poster
    const second = (
      await api.upload(`/v1/promotions/${p}/attachment`, 'poster', 'b.png', await makeImage('png', 500, 900))
    ).body.info.poster
    assert.ok(fs.existsSync(fileOf(first)), 'kept while an undo can bring it back')
    await pruneAllHistory(t)
    assert.ok(!fs.existsSync(fileOf(first)) && !fs.existsSync(fileOf(sibling(first, '540x960'))))
    assert.ok(fs.existsSync(fileOf(second)))
    assert.equal(
      (await api.req('PUT', `/v1/promotions/${p}`, { poster: second, name: 'Igual' })).body.info.poster,
      second,
      'the current URL is no change',
    )
    assert.equal((await api.req('PUT', `/v1/promotions/${p}`, { poster: null })).body.info.poster, null)
    await pruneAllHistory(t)
    assert.ok(!fs.existsSync(fileOf(second)) && !fs.existsSync(fileOf(sibling(second, '540x960'))))
  })

  it("clones as '<name> (copia)', placed last, with its own copy of the poster files", async () => {
    const api = await owner()
    const p = await api.promotion('Original', { description: 'Texto', expiration: '2030-06-30' })
    await api.promotion('Otra')
    await api.req('PUT', `/v1/promotions/${p}`, { enabled: false })
    const poster = (
      await api.upload(`/v1/promotions/${p}/attachment`, 'poster', 'a.png', await makeImage('png', 600, 600))
    ).body.info.poster
    const res = await api.req('POST', `/v1/promotions/${p}/clone`)
    assert.equal(res.status, 201)
    const list = await api.promotions()
    const copy = list[list.length - 1]!
    assert.equal(copy.id, res.body.info.id)
    assert.deepEqual(
      [copy.name, copy.description, copy.expiration, copy.enabled, copy.position],
      ['Original (copia)', 'Texto', '2030-06-30', false, 2],
    )
    assert.ok(copy.poster && copy.poster !== poster)
    assert.deepEqual(await size(copy.poster), ['webp', 1080, 1920])
    assert.ok(fs.existsSync(fileOf(sibling(copy.poster, '540x960'))))
    // a clone without a poster has none
    const bare = (await api.req('POST', `/v1/promotions/${await api.promotion('Sin cartel')}/clone`)).body.info.id
    assert.equal((await api.promotionById(bare)).poster, null)
  })

  it('DELETE removes the promotion and then its poster files; the clone keeps its own', async () => {
    const api = await owner()
    const p = await api.promotion('Borrar')
    const poster = (
      await api.upload(`/v1/promotions/${p}/attachment`, 'poster', 'a.png', await makeImage('png', 200, 200))
    ).body.info.poster
    const copy = (await api.req('POST', `/v1/promotions/${p}/clone`)).body.info.id
    const copyPoster = (await api.promotionById(copy)).poster!
    const res = await api.req('DELETE', `/v1/promotions/${p}`)
    assert.deepEqual(res.body, { info: { id: p } })
    await pruneAllHistory(t)
    assert.ok(!fs.existsSync(fileOf(poster)) && !fs.existsSync(fileOf(sibling(poster, '540x960'))))
    assert.ok(fs.existsSync(fileOf(copyPoster)))
    assert.equal((await api.req('GET', `/v1/promotions/${p}`)).status, 404)
    assert.equal((await api.req('DELETE', `/v1/promotions/${p}`)).status, 404)
    assert.deepEqual(
      (await api.promotions()).map((x) => x.id),
      [copy],
    )
  })

  it('needs a token', async () => {
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/promotions' })).status, 401)
  })
})
