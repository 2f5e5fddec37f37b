import dns from 'node:dns'
import net from 'node:net'
import { AppError } from '../errors.js'

/**
 * Where a webhook may send (issue 43): a public https address. Outside development (the
 * WEBHOOKS_ALLOW_PRIVATE switch off) a URL whose host is, or resolves to, a private, loopback,
 * link-local, CGNAT, unique-local, multicast or unspecified address is refused, so a webhook
 * cannot reach the servers beside the API (SSRF). Checked when the webhook is saved and again at
 * every send, on the very address connected to (`safeLookup`): a name that resolved to a public
 * address at save time and to a private one later (DNS rebinding) is refused then.
 */

export const WEBHOOK_URL_MAX = 2000

const FORBIDDEN = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  FORBIDDEN.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  FORBIDDEN.addSubnet(address, prefix, 'ipv6')

/** An IP address a webhook may not reach (IPv4-mapped IPv6 addresses count as their IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const forbidden = (field: string) => new AppError('WEBHOOK_URL_FORBIDDEN', undefined, { field })

/** The URL's host as an IP literal (brackets of IPv6 removed), or undefined for a name. */
function literalHost(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return net.isIP(host) ? host : undefined
}

/**
 * The webhook URL `raw`, checked: absolute https (http too when private addresses are allowed),
 * no credentials, at most WEBHOOK_URL_MAX characters; unless `allowPrivate`, its host must be
 * public and resolve to public addresses only. 400 VALIDATION_ERROR or WEBHOOK_URL_FORBIDDEN
 * naming `field`.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean, field = 'url'): Promise<string> {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new AppError('VALIDATION_ERROR', 'Escribe una URL completa, por ejemplo https://pos.ejemplo.com/menu.', {
      field,
    })
  }
  if (url.href.length > WEBHOOK_URL_MAX)
    throw new AppError('VALIDATION_ERROR', `La URL puede tener hasta ${WEBHOOK_URL_MAX} caracteres.`, { field })
  if (url.username || url.password)
    throw new AppError('VALIDATION_ERROR', 'La URL no puede llevar usuario ni contraseña.', { field })
  const https = url.protocol === 'https:'
  if (!https && !(allowPrivate && url.protocol === 'http:')) throw forbidden(field)
  if (allowPrivate) return url.href
  const literal = literalHost(url)
  if (literal) {
    if (isForbiddenAddress(literal)) throw forbidden(field)
    return url.href
  }
  let addresses: dns.LookupAddress[]
  try {
    addresses = await dns.promises.lookup(url.hostname, { all: true })
  } catch {
    throw new AppError('VALIDATION_ERROR', `No encontramos el dominio «${url.hostname}».`, { field })
  }
  if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) throw forbidden(field)
  return url.href
}

/**
 * A `lookup` for http(s).request that refuses forbidden addresses: the check is on the address
 * the socket then connects to, so a name re-pointed after the save (DNS rebinding) is caught.
 */
export const safeLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0)
    const list = addresses as dns.LookupAddress[]
    const bad = list.find((a) => isForbiddenAddress(a.address))
    if (bad || list.length === 0)
      return callback(new Error(`la dirección ${bad?.address ?? hostname} no es pública`), '', 0)
    if ((options as dns.LookupOptions).all) return (callback as unknown as AllCallback)(null, list)
    return callback(null, list[0]!.address, list[0]!.family)
  })
}
type AllCallback = (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void

/** At send time: the URL's literal host is not forbidden (a literal skips `lookup`). */
export function literalForbidden(url: URL): boolean {
  const literal = literalHost(url)
  return literal !== undefined && isForbiddenAddress(literal)
}
