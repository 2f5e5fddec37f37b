import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import { account, menuApi, type TestApp } from './helpers.js'

/**
 * What the order tests (public-order*.test.ts) share: a restaurant whose branch takes lists and
 * calls, and diners, each a browser of its own (address, User-Agent and cookie jar).
 */

export interface Restaurant {
  token: string
  api: ReturnType<typeof menuApi>
  branch: { id: number; route_key: string }
  category: number
}

/** An account whose first branch has 10 tables, 'Pedidos y llamadas desde la mesa' on and (by default) a WhatsApp number. */
export async function restaurant(
  t: TestApp,
  opts: { plan?: 'NEGOCIO' | 'FRANCHISES'; whatsapp?: string | null; languages?: string[] } = {},
): Promise<Restaurant> {
  const a = await account(t, opts.plan ?? 'NEGOCIO')
  const api = menuApi(t, a.access_token)
  const [first] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
  const put = await api.req('PUT', `/v1/sucursales/${first!.id}`, {
    tables: 10,
    whatsapp_num: opts.whatsapp === undefined ? '5512345678' : opts.whatsapp,
    table_orders: true,
  })
  assert.equal(put.status, 200, JSON.stringify(put.body))
  if (opts.languages) assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: opts.languages })).status, 200)
  const category = await api.category(await api.family('Comidas'), 'Antojitos')
  return { token: a.access_token, api, branch: first!, category }
}

let diners = 0

/** A diner's browser: its own address and User-Agent (the visitor hash) and a cookie jar for md_pedido. */
export function diner(t: TestApp) {
  const n = ++diners
  const jar = new Map<string, string>()
  const headers = () => ({
    'user-agent': `Mozilla/5.0 (Diner ${n})`,
    ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
  })
  async function send(opts: InjectOptions) {
    const res = await t.app.inject({
      ...opts,
      remoteAddress: `10.0.${n >> 8}.${n & 255}`,
      headers: { ...headers(), ...opts.headers },
    })
    const set = res.headers['set-cookie']
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    return res
  }
  return {
    jar,
    get: (url: string, extra: Record<string, string> = {}) => send({ method: 'GET', url, headers: extra }),
    /** A form post as a browser sends it (urlencoded; a list repeats the name). */
    post: (
      url: string,
      fields: Record<string, string | number | Array<string | number>>,
      extra: Record<string, string> = {},
    ) => {
      const body = new URLSearchParams()
      for (const [k, v] of Object.entries(fields))
        for (const one of Array.isArray(v) ? v : [v]) body.append(k, String(one))
      return send({
        method: 'POST',
        url,
        payload: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
      })
    },
  }
}

/** The text of a page without tags (entities as written), for assertions on what a diner reads. */
export const textOf = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
