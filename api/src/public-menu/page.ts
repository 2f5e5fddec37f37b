import type { AllergenCode } from '@menu/shared/menu/allergens'
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { AppContext } from '../context.js'
import { avoidQuery } from './avoid.js'
import { marketingDeps } from '../data/marketing-common.js'
import { branchTimeZone, canonicalRouteKey } from '../data/branches.js'
import { localTime } from '../time/local.js'
import { nextChange } from './boundary.js'
import { pageCsp } from './csp.js'
import {
  applyTemplate,
  branchTemplate,
  loadAccount,
  loadMenuSource,
  resolveRouteKey,
  templateOverrides,
} from './load.js'
import { renderMenu, renderNotFound, renderUnavailable, type RenderedPage } from './render.js'
import type { PublicMenu } from './schema.js'
import { applySchedules } from './schedules.js'
import { pageTheme } from './theme.js'
import { dbVersion } from './version.js'
import { buildView, unavailableView } from './view.js'

/**
 * The public menu of a route key, end to end: resolve the key (old keys redirect), load
 * (load.ts), apply the branch's template, build the view model (view.ts), render
 * (render.ts); plus the bytes, ETag, gzip and CSP of the response.
 *
 * Rendered pages are kept in memory per route key and diner's allergen filter (the normalized
 * ?sin=, avoid.ts: every spelling of one filter shares an entry), keyed on a database version marker
 * (version.ts) read before loading: a request whose marker is unchanged gets the same bytes
 * without loading or rendering; any write makes the next request rebuild. A page that time
 * alone can change (boundary.ts) is only reused before that instant. Nothing is shared between
 * instances and nothing needs to be: each instance checks the marker on every request.
 */

export interface Representation {
  body: Buffer
  gzip: Buffer
  /** Strong ETag of the identity bytes; the gzip bytes use the same value plus '-gz'. */
  etag: string
}

export type MenuResult =
  /** `branchId`: whose page it is, for the view count (views/). */
  | { kind: 'menu'; branchId: number; html: Representation; json: Representation; csp: string }
  | { kind: 'moved'; routeKey: string }
  | { kind: 'unknown' }

interface CacheEntry {
  version: string
  /** When time alone may change the page (boundary.ts): served only before it; null: until a write. */
  validUntil: number | null
  result: MenuResult & { kind: 'menu' }
  bytes: number
}

const ROUTE_KEY = /^[A-Za-z0-9_-]{1,80}$/
/** Memory bound of the page cache (identity + gzip bytes of HTML and JSON). */
const CACHE_BUDGET_BYTES = 32 * 1024 * 1024

/**
 * The panel's origin, from PUBLIC_URL. A loopback one (the default `npm start`) also counts
 * under its other name: the owner may open http://127.0.0.1:PORT while PUBLIC_URL says
 * localhost, and the brand preview must frame the menu either way.
 */
export function panelOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  const aliases = ['localhost', '127.0.0.1']
  if (!aliases.includes(url.hostname)) return [url.origin]
  return aliases.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

/**
 * `level` 9 for the page: made once per change and then served from memory, it takes about a
 * millisecond more than 6 for 1 % fewer bytes, which the 20 KB budget needs (docs/performance.md).
 */
export function representation(content: string, level = 6): Representation {
  const body = Buffer.from(content, 'utf8')
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32)
  return { body, gzip: gzipSync(body, { level }), etag: `"${hash}"` }
}

