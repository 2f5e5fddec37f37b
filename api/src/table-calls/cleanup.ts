import type { FastifyInstance } from 'fastify'
import { pruneDishAdds } from '../data/dish-adds.js'
import { tableCalls } from '../data/table-calls.js'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'
import { every } from '../every.js'
import { dayFormatter } from '../views/counter.js'

/**
 * What 'From the table' keeps, and for how long (issue 45, docs/table-service.md): a diner's
 * list lives a day after its last change (the cookie's own life); an open call nobody attended
 * is closed after 3 hours (the diner has left); closed calls and dish adds are kept 90 days
 * (the panel reads at most 90 days of them).
 */
export const LIST_KEPT_MS = 24 * 3_600_000
export const OPEN_CALL_MS = 3 * 3_600_000
const ADDS_KEPT_DAYS = 90

export interface Cleaned {
  lists: number
  callsClosed: number
  dishAdds: number
}

/** One run: every account at once (nothing here is an account's content; deleting twice is a no-op). */
export async function cleanTableService(deps: { db: Db; now: () => number; timeZone: string }): Promise<Cleaned> {
  const { db, now } = deps
  const lists = await db
    .deleteFrom('order_lists')
    .where('updated_at', '<', isoAt(now() - LIST_KEPT_MS))
    .executeTakeFirst()
  const callsClosed = await tableCalls(db, now).expire(OPEN_CALL_MS)
  const dayOf = dayFormatter(deps.timeZone)
  const dishAdds = await pruneDishAdds(db, dayOf(now() - ADDS_KEPT_DAYS * 86_400_000))
  return { lists: Number(lists.numDeletedRows), callsClosed, dishAdds }
}

/**
 * Runs the cleanup 5 seconds after start and then every TABLE_SERVICE_CLEANUP_SECONDS (0: never).
 * Started by main.ts only (apps built by the tests call `cleanTableService` when they mean to).
 */
export function scheduleTableServiceCleanup(app: FastifyInstance): void {
  const { db, config } = app.ctx
  every(app, config.tableServiceCleanupSeconds, 'table service cleanup', async () => {
    const cleaned = await cleanTableService({ db, now: config.now, timeZone: config.timeZone })
    if (cleaned.lists + cleaned.callsClosed + cleaned.dishAdds > 0) app.log.info(cleaned, 'table service cleaned')
  })
}
