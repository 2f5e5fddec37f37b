import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.js'
import { findPaymentMethod } from '../../data/payment-methods.js'
import { affected, inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'
import { refundEmail } from '../../mail/refund.js'
import type { Mailer } from '../../mail/mailer.js'
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
  ctx: Pick<AppContext, 'config' | 'db' | 'payments' | 'mailer'> & Partial<Pick<AppContext, 'metrics'>>,
  log: FastifyBaseLogger,
): Promise<RefundSummary> {
  return meteredRun(
    ctx.metrics,
    'refunds',
    () => refundUnclaimed(ctx, ctx.config.now(), log),
    (s) => ({ applied: s.refunded, failed: s.failed }),
  )
}

/** Refunds every unclaimed charge older than UNCLAIMED_REFUND_MINUTES (the renewal run calls it). */
export async function refundUnclaimed(
  { db, payments: provider, mailer }: { db: Db; payments: PaymentProvider; mailer: Mailer },
  now: number,
  log: FastifyBaseLogger,
): Promise<RefundSummary> {
  const out: RefundSummary = { refunded: 0, failed: 0 }
  const candidates = await db
    .selectFrom('charges')
    .leftJoin('billing_history', 'billing_history.charge_id', 'charges.id')
    .select([
      'charges.id',
      'charges.account_id',
      'charges.provider_reference',
      'charges.amount_cents',
      'charges.currency',
      'charges.description',
      'charges.payment_method_id',
    ])
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
      log.info({ accountId: charge.account_id, chargeId: id, refund: refund.status }, 'unclaimed charge refunded')
      if (refund.status === 'failed') {
        out.failed++
        continue
      }
      out.refunded++
      await notify(db, mailer, log, charge)
    } catch (err) {
      // Unknown outcome: the claim is released and the next run tries again with the same key (the provider dedups).
      await db.updateTable('charges').set({ refund_status: null }).where('id', '=', id).execute()
      out.failed++
      log.error({ err, accountId: charge.account_id, chargeId: id }, 'refund of an unclaimed charge failed')
    }
  }
  return out
}

/** The owner is told by e-mail; a mail failure is logged, never undoes the refund. */
async function notify(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  charge: {
    account_id: number
    amount_cents: number
    currency: string
    description: string
    payment_method_id: string | null
  },
): Promise<void> {
  try {
    const owner = await db
      .selectFrom('accounts')
      .select(['email', 'company'])
      .where('id', '=', charge.account_id)
      .executeTakeFirstOrThrow()
    const card = charge.payment_method_id
      ? await findPaymentMethod(db, charge.account_id, charge.payment_method_id)
      : undefined
    await mailer.send(
      refundEmail({
        to: owner.email,
        company: owner.company,
        description: charge.description,
        amountCents: Number(charge.amount_cents),
        currency: charge.currency,
        card: card && { brand: card.brand, last4: card.last4 },
      }),
    )
  } catch (err) {
    log.error({ err, accountId: charge.account_id }, 'refund notice e-mail not sent')
  }
}
