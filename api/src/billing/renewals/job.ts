import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.js'
import { enabledBranchLimit, findPlan } from '../../data/plans.js'
import { findPaymentMethod } from '../../data/payment-methods.js'
import {
  disableBranchesBeyond,
  expireSubscription,
  findSubscription,
  NO_NEXT,
  requestDone,
  type SubscriptionRow,
  withBranchAddOn,
} from '../../data/subscriptions.js'
import { inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { SubscriptionKind } from '../../db/types.js'
import { isoAt } from '../../db/values.js'
import { setPlanCode } from '../../history/marker.js'
import { receiptEmail } from '../../mail/receipt.js'
import { meteredRun } from '../../metrics/metrics.js'
import { chargeOnce } from '../payments/charges.js'
import { type RenewalTerms, settleAccount } from '../subscriptions/settle.js'
import { claim, release } from '../../data/claims.js'
import { renewalCharge, renewalDescription, renewalItem } from './words.js'
import { nextPeriodEnd, type PeriodEnd } from './period.js'

/**
 * The renewal job: every subscription whose period is over is settled (billing/subscriptions/
 * settle.ts: cancelled, demo and long-unpaid ones end; active ones renew), and each renewal is
 * charged on the account's card and written (new period, history 'renewal', receipt e-mail).
 * Safe to run from several API instances on one database at once: the account's billing is
 * claimed first (claim.ts), the charge is keyed by the period (`renewal:<kind>:<period start>`,
 * so it is made once whoever runs it), and the write checks the key and the period again under
 * the account lock. See docs/billing.md, "Renewals".
 */

export type RenewalContext = Pick<AppContext, 'config' | 'db' | 'mailer' | 'payments'> &
  Partial<Pick<AppContext, 'metrics'>>

/** Days an unpaid subscription (a failed renewal) keeps its plan, with the suspension banner and Reactivar, before it ends. */
export const UNPAID_GRACE_DAYS = 15
const DAY_MS = 24 * 60 * 60 * 1000

export interface RenewalSummary {
  /** Accounts with something due. */
  accounts: number
  renewed: number
  unpaid: number
  /** Accounts another run or a subscription call held: left for the next run. */
  busy: number
  /** Accounts whose settling threw (logged; retried next run). */
  errors: number
}

/** Accounts with a subscription due at `now`: active or cancelled past expires_at, unpaid past the grace. */
async function dueAccounts(db: Db, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('account_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['active', 'cancelled']), eb('expires_at', '<=', isoAt(now))]),
        eb.and([eb('status', '=', 'unpaid'), eb('expires_at', '<=', isoAt(now - UNPAID_GRACE_DAYS * DAY_MS))]),
      ]),
    )
    .orderBy('account_id')
    .execute()
  return rows.map((r) => Number(r.account_id))
}

/**
 * Runs the job once at the context's `now`. Never throws for one account's failure: it is logged and retried next run.
 * The run and its outcome are counted in the app's metrics (job_runs_total, job_items_total).
 */
export function runRenewals(ctx: RenewalContext, log: FastifyBaseLogger): Promise<RenewalSummary> {
  return meteredRun(
    ctx.metrics,
    'renewals',
    () => renewDue(ctx, log),
    (s) => ({ applied: s.renewed, failed: s.unpaid + s.errors }),
  )
}

async function renewDue(ctx: RenewalContext, log: FastifyBaseLogger): Promise<RenewalSummary> {
  const now = ctx.config.now()
  const runKey = `renewal:${randomUUID()}`
  const summary: RenewalSummary = { accounts: 0, renewed: 0, unpaid: 0, busy: 0, errors: 0 }
  for (const accountId of await dueAccounts(ctx.db, now)) {
    summary.accounts++
    if (!(await claim(ctx.db, 'billing', accountId, runKey, now))) {
      summary.busy++
      log.info({ accountId }, 'renewal: account busy (a subscription call or another instance), left for the next run')
      continue
    }
    try {
      const outcome = await renewAccount(ctx, log, accountId, now)
      summary.renewed += outcome.renewed
      summary.unpaid += outcome.unpaid
    } catch (err) {
      summary.errors++
      log.error({ err, accountId }, 'renewal: settling the account failed; retried next run')
    } finally {
      await release(ctx.db, 'billing', accountId, runKey)
    }
  }
  if (summary.accounts > 0) log.info(summary, 'renewal run')
  return summary
}

