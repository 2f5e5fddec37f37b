import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

interface StoredObject { body: Buffer; contentType: string | undefined; cacheControl: string | undefined }

/** The few S3 calls the API makes (PUT, PUT with x-amz-copy-source, DELETE), path-style, in memory. */
function fakeS3() {
  const objects = new Map<string, StoredObject>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1)) // bucket/key
      if (req.method === 'PUT' && req.headers['x-amz-copy-source']) {
        const source = objects.get(decodeURIComponent(String(req.headers['x-amz-copy-source'])).replace(/^\//, ''))
        if (!source) { res.writeHead(404).end(); return }
        objects.set(key, { ...source })
        res.writeHead(200, { 'content-type': 'application/xml' })
        res.end('<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>"e"</ETag></CopyObjectResult>')
      } else if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'] as string | undefined })
        res.writeHead(200, { etag: '"e"' }).end()
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else {
        res.writeHead(405).end()
      }
    })
  })
  return { objects, server }
}

describe(`image uploads to an S3-compatible bucket (${DIALECT})`, () => {
  let t: TestApp
  const s3 = fakeS3()
  before(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve))
    const port = (s3.server.address() as AddressInfo).port
    t = await makeApp({
      S3_BUCKET: 'menu',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: 'https://cdn.example.test/menu',
    })
  })
  after(async () => {
    await t.close()
    s3.server.close()
  })

  it('stores both sizes in the bucket with the long cache header, copies on clone, deletes on replace/delete', async () => {
    const api = menuApi(t, (await account(t)).access_token)
    const p = await api.product(0, 'En la nube')
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c83' } }).png().toBuffer()
    const res = await api.upload(`/v1/products/${p}/attachment`, 'image', 'nube.png', png, 'image/png')
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const url: string = res.body.info.image
    assert.match(url, /^https:\/\/cdn\.example\.test\/menu\/[A-Za-z0-9_-]+-800\.webp$/)
    const key = `menu/${url.split('/').pop()}`
    const large = s3.objects.get(key)!
    assert.equal(large.contentType, 'image/webp')
    assert.equal(large.cacheControl, 'public, max-age=31536000, immutable')
    assert.equal((await sharp(large.body).metadata()).width, 800)
    assert.equal((await sharp(s3.objects.get(key.replace('-800', '-400'))!.body).metadata()).width, 400)
    assert.equal((await api.productById(p)).thumbnail, url.replace('-800.webp', '-400.webp'), 'the thumbnail is the bucket URL of the 400 px file')

    const cloneId = (await api.req('POST', `/v1/products/${p}/clone`)).body.info.id
    const cloneUrl: string = (await api.req('GET', `/v1/products/${cloneId}`)).body.info.image
    assert.ok(cloneUrl !== url && s3.objects.has(`menu/${cloneUrl.split('/').pop()}`))

    await api.upload(`/v1/products/${p}/attachment`, 'image', 'otra.png', png, 'image/png')
    assert.ok(!s3.objects.has(key) && !s3.objects.has(key.replace('-800', '-400')), 'replaced files deleted')
    await api.req('DELETE', `/v1/products/${cloneId}`)
    assert.ok(!s3.objects.has(`menu/${cloneUrl.split('/').pop()}`), "the clone's files deleted with it")
    assert.equal(s3.objects.size, 2, 'only the current image (two sizes) is left')

    const csp = (await t.app.inject({ method: 'GET', url: '/v1/families' })).headers['content-security-policy'] as string
    assert.match(csp, /img-src [^;]*https:\/\/cdn\.example\.test/)
  })
})
