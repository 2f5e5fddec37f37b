import type { FastifyBaseLogger } from 'fastify'

/**
 * Adapter to a public fonts listing service with the Google Web Fonts Developer API's shape
 * (GET <url>?key=…&sort=popularity&capability=WOFF2 -> {items: [{family, category, subsets,
 * files: {regular, '700', …}}]}). The key stays on the server; the list is fetched at most
 * once per `ttlMs` and kept, and a failed fetch keeps the last good list (or none) and is
 * retried after `retryMs`, so the panel never waits on, or breaks with, the service.
 */

export interface ListedFont {
  family: string
  /** WOFF2 URLs by weight ('400', '700'); only the two weights the menu uses. */
  files: { '400': string; '700'?: string }
}

export interface FontsListing {
  /** Sans-serif families with a latin subset, most popular first. */
  list(): Promise<ListedFont[]>
  /** The listed family of that name (case-insensitive), if any. */
  find(family: string): Promise<ListedFont | undefined>
}

export interface ListingOptions {
  apiKey: string
  url: string
  log: Pick<FastifyBaseLogger, 'warn'>
  now: () => number
  fetch?: typeof fetch
  ttlMs?: number
  retryMs?: number
  timeoutMs?: number
}

const DAY = 24 * 3600 * 1000
/** Font files are only ever downloaded from Google's font CDN, whatever a listing says. */
const FILE_ORIGIN = 'https://fonts.gstatic.com/'

interface RawItem {
  family?: unknown
  category?: unknown
  subsets?: unknown
  files?: Record<string, unknown>
}

const fileUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith(FILE_ORIGIN) ? value : undefined

function parse(body: unknown): ListedFont[] {
  const items = (body as { items?: unknown })?.items
  if (!Array.isArray(items)) throw new Error('the fonts listing answered without items')
  const out: ListedFont[] = []
  for (const item of items as RawItem[]) {
    if (typeof item.family !== 'string' || item.category !== 'sans-serif') continue
    if (!Array.isArray(item.subsets) || !item.subsets.includes('latin')) continue
    const regular = fileUrl(item.files?.regular) ?? fileUrl(item.files?.['400'])
    if (!regular) continue
    const bold = fileUrl(item.files?.['700'])
    out.push({ family: item.family, files: bold ? { '400': regular, '700': bold } : { '400': regular } })
  }
  return out
}

export function fontsListing(options: ListingOptions): FontsListing {
  const { apiKey, url, log, now, ttlMs = DAY, retryMs = 5 * 60 * 1000, timeoutMs = 5000 } = options
  const doFetch = options.fetch ?? fetch
  let fonts: ListedFont[] = []
  let freshUntil = 0
  let pending: Promise<ListedFont[]> | undefined

  async function refresh(): Promise<ListedFont[]> {
    const query = new URLSearchParams({ key: apiKey, sort: 'popularity', capability: 'WOFF2' })
    try {
      const response = await doFetch(`${url}?${query}`, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) throw new Error(`the fonts listing answered ${response.status}`)
      fonts = parse(await response.json())
      freshUntil = now() + ttlMs
    } catch (err) {
      // Never log the URL: it carries the key.
      log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'fonts listing unavailable; keeping the last list',
      )
      freshUntil = now() + retryMs
    }
    return fonts
  }

  async function list(): Promise<ListedFont[]> {
    if (now() < freshUntil) return fonts
    pending ??= refresh().finally(() => {
      pending = undefined
    })
    return pending
  }

  return {
    list,
    async find(family) {
      const wanted = family.trim().toLowerCase()
      return (await list()).find((f) => f.family.toLowerCase() === wanted)
    },
  }
}
