import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { AllergenCode } from '@menu/shared/menu/allergens'
import { LANGUAGE_CODES } from '@menu/shared/menu/languages'
import type { AppContext } from '../context.js'
import type { BranchRow } from '../db/types.js'
import { avoidQuery } from './avoid.js'
import { boundedCache } from './page-cache.js'
import { tableOf } from './table.js'
import { marketingDeps } from '../data/marketing-common.js'
import { branchTimeZone } from '../data/branches.js'
import { canonicalRouteKey } from '../data/route-keys.js'
import { changeMarker } from '../history/marker.js'
import { localTime } from '../time/local.js'
import { nextChange } from './boundary.js'
import { pageCsp } from './csp.js'
import { chooseLanguage, type LanguageChoice, type LanguageRequest } from './language.js'
import { dinerSource } from './diner.js'
import { loadAccount, type MenuOwner, resolveRouteKey } from './load.js'
import { renderMenu, renderNotFound, renderUnavailable, type RenderedPage } from './render.js'
import type { PublicMenu } from './schema.js'
import { applySchedules } from './schedules.js'
import { searchView } from './search.js'
import { type ShareSource, shareSource } from './share.js'
import { pageTheme } from './theme.js'
import { buildView, unavailableView } from './view.js'

/**
 * The public menu of a route key, end to end: resolve the key (old keys redirect), load
 * (load.ts), apply the branch's template, build the view model (view.ts), render
 * (render.ts); plus the bytes, ETag, gzip and CSP of the response.
 *
 * Rendered pages are kept in memory per route key, language, diner's table (?mesa=n), allergen filter (the
 * normalized ?sin=, avoid.ts: every spelling of one filter shares an entry) and search (?q=, search.ts;
 * in a cache of their own, small, so that random queries can neither grow memory nor push the
 * menus' pages out), keyed on the change marker of the branch's account (history/marker.ts)
 * read before loading: a request whose marker is unchanged gets the same bytes without loading
 * or rendering; a change of that account makes its next request rebuild, while other accounts'
 * writes and the views counter's flushes leave its pages in place. A page that
 * time alone can change (boundary.ts) is only reused before that instant. Nothing is shared
 * between instances and nothing needs to be: each instance checks the marker on every request.
 *
 * The language (language.ts) is chosen among the menu's languages, which belong to the account
 * and its plan: what a key resolved to (branch, owner, languages) is kept per key with the
 * account's marker, so a cached page in any language is found with one read of that marker.
 */

export interface Representation {
  body: Buffer
  gzip: Buffer
  /** Strong ETag of the identity bytes; the gzip bytes use the same value plus '-gz'. */
  etag: string
}

/** One language's page of a branch. */
interface MenuPage {
  kind: 'menu'
  /** Whose page it is, for the view count (views/). */
  branchId: number
  /** The diner's table (?mesa=n within the branch's tables, table.ts), for the page and the count. */
  table?: number
  html: Representation
  json: Representation
  csp: string
  /** What the page's link-preview picture is drawn from (share.ts); null: it has none. */
  share: ShareSource | null
}

export type MenuResult =
  /** `language`: the one answered, and whether Accept-Language chose it (Vary). */
  (MenuPage & { language: LanguageChoice }) | { kind: 'moved'; routeKey: string } | { kind: 'unknown' }

/** What the order pages (order/) get: the view model and the branch row of a current key. */
export type OrderViewResult =
  | { kind: 'menu'; view: PublicMenu; branch: BranchRow; language: LanguageChoice }
  | { kind: 'moved'; routeKey: string }
  | { kind: 'unknown' }

/** A version of a page: its account and that account's marker ('<account id>:<marker>'). */
interface CacheEntry {
  /** The page's account: no account holds more than its share of the cache (page-cache.ts). */
  owner: number
  version: string
  /** When time alone may change the page (boundary.ts): served only before it; null: until a write. */
  validUntil: number | null
  result: MenuPage
  bytes: number
}

/** What a route key leads to at its account's marker: its branch and its owner (with the menu's languages). */
interface Resolved {
  version: string
  accountId: number
  branch: BranchRow
  owner: MenuOwner
}
type Resolution =
  | { kind: 'current'; version: string; branch: BranchRow; owner: MenuOwner }
  | { kind: 'moved'; routeKey: string }
  | { kind: 'unknown' }

const ROUTE_KEY = /^[A-Za-z0-9_-]{1,80}$/
/** Memory bound of the search pages' cache (?q=: any text, so the oldest go first). */
const SEARCH_BUDGET_BYTES = 4 * 1024 * 1024
/** Route keys whose resolution is kept (two rows each); the oldest go first. */
const RESOLVED_MAX = 4096

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

/**
 * Requests that find the same work to do at the same marker share it: after a write of its
 * account a busy page is rebuilt once, not once per request in flight. No marker (key
 * undefined): nothing is shared.
 */
