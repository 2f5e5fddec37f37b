import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { bigMenu, scriptsOf } from './public-allergens-data.js'

/**
 * Dish photos on a slow phone (issue 40, item 8): each upload also makes a 240 px square
 * thumbnail in AVIF and WebP; the page names it by one URL (AVIF or WebP by Accept) with the
 * box's width and height, loads the first screen's photos at once and the rest lazily;
 * thumbnails are served immutable, and a photo stored before thumbnails existed gets them on
 * first request.
 */

/** A photo-like image (noise, so the encoders have something to do). */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  })
    .jpeg()
    .toBuffer()

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe(`public menu: dish photos (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', `/v1/sucursales/${branch.id}`, { name: 'Centro' })
    return { api, key: branch.route_key as string }
  }
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
  /** The stored file name's base of an uploaded photo's URL ('/uploads/<base>-800.webp'). */
  const baseOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/-800\.webp$/, '')

  it('an uploaded photo gets a 240 px square AVIF and WebP, served immutable from the menu', async () => {
    const { api } = await owner()
    const p = await api.product(0, 'Tacos', 90)
    const up = await api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.jpg', await photo(1200, 900))
    assert.equal(up.status, 200, JSON.stringify(up.body))
    const base = baseOf(up.body.info.image)
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      // Made at upload: on disk before anyone asked for it.
      assert.ok(fs.existsSync(path.join(t.config.uploadsDir, `${base}-t240.${format}`)), `${format} stored on upload`)
      const res = await get(`/m/assets/img/${base}-t240.${format}`)
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], type)
      assert.equal(res.headers['cache-control'], IMMUTABLE)
      const meta = await sharp(res.rawPayload).metadata()
      assert.equal(meta.format, format === 'avif' ? 'heif' : 'webp')
      assert.deepEqual([meta.width, meta.height], [240, 240])
    }
    // The URL the page names: AVIF for a browser that takes it, WebP for one that does not.
    for (const [accept, type] of [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['', 'image/webp'],
    ] as const) {
      const res = await get(`/m/assets/img/${base}-t240`, accept ? { accept } : {})
      assert.equal(res.statusCode, 200, accept)
      assert.equal(res.headers['content-type'], type, accept)
      assert.equal(res.headers.vary, 'Accept')
      assert.equal(res.headers['cache-control'], IMMUTABLE)
    }
    // Deleting the photo's files (history's retention does, once no undo needs them) deletes its thumbnails too.
    await t.app.ctx.images.remove([up.body.info.image])
    for (const name of [`${base}-800.webp`, `${base}-t240.avif`, `${base}-t240.webp`])
      assert.ok(!fs.existsSync(path.join(t.config.uploadsDir, name)), name)
  })

  it('a photo stored before thumbnails existed gets them on first request, then from storage', async () => {
    const { api } = await owner()
    const p = await api.product(0, 'Pozole', 120)
    const up = await api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.jpg', await photo(800, 600))
    const base = baseOf(up.body.info.image)
    const file = path.join(t.config.uploadsDir, `${base}-t240.avif`)
    fs.rmSync(file) // as a photo uploaded before this release has none
    const res = await get(`/m/assets/img/${base}-t240`, { accept: 'image/avif,image/webp,*/*' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/avif')
    assert.equal(res.headers['cache-control'], IMMUTABLE)
    assert.ok(fs.existsSync(file), 'stored for the next request')
    assert.deepEqual(fs.readFileSync(file), res.rawPayload)
  })

  it('a thumbnail of no photo, or a name that is not one, is a 404 in the error envelope', async () => {
    for (const name of [
      'AAAAAAAAAAAAAAAA-t240',
      'AAAAAAAAAAAAAAAA-t240.avif',
      'AAAAAAAAAAAAAAAA-800.webp',
      '..%2Fsecret-t240',
      'x.avif',
    ]) {
      const res = await get(`/m/assets/img/${name}`)
      assert.equal(res.statusCode, 404, name)
      assert.equal(JSON.parse(res.body).error.code, 'RESOURCE_NOT_FOUND', name)
    }
  })

  it('the page: the thumbnail with width/height; the first screen eager, the first photo first', async () => {
    const { api, key } = await owner()
    const bases: string[] = []
    const image = await photo(400, 300)
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']) {
      const p = await api.product(0, name, 50)
      const up = await api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.jpg', image)
      bases.push(baseOf(up.body.info.image))
    }
    const html = (await get(`/m/${key}`)).body
    const photos = [...html.matchAll(/<img [^>]*class="pi"[^>]*>/g)].map((m) => m[0])
    assert.equal(photos.length, 5)
    photos.forEach((img, i) => {
      assert.ok(
        img.startsWith(`<img src="/m/assets/img/${bases[i]}-t240" alt="" class="pi" width="96" height="96"`),
        img,
      )
      // The first screen's photos load at once (the first ahead of everything); the rest when scrolled near.
      assert.equal(img.includes('loading="lazy"'), i >= 3, `photo ${i + 1}`)
      assert.equal(img.includes('fetchpriority="high"'), i === 0, `photo ${i + 1}`)
    })
  })

  it('150 dishes, 100 with photos: within 20 KB gzip, category sections rendered lazily, no script but the JSON-LD', async () => {
    const { api, key } = await owner()
    await bigMenu(t, api) // 100 photos' rows as uploads leave them: the markup is measured, no file is read
    const res = await get(`/m/${key}`, { 'accept-encoding': 'gzip' })
    assert.equal(res.statusCode, 200)
    const html = gunzipSync(res.rawPayload).toString('utf8')
    assert.equal(
      (html.match(/<img src="\/m\/assets\/img\/[A-Za-z0-9_-]+-t240" [^>]*class="pi" width="96" height="96"/g) ?? [])
        .length,
      100,
    )
    assert.ok(res.rawPayload.length <= 20 * 1024, `${res.rawPayload.length} bytes of gzip`)
    assert.match(html, /\.cat\{content-visibility:auto;contain-intrinsic-size:auto \d+px\}/)
    assert.deepEqual(scriptsOf(html), ['<script type="application/ld+json">'])
  })
})
