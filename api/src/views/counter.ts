import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { sql, type Transaction } from 'kysely'
import type { Db } from '../db/connection.js'
import type { Database } from '../db/types.js'
import { isDinerView, isPanelPreview } from './countable.js'

/**
 * Public menu views per branch and local day. A diner counts once per branch per
 * VISITOR_WINDOW_MS: a burst of reloads (or a script) from one client is one view, and the
 * same client counts again once the window has passed since its last counted view.
 *
 * The request path only notes (branch, visitor) in memory: the visitor is a keyed hash of the
 * client's IP address and User-Agent (`visitorHasher`), never the address. The notes are written in
 * batches: every VIEWS_FLUSH_SECONDS, before an owner reads the counts (so they see their own
 * views at once) and when the app closes. A write decides in the database which notes are new
 * views (`menu_view_visitors`, one row per branch and visitor: an upsert that succeeds only
 * when the stored view is a window old), so any number of API instances on one database agree,
 * and adds the new views to `menu_views` (additive, no read first). A batch is one
 * transaction: when it fails nothing was written and its notes go back for the next write.
 * Writes run one at a time per instance; each also deletes visitor rows older than the window.
 *
 * A table's scan (?mesa=n, public-menu/table.ts) is a view of the branch as above and also of its
 * table (`menu_table_views`), with the same rules and its own window: the visitor row of a table
 * is `<hash>#<n>`. Per table rather than only when the branch view counts, because the usual way
 * in is the entrance poster (the plain link) and then the table's tent a few minutes later: with
 * one window per branch that sitting would count for no table. The branch's own count is
 * unchanged (a diner moving from poster to table is one branch view).
 */

/** A client counts once per branch in this long. */
export const VISITOR_WINDOW_MS = 30 * 60_000
/** Distinct (branch, visitor) notes that make a write start at once rather than wait for the timer. */
const MAX_PENDING = 10_000

export interface MenuViews {
  /** Notes a view of `branchId`'s public menu page (and of its `table`) when the request is a diner's (countable.ts). */
  seen(request: FastifyRequest, branchId: number, table?: number): void
  /** Writes the pending notes (and waits for a write under way). */
  flush(): Promise<void>
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    menuViews: MenuViews
  }
}

const QUARTER_HOUR = 15 * 60_000

/**
 * 'YYYY-MM-DD' of an instant in a time zone. Formatting costs microseconds, so the day is
 * kept for the current UTC quarter hour: every zone's offset is a whole number of quarter
 * hours, so a local midnight always falls on a quarter-hour boundary.
 */
export function dayFormatter(timeZone: string): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  let quarter = Number.NaN
  let day = ''
  return (epochMs) => {
    const q = Math.floor(epochMs / QUARTER_HOUR)
    if (q !== quarter) {
      const parts = format.formatToParts(epochMs)
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
      day = `${part('year')}-${part('month')}-${part('day')}`
      quarter = q
    }
    return day
  }
}

/**
 * The visitor of a request: HMAC-SHA256 of its IP address and User-Agent under the key of the
 * local day, derived from the server's secret (the same on every instance). The key changes
 * every day and is never stored, so a copy of the database cannot tie a visitor to an address,
 * nor one day's visitors to another's. 128 bits, base64url.
 */
export function visitorHasher(
  secret: string,
  dayOf: (epochMs: number) => string,
): (ip: string, userAgent: string, at: number) => string {
  let day = ''
  let key = Buffer.alloc(0)
  return (ip, userAgent, at) => {
    const today = dayOf(at)
    if (today !== day) {
      key = createHmac('sha256', secret).update(`menu-views visitor key ${today}`).digest()
      day = today
    }
    return createHmac('sha256', key).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22)
  }
}

interface Note {
  branchId: number
  /** A table's view (its visitor key ends in `#<table>`); undefined: the branch's. */
  table?: number
  visitor: string
  /** When this instance first saw it since the last write (epoch ms). */
  at: number
}

/** Adds `count` views of a table on `day` (additive upsert, as the branch's in menu_views). */
async function addTableViews(trx: Transaction<Database>, branchId: number, table: number, day: string, count: number) {
  await trx
    .insertInto('menu_table_views')
    .columns(['account_id', 'sucursal_id', 'table_number', 'day', 'views'])
    .expression(
      trx
        .selectFrom('sucursales')
        .select([
          'account_id',
          'id',
          sql<number>`cast(${table} as integer)`.as('table_number'),
          sql<string>`cast(${day} as text)`.as('day'),
          sql<number>`cast(${count} as integer)`.as('views'),
        ])
        .where('id', '=', branchId),
    )
    .onConflict((oc) =>
      oc
        .columns(['sucursal_id', 'table_number', 'day'])
        .doUpdateSet((eb) => ({ views: eb('menu_table_views.views', '+', eb.ref('excluded.views')) })),
    )
    .execute()
}

