import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import Fastify, { type FastifySchema } from 'fastify'
import { REPO_ROOT } from '../src/config.js'
import { OPENAPI_JSON, renderOpenApi, SCHEMA_TYPES } from '../src/openapi.js'
import { ErrorEnvelope, errors } from '../src/schemas/common.js'
import { call, DIALECT, holdAnswersToTheirDescription, makeApp, type TestApp } from './helpers.js'

const REDOCLY = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
)
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
/** The fields of an OpenAPI operation these checks read. */
interface Operation {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Array<Record<string, string[]>>
  responses: Record<string, { description?: string; content: Record<string, { schema: { $ref?: string } }> }>
}
/** A path item's operations by method (its other keys, such as `parameters`, are filtered out by METHODS). */
type PathItem = Record<string, Operation>
/** Every operation of the committed document, with its path and method. */
const operations = () =>
  Object.entries<PathItem>(JSON.parse(fs.readFileSync(OPENAPI_JSON, 'utf8')).paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({ path: p, method, op })),
  )

const STALE = 'is stale: run `npm run openapi -w api` and commit the result'

describe(`OpenAPI (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('the committed api/openapi.json and shared/src/api/schema.d.ts match the code', async () => {
    const { json, types } = await renderOpenApi()
    assert.ok(fs.existsSync(OPENAPI_JSON), `api/openapi.json is missing: run \`npm run openapi -w api\``)
    assert.ok(fs.readFileSync(OPENAPI_JSON, 'utf8') === json, `api/openapi.json ${STALE}`)
    assert.ok(fs.existsSync(SCHEMA_TYPES), `shared/src/api/schema.d.ts is missing: run \`npm run openapi -w api\``)
    assert.ok(fs.readFileSync(SCHEMA_TYPES, 'utf8') === types, `shared/src/api/schema.d.ts ${STALE}`)
  })

  it('documents every route with a summary, a tag and the error envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: '/docs/openapi.json' })
    assert.equal(res.status, 200)
    const doc = res.body
    assert.equal(doc.openapi, '3.1.0')
    const expected = [
      '/auth/signup',
      '/auth/verify-email',
      '/auth/login',
      '/auth/resend-email',
      '/auth/refresh-token',
      '/auth/change-password',
      '/auth/logout',
      '/auth/forgot-password',
      '/auth/reset-password',
      '/auth/invitations',
      '/v1/profiles/me',
      '/v1/profiles/attachment',
      '/v1/fonts',
      '/v1/members',
      '/v1/members/me',
      '/v1/members/policy',
      '/v1/members/{id}',
      '/v1/members/{id}/invitation',
      '/v1/members/{id}/sign-ins',
      '/v1/members/me/totp',
      '/v1/members/me/totp/recovery-codes',
      '/v1/sucursales',
      '/v1/sucursales/{id}',
      '/v1/sucursales/{id}/print/menu.pdf',
      '/v1/sucursales/{id}/print/poster.pdf',
      '/v1/sucursales/{id}/print/tents.pdf',
      '/v1/sucursales/enable/{id}',
      '/v1/sucursales/url/{routeKey}',
      '/v1/sucursales/views',
      '/v1/sucursales/{id}/calls',
      '/v1/sucursales/{id}/calls/stream',
      '/v1/sucursales/{id}/calls/{callId}',
      '/v1/sucursales/{id}/demand',
      '/v1/templates',
      '/v1/templates/{id}',
      '/v1/templates/clone/{id}',
      '/v1/templates/{id}/products',
      '/v1/templates/{id}/promotions',
      '/v1/templates/{id}/advertising',
      '/v1/templates/{id}/groups/variants',
      '/v1/templates/items/products/{id}',
      '/v1/templates/items/promotions/{id}',
      '/v1/templates/items/advertising/{id}',
      '/v1/regions',
      '/v1/regions/{id}',
      '/v1/regions/{id}/products',
      '/v1/regions/{id}/promotions',
      '/v1/regions/{id}/advertising',
      '/v1/regions/{id}/variants',
      '/v1/locks',
      '/v1/families',
      '/v1/families/{id}',
      '/v1/families/{id}/attachment',
      '/v1/families/{id}/clone',
      '/v1/families/{familyId}/categories',
      '/v1/families/categories',
      '/v1/families/categories/{id}',
      '/v1/families/categories/{id}/clone',
      '/v1/allergens',
      '/v1/products',
      '/v1/products/allergens',
      '/v1/products/{id}',
      '/v1/products/{id}/attachment',
      '/v1/products/{id}/clone',
      '/v1/categories/{id}/products',
      '/v1/products/{id}/variants',
      '/v1/products/{id}/variants/{groupId}',
      '/v1/products/{id}/tags',
      '/v1/products/{id}/tags/{tagId}',
      '/v1/products/{id}/sold-out',
      '/v1/products/{id}/days',
      '/v1/sold-out',
      '/v1/tags',
      '/v1/tags/{id}',
      '/v1/tags/{id}/clone',
      '/v1/translations',
      '/v1/translations/fill',
      '/v1/glossary',
      '/v1/glossary/{id}',
      '/v1/menu/export',
      '/v1/menu/import/preview',
      '/v1/menu/import',
      '/v1/groups',
      '/v1/groups/{id}',
      '/v1/groups/{id}/clone',
      '/v1/history',
      '/v1/history/people',
      '/v1/history/restore',
      '/v1/history/{id}/undo',
      '/v1/groups/{groupId}/variants',
      '/v1/groups/variants/{id}',
      '/v1/promotions',
      '/v1/promotions/{id}',
      '/v1/promotions/{id}/attachment',
      '/v1/promotions/{id}/clone',
      '/v1/advertising',
      '/v1/advertising/{id}',
      '/v1/advertising/{id}/attachment',
      '/v1/advertising/{id}/clone',
      '/v1/plans',
      '/v1/payment-sources/card-token',
      '/v1/subscriptions/card-token',
      '/v1/profiles/me/payment-methods',
      '/v1/profiles/me/payment-methods/{id}',
      '/v1/subscriptions/menu',
      '/v1/subscriptions/menu/cancel',
      '/v1/subscriptions/menu/resume',
      '/v1/subscriptions/sucursales',
      '/v1/subscriptions/sucursales/cancel',
      '/v1/subscriptions/sucursales/resume',
      '/v1/subscriptions/billing',
      '/v1/subscriptions/quote',
      '/v1/public/menus/{routeKey}',
      '/v1/scheduled-changes',
      '/v1/scheduled-changes/{id}',
      '/v1/products/{id}/scheduled-changes',
      '/v1/price-changes/preview',
      '/v1/price-changes',
      '/v1/api-keys',
      '/v1/api-keys/{id}',
      '/v1/sucursales/{id}/menu',
      '/v1/webhooks',
      '/v1/webhooks/{id}',
      '/v1/webhooks/{id}/deliveries',
      '/v1/webhooks/{id}/deliveries/{deliveryId}/resend',
    ]
    assert.deepEqual(Object.keys(doc.paths).sort(), expected.sort())
    for (const [p, methods] of Object.entries<PathItem>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        assert.ok(op.summary, `${method} ${p} summary`)
        assert.ok(op.tags?.length, `${method} ${p} tags`)
        const errorCodes = Object.keys(op.responses).filter((s) => Number(s) >= 400)
        assert.ok(errorCodes.length > 0, `${method} ${p} documents its errors`)
        for (const s of errorCodes)
          assert.equal(op.responses[s].content['application/json'].schema.$ref, '#/components/schemas/ErrorEnvelope')
        // /v1/public/* needs no token (the public menu for integrations).
        if (p.startsWith('/v1') && !p.startsWith('/v1/public/'))
          assert.ok(op.responses['401'], `${method} ${p} documents 401`)
      }
    }
    for (const name of [
      'Profile',
      'Member',
      'Sucursal',
      'TemplateSummary',
      'TemplateProduct',
      'TemplateVariant',
      'TemplatePromotion',
      'TemplateAdvertising',
      'Family',
      'Category',
      'Product',
      'ProductVariantGroup',
      'Tag',
      'VariantGroup',
      'Variant',
      'Promotion',
      'Advertising',
      'PublicMenu',
      'PlanCard',
      'Subscription',
      'BillingHistoryRow',
      'Quote',
      'TranslationLanguage',
      'TranslationItem',
      'GlossaryTerm',
      'ScheduledChange',
    ]) {
      assert.ok(doc.components.schemas[name], `component ${name}`)
    }
    const upload = doc.paths['/v1/products/{id}/attachment'].post
    assert.ok(upload.requestBody.content['multipart/form-data'].schema.properties.image, 'multipart upload documented')
    assert.equal(upload.responses['413'].content['application/json'].schema.$ref, '#/components/schemas/ErrorEnvelope')
    const ads =
      doc.paths['/v1/advertising/{id}/attachment'].post.requestBody.content['multipart/form-data'].schema.properties
    assert.deepEqual(Object.keys(ads).sort(), ['image_desktop', 'image_mobile'], 'both advertising images documented')
    for (const p of ['/v1/promotions', '/v1/advertising']) {
      assert.match(doc.paths[p].get.responses['403'].description, /SCOPE_REQUIRED/, `${p} documents the scope check`)
    }
    // Every call that may charge requires the Idempotency-Key header and documents 402.
    for (const [p, method] of [
      ['/v1/subscriptions/menu', 'post'],
      ['/v1/subscriptions/menu', 'put'],
      ['/v1/subscriptions/sucursales', 'post'],
      ['/v1/subscriptions/sucursales', 'put'],
      ['/v1/subscriptions/menu/resume', 'post'],
      ['/v1/subscriptions/sucursales/resume', 'post'],
    ] as const) {
      const op = doc.paths[p][method]
      assert.ok(
        op.parameters.some(
          (x: { in: string; name: string; required: boolean }) =>
            x.in === 'header' && x.name === 'idempotency-key' && x.required,
        ),
        `${method} ${p} idempotency key`,
      )
      assert.match(op.responses['402'].description, /PAYMENT_DECLINED/, `${method} ${p} documents 402`)
    }
    assert.equal(
      doc.components.schemas.Profile.properties.subscriptions.items.$ref,
      '#/components/schemas/Subscription',
    )
  })

  it('names every operation with a unique camelCase operationId (a generated client calls it by that name)', () => {
    const seen = new Map<string, string>()
    for (const { path: p, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${p}`
      const id = String(op.operationId)
      assert.match(
        id,
        /^[a-z]+(?:[A-Z][a-z0-9]*)+$/,
        `${where}: operationId ${id} is a camelCase verb phrase (listProducts)`,
      )
      assert.ok(!seen.has(id), `${where}: operationId ${id} is also ${seen.get(id)}'s`)
      seen.set(id, where)
    }
    assert.ok(seen.size >= 119, `${seen.size} operations`)
    assert.equal(seen.get('listProducts'), 'GET /v1/products')
    assert.equal(seen.get('createProduct'), 'POST /v1/categories/{id}/products')
  })

  it('says on every operation whether it needs a token: a bearer token or an API key under /v1, none for the public calls', () => {
    for (const { path: p, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${p}`
      assert.ok(Array.isArray(op.security), `${where} declares its security`)
      if (op.security.length === 0)
        assert.match(p, /^\/(auth|v1\/public)\//, `${where}: only /auth and /v1/public calls are open`)
      else if (!p.startsWith('/v1/')) assert.deepEqual(op.security, [{ bearerAuth: [] }], where)
      // A person's own calls take only their token; every other /v1 call an API key too (auth/api-keys.ts).
      if (p === '/v1/members/me' || p.startsWith('/v1/members/me/'))
        assert.deepEqual(op.security, [{ bearerAuth: [] }], where)
      else if (p.startsWith('/v1/') && !p.startsWith('/v1/public/')) {
        assert.deepEqual(op.security, [{ bearerAuth: [] }, { apiKeyAuth: [] }], where)
        assert.match(String(op.responses[429]?.description), /\bTOO_MANY_REQUESTS\b/, `${where}: a key's rate`)
        if (method !== 'get')
          assert.match(String(op.responses[403]?.description), /\bAPI_KEY_READ_ONLY\b/, `${where}: a read key`)
      }
    }
  })

  it('documents the errors each operation answers by the way it is declared', () => {
    for (const { path: p, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${p}`
      const has = (status: number, code: string) =>
        assert.match(
          String(op.responses[status]?.description),
          new RegExp(`\\b${code}\\b`),
          `${where}: ${status} ${code}`,
        )
      has(500, 'INTERNAL_ERROR')
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        has(400, 'VALIDATION_ERROR')
        has(413, 'PAYLOAD_TOO_LARGE')
        has(415, 'UNSUPPORTED_MEDIA_TYPE')
      }
      if (p.includes('{')) has(414, 'URI_TOO_LONG')
    }
  })

  it('declares the media types of the answers that are not JSON', () => {
    const doc = JSON.parse(fs.readFileSync(OPENAPI_JSON, 'utf8'))
    const exported = doc.paths['/v1/menu/export'].get.responses['200'].content
    assert.deepEqual(Object.keys(exported).sort(), [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ])
    assert.deepEqual(Object.keys(doc.paths['/v1/menu/import'].post.responses['200'].content), ['application/x-ndjson'])
    assert.deepEqual(Object.keys(doc.paths['/v1/menu/export'].get.responses['400'].content), ['application/json'])
  })

  it('passes Redocly CLI lint (redocly.yaml) with no error and no warning', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', '--format=json'], {
      cwd: REPO_ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }))
    const result = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number }
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>
    }
    const problems = result.problems.map((x) => `${x.ruleId} ${x.location[0]?.pointer}: ${x.message}`)
    assert.deepEqual(
      { errors: result.totals.errors, warnings: result.totals.warnings },
      { errors: 0, warnings: 0 },
      problems.join('\n'),
    )
  })
})

describe("the check that holds the API tests' answers to their description", () => {
  it('reports a status or a media type that the route does not declare, and nothing else', async () => {
    const app = Fastify()
    const problems: string[] = []
    holdAnswersToTheirDescription(app, problems)
    app.addSchema(ErrorEnvelope)
    const schema: FastifySchema = { response: { 200: { type: 'object' }, ...errors({ 404: ['RESOURCE_NOT_FOUND'] }) } }
    app.get('/ok/:answer', { schema }, async (request, reply) => {
      const answer = (request.params as { answer: string }).answer
      if (answer === 'teapot') return reply.code(418).send({})
      if (answer === 'missing') return reply.code(404).send({ error: { code: 'RESOURCE_NOT_FOUND', message: 'x' } })
      if (answer === 'html') return reply.type('text/html').send('<p>hola</p>')
      return {}
    })
    app.get('/hidden', { schema: { hide: true } }, async (_request, reply) => reply.code(418).send('hidden'))
    for (const url of ['/ok/fine', '/ok/missing', '/ok/teapot', '/ok/html', '/hidden'])
      await app.inject({ method: 'GET', url })
    await app.close()
    assert.equal(problems.length, 2, problems.join('\n'))
    assert.match(
      problems[0]!,
      /^GET \/ok\/:answer \(\/ok\/teapot\) answered 418, which its schema does not declare \(declared: 200, 400, 404, 414, 500, 503\)$/,
    )
    assert.match(
      problems[1]!,
      /^GET \/ok\/:answer \(\/ok\/html\) answered 200 as 'text\/html', which its schema does not declare \(application\/json\)$/,
    )
  })
})
