import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { iconFont } from '../src/public-menu/icons.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp, tempDir } from './helpers.js'

const PANEL = 'https://panel.example.com'
const MENU = 'https://menu.example.com'

/** A STATIC_ROOT with a built shell: the panel's pages exist, so a wrong host would really serve them. */
function builtShell(): string {
  const root = tempDir('sites-static')
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true })
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>panel</title>')
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.3f2a9c1d.js'), 'var panel')
  return root
}

/** The owner's first branch (made at verification) and an uploaded product photo. */
async function ownerWithMenu(t: TestApp) {
  const owner = await account(t)
  const api = menuApi(t, owner.access_token)
  const [branch] = await api.read<Array<{ route_key: string; menu_url: string }>>('/v1/sucursales')
  const category = await api.category(await api.family('Comida'), 'Tacos')
  const product = await api.product(category, 'Taco de pollo')
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .png()
    .toBuffer()
  const uploaded = await api.upload(`/v1/products/${product}/attachment`, 'image', 'taco.png', photo)
  assert.equal(uploaded.status, 200)
  return { owner, branch: branch!, image: uploaded.body.info.image as string }
}

describe(`the panel and the public menu on two hosts of one process (${DIALECT})`, () => {
  let t: TestApp
  let menu: Awaited<ReturnType<typeof ownerWithMenu>>
  before(async () => {
    t = await makeApp({ PUBLIC_URL: PANEL, PUBLIC_MENU_URL: MENU, STATIC_ROOT: builtShell() })
    menu = await ownerWithMenu(t)
  })
  after(async () => t.close())

  const on = (
    host: string,
    url: string,
    extra: { method?: 'GET' | 'HEAD' | 'POST' | 'OPTIONS'; headers?: Record<string, string>; token?: string } = {},
  ) => call(t.app, { method: extra.method ?? 'GET', url, token: extra.token, headers: { host, ...extra.headers } })

  it("gives each branch a link on the menu's host", () => {
    assert.equal(menu.branch.menu_url, `${MENU}/m/${menu.branch.route_key}`)
  })

  it("serves the menu pages on the menu's host only", async () => {
    const page = await on('menu.example.com', `/m/${menu.branch.route_key}`)
    assert.equal(page.status, 200)
    assert.match(String(page.headers['content-type']), /^text\/html/)
    assert.match(page.body, /Taco de pollo/)
    assert.equal((await on('menu.example.com', `/m/${menu.branch.route_key}`, { method: 'HEAD' })).status, 200)
    // The same host however the client or the proxy spells it.
    for (const host of ['MENU.example.com', 'menu.example.com:443']) {
      assert.equal((await on(host, `/m/${menu.branch.route_key}`)).status, 200, host)
    }
    assert.equal((await on('menu.example.com', '/m/no-such-menu')).status, 404)
  })

  it("redirects the menu pages from the panel's host (and any other) to the menu's host, query included", async () => {
    const key = menu.branch.route_key
    for (const host of ['panel.example.com', '10.0.0.7:8080']) {
      for (const [url, location] of [
        [`/m/${key}?v=3`, `${MENU}/m/${key}?v=3`],
        [`/m/${key}/`, `${MENU}/m/${key}/`],
        ['/m', `${MENU}/m`],
        ['/m/', `${MENU}/m/`],
      ]) {
        const res = await on(host, url!)
        assert.equal(res.status, 301, `${host}${url}`)
        assert.equal(res.headers.location, location, `${host}${url}`)
        assert.doesNotMatch(String(res.body), /Taco/)
      }
    }
  })

  it("never serves the panel, its files or the signed-in API on the menu's host", async () => {
    // Pages and files of the panel: a redirect to the panel's host, never their content.
    for (const url of [
      '/',
      '/login',
      '/settings/general?tab=brand',
      '/main.3f2a9c1d.js',
      '/remotes.json',
      '/remotes/mfe-menu/remoteEntry.js',
    ]) {
      const res = await on('menu.example.com', url)
      assert.equal(res.status, 302, url)
      assert.equal(res.headers.location, `${PANEL}${url}`, url)
      assert.doesNotMatch(String(res.body), /panel/, url)
    }
    // The API: 404, whatever the method, even with a valid token.
    const token = menu.owner.access_token
    for (const [method, url] of [
      ['GET', '/v1/profiles/me'],
      ['GET', '/auth/refresh-token'],
      ['POST', '/auth/login'],
      ['GET', '/docs/openapi.json'],
      ['GET', '/v1/sucursales'],
    ] as const) {
      const res = await on('menu.example.com', url, { method, token })
      assert.equal(res.status, 404, `${method} ${url}`)
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND', `${method} ${url}`)
    }
    // The panel's own host still has all of it.
    assert.equal((await on('panel.example.com', '/v1/profiles/me', { token })).status, 200)
    assert.match((await on('panel.example.com', '/login')).body, /<title>panel/)
  })

  it('serves what both sites use on both hosts: fonts, images, the public JSON and CORS preflights', async () => {
    for (const host of ['menu.example.com', 'panel.example.com']) {
      const font = await on(host, iconFont().path)
      assert.equal(font.status, 200, host)
      assert.equal(font.headers['content-type'], 'font/woff2', host)
      const image = await on(host, menu.image)
      assert.equal(image.status, 200, `${host}${menu.image}`)
      assert.equal(image.headers['content-type'], 'image/webp', host)
      const json = await on(host, `/v1/public/menus/${menu.branch.route_key}`, {
        headers: { origin: 'https://integracion.example.org' },
      })
      assert.equal(json.status, 200, host)
      assert.equal(json.body.info.url, menu.branch.menu_url, host)
      assert.equal(json.headers['access-control-allow-origin'], '*', host)
      const preflight = await on(host, '/v1/public/menus/x', {
        method: 'OPTIONS',
        headers: { origin: PANEL, 'access-control-request-method': 'GET' },
      })
      assert.equal(preflight.status, 204, host)
    }
  })

  it('lets the panel frame the menu (brand preview) and nothing else frame the panel', async () => {
    const page = await on('menu.example.com', `/m/${menu.branch.route_key}`)
    assert.match(String(page.headers['content-security-policy']), new RegExp(`frame-ancestors 'self' ${PANEL}(;| |$)`))
    const panel = await on('panel.example.com', '/settings/general')
    assert.match(String(panel.headers['content-security-policy']), new RegExp(`frame-src 'self' ${MENU}(;|$)`))
    assert.match(String(panel.headers['content-security-policy']), /frame-ancestors 'none'/)
  })
})