function sharedWork<T>() {
  const pending = new Map<string, Promise<T>>()
  return (key: string | undefined, work: () => Promise<T>): Promise<T> => {
    if (key === undefined) return work()
    let p = pending.get(key)
    if (!p) {
      p = work().finally(() => pending.delete(key))
      pending.set(key, p)
    }
    return p
  }
}

export function createPublicMenus(ctx: AppContext) {
  const deps = marketingDeps(ctx)
  // Memory bound of the page cache (identity + gzip bytes of HTML and JSON): PUBLIC_MENU_CACHE_MB.
  const cache = boundedCache<CacheEntry>(ctx.config.publicMenuCacheBytes)
  const searches = boundedCache<CacheEntry>(SEARCH_BUDGET_BYTES)
  const resolved = new Map<string, Resolved>()
  const imageOrigins = ctx.config.s3 ? [new URL(ctx.config.s3.publicUrl).origin] : []
  // The panel (its own origin, and the dev servers') previews the page.
  const frameAncestors = [...new Set([...panelOrigins(ctx.config.publicUrl), ...ctx.config.corsOrigins])]
  const viewOptions = {
    ownsImage: (url: string) => ctx.images.owns(url),
    menuBaseUrl: ctx.config.publicMenuUrl,
    fontFaces: ctx.fonts.faces,
  }
  const pageKey = (
    routeKey: string,
    lang: string,
    avoid: readonly AllergenCode[],
    table: number | undefined,
    query: string | undefined,
  ) => `${routeKey}\n${lang}${avoidQuery(avoid)}${table ? `#${table}` : ''}${query === undefined ? '' : `\nq=${query}`}`

  const csp = (page: RenderedPage) =>
    pageCsp({ styleHashes: page.styleHashes, snippets: page.snippets, imageOrigins, frameAncestors })

  function rememberResolved(routeKey: string, entry: Resolved) {
    resolved.delete(routeKey)
    resolved.set(routeKey, entry)
    for (const k of resolved.keys()) {
      if (resolved.size <= RESOLVED_MAX) break
      resolved.delete(k)
    }
  }

  /** A key that no longer leads to a menu: its pages in every language, filter and search go. */
  function forget(routeKey: string) {
    resolved.delete(routeKey)
    cache.forgetPrefix(`${routeKey}\n`)
    searches.forgetPrefix(`${routeKey}\n`)
  }

  /** The version of the account's pages now; undefined when the account is gone. */
  async function versionOf(accountId: number): Promise<string | undefined> {
    const marker = await changeMarker(ctx.db, accountId)
    return marker === undefined ? undefined : `${accountId}:${marker}`
  }

  /**
   * The branch of a current key and its account's marker, read in one statement (one snapshot):
   * the branch is as of that marker, and everything loaded after it is as new or newer, so a
   * write after the read makes the next request rebuild. Old keys redirect (not cached).
   */
  async function resolve(routeKey: string): Promise<Resolution> {
    const row = await ctx.db
      .selectFrom('sucursales')
      .innerJoin('accounts', 'accounts.id', 'sucursales.account_id')
      .selectAll('sucursales')
      .select('accounts.change_marker as account_marker')
      .where('sucursales.route_key', '=', routeKey)
      .executeTakeFirst()
    if (!row) {
      const found = await resolveRouteKey(ctx.db, routeKey)
      // A key made current since the read above: a request as old as that write answers as before it.
      return found.kind === 'current' ? { kind: 'unknown' } : found
    }
    const { account_marker, ...branch } = row
    const accountId = Number(branch.account_id)
    const owner = await loadAccount(ctx.db, accountId)
    if (!owner) return { kind: 'unknown' }
    return { kind: 'current', version: `${accountId}:${account_marker}`, branch, owner }
  }

  async function build(
    branch: BranchRow,
    owner: MenuOwner,
    lang: string,
    avoid: readonly AllergenCode[],
    table: number | undefined,
    query: string | undefined,
  ): Promise<{ result: MenuPage; validUntil: number | null }> {
    const { account } = owner
    const language = { code: lang, offered: owner.languages }
    const clock = {
      now: deps.now(),
      appTimeZone: ctx.config.timeZone,
      branchTimeZone: branchTimeZone(branch, ctx.config.timeZone),
    }
    let view: PublicMenu
    let page: RenderedPage
    let validUntil: number | null = null
    if (!branch.enabled) {
      view = unavailableView(branch, account, viewOptions, language)
      page = renderUnavailable(view)
    } else {
      const applied = await dinerSource(deps, ctx.db, branch, owner, lang)
      validUntil = nextChange(applied, clock)
      view = buildView(applySchedules(applied, localTime(clock.now, clock.branchTimeZone)), viewOptions, avoid)
      // The JSON stays the whole menu (its route takes no ?q=); the page shows what the search found.
      const found = query === undefined ? undefined : searchView(view, query)
      page = renderMenu(found?.view ?? view, table, found?.search)
    }
    return {
      result: {
        kind: 'menu',
        branchId: Number(branch.id),
        ...(table ? { table } : {}),
        html: representation(page.html, 9),
        json: representation(JSON.stringify({ info: view })),
        csp: csp(page),
        share: view.available ? shareSource(view) : null,
      },
      validUntil,
    }
  }

  /** The views of cached pages' JSON, parsed once (they go with their page). */
  const parsedViews = new WeakMap<Representation, PublicMenu>()
  const resolveOnce = sharedWork<Resolution>()
  const buildOnce = sharedWork<Awaited<ReturnType<typeof build>>>()

  return {
    /**
     * The menu of `routeKey` in the language the request asks for among the menu's (cached per
     * language while the database is unchanged), a redirect, or unknown.
     * `avoid`: the diner's allergen filter, normalized (avoidFromQuery); `mesa`: the table asked
     * for (tableFromQuery), kept only when the branch is enabled and has it (else the page without);
     * `query`: the diner's search (searchFromQuery), pages kept apart in a small cache of their own.
     */
    async get(
      requested: string,
      request: LanguageRequest = {},
      avoid: readonly AllergenCode[] = [],
      mesa?: number,
      query?: string,
    ): Promise<MenuResult> {
      if (!ROUTE_KEY.test(requested)) return { kind: 'unknown' }
      const routeKey = canonicalRouteKey(requested) // every spelling shares one cache entry
      // A key seen before: one read of its account's marker says whether anything it shows changed.
      let known = resolved.get(routeKey)
      const now = known && (await versionOf(known.accountId))
      if (!known || known.version !== now) {
        // Requests that read the same newer marker resolve once; a key not seen yet is resolved by each.
        const found = await resolveOnce(now === undefined ? undefined : `${routeKey}\n${now}`, () => resolve(routeKey))
        if (found.kind !== 'current') {
          forget(routeKey)
          return found
        }
        known = {
          version: found.version,
          accountId: Number(found.branch.account_id),
          branch: found.branch,
          owner: found.owner,
        }
        rememberResolved(routeKey, known)
      }
      const { branch, owner, version, accountId } = known
      const language = chooseLanguage(request, owner.languages)
      const table = branch.enabled ? tableOf(mesa, Number(branch.tables)) : undefined
      const key = pageKey(routeKey, language.lang, avoid, table, query)
      const pages = query === undefined ? cache : searches
      const hit = pages.get(key)
      if (hit && hit.version === version && (hit.validUntil === null || deps.now() < hit.validUntil)) {
        ctx.metrics.pageCache(true)
        return { ...hit.result, language }
      }
      ctx.metrics.pageCache(false)
      const { result, validUntil } = await buildOnce(`${key}\n${version}`, () =>
        build(branch, owner, language.lang, avoid, table, query),
      )
      const bytes =
        result.html.body.length + result.html.gzip.length + result.json.body.length + result.json.gzip.length
      pages.remember(key, { owner: accountId, version, validUntil, result, bytes })
      return { ...result, language }
    },

    /**
     * The diner's order pages (order/) read the menu as the page shows it: the view model of the
     * cached page in the language asked for (its JSON, parsed once per cached version), whole (no
     * filter, no search), with the key's branch row. A moved or unknown key as `get` answers.
     */
    async orderView(requested: string, request: LanguageRequest = {}): Promise<OrderViewResult> {
      const result = await this.get(requested, request)
      if (result.kind !== 'menu') return result
      const known = resolved.get(canonicalRouteKey(requested))
      if (!known) return { kind: 'unknown' }
      let view = parsedViews.get(result.json)
      if (!view) {
        view = (JSON.parse(result.json.body.toString('utf8')) as { info: PublicMenu }).info
        parsedViews.set(result.json, view)
      }
      return { kind: 'menu', view, branch: known.branch, language: result.language }
    },

    /** The 404 page (default theme) in the language the request asks for among all the supported ones, built once each. */
    notFound: (() => {
      const pages = new Map<string, { html: Representation; csp: string }>()
      return (request: LanguageRequest = {}) => {
        const language = chooseLanguage(request, LANGUAGE_CODES)
        let page = pages.get(language.lang)
        if (!page) {
          const rendered = renderNotFound({ ...pageTheme({}), font_faces: [] }, language.lang)
          page = { html: representation(rendered.html), csp: csp(rendered) }
          pages.set(language.lang, page)
        }
        return { ...page, language }
      }
    })(),

    /** For tests and the bench: cached pages (one per route key and language). */
    cacheSize: () => cache.size(),
    /** For tests: cached search pages and their bytes (within SEARCH_BUDGET_BYTES). */
    searchCache: () => ({ size: searches.size(), bytes: searches.bytes(), budget: SEARCH_BUDGET_BYTES }),
  }
}

export type PublicMenus = ReturnType<typeof createPublicMenus>