/** The card a renewal charges: the account's default, else the subscription's own (if still saved). */
async function renewalCard(db: Db, accountId: number, row: SubscriptionRow) {
  const account = await db
    .selectFrom('accounts')
    .select('default_payment_method_id')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  for (const id of [account.default_payment_method_id, row.payment_method_id]) {
    if (!id) continue
    const card = await findPaymentMethod(db, accountId, id)
    if (card) return card
  }
  return undefined
}

/** Settles one claimed account and charges and writes its renewals (the menu plan first, then the add-on). */
async function renewAccount(
  ctx: RenewalContext,
  log: FastifyBaseLogger,
  accountId: number,
  now: number,
): Promise<{ renewed: number; unpaid: number }> {
  const { db, config } = ctx
  const out = { renewed: 0, unpaid: 0 }
  const renewals = await settleAccount(db, accountId, {
    now,
    timeZone: config.timeZone,
    unpaidGraceMs: UNPAID_GRACE_DAYS * DAY_MS,
  })
  // The add-on shares the menu plan's period: when both renew, it takes the menu plan's new end.
  let menuRenewal: { from: string; to: PeriodEnd } | undefined
  let menuUnpaid = false

  for (const { kind, terms: settled } of renewals) {
    const row = await findSubscription(db, accountId, kind)
    const start = settled.current_period_start
    if (row?.status !== 'active' || row.expires_at !== start) continue // changed since settling
    const end =
      kind === 'sucursales' && menuRenewal?.from === start
        ? menuRenewal.to
        : nextPeriodEnd(row, settled.interval, config.timeZone)
    const terms: RenewalTerms = { ...settled, expires_at: end.expires_at }

    if (kind === 'sucursales') {
      const plan = await db
        .selectFrom('accounts')
        .select('plan_code')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
      if (plan.plan_code !== 'FRANCHISES') {
        // The add-on needs Franquicias (a change to another plan cancels it; this only guards a stray row).
        await inTransaction(db, async (trx) => {
          await scoped(trx, accountId).lock()
          await expireSubscription(trx, accountId, 'sucursales', now)
        })
        continue
      }
    }

    const card = menuUnpaid ? undefined : await renewalCard(db, accountId, row)
    if (!card) {
      // No card, or the menu plan's renewal failed (the add-on hangs on it): nothing is charged.
      await markUnpaid(db, accountId, kind, start, now)
      out.unpaid++
      if (kind === 'menu') menuUnpaid = true
      log.warn(
        { accountId, kind, period: start },
        menuUnpaid && kind === 'sucursales'
          ? 'renewal: menu plan unpaid, add-on left unpaid'
          : 'renewal: no card to charge, subscription unpaid',
      )
      continue
    }
    const key = `renewal:${kind}:${start}`
    const carriedCents = Number(row.carried_cents)
    const { amountCents, description } = renewalCharge(
      renewalDescription(kind, terms),
      terms.amount_cents,
      carriedCents,
      row.currency,
    )
    const charge = await chargeOnce(
      db,
      ctx.payments,
      {
        accountId,
        idempotencyKey: key,
        paymentMethodId: card.id,
        amountCents,
        currency: row.currency,
        description,
        renewal: true,
      },
      { now: config.now },
    )
    if (charge.status === 'pending') {
      // Another process is charging this very period, or the bank is still processing it: the
      // next run reads its outcome (chargeOnce asks the provider) and writes the renewal then.
      log.info({ accountId, kind, period: start }, 'renewal: charge still pending, retried next run')
      break
    }
    if (charge.status !== 'succeeded') {
      await markUnpaid(db, accountId, kind, start, now)
      out.unpaid++
      if (kind === 'menu') menuUnpaid = true
      log.warn(
        { accountId, kind, period: start, status: charge.status },
        'renewal: charge not accepted, subscription unpaid',
      )
      continue
    }
    const written = await writeRenewal(db, accountId, kind, {
      terms,
      end,
      key,
      description,
      amountCents,
      carriedCents,
      cardId: card.id,
      chargeId: charge.chargeId,
      now,
    })
    if (kind === 'menu') menuRenewal = { from: start, to: end }
    if (!written) continue
    out.renewed++
    await sendReceipt(ctx, log, accountId, kind, terms, { amountCents, carriedCents }, card)
  }
  return out
}

