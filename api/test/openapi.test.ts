import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { OPENAPI_JSON, renderOpenApi, SCHEMA_TYPES } from '../src/openapi.js'
import { call, DIALECT, makeApp, type TestApp } from './helpers.js'

const STALE = 'is stale: run `npm run openapi -w api` and commit the result'

describe(`OpenAPI (${DIALECT})`, () => {
  let t: TestApp
  before(async () => { t = await makeApp() })
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
    const expected = ['/auth/signup', '/auth/verify-email', '/auth/login', '/auth/resend-email', '/auth/refresh-token', '/auth/change-password',
      '/auth/logout', '/auth/forgot-password', '/auth/reset-password', '/v1/profiles/me', '/v1/profiles/attachment', '/v1/fonts', '/v1/sucursales', '/v1/sucursales/{id}', '/v1/sucursales/enable/{id}', '/v1/sucursales/url/{routeKey}', '/v1/sucursales/views',
      '/v1/templates', '/v1/templates/{id}', '/v1/templates/clone/{id}', '/v1/templates/{id}/products', '/v1/templates/{id}/promotions',
      '/v1/templates/{id}/advertising', '/v1/templates/{id}/groups/variants',
      '/v1/templates/items/products/{id}', '/v1/templates/items/promotions/{id}', '/v1/templates/items/advertising/{id}',
      '/v1/families', '/v1/families/{id}', '/v1/families/{id}/attachment', '/v1/families/{id}/clone', '/v1/families/{familyId}/categories',
      '/v1/families/categories', '/v1/families/categories/{id}', '/v1/families/categories/{id}/clone',
      '/v1/products', '/v1/products/{id}', '/v1/products/{id}/attachment', '/v1/products/{id}/clone', '/v1/categories/{id}/products',
      '/v1/products/{id}/variants', '/v1/products/{id}/variants/{groupId}', '/v1/products/{id}/tags', '/v1/products/{id}/tags/{tagId}',
      '/v1/products/{id}/sold-out', '/v1/sold-out',
      '/v1/tags', '/v1/tags/{id}', '/v1/tags/{id}/clone',
      '/v1/menu/export', '/v1/menu/import/preview', '/v1/menu/import',
      '/v1/groups', '/v1/groups/{id}', '/v1/groups/{id}/clone', '/v1/groups/{groupId}/variants', '/v1/groups/variants/{id}',
      '/v1/promotions', '/v1/promotions/{id}', '/v1/promotions/{id}/attachment', '/v1/promotions/{id}/clone',
      '/v1/advertising', '/v1/advertising/{id}', '/v1/advertising/{id}/attachment', '/v1/advertising/{id}/clone',
      '/v1/plans',
      '/v1/payment-sources/card-token', '/v1/subscriptions/card-token', '/v1/profiles/me/payment-methods', '/v1/profiles/me/payment-methods/{id}',
      '/v1/subscriptions/menu', '/v1/subscriptions/menu/cancel', '/v1/subscriptions/menu/resume',
      '/v1/subscriptions/sucursales', '/v1/subscriptions/sucursales/cancel', '/v1/subscriptions/sucursales/resume', '/v1/subscriptions/billing', '/v1/subscriptions/quote',
      '/v1/public/menus/{routeKey}']
    assert.deepEqual(Object.keys(doc.paths).sort(), expected.sort())
    for (const [p, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        assert.ok(op.summary, `${method} ${p} summary`)
        assert.ok(op.tags?.length, `${method} ${p} tags`)
        const errorCodes = Object.keys(op.responses).filter((s) => Number(s) >= 400)
        assert.ok(errorCodes.length > 0, `${method} ${p} documents its errors`)
        for (const s of errorCodes) assert.equal(op.responses[s].content['application/json'].schema.$ref, '#/components/schemas/ErrorEnvelope')
        // /v1/public/* needs no token (the public menu for integrations).
        if (p.startsWith('/v1') && !p.startsWith('/v1/public/')) assert.ok(op.responses['401'], `${method} ${p} documents 401`)
      }
    }
    for (const name of ['Profile', 'Sucursal', 'TemplateSummary', 'TemplateProduct', 'TemplateVariant', 'TemplatePromotion', 'TemplateAdvertising', 'Family', 'Category', 'Product', 'ProductVariantGroup', 'Tag', 'VariantGroup', 'Variant', 'Promotion', 'Advertising', 'PublicMenu', 'PlanCard', 'Subscription', 'BillingHistoryRow', 'Quote']) {
      assert.ok(doc.components.schemas[name], `component ${name}`)
    }
    const upload = doc.paths['/v1/products/{id}/attachment'].post
    assert.ok(upload.requestBody.content['multipart/form-data'].schema.properties.image, 'multipart upload documented')
    assert.equal(upload.responses['413'].content['application/json'].schema.$ref, '#/components/schemas/ErrorEnvelope')
    const ads = doc.paths['/v1/advertising/{id}/attachment'].post.requestBody.content['multipart/form-data'].schema.properties
    assert.deepEqual(Object.keys(ads).sort(), ['image_desktop', 'image_mobile'], 'both advertising images documented')
    for (const p of ['/v1/promotions', '/v1/advertising']) {
      assert.match(doc.paths[p].get.responses['403'].description, /SCOPE_REQUIRED/, `${p} documents the scope check`)
    }
    // Every call that may charge requires the Idempotency-Key header and documents 402.
    for (const [p, method] of [['/v1/subscriptions/menu', 'post'], ['/v1/subscriptions/menu', 'put'], ['/v1/subscriptions/sucursales', 'post'],
      ['/v1/subscriptions/sucursales', 'put'], ['/v1/subscriptions/menu/resume', 'post'], ['/v1/subscriptions/sucursales/resume', 'post']] as const) {
      const op = doc.paths[p][method]
      assert.ok(op.parameters.some((x: { in: string; name: string; required: boolean }) => x.in === 'header' && x.name === 'idempotency-key' && x.required), `${method} ${p} idempotency key`)
      assert.match(op.responses['402'].description, /PAYMENT_DECLINED/, `${method} ${p} documents 402`)
    }
    assert.equal(doc.components.schemas.Profile.properties.subscriptions.items.$ref, '#/components/schemas/Subscription')
  })
})