export function createPublicMenus(ctx: AppContext) {
  const deps = marketingDeps(ctx)
  const version = dbVersion(ctx.db)
  const cache = new Map<string, CacheEntry>()
  let cachedBytes = 0
  const imageOrigins = ctx.config.s3 ? [new URL(ctx.config.s3.publicUrl).origin] : []
  // The panel (its own origin, and the dev servers') previews the page.
  const frameAncestors = [...new Set([...panelOrigins(ctx.config.publicUrl), ...ctx.config.corsOrigins])]
  const viewOptions = {
    ownsImage: (url: string) => ctx.images.owns(url),
    menuBaseUrl: ctx.config.publicMenuUrl,
    fontFaces: ctx.fonts.faces,
  }

  const csp = (page: RenderedPage) =>
    pageCsp({ styleHashes: page.styleHashes, snippets: page.snippets, imageOrigins, frameAncestors })

  function remember(cacheKey: string, entry: CacheEntry) {
    const old = cache.get(cacheKey)
    if (old) cachedBytes -= old.bytes
    cache.delete(cacheKey)
    cache.set(cacheKey, entry)
    cachedBytes += entry.bytes
    for (const [key, e] of cache) {
      // oldest first
      if (cachedBytes <= CACHE_BUDGET_BYTES) break
      cache.delete(key)
      cachedBytes -= e.bytes
    }
  }

  async function build(
    routeKey: string,
    avoid: readonly AllergenCode[],
  ): Promise<{ result: MenuResult; validUntil: number | null }> {
    const found = await resolveRouteKey(ctx.db, routeKey)
    if (found.kind !== 'current') return { result: found, validUntil: null }
    const { branch } = found
    const owner = await loadAccount(ctx.db, Number(branch.account_id))
    if (!owner) return { result: { kind: 'unknown' }, validUntil: null }
    const { account } = owner
    const clock = {
      now: deps.now(),
      appTimeZone: ctx.config.timeZone,
      branchTimeZone: branchTimeZone(branch, ctx.config.timeZone),
    }
    let view: PublicMenu
    let page: RenderedPage
    let validUntil: number | null = null
    if (!branch.enabled) {
      view = unavailableView(branch, account, viewOptions)
      page = renderUnavailable(view)
    } else {
      const source = await loadMenuSource(deps, branch, owner)
      const overrides = await templateOverrides(
        ctx.db,
        Number(branch.account_id),
        branchTemplate(branch, owner.allowed),
      )
      const applied = applyTemplate(source, overrides)
      validUntil = nextChange(applied, clock)
      view = buildView(applySchedules(applied, localTime(clock.now, clock.branchTimeZone)), viewOptions, avoid)
      page = renderMenu(view)
    }
    return {
      result: {
        kind: 'menu',
        branchId: Number(branch.id),
        html: representation(page.html, 9),
        json: representation(JSON.stringify({ info: view })),
        csp: csp(page),
      },
      validUntil,
    }
  }

  /**
   * Requests that find the page stale at the same marker share one build: after a write (the
   * view counts are written every few seconds) a busy page is rebuilt once, not once per
   * request in flight.
   */
  const building = new Map<string, ReturnType<typeof build>>()
  function buildOnce(
    cacheKey: string,
    routeKey: string,
    avoid: readonly AllergenCode[],
    marker: string | undefined,
  ): ReturnType<typeof build> {
    if (marker === undefined) return build(routeKey, avoid)
    const key = `${cacheKey}\n${marker}`
    let pending = building.get(key)
    if (!pending) {
      pending = build(routeKey, avoid).finally(() => building.delete(key))
      building.set(key, pending)
    }
    return pending
  }

  return {
    /**
     * The menu of `routeKey` (cached while the database is unchanged), a redirect, or unknown.
     * `avoid`: the diner's allergen filter, normalized (avoidFromQuery).
     */
    async get(requested: string, avoid: readonly AllergenCode[] = []): Promise<MenuResult> {
      if (!ROUTE_KEY.test(requested)) return { kind: 'unknown' }
      const routeKey = canonicalRouteKey(requested) // every spelling shares one cache entry
      const cacheKey = routeKey + avoidQuery(avoid)
      const marker = await version()
      const hit = cache.get(cacheKey)
      if (
        hit &&
        marker !== undefined &&
        hit.version === marker &&
        (hit.validUntil === null || deps.now() < hit.validUntil)
      )
        return hit.result
      const { result, validUntil } = await buildOnce(cacheKey, routeKey, avoid, marker)
      if (result.kind === 'menu' && marker !== undefined) {
        const bytes =
          result.html.body.length + result.html.gzip.length + result.json.body.length + result.json.gzip.length
        remember(cacheKey, { version: marker, validUntil, result, bytes })
      } else if (hit) {
        cache.delete(cacheKey)
        cachedBytes -= hit.bytes
      }
      return result
    },

    /** The Spanish 404 page (default theme), built once. */
    notFound: (() => {
      let page: { html: Representation; csp: string } | undefined
      return () => {
        if (!page) {
          const rendered = renderNotFound({ ...pageTheme({}), font_faces: [] })
          page = { html: representation(rendered.html), csp: csp(rendered) }
        }
        return page
      }
    })(),

    /** For tests and the bench. */
    cacheSize: () => cache.size,
  }
}

export type PublicMenus = ReturnType<typeof createPublicMenus>
