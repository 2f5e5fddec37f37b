import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { builtinFonts } from '../src/fonts/catalogue.js'
import { createFonts } from '../src/fonts/fonts.js'
import { fontsListing } from '../src/fonts/listing.js'
import { account, call, DIALECT, makeApp, multipartFile, pruneAllHistory, type TestApp } from './helpers.js'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer()

/** A WOFF2-looking body: the signature the server checks, then anything. */
const woff2 = (tag: string) => Buffer.concat([Buffer.from('wOF2'), Buffer.from(tag)])

const silentLog = { warn: () => undefined }

/** A fake fonts listing service and font CDN: what `fetch` answers, and every URL it was asked for. */
function fakeService(options: { failListing?: () => boolean } = {}) {
  const requests: string[] = []
  const items = [
    {
      family: 'Karla',
      category: 'sans-serif',
      subsets: ['latin', 'latin-ext'],
      files: {
        regular: 'https://fonts.gstatic.com/s/karla/400.woff2',
        '700': 'https://fonts.gstatic.com/s/karla/700.woff2',
      },
    },
    {
      family: 'Inter',
      category: 'sans-serif',
      subsets: ['latin'],
      files: { regular: 'https://fonts.gstatic.com/s/inter/400.woff2' },
    },
    {
      family: 'Lobster',
      category: 'display',
      subsets: ['latin'],
      files: { regular: 'https://fonts.gstatic.com/s/lobster/400.woff2' },
    },
    {
      family: 'Noto Sans Arabic',
      category: 'sans-serif',
      subsets: ['arabic'],
      files: { regular: 'https://fonts.gstatic.com/s/arabic/400.woff2' },
    },
    {
      family: 'Evil Sans',
      category: 'sans-serif',
      subsets: ['latin'],
      files: { regular: 'https://evil.example/x.woff2' },
    },
    {
      family: 'Not A Font',
      category: 'sans-serif',
      subsets: ['latin'],
      files: { regular: 'https://fonts.gstatic.com/s/notafont/400.woff2' },
    },
  ]
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input)
    requests.push(url)
    if (url.startsWith('https://listing.test/')) {
      if (options.failListing?.()) return new Response('no', { status: 503 })
      return Response.json({ kind: 'webfonts#webfontList', items })
    }
    if (url.includes('/notafont/')) return new Response('<html>not a font</html>')
    if (url.startsWith('https://fonts.gstatic.com/')) return new Response(woff2(url))
    return new Response('', { status: 404 })
  }) as typeof fetch
  return { requests, fetchImpl }
}

