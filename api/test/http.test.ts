import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { call, DIALECT, makeApp, type TestApp, tempDir } from './helpers.js'

/** A fake STATIC_ROOT: a built shell, one built remote, and a remotes file moving one remote to a CDN. */
function fixture() {
  const root = tempDir('static')
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), content)
  }
  write('shell/dist/index.html', '<!doctype html><title>panel</title>')
  write('shell/dist/main.3f2a9c1d.js', 'console.log(1)')
  write('shell/dist/sw.js', 'self.x=1')
  write('mfe-menu/dist/remoteEntry.js', 'var remote')
  write('mfe-menu/dist/mf-manifest.json', '{}')
  write('mfe-menu/dist/static/js/412.a1b2c3d4e5.js', 'chunk')
  write('shell/dist/big.0123abcd.js', `var panel = ${JSON.stringify('x'.repeat(5000))};`)
  const remotes = [{ name: 'mfe_billing', entry: 'https://cdn.example.com/billing/mf-manifest.json' }]
  write('remotes.json', JSON.stringify(remotes))
  return { root, remotes }
}

describe(`HTTP surface (${DIALECT})`, () => {
  let t: TestApp
  let fx: ReturnType<typeof fixture>
  before(async () => {
    fx = fixture()
    t = await makeApp({
      STATIC_ROOT: fx.root,
      REMOTES_FILE: path.join(fx.root, 'remotes.json'),
      CORS_ORIGINS: 'https://admin.example.com',
      PUBLIC_MENU_URL: 'https://menu.example.com',
    })
  })
  after(async () => t.close())

  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers })

  it('sends security headers on every response, with a CSP allowing the remote origins', async () => {
    for (const url of ['/', '/auth/nope', '/v1/profiles/me', '/remotes.json', '/remotes/mfe-menu/remoteEntry.js']) {
      const { headers } = await get(url)
      assert.equal(headers['x-content-type-options'], 'nosniff', url)
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', url)
      const csp = String(headers['content-security-policy'])
      for (const directive of [
        "default-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self' data:",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        assert.ok(csp.includes(directive), `${url}: ${directive} in ${csp}`)
      }
      assert.match(csp, /script-src 'self'[^;]* https:\/\/cdn\.example\.com/)
      assert.match(csp, /script-src 'self'[^;]* https:\/\/admin\.example\.com/)
      assert.match(csp, /img-src 'self' data: blob:[^;]* https:\/\/cdn\.example\.com/)
      assert.match(
        csp,
        /frame-src 'self' https:\/\/menu\.example\.com(;|$)/,
        'the brand preview frames the public menu',
      )
      assert.match(csp, /connect-src 'self'[^;]* https:\/\/cdn\.example\.com/)
    }
  })

  it('allows CORS only for the configured origins (and dev servers outside production)', async () => {
    const allowed = await call(t.app, {
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'https://admin.example.com', 'access-control-request-method': 'POST' },
    })
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://admin.example.com')
    const dev = await get('/v1/profiles/me', { origin: 'http://localhost:3001' })
    assert.equal(dev.headers['access-control-allow-origin'], 'http://localhost:3001')
    const denied = await get('/v1/profiles/me', { origin: 'https://evil.example.com' })
    assert.equal(denied.headers['access-control-allow-origin'], undefined)
  })

  it('serves the shell with SPA fallback and the right cache headers', async () => {
    for (const url of ['/', '/login', '/settings/general', '/multisucursal/templates?x=1']) {
      const res = await get(url)
      assert.equal(res.status, 200, url)
      assert.match(String(res.headers['content-type']), /text\/html/)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
      assert.match(res.body, /<title>panel/)
    }
    const hashed = await get('/main.3f2a9c1d.js')
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal((await get('/sw.js')).headers['cache-control'], 'no-cache')
    const missingAsset = await get('/missing.12345678.js')
    assert.equal(missingAsset.status, 404)
    assert.equal(missingAsset.body, 'Not found')
  })

  it('compresses text responses for clients that accept it (brotli first, then gzip)', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/big.0123abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.ok(br.rawPayload.length < 1000, `compressed to ${br.rawPayload.length} bytes`)
    const gzip = await get('/big.0123abcd.js', { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    const plain = await get('/big.0123abcd.js')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.match(plain.body, /^var panel/)
  })

  it('serves remotes from <folder>/dist; missing files and folders are plain 404s', async () => {
    const entry = await get('/remotes/mfe-menu/remoteEntry.js')
    assert.equal(entry.status, 200)
    assert.equal(entry.body, 'var remote')
    assert.equal(entry.headers['cache-control'], 'no-cache')
    assert.equal((await get('/remotes/mfe-menu/mf-manifest.json')).headers['cache-control'], 'no-cache')
    assert.equal(
      (await get('/remotes/mfe-menu/static/js/412.a1b2c3d4e5.js')).headers['cache-control'],
      'public, max-age=31536000, immutable',
    )
    for (const url of [
      '/remotes/mfe-menu/nope.js',
      '/remotes/mfe-billing/remoteEntry.js',
      '/remotes/shell/index.html',
      '/remotes/mfe-menu/..%2f..%2fshell%2fdist%2findex.html',
    ]) {
      const res = await get(url)
      assert.notEqual(res.status, 200, url)
      assert.doesNotMatch(String(res.body), /panel/, url)
    }
  })

  it('serves /remotes.json with no-cache: every remote of the manifest, REMOTES_FILE moving one elsewhere', async () => {
    const res = await get('/remotes.json')
    assert.equal(res.status, 200)
    assert.equal(res.headers['cache-control'], 'no-cache')
    const byName = new Map(
      (res.body as Array<{ name: string; entry: string; basePaths: string[] }>).map((r) => [r.name, r]),
    )
    assert.deepEqual(
      [...byName.keys()],
      ['mfe_menu', 'mfe_marketing', 'mfe_multisucursal', 'mfe_settings', 'mfe_billing'],
    )
    assert.deepEqual(byName.get('mfe_menu'), {
      name: 'mfe_menu',
      entry: '/remotes/mfe-menu/mf-manifest.json',
      basePaths: ['/menu'],
    })
    assert.deepEqual(byName.get('mfe_marketing')?.basePaths, ['/promotions', '/advertising'])
    assert.equal(byName.get('mfe_billing')?.entry, fx.remotes[0]!.entry)
    const empty = await makeApp({ STATIC_ROOT: tempDir('empty'), REMOTES_FILE: '/nonexistent/remotes.json' })
    try {
      // A missing overrides file changes nothing: each remote is served from this server.
      const defaults = (await call(empty.app, { method: 'GET', url: '/remotes.json' })).body as Array<{ entry: string }>
      assert.deepEqual(
        defaults.map((r) => r.entry),
        ['mfe-menu', 'mfe-marketing', 'mfe-multisucursal', 'mfe-settings', 'mfe-billing'].map(
          (f) => `/remotes/${f}/mf-manifest.json`,
        ),
      )
      const noShell = await call(empty.app, { method: 'GET', url: '/menu/products' })
      assert.equal(noShell.status, 503)
      assert.match(String(noShell.headers['content-type']), /text\/plain/)
      assert.equal((await call(empty.app, { method: 'GET', url: '/remotes/mfe-menu/remoteEntry.js' })).status, 404)
    } finally {
      await empty.close()
    }
  })

  it('unknown API routes answer the JSON 404 envelope, never the SPA', async () => {
    for (const [method, url] of [
      ['GET', '/auth/nope'],
      ['POST', '/v1/nope'],
      ['GET', '/docs/nope'],
      ['DELETE', '/v1/sucursales'],
    ] as const) {
      const res = await call(t.app, { method, url })
      assert.equal(res.status, 404, url)
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND', url)
    }
    assert.equal((await get('/m/some-key', { host: 'menu.example.com' })).status, 404)
  })

  it('a crash is 500 INTERNAL_ERROR without internals', async () => {
    // A fresh (not yet ready) app on the test database, so a failing route can be added.
    const extra = await makeApp()
    const app = await buildApp(extra.config, { db: extra.db })
    app.get('/boom', async () => {
      throw new Error('secret database detail')
    })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    assert.equal(res.statusCode, 500)
    assert.deepEqual(res.json(), {
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Algo a salido mal, por favor intenta más tarde.',
        request_id: res.headers['x-request-id'],
      },
    })
    assert.doesNotMatch(res.body, /secret|stack/)
    await app.close()
    await extra.close()
  })
})
