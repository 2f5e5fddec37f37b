import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DIALECT, makeApp, type TestApp, tempDir } from './helpers.js'

/**
 * A section's path gets the shell's page with preloads of what that page asks for after its
 * start-up (the panel's chunk, the section's remote files) and the
 * GETs its remote declares the screen makes first, read from the builds on every request; other
 * paths get the page as built.
 */
describe(`panel preloads in the shell's HTML (${DIALECT})`, () => {
  let t: TestApp
  let root: string
  const index =
    '<!doctype html><html><head><title>panel</title><script defer src="/main.3f2a9c1d.js"></script></head><body><div id="root"></div></body></html>'
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), content)
  }
  const manifest = (chunk: string) =>
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './remote',
          assets: {
            js: { sync: [chunk, '__federation_expose_remote.0a1b2c3d.js'], async: ['999.ffffffff.js'] },
            css: { sync: ['243.0b40d28f.css'], async: [] },
          },
        },
      ],
      shared: [
        { name: 'react', assets: { js: { sync: ['4121.ab456d19.js'], async: [] } } },
        { name: '@tanstack/react-query', assets: { js: { sync: ['5128.8e8fd3af.js'], async: [] } } },
      ],
    })
  before(async () => {
    root = tempDir('panel-preloads')
    write('shell/dist/index.html', index)
    write(
      'shell/dist/panel-preloads.json',
      JSON.stringify([
        { href: '105.53ea1d6e.js', as: 'script' },
        { href: '869.3754d7bc.css', as: 'style' },
      ]),
    )
    write('mfe-menu/dist/mf-manifest.json', manifest('243.751d8c90.js'))
    write(
      'mfe-menu/dist/early-gets.json',
      JSON.stringify({
        '/menu/products': [
          '/v1/products',
          '/v1/sold-out',
          '"><script>x</script>',
          'https://elsewhere.example/v1/x',
          42,
        ],
        '/menu/categories': ['/v1/families'],
      }),
    )
    write('mfe-settings/dist/mf-manifest.json', '{ not json')
    t = await makeApp({ STATIC_ROOT: root, REMOTES_FILE: path.join(root, 'remotes-overrides.json') })
  })
  after(async () => t.close())

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0])
  const remotesInPage = (html: string) => {
    const found = /<script type="application\/json" id="remotes-list">(.*?)<\/script>/.exec(html)
    assert.ok(found, 'the page carries the remotes list')
    return JSON.parse(found[1]) as unknown
  }

  it("a section's path names the panel's files and its remote's start-up files, before </head>", async () => {
    const res = await get('/menu/products?family=3')
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/html/)
    assert.equal(res.headers['cache-control'], 'no-cache')
    assert.deepEqual(preloads(res.body), [
      '<link rel="preload" as="script" href="/105.53ea1d6e.js">',
      '<link rel="preload" as="style" href="/869.3754d7bc.css">',
      '<link rel="preload" as="fetch" href="/remotes/mfe-menu/mf-manifest.json" crossorigin>',
      '<link rel="preload" as="script" href="/remotes/mfe-menu/remoteEntry.js">',
      '<link rel="preload" as="style" href="/remotes/mfe-menu/243.0b40d28f.css">',
      '<link rel="preload" as="script" href="/remotes/mfe-menu/243.751d8c90.js">',
      '<link rel="preload" as="script" href="/remotes/mfe-menu/__federation_expose_remote.0a1b2c3d.js">',
      // The data cache's library: the shell does not provide it, the section's remote does.
      '<link rel="preload" as="script" href="/remotes/mfe-menu/5128.8e8fd3af.js">',
    ])
    assert.ok(
      res.body.includes('<meta name="early-gets" content="/v1/products /v1/sold-out">'),
      "the remote's first GETs for this path, only safe API paths",
    )
    assert.ok(!res.body.includes('<script>x'))
    assert.deepEqual(
      remotesInPage(res.body),
      (await get('/remotes.json')).json(),
      'the remotes list, as /remotes.json answers it',
    )
    assert.ok(res.body.startsWith(index.slice(0, index.indexOf('</head>'))), 'the page as built, with the links added')
    assert.ok(res.body.endsWith('</head><body><div id="root"></div></body></html>'))
  })

  it("the remotes list carries each hosted remote's first GETs by screen (safe API paths only), for a sidebar intent to start", async () => {
    const list = (await get('/remotes.json')).json() as Array<{ name: string; earlyGets?: unknown }>
    assert.deepEqual(list.find((r) => r.name === 'mfe_menu')?.earlyGets, {
      '/menu/products': ['/v1/products', '/v1/sold-out'],
      '/menu/categories': ['/v1/families'],
    })
    assert.equal(list.find((r) => r.name === 'mfe_settings')?.earlyGets, undefined, 'a remote that declares none')
  })

  it('other paths, and a remote without a readable manifest, get the page as built', async () => {
    for (const url of ['/login', '/', '/tutorials', '/settings/general', '/menuitems']) {
      const res = await get(url)
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, index, url)
    }
  })

  it('answers 304 to its ETag, and a redeployed remote changes the page and its ETag at once', async () => {
    const first = await get('/menu/categories')
    const etag = String(first.headers.etag)
    assert.match(etag, /^"[\w-]+"$/)
    assert.equal((await get('/menu/categories', { 'if-none-match': etag })).statusCode, 304)
    assert.equal(
      (await get('/menu/categories/', { 'if-none-match': etag })).statusCode,
      304,
      'the same page with a trailing slash',
    )
    const products = await get('/menu/products', { 'if-none-match': etag })
    assert.equal(products.statusCode, 200, 'another screen of the section names other GETs')
    assert.ok(products.body.includes('content="/v1/products /v1/sold-out"'))
    assert.ok(
      (await get('/menu/variants')).body.indexOf('early-gets') === -1,
      'a path the remote names no GETs for gets none',
    )

    write('mfe-menu/dist/mf-manifest.json', manifest('777.12345678.js'))
    const file = path.join(root, 'mfe-menu/dist/mf-manifest.json')
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(file, later, later)
    const redeployed = await get('/menu/categories', { 'if-none-match': etag })
    assert.equal(redeployed.statusCode, 200)
    assert.notEqual(redeployed.headers.etag, etag)
    assert.ok(
      preloads(redeployed.body).includes('<link rel="preload" as="script" href="/remotes/mfe-menu/777.12345678.js">'),
    )
    assert.ok(!redeployed.body.includes('243.751d8c90.js'))
  })

  it('writes the remotes list so that no entry can close its script element', async () => {
    const entry = 'https://cdn.example/</script><script>alert(2)</script>/mf-manifest.json'
    write('remotes-overrides.json', JSON.stringify([{ name: 'mfe_billing', entry }]))
    try {
      const res = await get('/menu/products')
      assert.ok(!res.body.includes('<script>alert(2)'))
      const list = remotesInPage(res.body) as Array<{ name: string; entry: string }>
      assert.equal(
        list.find((remote) => remote.name === 'mfe_billing')?.entry,
        entry,
        'the value itself is intact once parsed',
      )
    } finally {
      fs.rmSync(path.join(root, 'remotes-overrides.json'))
    }
  })

  it('never writes a name from a manifest that could leave its attribute', async () => {
    write(
      'mfe-marketing/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './remote',
            assets: { js: { sync: ['ok.0a1b2c3d.js', '"><script>alert(1)</script>.js'] }, css: { sync: [] } },
          },
        ],
      }),
    )
    const res = await get('/promotions')
    assert.ok(res.body.includes('href="/remotes/mfe-marketing/ok.0a1b2c3d.js"'))
    assert.ok(!res.body.includes('alert(1)'))
  })

  it('a section some plans cannot open names no early GETs: its plan may not use that API', async () => {
    write('mfe-marketing/dist/early-gets.json', JSON.stringify({ '/promotions': ['/v1/promotions'] }))
    const res = await get('/promotions')
    assert.ok(res.body.includes('rel="preload"'), 'its files are still preloaded')
    assert.ok(!res.body.includes('early-gets'))
  })
})
