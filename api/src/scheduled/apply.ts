import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.js'
import { advertisingRepo } from '../data/advertising.js'
import { groupsRepo } from '../data/groups-write.js'
import type { MarketingDeps } from '../data/marketing-common.js'
import { productsRepo } from '../data/products-write.js'
import { promotionsRepo } from '../data/promotions.js'
import { writeRows } from '../data/template-rows.js'
import { affected, type Executor, inTransaction, scoped } from '../data/toolkit.js'
import type { ScheduledChangeRow } from '../db/types.js'
import { isoAt, toCents } from '../db/values.js'
import { AppError } from '../errors.js'
import { withHistory } from '../history/context.js'
import { enqueueWebhookEvent } from '../webhooks/events.js'
import { ENTITY_RULES, goneMessage, type StoredChange } from './entities.js'
import { planProblem } from './validate.js'

export type ApplyContext = Pick<AppContext, 'config' | 'db' | 'images'>

/** What became of a claimed set: applied, failed (with the reason), or gone (cancelled or deleted meanwhile: nothing done). */
export type ApplyOutcome =
  | { kind: 'applied'; set: ScheduledChangeRow }
  | { kind: 'failed'; set: ScheduledChangeRow; reason: string }
  | { kind: 'gone' }

/** A reason the owner is told; the transaction rolls back whole. */
class SetFailure extends Error {}

export const UNEXPECTED_FAILURE =
  'Ocurrió un error inesperado al aplicarlos. Revisa los cambios y vuelve a programarlos.'

/**
 * One change through the repository the item's own update route uses, so its rules, cascades
 * and list markers are the same as an edit by hand. An error of that repository becomes the
 * owner's reason: a missing item says so by its name ('El producto «Tacos» ya no existe.').
 */
async function applyChange(trx: Executor, ctx: ApplyContext, accountId: number, change: StoredChange): Promise<void> {
  const deps: MarketingDeps = { db: trx, now: ctx.config.now, images: ctx.images, timeZone: ctx.config.timeZone }
  const { price, enabled, kind, steps, daily } = change.fields
  try {
    if (change.template_id !== undefined) return await applyTemplateChange(trx, ctx, accountId, change)
    if (change.entity === 'product')
      await productsRepo(deps, accountId).update(change.id, { price, enabled, kind, steps, daily })
    else if (change.entity === 'variant') await groupsRepo(deps, accountId).updateVariant(change.id, { price, enabled })
    else if (change.entity === 'promotion') await promotionsRepo(deps, accountId).update(change.id, { enabled })
    else await advertisingRepo(deps, accountId).update(change.id, { enabled })
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    throw new SetFailure(
      err.code === 'RESOURCE_NOT_FOUND'
        ? goneMessage(change)
        : `${ENTITY_RULES[change.entity].noun(change.name)}: ${err.message}`,
    )
  }
}

/**
 * A change of a region's or branch's row (bulk price changes, data/price-changes-write.ts):
 * through writeRows, the rule of every template write (field locks included), its template
 * locked first as the editor's saves do. A template deleted meanwhile (its region or branch gone)
 * fails the set by the target's name.
 */
async function applyTemplateChange(
  trx: Executor,
  ctx: ApplyContext,
  accountId: number,
  change: StoredChange,
): Promise<void> {
  const t = scoped(trx, accountId)
  const templateId = change.template_id as number
  const at = isoAt(ctx.config.now())
  const locked = await t
    .updateTable('templates')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', templateId)
    .executeTakeFirst()
  if (affected(locked) !== 1) throw new SetFailure(`Los precios propios de «${change.target ?? ''}» ya no existen.`)
  const { price, enabled } = change.fields
  const kind = change.entity === 'product' ? 'products' : 'variants'
  const row = { id: change.id, value: price === undefined ? undefined : toCents(price), enabled }
  if ((await writeRows(t, templateId, kind, [row], at)) > 0)
    await t.updateTable('templates').set({ updated_at: at }).where('id', '=', templateId).execute()
}

/**
 * Applies a set this run claimed (`key`), all or nothing: one transaction, recorded in the
 * history as 'scheduled' with the set's name, that first marks the set applied (only while it
 * is still pending and this run's: a cancel or another run that got there first leaves nothing
 * to do, and on PostgreSQL that row lock makes a concurrent cancel wait for the outcome), then
 * re-checks the plan and makes each change. Any failure rolls all of it back and the set is
 * marked failed with the reason; the menu is unchanged. Never throws.
 */
export async function applySet(
  ctx: ApplyContext,
  log: FastifyBaseLogger,
  id: number,
  key: string,
): Promise<ApplyOutcome> {
  const { db } = ctx
  const set = await db.selectFrom('scheduled_changes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!set) return { kind: 'gone' }
  const accountId = Number(set.account_id)
  const changes = JSON.parse(set.changes) as StoredChange[]
  const at = isoAt(ctx.config.now())
  let reason: string
  try {
    const done = await withHistory({ action: 'scheduled', label: set.name }, () =>
      inTransaction(db, async (trx) => {
        const own = scoped(trx, accountId)
        await own.lock() // the account's lock order: its row first (data/toolkit.ts)
        const marked = await own
          .updateTable('scheduled_changes')
          .set({ status: 'applied', applied_at: at, error: null })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('claim_key', '=', key)
          .executeTakeFirst()
        if (affected(marked) !== 1) return false
        const problem = await planProblem(trx, accountId, changes)
        if (problem) throw new SetFailure(problem)
        for (const change of changes) await applyChange(trx, ctx, accountId, change)
        const data = { id, name: set.name, run_at: set.run_at, changes: changes.length }
        await enqueueWebhookEvent(trx, accountId, { type: 'scheduled_change.applied', data })
        return true
      }),
    )
    if (!done) return { kind: 'gone' }
    return { kind: 'applied', set: { ...set, status: 'applied', applied_at: at } }
  } catch (err) {
    if (err instanceof SetFailure) reason = err.message
    else {
      log.error({ err, scheduledChange: id, accountId }, 'scheduled changes: applying the set failed unexpectedly')
      reason = UNEXPECTED_FAILURE
    }
  }
  const failed = await db
    .updateTable('scheduled_changes')
    .set({ status: 'failed', error: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('claim_key', '=', key)
    .executeTakeFirst()
  if (affected(failed) !== 1) return { kind: 'gone' }
  return { kind: 'failed', set: { ...set, status: 'failed', error: reason }, reason }
}