/** A failed renewal: unpaid, expires_at kept (the suspension banner asks for the amount). Only the period that failed. */
async function markUnpaid(
  db: Db,
  accountId: number,
  kind: SubscriptionKind,
  start: string,
  now: number,
): Promise<void> {
  await scoped(db, accountId)
    .updateTable('subscriptions')
    .set({ status: 'unpaid', updated_at: isoAt(now) })
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .where('expires_at', '=', start)
    .execute()
}

interface RenewalWrite {
  terms: RenewalTerms
  end: PeriodEnd
  key: string
  description: string
  /** Charged: the period plus what was carried to it. */
  amountCents: number
  carriedCents: number
  cardId: string
  chargeId: number
  now: number
}

/**
 * The charged renewal in one transaction, under the account lock: the new period (waiting
 * change applied), the account's plan, the history line keyed by the period (so it is written
 * once), and the branches beyond the new limit disabled. False when already written.
 */
async function writeRenewal(db: Db, accountId: number, kind: SubscriptionKind, w: RenewalWrite): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const own = scoped(trx, accountId)
    await own.lock()
    if (await requestDone(trx, accountId, w.key)) return false
    const row = await findSubscription(trx, accountId, kind)
    if (row?.status !== 'active' || row.expires_at !== w.terms.current_period_start) {
      throw new Error(
        `renewal ${w.key} of account ${accountId} was charged (charge ${w.chargeId}) but the subscription changed meanwhile`,
      )
    }
    const at = isoAt(w.now)
    const t = w.terms
    await own
      .updateTable('subscriptions')
      .set({
        code: t.code,
        plan_code: t.plan_code,
        interval: t.interval,
        unit_price_cents: t.unit_price_cents,
        quantity: t.quantity,
        amount_cents: t.amount_cents,
        current_period_start: t.current_period_start,
        expires_at: t.expires_at,
        period_anchor: w.end.period_anchor,
        payment_method_id: w.cardId,
        ...NO_NEXT,
        // What was carried to this renewal is charged now: once.
        carried_cents: (eb) => eb('carried_cents', '-', w.carriedCents),
        updated_at: at,
      })
      .where('kind', '=', kind)
      .execute()
    if (kind === 'menu') await setPlanCode(trx, accountId, t.plan_code)
    await own
      .insertInto('billing_history', {
        subscription_kind: kind,
        action: 'renewal',
        description: w.description,
        interval: t.interval,
        expires_at: t.expires_at,
        amount_cents: w.amountCents,
        currency: row.currency,
        charge_id: w.chargeId,
        request_key: w.key,
        created_at: at,
      })
      .execute()
    // A menu plan renewing to a smaller plan (a waiting downgrade) keeps only the branches its limit allows.
    const account = await trx
      .selectFrom('accounts')
      .select('plan_code')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
    const plan = await findPlan(trx, account.plan_code)
    if (plan)
      await disableBranchesBeyond(
        trx,
        accountId,
        enabledBranchLimit(await withBranchAddOn(trx, accountId, plan, w.now)),
        w.now,
      )
    return true
  })
}

/** The receipt goes after the write; a mail failure is logged, never undoes a paid renewal. */
async function sendReceipt(
  ctx: RenewalContext,
  log: FastifyBaseLogger,
  accountId: number,
  kind: SubscriptionKind,
  terms: RenewalTerms,
  charged: { amountCents: number; carriedCents: number },
  card: { brand: string; last4: string },
): Promise<void> {
  try {
    const account = await ctx.db
      .selectFrom('accounts')
      .select(['email', 'company', 'currency'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
    const sub = await findSubscription(ctx.db, accountId, kind)
    await ctx.mailer.send(
      receiptEmail({
        to: account.email,
        company: account.company,
        item: renewalItem(kind, terms),
        amountCents: charged.amountCents,
        carriedCents: charged.carriedCents,
        currency: sub?.currency ?? account.currency,
        periodStart: terms.current_period_start,
        periodEnd: terms.expires_at,
        card,
        timeZone: ctx.config.timeZone,
      }),
    )
  } catch (err) {
    log.error({ err, accountId, kind }, 'renewal: receipt e-mail not sent')
  }
}
