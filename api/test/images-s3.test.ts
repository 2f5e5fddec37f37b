import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { pruneAllHistory, account, DIALECT, makeApp, marketingApi, menuApi, tempDir, type TestApp } from './helpers.js'
import { THUMB_FORMATS, thumbName } from '../src/images/sizes.js'

const BUCKET = 'menu'

/**
 * The scale-out image store against a real S3-compatible server (s3rver, started here on a
 * free loopback port with its files in a temporary folder): the API's own SDK calls, checked
 * by reading the bucket back with the AWS SDK and by fetching the public URLs.
 */
describe(`image uploads to an S3-compatible bucket (${DIALECT})`, () => {
  let t: TestApp
  let server: S3rver
  let bucket: S3Client
  let publicUrl: string

  /** The keys in the bucket, sorted. */
  const keys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort()
  const object = (key: string) => bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  const keyOf = (url: string) => url.slice(publicUrl.length + 1)
  const widthOf = async (key: string) =>
    (await sharp(Buffer.from(await (await object(key)).Body!.transformToByteArray())).metadata()).width

  before(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tempDir('s3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    // Path-style public URLs: the server itself serves the objects, as a CDN in front of a bucket would.
    publicUrl = `${endpoint}/${BUCKET}`
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    t = await makeApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: publicUrl,
    })
  })
  after(async () => {
    await t.close()
    bucket.destroy()
    await server.close()
  })

  it('stores every size with the long cache header at a public URL, copies on clone, deletes replaced and deleted files once the history lets go', async () => {
    const api = menuApi(t, (await account(t)).access_token)
    const p = await api.product(0, 'En la nube')
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c83' } })
      .png()
      .toBuffer()
    const res = await api.upload(`/v1/products/${p}/attachment`, 'image', 'nube.png', png, 'image/png')
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const url: string = res.body.info.image
    assert.ok(url.startsWith(`${publicUrl}/`) && url.endsWith('-800.webp'), url)
    const key = keyOf(url)
    const thumbnail = (await api.productById(p)).thumbnail!
    // The panel's two sizes, and the public menu's thumbnail in each format (images/sizes.ts).
    const menuThumbs = THUMB_FORMATS.map((format) => thumbName(key.replace(/-800\.webp$/, ''), format))
    assert.deepEqual(await keys(), [key, keyOf(thumbnail), ...menuThumbs].sort(), 'every size, nothing else')

    const stored = await object(key)
    assert.equal(stored.ContentType, 'image/webp')
    assert.equal(stored.CacheControl, 'public, max-age=31536000, immutable')
    assert.equal(await widthOf(key), 800)
    assert.equal(await widthOf(keyOf(thumbnail)), 400)

    // What a diner's browser does with the URL the API answered.
    const served = await fetch(url)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/webp')
    assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, 'webp')

    // Clone: a copy of every size under a new name, made by the bucket.
    const cloneId = (await api.req('POST', `/v1/products/${p}/clone`)).body.info.id
    const cloneUrl: string = (await api.productById(cloneId)).image!
    assert.notEqual(cloneUrl, url)
    assert.equal(await widthOf(keyOf(cloneUrl)), 800)
    assert.equal((await keys()).length, 8)

    // Replace: the new files are stored; the old ones stay while the history can bring them back,
    // and go once it lets go of them.
    const replaced = (await api.upload(`/v1/products/${p}/attachment`, 'image', 'otra.png', png, 'image/png')).body.info
      .image
    assert.ok((await keys()).includes(key), 'kept while an undo can bring it back')
    await pruneAllHistory(t)
    for (const file of [key, keyOf(thumbnail), ...menuThumbs])
      assert.ok(!(await keys()).includes(file), `replaced file ${file} deleted`)
    assert.equal((await fetch(url)).status, 404, 'the old public URL is gone')
    // Delete: the clone's files go with it.
    assert.equal((await api.req('DELETE', `/v1/products/${cloneId}`)).status, 200)
    await pruneAllHistory(t)
    const left = await keys()
    assert.equal(left.length, 4, `only the current image (two sizes, two thumbnails) is left: ${left.join(', ')}`)
    assert.ok(left.includes(keyOf(replaced)))

    const csp = (await t.app.inject({ method: 'GET', url: '/v1/families' })).headers[
      'content-security-policy'
    ] as string
    assert.ok(csp.includes(new URL(publicUrl).origin), 'the panel may show images from the bucket')
  })

  it('an advertisement stores both images in one request, all or nothing', async () => {
    const api = marketingApi(t, (await account(t, 'NEGOCIO')).access_token)
    const ad = await api.ad('Nube')
    const before = await keys()
    const good = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#38c' } })
      .png()
      .toBuffer()
    const bad = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'ok.png', content: good },
      { field: 'image_desktop', filename: 'mala.png', content: Buffer.from('esto no es una imagen') },
    ])
    assert.equal(bad.status, 400)
    assert.deepEqual(await keys(), before, 'nothing was written for a refused pair')
    const ok = await api.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: good },
      { field: 'image_desktop', filename: 'd.png', content: good },
    ])
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    const { image_mobile: mobile, image_desktop: desktop } = ok.body.info as {
      image_mobile: string
      image_desktop: string
    }
    const added = (await keys()).filter((k) => !before.includes(k))
    assert.equal(added.length, 6, "two sizes of each image, and the mobile image's menu thumbnail in two formats")
    assert.ok(added.includes(keyOf(mobile)) && added.includes(keyOf(desktop)))
    assert.equal((await fetch(desktop)).status, 200)
  })
})