describe(`the host behind a reverse proxy (${DIALECT})`, () => {
  it('reads X-Forwarded-Host only when the proxy is trusted', async () => {
    for (const trusted of [true, false]) {
      const t = await makeApp({
        PUBLIC_URL: PANEL,
        PUBLIC_MENU_URL: MENU,
        STATIC_ROOT: builtShell(),
        ...(trusted ? { TRUST_PROXY: '1' } : {}),
      })
      try {
        const res = await call(t.app, {
          method: 'GET',
          url: '/',
          headers: { host: '127.0.0.1:8080', 'x-forwarded-host': 'menu.example.com' },
        })
        if (trusted) {
          assert.equal(res.status, 302)
          assert.equal(res.headers.location, `${PANEL}/`)
        } else {
          assert.equal(res.status, 200, 'an untrusted X-Forwarded-Host is ignored')
          assert.match(res.body, /<title>panel/)
        }
      } finally {
        await t.close()
      }
    }
  })
})

describe(`one host for both (npm start, development) (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ STATIC_ROOT: builtShell() })
  })
  after(async () => t.close())

  it('serves the panel and the menu pages side by side, as before', async () => {
    const { branch } = await ownerWithMenu(t)
    assert.equal(branch.menu_url, `${t.config.publicUrl}/m/${branch.route_key}`)
    for (const host of ['localhost:8080', '127.0.0.1:8080']) {
      const page = await call(t.app, { method: 'GET', url: `/m/${branch.route_key}`, headers: { host } })
      assert.equal(page.status, 200, host)
      assert.match(page.body, /Taco de pollo/)
      const panel = await call(t.app, { method: 'GET', url: '/login', headers: { host } })
      assert.equal(panel.status, 200, host)
      assert.match(panel.body, /<title>panel/)
    }
  })
})