export function createMenuViews(
  db: Db,
  options: { now: () => number; timeZone: string; secret: string; flushSeconds: number; log: FastifyBaseLogger },
): MenuViews {
  const dayOf = dayFormatter(options.timeZone)
  const visitorOf = visitorHasher(options.secret, dayOf)
  /** Pending notes by `${branchId}|${visitor}`. */
  let pending = new Map<string, Note>()
  let tail: Promise<void> = Promise.resolve()
  let purgedAt = Number.NEGATIVE_INFINITY

  async function write(batch: Map<string, Note>, at: number) {
    // The same order on every instance: two writes of the same rows wait, never deadlock.
    const notes = [...batch.values()].sort((a, b) => a.branchId - b.branchId || (a.visitor < b.visitor ? -1 : 1))
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('menu_view_visitors')
        .where('counted_at', '<=', at - VISITOR_WINDOW_MS)
        .execute()
      const views = new Map<string, number>()
      for (const note of notes) {
        // The branch's account comes from the branch itself; a branch deleted since inserts nothing.
        const counted = await trx
          .insertInto('menu_view_visitors')
          .columns(['account_id', 'sucursal_id', 'visitor', 'counted_at'])
          .expression(
            trx
              .selectFrom('sucursales')
              .select([
                'account_id',
                'id',
                sql<string>`cast(${note.visitor} as text)`.as('visitor'),
                sql<number>`cast(${note.at} as bigint)`.as('counted_at'),
              ])
              .where('id', '=', note.branchId),
          )
          .onConflict((oc) =>
            oc
              .columns(['sucursal_id', 'visitor'])
              .doUpdateSet((eb) => ({ counted_at: eb.ref('excluded.counted_at') }))
              .where('menu_view_visitors.counted_at', '<=', sql<number>`excluded.counted_at - ${VISITOR_WINDOW_MS}`),
          )
          .returning('sucursal_id')
          .executeTakeFirst()
        if (!counted) continue // counted within the window (by any instance), or the branch is gone
        const key = `${note.branchId}|${dayOf(note.at)}|${note.table ?? ''}`
        views.set(key, (views.get(key) ?? 0) + 1)
      }
      for (const [key, count] of [...views].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const [id, day, table] = key.split('|')
        if (table) {
          await addTableViews(trx, Number(id), Number(table), day, count)
          continue
        }
        await trx
          .insertInto('menu_views')
          .columns(['account_id', 'sucursal_id', 'day', 'views'])
          .expression(
            trx
              .selectFrom('sucursales')
              .select([
                'account_id',
                'id',
                sql<string>`cast(${day} as text)`.as('day'),
                sql<number>`cast(${count} as integer)`.as('views'),
              ])
              .where('id', '=', Number(id)),
          )
          .onConflict((oc) =>
            oc
              .columns(['sucursal_id', 'day'])
              .doUpdateSet((eb) => ({ views: eb('menu_views.views', '+', eb.ref('excluded.views')) })),
          )
          .execute()
      }
    })
  }

  function flush(): Promise<void> {
    tail = tail.then(async () => {
      const at = options.now()
      // Nothing new: the expired visitor rows still go, once per window.
      if (!pending.size && at - purgedAt < VISITOR_WINDOW_MS) return
      const batch = pending
      pending = new Map()
      try {
        await write(batch, at)
        purgedAt = at
      } catch (error) {
        for (const [key, note] of batch) if (!pending.has(key) || pending.get(key)!.at > note.at) pending.set(key, note)
        options.log.warn({ err: error }, 'menu views: write failed, kept for the next one')
      }
    })
    return tail
  }

  const timer = options.flushSeconds > 0 ? setInterval(() => void flush(), options.flushSeconds * 1000) : undefined
  timer?.unref()

  return {
    seen(request, branchId, table) {
      if (!isDinerView(request.method, request.headers) || isPanelPreview(request.url)) return
      const at = options.now()
      const visitor = visitorOf(request.ip, String(request.headers['user-agent']), at)
      const key = `${branchId}|${visitor}`
      if (!pending.has(key)) pending.set(key, { branchId, visitor, at })
      if (table !== undefined) {
        const tableVisitor = `${visitor}#${table}`
        const tableKey = `${branchId}|${tableVisitor}`
        if (!pending.has(tableKey)) pending.set(tableKey, { branchId, table, visitor: tableVisitor, at })
      }
      if (pending.size >= MAX_PENDING) void flush()
    },
    flush,
    async close() {
      if (timer) clearInterval(timer)
      await flush()
    },
  }
}
