import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { DIALECT, makeApp, type TestApp, tempDir } from './helpers.js'

const REPO = path.resolve(import.meta.dirname, '..', '..')

/**
 * The build's pre-compressed copies (scripts/compress-dists.mjs, run by `npm run build`) are
 * sent as they are: brotli when accepted, gzip otherwise, the file itself when neither, with
 * the same caching headers, and never compressed a second time.
 */
describe(`pre-compressed static assets (${DIALECT})`, () => {
  let t: TestApp
  let root: string
  const js = `var panel = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `fila ${i}`))};\n`
  const css = `.board{color:red}\n${'.row{padding:4px}\n'.repeat(100)}`
  before(async () => {
    root = tempDir('static-pre')
    const write = (rel: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
      fs.writeFileSync(path.join(root, rel), content)
    }
    write('shell/dist/index.html', `<!doctype html><title>panel</title>${'<!-- relleno -->'.repeat(100)}`)
    write('shell/dist/main.3f2a9c1d.js', js)
    write('shell/dist/tiny.js', 'x=1')
    write('mfe-menu/dist/static/css/board.a1b2c3d4.css', css)
    execFileSync(process.execPath, [
      path.join(REPO, 'scripts', 'compress-dists.mjs'),
      path.join(root, 'shell', 'dist'),
      path.join(root, 'mfe-menu', 'dist'),
    ])
    t = await makeApp({ STATIC_ROOT: root })
  })
  after(async () => t.close())

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  it('the build step writes .br and .gz copies of text assets of 1 KB or more, and nothing for smaller ones', () => {
    for (const file of [
      'shell/dist/main.3f2a9c1d.js',
      'shell/dist/index.html',
      'mfe-menu/dist/static/css/board.a1b2c3d4.css',
    ]) {
      const body = fs.readFileSync(path.join(root, file))
      assert.deepEqual(brotliDecompressSync(fs.readFileSync(path.join(root, `${file}.br`))), body, file)
      assert.deepEqual(gunzipSync(fs.readFileSync(path.join(root, `${file}.gz`))), body, file)
    }
    assert.equal(fs.existsSync(path.join(root, 'shell/dist/tiny.js.br')), false)
  })

  it('sends the brotli copy when accepted, the gzip copy otherwise, the file when neither; the same bytes once decoded and the same caching', async () => {
    for (const [url, file, type] of [
      ['/main.3f2a9c1d.js', 'shell/dist/main.3f2a9c1d.js', /javascript/],
      ['/remotes/mfe-menu/static/css/board.a1b2c3d4.css', 'mfe-menu/dist/static/css/board.a1b2c3d4.css', /text\/css/],
      ['/menu/products', 'shell/dist/index.html', /text\/html/],
    ] as const) {
      const original = fs.readFileSync(path.join(root, file))
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
      assert.equal(br.statusCode, 200, url)
      assert.equal(br.headers['content-encoding'], 'br', url)
      assert.match(String(br.headers['content-type']), type, url)
      assert.match(String(br.headers.vary), /accept-encoding/i, url)
      // The build's copy byte for byte: not compressed again by @fastify/compress.
      assert.deepEqual(br.rawPayload, fs.readFileSync(path.join(root, `${file}.br`)), url)
      assert.deepEqual(brotliDecompressSync(br.rawPayload), original, url)

      const gz = await get(url, { 'accept-encoding': 'gzip' })
      assert.equal(gz.headers['content-encoding'], 'gzip', url)
      assert.deepEqual(gz.rawPayload, fs.readFileSync(path.join(root, `${file}.gz`)), url)
      assert.deepEqual(gunzipSync(gz.rawPayload), original, url)

      const plain = await get(url)
      assert.equal(plain.headers['content-encoding'], undefined, url)
      assert.deepEqual(plain.rawPayload, original, url)

      for (const res of [br, gz, plain]) assert.equal(res.headers['cache-control'], plain.headers['cache-control'], url)
    }
    assert.equal(
      (await get('/main.3f2a9c1d.js', { 'accept-encoding': 'br' })).headers['cache-control'],
      'public, max-age=31536000, immutable',
    )
    assert.equal((await get('/', { 'accept-encoding': 'br' })).headers['cache-control'], 'no-cache')
  })

  it('a file newer than its copies (a dist copied over an old one without the build step) is sent as it is, never the old copy', async () => {
    const file = path.join(root, 'mfe-menu/dist/remoteEntry.js')
    fs.writeFileSync(file, `var remote = ${JSON.stringify('viejo '.repeat(400))};`)
    execFileSync(process.execPath, [
      path.join(REPO, 'scripts', 'compress-dists.mjs'),
      path.join(root, 'mfe-menu', 'dist'),
    ])
    const fresh = `var remote = ${JSON.stringify('nuevo '.repeat(400))};`
    fs.writeFileSync(file, fresh)
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file, later, later)
    const res = await get('/remotes/mfe-menu/remoteEntry.js', { 'accept-encoding': 'br, gzip' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-encoding'], undefined)
    assert.equal(res.payload, fresh)
  })

  it('a file without a copy is still compressed per request, and a second build run keeps up-to-date copies', async () => {
    const tiny = await get('/tiny.js', { 'accept-encoding': 'br' })
    assert.equal(tiny.statusCode, 200)
    assert.equal(tiny.headers['content-encoding'], 'br') // no copy (under 1 KB): @fastify/compress does it
    assert.equal(brotliDecompressSync(tiny.rawPayload).toString('utf8'), 'x=1')
    const copy = path.join(root, 'shell/dist/main.3f2a9c1d.js.br')
    const before = fs.statSync(copy).mtimeMs
    execFileSync(process.execPath, [path.join(REPO, 'scripts', 'compress-dists.mjs'), path.join(root, 'shell', 'dist')])
    assert.equal(fs.statSync(copy).mtimeMs, before)
  })
})
