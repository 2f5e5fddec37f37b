import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.js'
import { affected, inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'
import { meteredRun } from '../../metrics/metrics.js'
import type { PaymentProvider } from './provider.js'

/**
 * Money taken for a change that was never made is given back. A subscription call writes its
 * change only when its charge has succeeded while the call runs; a charge that succeeds later
 * (the owner authenticated it with the bank and left, or the bank took its time) waits for
 * the owner to come back with the same key (the panel repeats the call). If nobody does
 * within UNCLAIMED_REFUND_MINUTES, the charge is refunded in full and the change is not made:
 * the owner is never charged for nothing. Renewals are the renewal job's to write (it retries
 * them), so they are never refunded here.
 *
 * The sweep and a call taking the charge are serialised by the account's lock: the sweep
 * claims the refund (refund_status 'pending') only while no history row holds the charge, and
 * a call writes its history row only while the charge has no refund (subscriptions/step.ts).
 */
export const UNCLAIMED_REFUND_MINUTES = 30

export interface RefundSummary {
  refunded: number
  failed: number
}

/** One run of the sweep at the context's `now`, counted in the app's metrics (job 'refunds'). */
export function runRefunds(
  ctx: Pick<AppContext, 'config' | 'db' | 'payments'> & Partial<Pick<AppContext, 'metrics'>>,
  log: FastifyBaseLogger,
): Promise<RefundSummary> {
  return meteredRun(
    ctx.metrics,
    'refunds',
    () => refundUnclaimed(ctx.db, ctx.payments, ctx.config.now(), log),
    (s) => ({ applied: s.refunded, failed: s.failed }),
  )
}

/** Refunds every unclaimed charge older than UNCLAIMED_REFUND_MINUTES (the renewal run calls it). */
export async function refundUnclaimed(
  db: Db,
  provider: PaymentProvider,
  now: number,
  log: FastifyBaseLogger,
): Promise<RefundSummary> {
  const out: RefundSummary = { refunded: 0, failed: 0 }
  const candidates = await db
    .selectFrom('charges')
    .leftJoin('billing_history', 'billing_history.charge_id', 'charges.id')
    .select(['charges.id', 'charges.account_id', 'charges.provider_reference', 'charges.amount_cents'])
    .where('charges.status', '=', 'succeeded')
    .where('charges.refund_status', 'is', null)
    .where('charges.provider_reference', 'is not', null)
    .where('charges.idempotency_key', 'not like', 'renewal:%')
    .where('charges.updated_at', '<', isoAt(now - UNCLAIMED_REFUND_MINUTES * 60_000))
    .where('billing_history.id', 'is', null)
    .limit(100)
    .execute()

  for (const charge of candidates) {
    const id = Number(charge.id)
    const claimed = await inTransaction(db, async (trx) => {
      await scoped(trx, charge.account_id).lock()
      const taken = await trx.selectFrom('billing_history').select('id').where('charge_id', '=', id).executeTakeFirst()
      if (taken) return false
      const result = await trx
        .updateTable('charges')
        .set({ refund_status: 'pending', updated_at: isoAt(now) })
        .where('id', '=', id)
        .where('refund_status', 'is', null)
        .executeTakeFirst()
      return affected(result) === 1
    })
    if (!claimed) continue
    try {
      const refund = await provider.refund({
        reference: charge.provider_reference ?? '',
        amountCents: Number(charge.amount_cents),
        idempotencyKey: `refund:${charge.account_id}:${id}`,
      })
      await db
        .updateTable('charges')
        .set({
          refund_status: refund.status,
          refund_reference: refund.reference,
          ...(refund.status === 'succeeded' && { refunded_at: isoAt(now) }),
        })
        .where('id', '=', id)
        .execute()
      if (refund.status === 'failed') out.failed++
      else out.refunded++
      log.info({ accountId: charge.account_id, chargeId: id, refund: refund.status }, 'unclaimed charge refunded')
    } catch (err) {
      // Unknown outcome: the claim is released and the next run tries again with the same key (the provider dedups).
      await db.updateTable('charges').set({ refund_status: null }).where('id', '=', id).execute()
      out.failed++
      log.error({ err, accountId: charge.account_id, chargeId: id }, 'refund of an unclaimed charge failed')
    }
  }
  return out
}
