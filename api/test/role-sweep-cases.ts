import fs from 'node:fs'

/**
 * What the role sweep (role-sweep.test.ts) reads from api/openapi.json, and the calls it makes
 * for the operations whose arguments it cannot build from the document alone.
 */

export interface JsonSchema {
  type?: string
  format?: string
  properties?: Record<string, JsonSchema>
}
export interface Operation {
  security?: Array<Record<string, unknown>>
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
  'x-roles'?: string[]
  'x-branch'?: string
}

const doc = JSON.parse(fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

export interface DocOperation {
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  op: Operation
}

/** Every operation of the document that needs a signed-in person (bearerAuth). */
export const SIGNED_IN: DocOperation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => op.security?.some((s) => 'bearerAuth' in s))
    .map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as DocOperation['method'],
      path,
      op,
    })),
)

/** A path's collection -> the kind of id a `{id}` after it names. */
const KINDS: Record<string, string> = {
  families: 'family',
  categories: 'category',
  products: 'product',
  tags: 'tag',
  groups: 'group',
  variants: 'variant',
  promotions: 'promotion',
  advertising: 'advertising',
  sucursales: 'branch',
  templates: 'template',
  regions: 'region',
  'payment-methods': 'payment_method',
  glossary: 'glossary_term',
  'scheduled-changes': 'scheduled_change',
  history: 'history_entry',
  members: 'member',
  'api-keys': 'api_key',
  webhooks: 'webhook',
}
const NAMED: Record<string, string> = {
  familyId: 'family',
  groupId: 'group',
  tagId: 'tag',
  deliveryId: 'webhook_delivery',
  callId: 'table_call',
}

/** The kinds of a path's parameters ({familyId} -> family; {id} -> the nearest known collection before it); undefined: one it cannot name. */
export function pathKinds(path: string): Record<string, string> | undefined {
  const segments = path.split('/')
  const kinds: Record<string, string> = {}
  for (const [i, segment] of segments.entries()) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1]
    if (!param) continue
    const collection = segments
      .slice(0, i)
      .reverse()
      .find((s) => s in KINDS)
    const kind = param === 'id' ? (collection ? KINDS[collection] : undefined) : NAMED[param]
    if (!kind) return undefined
    kinds[param] = kind
  }
  return kinds
}

/** Ids by kind; `branch` and `template` are the branch an attempt names and its template. */
export type Ids = Record<string, number | string>

/** One call: the URL with its ids, and a body (JSON) or the multipart file parts. */
export interface Attempt {
  url: string
  body?: unknown
  multipart?: string[]
  headers?: Record<string, string>
  /** An event stream (text/event-stream): sent so that an answer that opens is dropped at once. */
  stream?: boolean
}

/** The URL of `path` with each parameter's id of its kind. */
export const urlOf = (path: string, ids: Ids) => {
  const kinds = pathKinds(path) ?? {}
  return path.replace(/\{(\w+)\}/g, (_, param: string) => String(ids[kinds[param] ?? param]))
}

/**
 * The operations whose call the sweep cannot build from the document: a path parameter of no
 * known kind, or a branch named in the body or query (x-branch), or a body a branch check needs
 * valid (the check runs after validation). Every other operation is called with its path's ids
 * and an empty body (role refusals come before the body is read).
 */
export const CASES: Record<string, (ids: Ids) => Attempt> = {
  'GET /v1/sucursales/url/{routeKey}': () => ({ url: '/v1/sucursales/url/alguna-direccion' }),
  'PUT /v1/sucursales/{id}': (ids) => ({ url: `/v1/sucursales/${ids.branch}`, body: { tables: 4 } }),
  'GET /v1/sucursales/{id}/calls/stream': (ids) => ({ url: `/v1/sucursales/${ids.branch}/calls/stream`, stream: true }),
  // The branch check runs after the body's validation: a valid body (attending is idempotent).
  'PUT /v1/sucursales/{id}/calls/{callId}': (ids) => ({
    url: `/v1/sucursales/${ids.branch}/calls/${ids.table_call}`,
    body: { attended: true },
  }),
  'PUT /v1/products/{id}/sold-out': (ids) => ({
    url: `/v1/products/${ids.product}/sold-out`,
    body: { sucursal_id: ids.branch, variant_id: null, until: 'manual' },
  }),
  'DELETE /v1/products/{id}/sold-out': (ids) => ({
    url: `/v1/products/${ids.product}/sold-out?sucursal_id=${ids.branch}`,
  }),
  'PUT /v1/templates/{id}': (ids) => ({
    url: `/v1/templates/${ids.template}`,
    body: { products: [{ product_id: ids.product, price: 12 }] },
  }),
  'PUT /v1/templates/{id}/products': (ids) => ({
    url: `/v1/templates/${ids.template}/products`,
    body: [{ product_id: ids.product, price: 13 }],
  }),
  'PUT /v1/templates/{id}/promotions': (ids) => ({
    url: `/v1/templates/${ids.template}/promotions`,
    body: [{ promotion_id: ids.promotion, enabled: false }],
  }),
  'PUT /v1/templates/{id}/advertising': (ids) => ({
    url: `/v1/templates/${ids.template}/advertising`,
    body: [{ advertising_id: ids.advertising, enabled: false }],
  }),
  'PUT /v1/templates/{id}/groups/variants': (ids) => ({
    url: `/v1/templates/${ids.template}/groups/variants`,
    body: [{ variant_id: ids.variant, price: 3 }],
  }),
  'PUT /v1/templates/items/products/{id}': (ids) => ({
    url: `/v1/templates/items/products/${ids.product}`,
    body: [{ template_id: ids.template, price: 14 }],
  }),
  'PUT /v1/templates/items/promotions/{id}': (ids) => ({
    url: `/v1/templates/items/promotions/${ids.promotion}`,
    body: [{ template_id: ids.template, enabled: true }],
  }),
  'PUT /v1/templates/items/advertising/{id}': (ids) => ({
    url: `/v1/templates/items/advertising/${ids.advertising}`,
    body: [{ template_id: ids.template, enabled: true }],
  }),
}

/** The multipart file parts of an operation's body (binary properties), or undefined for a JSON body. */
export function fileParts(op: Operation): string[] | undefined {
  const schema = op.requestBody?.content['multipart/form-data']?.schema
  if (!schema) return undefined
  return Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.format === 'binary')
    .map(([name]) => name)
}

/** Whether the sweep builds the operation's call from the document: known path kinds and, for a branch check, nothing but the path. */
export const isGeneric = ({ path, op }: DocOperation): boolean =>
  pathKinds(path) !== undefined && (!op['x-branch'] || (op['x-branch'].includes('path.') && !op.requestBody))

/** The call of an operation with `ids`. */
export function attemptOf(operation: DocOperation, ids: Ids): Attempt {
  const special = CASES[operation.key]
  if (special) return special(ids)
  const multipart = fileParts(operation.op)
  return {
    url: urlOf(operation.path, ids),
    ...(multipart ? { multipart } : operation.op.requestBody ? { body: {} } : {}),
  }
}
