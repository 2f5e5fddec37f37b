import type { menuApi } from './helpers.js'

/** One call the plan sweep makes (plan-gates.test.ts). */
export interface Attempt {
  url: string
  body?: unknown
  multipart?: string[]
}

type Menu = ReturnType<typeof menuApi>

/**
 * The chain's gated operations for the plan sweep (issue 43): regions and their rows, locks, bulk
 * price changes (Multisucursal), API keys and webhooks (integrations), and a branch's region_id.
 * Made while the account is FRANCHISES: a region of `branch` with a row, a webhook (on a port
 * where nothing listens: never the network) and the delivery that row queued, and a key. Answers
 * the attempts by operation and the reads whose answers must not change.
 */
export async function chainAttempts(
  menu: Menu,
  { product, variant, promotion, ad, branch }: Record<'product' | 'variant' | 'promotion' | 'ad' | 'branch', number>,
): Promise<{ attempts: Record<string, Attempt[]>; reads: string[] }> {
  const webhook = await menu.created('POST', '/v1/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['menu.changed'],
  })
  const region = await menu.created('POST', '/v1/regions', { name: 'Región', sucursal_ids: [branch] })
  await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: product, price: 11 }])
  const delivery = (await menu.read<Array<{ id: number }>>(`/v1/webhooks/${webhook}/deliveries`))[0]!.id
  const apiKey = await menu.created('POST', '/v1/api-keys', { name: 'Integración', scope: 'read' })
  const rows = (kind: string, body: unknown): Record<string, Attempt[]> => ({
    [`GET /v1/regions/{id}/${kind}`]: [{ url: `/v1/regions/${region}/${kind}` }],
    [`PUT /v1/regions/{id}/${kind}`]: [{ url: `/v1/regions/${region}/${kind}`, body }],
  })
  return {
    attempts: {
      'POST /v1/sucursales': [{ url: '/v1/sucursales', body: { name: 'Otra', region_id: region } }],
      'PUT /v1/sucursales/{id}': [{ url: `/v1/sucursales/${branch}`, body: { region_id: null } }],
      'GET /v1/regions': [{ url: '/v1/regions' }],
      'POST /v1/regions': [{ url: '/v1/regions', body: { name: 'Otra' } }],
      'GET /v1/regions/{id}': [{ url: `/v1/regions/${region}` }],
      'PUT /v1/regions/{id}': [{ url: `/v1/regions/${region}`, body: { name: 'Cambiada' } }],
      'DELETE /v1/regions/{id}': [{ url: `/v1/regions/${region}` }],
      ...rows('products', [{ product_id: product, price: 20 }]),
      ...rows('variants', [{ variant_id: variant, price: 3 }]),
      ...rows('promotions', [{ promotion_id: promotion, enabled: false }]),
      ...rows('advertising', [{ advertising_id: ad, enabled: false }]),
      'GET /v1/locks': [{ url: '/v1/locks' }],
      'PUT /v1/locks': [{ url: '/v1/locks', body: [{ field: 'price', locked: true }] }],
      'POST /v1/price-changes/preview': [{ url: '/v1/price-changes/preview', body: { percent: 5, rounding: 'cent' } }],
      'POST /v1/price-changes': [{ url: '/v1/price-changes', body: { percent: 5, rounding: 'cent' } }],
      'GET /v1/api-keys': [{ url: '/v1/api-keys' }],
      'POST /v1/api-keys': [{ url: '/v1/api-keys', body: { name: 'Otra', scope: 'write' } }],
      'DELETE /v1/api-keys/{id}': [{ url: `/v1/api-keys/${apiKey}` }],
      'GET /v1/webhooks': [{ url: '/v1/webhooks' }],
      'POST /v1/webhooks': [
        { url: '/v1/webhooks', body: { url: 'http://127.0.0.1:9/otro', events: ['menu.changed'] } },
      ],
      'PUT /v1/webhooks/{id}': [{ url: `/v1/webhooks/${webhook}`, body: { enabled: false } }],
      'DELETE /v1/webhooks/{id}': [{ url: `/v1/webhooks/${webhook}` }],
      'GET /v1/webhooks/{id}/deliveries': [{ url: `/v1/webhooks/${webhook}/deliveries` }],
      'POST /v1/webhooks/{id}/deliveries/{deliveryId}/resend': [
        { url: `/v1/webhooks/${webhook}/deliveries/${delivery}/resend` },
      ],
    },
    reads: [
      '/v1/api-keys',
      '/v1/regions',
      `/v1/regions/${region}/products`,
      '/v1/locks',
      '/v1/webhooks',
      `/v1/webhooks/${webhook}/deliveries`,
    ],
  }
}
