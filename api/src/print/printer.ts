import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import { DISHES_PER_FILE, type TentWindow, tentWindows } from '@menu/shared/menu/print-limits'
import type { AppContext } from '../context.js'
import { calendarDate } from '@menu/shared/validation'
import { branchTimeZone } from '../data/branches.js'
import { marketingDeps, todayOf } from '../data/marketing-common.js'
import { scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { changeMarker } from '../history/marker.js'
import { createWorkerPool } from '../workers/pool.js'
import type { Paper } from './document.js'
import { refuseEmptyMenu } from './empty-menu.js'
import { type CachedFile, createFileCache } from './file-cache.js'
import { type PrintJob, printJob } from './job.js'
import { dishCount } from './menu-blocks.js'
import { type PrintSource, printSource } from './source.js'
import { tentsOf } from './tents.js'

/**
 * The print files of the routes (routes/branches/print.ts), made so that no account can slow
 * the others (issue 39):
 * - the PDF is built in a worker thread (print/job.ts, a bounded pool: config `print`), never on
 *   the event loop; at most PRINT_PER_ACCOUNT files of one account are loaded or made at once
 *   and PRINT_QUEUE wait in all: past that, 429 PRINT_BUSY with Retry-After;
 * - a file made is kept (file-cache.ts) until the data it shows changes; the same file asked
 *   again meanwhile, even while it is still being made, is made once;
 * - one file holds at most TENTS_PER_FILE tents and DISHES_PER_FILE dishes (@menu/shared's
 *   print-limits): a branch's tables come in windows (?from=), a longer menu is a 400.
 */

export type PrintRequest =
  | { file: 'tents'; paper: Paper; from?: number }
  | { file: 'poster' }
  | { file: 'menu'; lang: string }

/** Seconds a refused client is told to wait: about the time one large file takes. */
const RETRY_AFTER_SECONDS = 5

/** The window of tables a tents file prints: the one starting at `from` (default the first); another start is a 400. */
function tentWindow(tables: number, from: number | undefined): TentWindow {
  const windows = tentWindows(tables)
  const found = from === undefined ? windows[0] : windows.find((w) => w.from === from)
  if (!found)
    throw new AppError(
      'VALIDATION_ERROR',
      `«from» es la primera mesa de un archivo: ${windows.map((w) => w.from).join(', ')}.`,
      { field: 'from' },
    )
  return found
}

/** The job of a request, once its data is loaded; over a limit: the 4xx that says so. */
function jobOf(request: PrintRequest, src: PrintSource): { job: PrintJob; name: string } {
  const key = src.branch.route_key
  if (request.file === 'tents') {
    const tables = Number(src.branch.tables)
    const window = tentWindow(tables, request.from)
    const tents = tentsOf(src.view.url, tables).slice(Math.max(0, window.from - 1), Math.max(1, window.to))
    // The whole branch in one file keeps the plain name; a window names its tables.
    const name = tentWindows(tables).length > 1 ? `mesas-${key}-${window.from}-${window.to}.pdf` : `mesas-${key}.pdf`
    return { job: printJob({ file: 'tents', paper: request.paper, tents }, BASE_LANGUAGE, src), name }
  }
  if (dishCount(src.view) > DISHES_PER_FILE) throw new AppError('PRINT_TOO_LARGE')
  refuseEmptyMenu(src.view)
  if (request.file === 'poster')
    return { job: printJob({ file: 'poster' }, BASE_LANGUAGE, src), name: `cartel-${key}.pdf` }
  return { job: printJob({ file: 'menu' }, request.lang, src), name: `menu-${key}-${request.lang}.pdf` }
}

export function createPrinter(ctx: AppContext) {
  const pool = createWorkerPool<PrintJob, Uint8Array>({
    module: new URL('./job.ts', import.meta.url),
    size: ctx.config.print.workers,
    queue: ctx.config.print.queue,
    perAccount: ctx.config.print.perAccount,
    refuse: () => {
      ctx.metrics.poolRefused('print')
      return new AppError('PRINT_BUSY', undefined, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } })
    },
  })
  ctx.metrics.watchPool('print', pool.stats)
  const cache = createFileCache(ctx.config.print.cacheBytes)
  const deps = marketingDeps(ctx)
  /** The branch's local date now (a daily combo's steps change at its midnight); '' for no branch of the account. */
  const branchDate = async (accountId: number, branchId: number): Promise<string> => {
    const row = await scoped(ctx.db, accountId)
      .selectFrom('sucursales')
      .select('time_zone')
      .where('sucursales.id', '=', branchId)
      .executeTakeFirst()
    return row ? calendarDate(deps.now(), branchTimeZone(row, ctx.config.timeZone)) : ''
  }
  /** Files being made, by key and marker: the same request meanwhile waits for it. */
  const making = new Map<string, Promise<CachedFile>>()

  async function make(accountId: number, branchId: number, request: PrintRequest): Promise<CachedFile> {
    let name = ''
    const bytes = await pool.run(accountId, async () => {
      const lang = request.file === 'menu' ? request.lang : BASE_LANGUAGE
      const made = jobOf(request, await printSource(ctx, accountId, branchId, lang))
      name = made.name
      return made.job
    })
    return { name, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
  }

  return {
    /** The file asked for of the account's branch (404 for another's, as printSource). */
    async file(accountId: number, branchId: number, request: PrintRequest): Promise<CachedFile> {
      // The account's change marker (history/marker.ts: raised by every change to its brand, plan,
      // menu, marketing, branches and templates), read before the data is loaded, as the list
      // cache does: a write after it changes it. Per account, so other restaurants' writes keep
      // its files. The dates: promotions (the app's), the menus of the day (the branch's own zone).
      const [account, branchDay] = await Promise.all([changeMarker(ctx.db, accountId), branchDate(accountId, branchId)])
      const marker = account === undefined ? undefined : `${account}\n${todayOf(deps)}\n${branchDay}`
      const key = `${accountId}\n${branchId}\n${JSON.stringify(request)}`
      const hit = marker === undefined ? undefined : cache.get(key, marker)
      ctx.metrics.printCache(hit !== undefined)
      if (hit) return hit
      if (marker === undefined) return make(accountId, branchId, request)
      const shared = `${key}\n${marker}`
      let pending = making.get(shared)
      if (!pending) {
        pending = make(accountId, branchId, request)
          .then((file) => {
            cache.set(key, marker, file)
            return file
          })
          .finally(() => making.delete(shared))
        making.set(shared, pending)
      }
      return pending
    },
    close: () => pool.close(),
  }
}

export type Printer = ReturnType<typeof createPrinter>
