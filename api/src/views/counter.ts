import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { isDinerView } from './countable.js'

/**
 * Public menu views per branch and local day, counted in memory on the request path (a map
 * increment) and written in batches: every VIEWS_FLUSH_SECONDS, before an owner reads them
 * (so they see their own views at once) and when the app closes.
 *
 * Each write adds this instance's counts to the stored ones (an additive upsert, no read
 * first), so any number of API instances on one database add up. A batch is one
 * transaction: when it fails nothing was written and its counts go back to the map for the
 * next write. Writes run one at a time per instance.
 */

export interface MenuViews {
  /** Counts a view of `sucursalId`'s public menu page when the request is a diner's (countable.ts). */
  seen(request: FastifyRequest, sucursalId: number): void
  /** Writes the pending counts (and waits for a write under way). */
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

export function createMenuViews(db: Db, options: { now: () => number; timeZone: string; flushSeconds: number; log: FastifyBaseLogger }): MenuViews {
  const dayOf = dayFormatter(options.timeZone)
  /** Pending counts by `${sucursalId}|${day}`. */
  let pending = new Map<string, number>()
  let tail: Promise<void> = Promise.resolve()

  async function write(batch: Map<string, number>) {
    await db.transaction().execute(async (trx) => {
      for (const [key, views] of batch) {
        const [id, day] = key.split('|')
        // The branch's account comes from the branch itself; a branch deleted since inserts nothing.
        await trx.insertInto('menu_views')
          .columns(['account_id', 'sucursal_id', 'day', 'views'])
          .expression(trx.selectFrom('sucursales')
            .select(['account_id', 'id', sql<string>`cast(${day} as text)`.as('day'), sql<number>`cast(${views} as integer)`.as('views')])
            .where('id', '=', Number(id)))
          .onConflict((oc) => oc.columns(['sucursal_id', 'day']).doUpdateSet((eb) => ({ views: eb('menu_views.views', '+', eb.ref('excluded.views')) })))
          .execute()
      }
    })
  }

  function flush(): Promise<void> {
    tail = tail.then(async () => {
      if (!pending.size) return
      const batch = pending
      pending = new Map()
      try {
        await write(batch)
      } catch (error) {
        for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views)
        options.log.warn({ err: error }, 'menu views: write failed, kept for the next one')
      }
    })
    return tail
  }

  const timer = options.flushSeconds > 0 ? setInterval(() => void flush(), options.flushSeconds * 1000) : undefined
  timer?.unref()

  return {
    seen(request, sucursalId) {
      if (!isDinerView(request.method, request.headers)) return
      const key = `${sucursalId}|${dayOf(options.now())}`
      pending.set(key, (pending.get(key) ?? 0) + 1)
    },
    flush,
    async close() {
      if (timer) clearInterval(timer)
      await flush()
    },
  }
}
