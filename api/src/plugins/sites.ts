import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify'
import type { Config } from '../config.js'
import { isApiPath } from './static.js'

/**
 * Two sites, one process. The panel (PUBLIC_URL) keeps every owner's access and refresh tokens
 * in its origin's localStorage. The diners' menu pages run each owner's own tracking scripts
 * (a Google Tag Manager container can load any script), which may read anything of the origin
 * they run on. So when PUBLIC_MENU_URL names another host than PUBLIC_URL, a request is routed by
 * the host it was sent to (Host, or X-Forwarded-Host behind a trusted proxy):
 * - the menu's host serves the menu pages (/m/{routeKey}) and what every site shares; any
 *   other page redirects to the panel (302), and the API answers 404 there, so no page of the
 *   panel, and no answer that carries a token, ever comes from the menu's origin;
 * - every other host (the panel's, or an address used by a health check) serves the rest, and
 *   redirects the menu pages to the menu's host (301: links and QR codes made before the split).
 * Shared by both: the menu's fonts (/m/assets/, also shown by the panel's brand settings), the
 * uploaded images (/uploads/), the public menu JSON (/v1/public/, open to any origin) and CORS
 * preflights. With one host (`npm start`, development) nothing of this is set up.
 */

export type Site = 'panel' | 'menu'

type Strategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string]
type Handler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>

/** /m, /m/, /m/{routeKey} and /m/{routeKey}/: the pages where the owners' scripts run (not /m/assets/...). */
const MENU_PAGE = /^\/m(?:\/[^/]*\/?)?$/
const SHARED_PREFIXES = ['/m/assets/', '/uploads/', '/v1/public/']

const lastEntry = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.at(-1) : value)?.split(',').at(-1)?.trim()

/** The site a route belongs to; undefined when both serve it. */
export function siteOfRoute(method: RouteOptions['method'], url: string): Site | undefined {
  if (method === 'OPTIONS' || SHARED_PREFIXES.some((p) => url.startsWith(p))) return undefined
  return MENU_PAGE.test(url) ? 'menu' : 'panel'
}

/** The host names of the menu (as sent in Host, with and without its default port), or undefined when it shares the panel's host. */
export function separateMenuHosts(config: Pick<Config, 'publicUrl' | 'publicMenuUrl'>): Set<string> | undefined {
  const panel = new URL(config.publicUrl)
  const menu = new URL(config.publicMenuUrl)
  if (panel.host === menu.host) return undefined
  const defaultPort = menu.protocol === 'https:' ? '443' : '80'
  return new Set([menu.host, `${menu.hostname}:${menu.port || defaultPort}`])
}

/**
 * The router's `site` constraint (Fastify's routerOptions.constraints), or undefined when the menu
 * shares the panel's host. A route without it (the shared ones) matches on every host.
 */
export function siteConstraint(config: Config): Record<string, Strategy> | undefined {
  const menuHosts = separateMenuHosts(config)
  if (!menuHosts) return undefined
  const hostOf = (req: IncomingMessage) =>
    ((config.trustProxy && lastEntry(req.headers['x-forwarded-host'])) || req.headers.host || '').toLowerCase()
  return {
    site: {
      name: 'site',
      mustMatchWhenDerived: false,
      storage() {
        const handlers = new Map<string, Handler>()
        return {
          get: (site: string) => handlers.get(site) ?? null,
          set: (site: string, handler: Handler) => {
            handlers.set(site, handler)
          },
        }
      },
      deriveConstraint: (req: IncomingMessage): Site => (menuHosts.has(hostOf(req)) ? 'menu' : 'panel'),
      validate(value: unknown) {
        if (value !== 'panel' && value !== 'menu') throw new Error(`unknown site '${String(value)}'`)
      },
    },
  }
}

/**
 * Gives every route registered after it its site, and adds the redirects between the two
 * hosts. Called before any route is registered; does nothing when the sites share a host.
 */
export function registerSites(app: FastifyInstance): void {
  const { config } = app.ctx
  if (!separateMenuHosts(config)) return
  app.addHook('onRoute', (route) => {
    if (route.constraints?.site) return
    const site = siteOfRoute(route.method, route.url ?? '')
    if (site) route.constraints = { ...route.constraints, site }
  })

  const toMenu = (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${config.publicMenuUrl}${request.url}`, 301)
  for (const url of ['/m', '/m/', '/m/:routeKey', '/m/:routeKey/']) {
    app.get(url, { schema: { hide: true }, constraints: { site: 'panel' } }, toMenu)
  }
  app.get('/*', { schema: { hide: true }, constraints: { site: 'menu' } }, (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound()
    return reply.redirect(`${config.publicUrl}${request.url}`, 302)
  })
}
