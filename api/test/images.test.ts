import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { account, call, DIALECT, makeApp, menuApi, pruneAllHistory, type TestApp } from './helpers.js'

const TEN_MB = 10 * 1024 * 1024

/** A real image made by sharp: a colour gradient-ish block of `width` x `height`. */
async function makeImage(format: 'png' | 'jpeg' | 'gif', width: number, height: number): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 30 } } })
  return img.toFormat(format).toBuffer()
}

/** A PNG that only claims `width` x `height` in its header (65 bytes whatever the size): what a decompression bomb looks like. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe(`image uploads (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => menuApi(t, (await account(t)).access_token)
  const prune = () => pruneAllHistory(t)
  const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url))
  const sibling = (url: string, size: string) => url.replace(/-\d+\.webp$/, `-${size}.webp`)
  const meta = (url: string) => sharp(fs.readFileSync(fileOf(url))).metadata()

  it('accepts PNG, JPEG and GIF by content and stores WebP at 800 and 400 px wide', async () => {
    const api = await owner()
    const p = await api.product(0, 'Foto')
    for (const [format, name, type] of [
      ['png', 'a.png', 'image/png'],
      ['jpeg', 'b.jpg', 'image/jpeg'],
      ['gif', 'c.gif', 'image/gif'],
    ] as const) {
      const res = await api.upload(
        `/v1/products/${p}/attachment`,
        'image',
        name,
        await makeImage(format, 1600, 1200),
        type,
      )
      assert.equal(res.status, 200, JSON.stringify(res.body))
      const url: string = res.body.info.image
      assert.match(url, /^\/uploads\/[A-Za-z0-9_-]+-800\.webp$/)
      const large = await meta(url)
      assert.deepEqual([large.format, large.width, large.height], ['webp', 800, 600])
      const small = await meta(sibling(url, '400'))
      assert.deepEqual([small.format, small.width, small.height], ['webp', 400, 300])
      const product = await api.productById(p)
      assert.equal(product.image, url)
      assert.equal(product.thumbnail, sibling(url, '400'), 'the thumbnail is the 400 px file')
    }
  })

  it('never upscales a small photo; a family icon becomes a 256 px square', async () => {
    const api = await owner()
    const p = await api.product(0, 'Chica')
    const res = await api.upload(`/v1/products/${p}/attachment`, 'image', 'chica.png', await makeImage('png', 300, 200))
    assert.equal(res.status, 200)
    assert.deepEqual(
      [(await meta(res.body.info.image)).width, (await meta(sibling(res.body.info.image, '400'))).width],
      [300, 300],
    )

    const f = await api.family('Bebidas')
    const icon = await api.upload(
      `/v1/families/${f}/attachment`,
      'icon',
      'icono.jpg',
      await makeImage('jpeg', 500, 300),
    )
    assert.equal(icon.status, 200)
    assert.match(icon.body.info.icon, /^\/uploads\/[A-Za-z0-9_-]+-256\.webp$/)
    const m = await meta(icon.body.info.icon)
    assert.deepEqual([m.format, m.width, m.height], ['webp', 256, 256])
    assert.equal((await api.families())[0].icon, icon.body.info.icon)
  })

  it('a file named .png that is not an image: 400 IMAGE_INVALID with its message, naming the part', async () => {
    const api = await owner()
    const p = await api.product(0, 'X')
    for (const content of [
      Buffer.from('definitely not a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(0),
    ]) {
      const res = await api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.png', content, 'image/png')
      assert.equal(res.status, 400)
      assert.deepEqual(res.body, {
        error: {
          code: 'IMAGE_INVALID',
          message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif',
          field: 'image',
          fields: [{ field: 'image', message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' }],
        },
      })
    }
    // a real image of a format that is not allowed (WebP), whatever its name
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer()
    assert.equal(
      (await api.upload(`/v1/products/${p}/attachment`, 'image', 'foto.jpg', webp)).body.error.code,
      'IMAGE_INVALID',
    )
    // a truncated PNG: valid header, broken body
    const png = await makeImage('png', 400, 400)
    assert.equal(
      (await api.upload(`/v1/products/${p}/attachment`, 'image', 'rota.png', png.subarray(0, 60))).body.error.code,
      'IMAGE_INVALID',
    )
    assert.equal((await api.productById(p)).image, null)
  })

  it('10 MB + 1 byte: 413 IMAGE_TOO_LARGE; exactly 10 MB is accepted', async () => {
    const api = await owner()
    const p = await api.product(0, 'Grande')
    const png = await makeImage('png', 64, 64)
    // A valid PNG padded after its end: decoders ignore trailing bytes, so only the size matters.
    const exact = Buffer.concat([png, Buffer.alloc(TEN_MB - png.length)])
    const tooBig = Buffer.concat([exact, Buffer.alloc(1)])
    const res = await api.upload(`/v1/products/${p}/attachment`, 'image', 'grande.png', tooBig, 'image/png')
    assert.equal(res.status, 413)
    assert.deepEqual(res.body, {
      error: {
        code: 'IMAGE_TOO_LARGE',
        message: 'Imagen muy grande, máximo 10MB',
        field: 'image',
        fields: [{ field: 'image', message: 'Imagen muy grande, máximo 10MB' }],
      },
    })
    const ok = await api.upload(`/v1/products/${p}/attachment`, 'image', 'justo.png', exact, 'image/png')
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
  })

  it('more than 40 megapixels: 413 IMAGE_TOO_LARGE from the header alone, even 16 at once; nothing is decoded or stored', async () => {
    const api = await owner()
    const p = await api.product(0, 'Bomba')
    const message = 'Imagen muy grande, máximo 40 megapíxeles (por ejemplo 8000 × 5000 px)'
    const started = Date.now()
    const all = await Promise.all(
      Array.from({ length: 16 }, () =>
        api.upload(`/v1/products/${p}/attachment`, 'image', 'bomba.png', pngHeader(10_000, 10_000), 'image/png'),
      ),
    )
    for (const res of all) {
      assert.equal(res.status, 413)
      assert.deepEqual(res.body, {
        error: { code: 'IMAGE_TOO_LARGE', message, field: 'image', fields: [{ field: 'image', message }] },
      })
    }
    assert.ok(Date.now() - started < 5000, 'refused without decoding')
    assert.equal(
      (await api.upload(`/v1/products/${p}/attachment`, 'image', 'justo.png', pngHeader(8000, 5001), 'image/png')).body
        .error.code,
      'IMAGE_TOO_LARGE',
    )
    // exactly 40 megapixels is within the limit: this header without pixel data is then just a broken image
    assert.equal(
      (await api.upload(`/v1/products/${p}/attachment`, 'image', 'limite.png', pngHeader(8000, 5000), 'image/png')).body
        .error.code,
      'IMAGE_INVALID',
    )
    assert.equal((await api.productById(p)).image, null)
  })

  it('no file: 400 IMAGE_REQUIRED', async () => {
    const api = await owner()
    const p = await api.product(0, 'X')
    const json = await api.req('POST', `/v1/products/${p}/attachment`, { image: 'x' })
    assert.deepEqual(json.body, {
      error: {
        code: 'IMAGE_REQUIRED',
        message: 'Imagen requerida',
        field: 'image',
        fields: [{ field: 'image', message: 'Imagen requerida' }],
      },
    })
    const emptyPart = await api.upload(`/v1/products/${p}/attachment`, 'image', '', Buffer.alloc(0))
    assert.equal(emptyPart.body.error.code, 'IMAGE_REQUIRED')
  })

  it('serves uploads with a one-year immutable cache; unknown names are a plain 404', async () => {
    const api = await owner()
    const p = await api.product(0, 'Cache')
    const url = (await api.upload(`/v1/products/${p}/attachment`, 'image', 'a.png', await makeImage('png', 100, 100)))
      .body.info.image
    const res = await t.app.inject({ method: 'GET', url })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'image/webp')
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal((await t.app.inject({ method: 'GET', url: sibling(url, '400') })).statusCode, 200)
    assert.equal((await t.app.inject({ method: 'GET', url: '/uploads/nope-800.webp' })).statusCode, 404)
    assert.equal((await t.app.inject({ method: 'GET', url: '/uploads/../menu.db' })).statusCode, 404)
  })

  it('featured/recommended work once there is an image; removing the image turns them off; its files go once the history lets go of them', async () => {
    const api = await owner()
    const p = await api.product(0, 'Estrella')
    const url = (await api.upload(`/v1/products/${p}/attachment`, 'image', 'a.png', await makeImage('png', 900, 900)))
      .body.info.image
    let res = await api.req('PUT', `/v1/products/${p}`, { featured: true, recommended: true, image: url })
    assert.equal(res.status, 200)
    assert.deepEqual([res.body.info.featured, res.body.info.recommended, res.body.info.image], [true, true, url])
    assert.equal((await api.req('PUT', `/v1/products/${p}`, { image: '/uploads/other-800.webp' })).status, 400)
    assert.equal(
      (await api.req('PUT', `/v1/products/${p}`, { image: null, featured: true })).body.error.code,
      'IMAGE_REQUIRED',
    )
    assert.ok(fs.existsSync(fileOf(url)))
    res = await api.req('PUT', `/v1/products/${p}`, { image: null })
    assert.deepEqual([res.body.info.featured, res.body.info.recommended, res.body.info.image], [false, false, null])
    assert.ok(fs.existsSync(fileOf(url)), 'kept: an undo brings the image back')
    await prune()
    assert.ok(!fs.existsSync(fileOf(url)))
    assert.ok(!fs.existsSync(fileOf(sibling(url, '400'))))
  })

  it('replaced or deleted files are kept while the history refers to them, then removed; a clone gets its own copies', async () => {
    const api = await owner()
    const p = await api.product(0, 'Reemplazo')
    const first = (await api.upload(`/v1/products/${p}/attachment`, 'image', 'a.png', await makeImage('png', 500, 500)))
      .body.info.image
    const second = (
      await api.upload(`/v1/products/${p}/attachment`, 'image', 'b.gif', await makeImage('gif', 500, 500))
    ).body.info.image
    assert.notEqual(first, second)
    assert.ok(fs.existsSync(fileOf(first)), 'kept on replace while the history can bring it back')
    await prune()
    assert.ok(
      !fs.existsSync(fileOf(first)) && !fs.existsSync(fileOf(sibling(first, '400'))),
      'old files deleted once the history lets go',
    )
    assert.ok(fs.existsSync(fileOf(second)))

    await api.req('PUT', `/v1/products/${p}`, { featured: true })
    const cloneId = (await api.req('POST', `/v1/products/${p}/clone`)).body.info.id
    const clone = await api.productById(cloneId)
    const cloneImage = clone.image!
    assert.notEqual(clone.image, second)
    assert.equal(clone.featured, true)
    assert.ok(fs.existsSync(fileOf(cloneImage)) && fs.existsSync(fileOf(sibling(cloneImage, '400'))))

    await api.req('DELETE', `/v1/products/${p}`)
    await prune()
    assert.ok(
      !fs.existsSync(fileOf(second)) && !fs.existsSync(fileOf(sibling(second, '400'))),
      'files deleted with the product',
    )
    assert.ok(fs.existsSync(fileOf(cloneImage)), "the clone's files stay")

    const f = await api.family('Con icono')
    const icon1 = (await api.upload(`/v1/families/${f}/attachment`, 'icon', 'a.png', await makeImage('png', 64, 64)))
      .body.info.icon
    const icon2 = (await api.upload(`/v1/families/${f}/attachment`, 'icon', 'b.png', await makeImage('png', 64, 64)))
      .body.info.icon
    await prune()
    assert.ok(!fs.existsSync(fileOf(icon1)) && fs.existsSync(fileOf(icon2)))
    const fc = (await api.req('POST', `/v1/families/${f}/clone`)).body.info.id
    const copyIcon = (await api.families()).find((x) => x.id === fc)!.icon!
    assert.ok(copyIcon !== icon2 && fs.existsSync(fileOf(copyIcon)))
    await api.req('DELETE', `/v1/families/${f}`)
    await prune()
    assert.ok(!fs.existsSync(fileOf(icon2)), 'icon deleted with the family')
    assert.ok(fs.existsSync(fileOf(copyIcon)))
    assert.equal((await api.req('PUT', `/v1/families/${fc}`, { icon: null })).body.info.icon, null)
    await prune()
    assert.ok(!fs.existsSync(fileOf(copyIcon)), 'icon: null deletes the file')
  })

  it("another account's product or family: 404 and nothing is stored", async () => {
    const api = await owner()
    const other = await owner()
    const p = await other.product(0, 'Ajeno')
    const f = await other.family('Ajena')
    const before = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).length : 0
    const png = await makeImage('png', 50, 50)
    assert.equal((await api.upload(`/v1/products/${p}/attachment`, 'image', 'a.png', png)).status, 404)
    assert.equal((await api.upload(`/v1/families/${f}/attachment`, 'icon', 'a.png', png)).status, 404)
    assert.equal(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).length : 0, before)
    assert.equal((await call(t.app, { method: 'POST', url: `/v1/products/${p}/attachment` })).status, 401)
  })
})