describe(`brand identity: logo and fonts (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const profile = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })
  const uploadLogo = (token: string, content: Buffer, filename = 'logo.png') =>
    call(t.app, { method: 'POST', url: '/v1/profiles/attachment', token, ...multipartFile('logo', filename, content) })
  const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url))
  const routeKey = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info[0].route_key as string

  it('uploads a logo checked by content as a 320 px square plus 160 px; replacing retires the old files, deleted once the history lets go', async () => {
    const a = await account(t, 'NEGOCIO')
    const res = await uploadLogo(a.access_token, await png(900, 300))
    assert.equal(res.status, 200)
    const logo: string = res.body.info.logo
    assert.match(logo, /^\/uploads\/[A-Za-z0-9_-]+-320\.webp$/)
    assert.deepEqual((await profile(a.access_token)).body.info.logo, logo, 'the profile answers the stored logo')
    const meta = await sharp(fs.readFileSync(fileOf(logo))).metadata()
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 320, 320], 'the whole image in a square')
    const small = logo.replace('-320.webp', '-160.webp')
    assert.equal((await sharp(fs.readFileSync(fileOf(small))).metadata()).width, 160)

    const menu = await call(t.app, { method: 'GET', url: `/m/${await routeKey(a.access_token)}` })
    assert.ok(
      menu.body.includes(`<img class="logo" src="${small}"`),
      "the public menu shows the logo's 160 px copy (shown at 80 px)",
    )

    const replaced = await uploadLogo(a.access_token, await png(200, 200), 'otro.gif')
    assert.equal(replaced.status, 200)
    assert.notEqual(replaced.body.info.logo, logo)
    assert.equal(fs.existsSync(fileOf(logo)), true, 'kept while an undo can bring it back')
    await pruneAllHistory(t)
    assert.equal(fs.existsSync(fileOf(logo)), false, 'the old logo is deleted')
    assert.equal(fs.existsSync(fileOf(small)), false, 'with every size')

    const removed = await call(t.app, { method: 'DELETE', url: '/v1/profiles/attachment', token: a.access_token })
    assert.equal(removed.status, 200)
    assert.equal(removed.body.info.logo, null)
    await pruneAllHistory(t)
    assert.equal(fs.existsSync(fileOf(replaced.body.info.logo)), false)
    const after = await call(t.app, { method: 'GET', url: `/m/${await routeKey(a.access_token)}` })
    assert.equal(after.body.includes('class="logo"'), false)
  })

  it('refuses a file that is not an image whatever its name, and a request without a file, naming the logo field', async () => {
    const a = await account(t, 'FRANCHISES')
    const fake = await uploadLogo(a.access_token, Buffer.from('GIF89a but not really an image'), 'logo.gif')
    assert.equal(fake.status, 400)
    assert.equal(fake.body.error.code, 'IMAGE_INVALID')
    assert.equal(fake.body.error.field, 'logo')
    const none = await call(t.app, {
      method: 'POST',
      url: '/v1/profiles/attachment',
      token: a.access_token,
      payload: {},
    })
    assert.equal(none.status, 400)
    assert.equal(none.body.error.code, 'IMAGE_REQUIRED')
    assert.equal((await profile(a.access_token)).body.info.logo, null, 'nothing stored')
  })

  it('FREEMIUM can neither upload nor remove a logo: 403 SCOPE_REQUIRED, nothing stored', async () => {
    const a = await account(t)
    const uploadsBefore = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).length : 0
    for (const res of [
      await uploadLogo(a.access_token, await png(100, 100)),
      await call(t.app, { method: 'DELETE', url: '/v1/profiles/attachment', token: a.access_token }),
    ]) {
      assert.equal(res.status, 403)
      assert.deepEqual(res.body.error, {
        code: 'SCOPE_REQUIRED',
        message: 'Tu plan no incluye la identidad de marca',
        field: 'logo',
        fields: [{ field: 'logo', message: 'Tu plan no incluye la identidad de marca' }],
      })
    }
    assert.equal((await profile(a.access_token)).body.info.logo, null)
    const uploadsAfter = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).length : 0
    assert.equal(uploadsAfter, uploadsBefore, 'no file written')
  })

  it('lists the built-in sans-serif catalogue, each family with its own hosted WOFF2', async () => {
    const a = await account(t, 'NEGOCIO')
    const res = await call(t.app, { method: 'GET', url: '/v1/fonts', token: a.access_token })
    assert.equal(res.status, 200)
    const fonts = res.body.info as Array<{ family: string; source: string; file: string }>
    assert.equal(fonts.length, 16)
    assert.deepEqual(
      fonts.map((f) => f.family),
      [...fonts.map((f) => f.family)].sort((x, y) => x.localeCompare(y)),
      'sorted by name',
    )
    for (const name of ['Inter', 'Montserrat', 'Open Sans', 'Roboto'])
      assert.ok(
        fonts.some((f) => f.family === name),
        name,
      )
    assert.ok(
      fonts.every((f) => f.source === 'builtin' && /^\/m\/assets\/fonts\/[a-z-]+\.[0-9a-f]{10}\.woff2$/.test(f.file)),
    )
    assert.equal(
      fonts.some((f) => f.family === 'SS Nickson One' || f.family === 'Aktiv Grotesk'),
      false,
      "the defaults are the panel's 'Default'",
    )

    const inter = fonts.find((f) => f.family === 'Inter')!
    const file = await t.app.inject({ method: 'GET', url: inter.file })
    assert.equal(file.statusCode, 200)
    assert.equal(file.headers['content-type'], 'font/woff2')
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(file.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2')
    assert.ok(file.rawPayload.length < 120_000, `one latin variable file (${file.rawPayload.length} bytes)`)
    const again = await t.app.inject({
      method: 'GET',
      url: inter.file,
      headers: { 'if-none-match': String(file.headers.etag) },
    })
    assert.equal(again.statusCode, 304)

    assert.equal((await call(t.app, { method: 'GET', url: '/v1/fonts' })).status, 401, 'signed-in owners only')
  })

  it('stores only fonts of the list or the defaults: another name is a field error in Spanish', async () => {
    const a = await account(t, 'NEGOCIO')
    const put = (payload: object) =>
      call(t.app, { method: 'PUT', url: '/v1/profiles/me', token: a.access_token, payload })
    const bad = await put({ fonts: { headline_font: 'Inter', body_font: 'Comic Sans MS' } })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body.error, {
      code: 'VALIDATION_ERROR',
      message: 'Elige una tipografía de la lista.',
      field: 'fonts.body_font',
      fields: [{ field: 'fonts.body_font', message: 'Elige una tipografía de la lista.' }],
    })
    assert.deepEqual(
      (await profile(a.access_token)).body.info.fonts,
      { headline: 'SS Nickson One', body: 'Aktiv Grotesk' },
      'nothing stored',
    )
    assert.equal((await put({ fonts: { headline_font: 'Inter', body_font: 'Montserrat' } })).status, 200)
    const reset = await put({ fonts: { headline_font: 'SS Nickson One', body_font: 'Aktiv Grotesk' } })
    assert.deepEqual(reset.body.info.fonts, { headline: 'SS Nickson One', body: 'Aktiv Grotesk' })
  })

  it('the public menu loads only the chosen fonts, from this server, with font-display swap; the defaults load none', async () => {
    const a = await account(t, 'NEGOCIO')
    const key = await routeKey(a.access_token)
    const page = () => call(t.app, { method: 'GET', url: `/m/${key}` })
    const faces = (html: string) =>
      [...html.matchAll(/@font-face\{font-family:"([^"]+)"[^}]*\}/g)].filter((m) => !m[1]!.startsWith('Font Awesome'))

    assert.equal(faces((await page()).body).length, 0, 'default fonts: system fonts, no file')

    await call(t.app, {
      method: 'PUT',
      url: '/v1/profiles/me',
      token: a.access_token,
      payload: { fonts: { headline_font: 'Montserrat', body_font: 'Inter' } },
    })
    const res = await page()
    const rules = faces(res.body)
    assert.deepEqual(rules.map((m) => m[1]).sort(), ['Inter', 'Montserrat'])
    const hosted = Object.fromEntries(builtinFonts().map((f) => [f.family, f.path]))
    for (const m of rules) {
      assert.ok(m[0].includes('font-display:swap'), m[0])
      assert.ok(m[0].includes(`src:url(${hosted[m[1]!]}) format("woff2")`), m[0])
      assert.ok(m[0].includes('unicode-range:U+0000-00FF'), 'latin subset')
    }
    assert.match(res.body, /--hf:"Montserrat",system-ui/)
    assert.match(res.body, /--bf:"Inter",system-ui/)
    assert.match(String(res.headers['content-security-policy']), /font-src 'self'(;|$)/)
    const json = await call(t.app, { method: 'GET', url: `/v1/public/menus/${key}` })
    assert.deepEqual(
      json.body.info.theme.font_faces.map((f: { family: string; url: string }) => [f.family, f.url]).sort(),
      [
        ['Inter', hosted.Inter],
        ['Montserrat', hosted.Montserrat],
      ],
    )

    // One family for both: one file.
    await call(t.app, {
      method: 'PUT',
      url: '/v1/profiles/me',
      token: a.access_token,
      payload: { fonts: { headline_font: 'Inter' } },
    })
    assert.equal(faces((await page()).body).length, 1)
  })
})

describe(`brand identity: the fonts listing service (${DIALECT})`, () => {
  it('keeps sans-serif latin families, sends the key, fetches once per day and keeps the last list when the service fails', async () => {
    let failing = false
    const service = fakeService({ failListing: () => failing })
    let now = 1_000_000
    const listing = fontsListing({
      apiKey: 'k-123',
      url: 'https://listing.test/webfonts',
      log: silentLog,
      now: () => now,
      fetch: service.fetchImpl,
      ttlMs: 1000,
      retryMs: 100,
    })
    const [first, second] = await Promise.all([listing.list(), listing.list()])
    assert.deepEqual(
      first.map((f) => f.family),
      ['Karla', 'Inter', 'Not A Font'],
      'display, non-latin and foreign-CDN families are dropped',
    )
    assert.equal(second, first)
    assert.equal(service.requests.length, 1, 'concurrent callers share one fetch')
    const query = new URL(service.requests[0]!).searchParams
    assert.deepEqual([query.get('key'), query.get('sort'), query.get('capability')], ['k-123', 'popularity', 'WOFF2'])
    assert.deepEqual(first[0]!.files, {
      '400': 'https://fonts.gstatic.com/s/karla/400.woff2',
      '700': 'https://fonts.gstatic.com/s/karla/700.woff2',
    })

    now += 500
    await listing.list()
    assert.equal(service.requests.length, 1, 'cached within the TTL')
    now += 600
    failing = true
    assert.deepEqual(
      (await listing.list()).map((f) => f.family),
      ['Karla', 'Inter', 'Not A Font'],
      'a failure keeps the last list',
    )
    assert.equal(service.requests.length, 2)
    await listing.list()
    assert.equal(service.requests.length, 2, 'no retry before retryMs')
    now += 150
    failing = false
    await listing.list()
    assert.equal(service.requests.length, 3, 'retried after retryMs')
  })

  it('listed families can be chosen, are served from our origin (downloaded once, WOFF2 only) and load on the menu', async () => {
    const service = fakeService()
    const listing = fontsListing({
      apiKey: 'k',
      url: 'https://listing.test/webfonts',
      log: silentLog,
      now: Date.now,
      fetch: service.fetchImpl,
    })
    const t = await makeApp({}, { fonts: createFonts(listing, service.fetchImpl) })
    try {
      const a = await account(t, 'NEGOCIO')
      const fonts = (await call(t.app, { method: 'GET', url: '/v1/fonts', token: a.access_token })).body.info as Array<{
        family: string
        source: string
        file: string
      }>
      assert.equal(fonts.length, 18, 'the catalogue plus Karla and Not A Font (Inter is the built-in one)')
      assert.deepEqual(
        fonts.filter((f) => f.source === 'listing').map((f) => [f.family, f.file]),
        [
          ['Karla', '/m/assets/fonts/l/karla-400.woff2'],
          ['Not A Font', '/m/assets/fonts/l/not-a-font-400.woff2'],
        ],
      )
      assert.equal(fonts.filter((f) => f.family === 'Inter').length, 1)

      const put = await call(t.app, {
        method: 'PUT',
        url: '/v1/profiles/me',
        token: a.access_token,
        payload: { fonts: { body_font: 'Karla' } },
      })
      assert.equal(put.status, 200)
      assert.equal(
        (
          await call(t.app, {
            method: 'PUT',
            url: '/v1/profiles/me',
            token: a.access_token,
            payload: { fonts: { body_font: 'Lobster' } },
          })
        ).status,
        400,
        'not sans-serif',
      )

      const key = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token: a.access_token })).body.info[0]
        .route_key
      const html = (await call(t.app, { method: 'GET', url: `/m/${key}` })).body as string
      assert.ok(
        html.includes(
          '@font-face{font-family:"Karla";font-style:normal;font-weight:400;font-display:swap;src:url(/m/assets/fonts/l/karla-400.woff2) format("woff2")}',
        ),
        html.slice(0, 600),
      )
      assert.ok(html.includes('src:url(/m/assets/fonts/l/karla-700.woff2)'))

      const file = await t.app.inject({ method: 'GET', url: '/m/assets/fonts/l/karla-700.woff2' })
      assert.equal(file.statusCode, 200)
      assert.equal(file.headers['content-type'], 'font/woff2')
      assert.equal(file.rawPayload.toString(), 'wOF2https://fonts.gstatic.com/s/karla/700.woff2')
      const downloads = () => service.requests.filter((u) => u.startsWith('https://fonts.gstatic.com/')).length
      assert.equal(downloads(), 1)
      await t.app.inject({ method: 'GET', url: '/m/assets/fonts/l/karla-700.woff2' })
      assert.equal(downloads(), 1, 'kept after the first download')

      for (const url of [
        '/m/assets/fonts/l/not-a-font-400.woff2',
        '/m/assets/fonts/l/lobster-400.woff2',
        '/m/assets/fonts/l/karla-300.woff2',
        '/m/assets/fonts/l/..%2F..%2Fetc-400.woff2',
      ]) {
        assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url)
      }
    } finally {
      await t.close()
    }
  })
})
