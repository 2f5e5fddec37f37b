import { type Kysely, sql } from 'kysely'
import type { Config } from '../config.js'
import type { Database } from '../db/types.js'
import { fromCents, isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { withHistory } from '../history/context.js'
import type { StoredChange } from '../scheduled/entities.js'
import { accountTimeZone, parseRunAt } from '../scheduled/run-at.js'
import {
  type PlannedPrice,
  type PriceChangeInput,
  type PriceChangePlan,
  changeOf,
  planLabel,
  planPriceChange,
  type ResolveOverrides,
} from './price-changes-plan.js'
import { type Change, writeRows } from './template-rows.js'
import { chunks, type Executor, inTransaction, type Scoped, scoped } from './toolkit.js'

/**
 * Bulk price changes (POST /v1/price-changes and its preview, docs/chains.md "Bulk price
 * changes"): planned by price-changes-plan.ts, applied now in one transaction (one history entry,
 * which the history's undo reverts whole) or scheduled as sets of scheduled_changes, one per time
 * zone, that the scheduled-changes job applies at each branch's own wall-clock time.
 */

/** One row of the preview: prices in pesos. */
export interface PreviewItem extends Omit<PlannedPrice, 'before' | 'after'> {
  before: number
  after: number
}

/** A scheduled set created: its id, instant (UTC) and the zone its wall-clock time was read in. */
export interface ScheduledPriceSet {
  id: number
  run_at: string
  time_zone: string
}

const nothingChanges = () =>
  new AppError('VALIDATION_ERROR', 'Ningún precio cambia con esta selección y este cambio.', { field: 'category_ids' })

const toPreview = (plan: PriceChangePlan): PreviewItem[] =>
  plan.items.map((i) => ({ ...i, before: fromCents(i.before), after: fromCents(i.after) }))

/** The base menu's prices: one CASE statement per slice of products, then of variants. */
async function writeBase(t: Scoped, items: PlannedPrice[], at: string): Promise<void> {
  for (const table of ['products', 'variants'] as const) {
    const kind = table === 'products' ? 'product' : 'variant'
    const mine = items.filter((i) => i.kind === kind)
    for (const part of chunks(mine)) {
      const cases = sql.join(
        part.map((i) => sql`when ${i.id} then cast(${i.after} as integer)`),
        sql` `,
      )
      await t
        .updateTable(table)
        .set({ price_cents: sql<number>`case ${sql.ref('id')} ${cases} end`, updated_at: at })
        .where(
          'id',
          'in',
          part.map((i) => i.id),
        )
        .execute()
    }
  }
}

/**
 * A region's or branch's prices: its template's rows, through writeRows (the rule of every
 * template write: a value equal to the base follows it, a locked field answers 403
 * FIELD_LOCKED). The template row is locked first, as the template editor's saves do.
 */
async function writeTemplate(t: Scoped, templateId: number, items: PlannedPrice[], at: string): Promise<void> {
  await t
    .updateTable('templates')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', templateId)
    .execute()
  const rows = (kind: PlannedPrice['kind']): Change[] =>
    items.filter((i) => i.kind === kind).map((i) => ({ id: i.id, value: i.after, enabled: undefined }))
  let changed = await writeRows(t, templateId, 'products', rows('product'), at)
  changed += await writeRows(t, templateId, 'variants', rows('variant'), at)
  if (changed > 0) await t.updateTable('templates').set({ updated_at: at }).where('id', '=', templateId).execute()
}

/** The history row the transaction wrote last (not yet in an entry): after commit, its entry is the change's. */
async function lastOpenRow(trx: Executor, accountId: number): Promise<number | null> {
  const row = await (trx as Kysely<Database>)
    .selectFrom('history_rows')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('account_id', '=', accountId)
    .where('entry_id', 'is', null)
    .executeTakeFirst()
  return row?.id == null ? null : Number(row.id)
}

/** The signed-in account's bulk price changes; every statement goes through `scoped`. */
export function priceChangesRepo(
  db: Executor,
  config: Pick<Config, 'now' | 'timeZone'>,
  accountId: number,
  resolve: ResolveOverrides,
) {
  return {
    /** Every price the change would set, before and after (nothing written). */
    async preview(input: PriceChangeInput): Promise<{ items: PreviewItem[] }> {
      return { items: toPreview(await planPriceChange(db, accountId, input, resolve)) }
    },

    /**
     * Applies the change now, all or nothing: planned again inside the transaction (what it
     * writes from), base prices updated in place, region and branch prices through their
     * templates' rows. One history entry, labelled 'Cambio de precios +8 % (.50)'.
     */
    async apply(input: PriceChangeInput): Promise<{ changed: number; history_id: number | null }> {
      const at = isoAt(config.now())
      const label = planLabel(changeOf(input), input.rounding)
      const { changed, marker } = await withHistory({ label }, () =>
        inTransaction(db, async (trx) => {
          const t = scoped(trx, accountId)
          await t.lock()
          const plan = await planPriceChange(trx, accountId, input, resolve)
          if (plan.items.length === 0) throw nothingChanges()
          for (const target of plan.targets) {
            const mine = plan.items.filter((i) => i.target === target.target && i.target_id === target.target_id)
            if (mine.length === 0) continue
            if (target.template_id === null) await writeBase(t, mine, at)
            else await writeTemplate(t, target.template_id, mine, at)
          }
          return { changed: plan.items.length, marker: await lastOpenRow(trx, accountId) }
        }),
      )
      if (marker === null) return { changed, history_id: null }
      const row = await (db as Kysely<Database>)
        .selectFrom('history_rows')
        .select('entry_id')
        .where('id', '=', marker)
        .executeTakeFirst()
      return { changed, history_id: row?.entry_id == null ? null : Number(row.entry_id) }
    },

    /**
     * Schedules the change: its "after" prices, as planned now, stored as scheduled sets, one per
     * time zone, so 09:00 is 09:00 at each branch. A branch's zone is its own; a region's, its
     * first branch's; the base menu's, the account's first branch's (as every scheduled set's).
     */
    async schedule(input: PriceChangeInput & { run_at: string; name?: string }): Promise<ScheduledPriceSet[]> {
      const now = config.now()
      const plan = await planPriceChange(db, accountId, input, resolve)
      if (plan.items.length === 0) throw nothingChanges()
      const accountZone = await accountTimeZone(db, accountId, config.timeZone)
      const byZone = new Map<string, StoredChange[]>()
      for (const target of plan.targets) {
        const zone = target.time_zone ?? accountZone
        for (const item of plan.items) {
          if (item.target !== target.target || item.target_id !== target.target_id) continue
          const change: StoredChange = {
            entity: item.kind,
            id: item.id,
            name: item.name,
            fields: { price: fromCents(item.after) },
            ...(target.template_id === null ? {} : { template_id: target.template_id, target: target.target_name }),
          }
          byZone.set(zone, [...(byZone.get(zone) ?? []), change])
        }
      }
      const sets: Array<{ zone: string; runAt: number; changes: StoredChange[] }> = []
      for (const [zone, changes] of byZone)
        sets.push({ zone, runAt: await parseRunAt(input.run_at, now, async () => zone), changes })
      const name = input.name?.trim() || planLabel(plan.change, plan.rounding)
      return scoped(db, accountId).transaction(async (t) => {
        const out: ScheduledPriceSet[] = []
        for (const set of sets) {
          const row = await t
            .insertInto('scheduled_changes', {
              name,
              run_at: isoAt(set.runAt),
              changes: JSON.stringify(set.changes),
              status: 'pending',
              created_at: isoAt(now),
            })
            .returning(['id', 'run_at'])
            .executeTakeFirstOrThrow()
          out.push({ id: Number(row.id), run_at: row.run_at, time_zone: set.zone })
        }
        return out
      })
    },
  }
}
