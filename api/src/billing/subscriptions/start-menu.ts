import { findSubscription, inForce, intervalName, NO_NEXT, planName } from '../../data/subscriptions.js'
import type { Executor } from '../../data/toolkit.js'
import { isoAt, toBool01 } from '../../db/values.js'
import { AppError, REASONS } from '../../errors.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import { loadPriceList } from '../../data/price-list.js'
import { type Interval, menuAmount, priceCode } from '../pricing.js'
import { addInterval, DEMO_DAYS, demoExpiresAt } from '../subscription-rules.js'
import { MESSAGES } from '../../validation.js'
import { account, assertOwnCard, type Billing, currencyFor, put } from './context.js'
import { runStep, type Step } from './step.js'
import { days, isMenuPlan, type SubscriptionValues } from './terms.js'

/** POST /menu: the free demo, or a first paid menu plan. */

export interface StartMenuInput {
  demo?: boolean
  plan_code?: string
  interval?: Interval
  payment_method_id?: string
  time_zone?: string
}

/** The demo, or a paid plan charged in full (replacing a demo, without credit). */
export async function prepareStartMenu(b: Billing, input: StartMenuInput): Promise<Step> {
  const { db, accountId } = b
  const t = b.now()
  const menu = await findSubscription(db, accountId, 'menu')
  const { currency, set } = await currencyFor(b, input.time_zone)
  const saveCurrency = (trx: Executor) =>
    set ? trx.updateTable('accounts').set({ currency }).where('id', '=', accountId).execute() : Promise.resolve()

  if (input.demo) {
    if (Number((await account(b)).used_demo) === 1) throw new AppError('DEMO_USED')
    if (inForce(menu, t)) throw new AppError('SUBSCRIPTION_EXISTS')
    const expiresAt = demoExpiresAt(t)
    const row: SubscriptionValues = {
      code: priceCode('FRANCHISES', currency),
      plan_code: 'FRANCHISES',
      currency,
      interval: 'monthly',
      unit_price_cents: 0,
      quantity: 1,
      amount_cents: 0,
      status: 'active',
      demo: 1,
      payment_method_id: null,
      current_period_start: isoAt(t),
      expires_at: expiresAt,
      ...NO_NEXT,
    }
    return {
      currency,
      history: {
        action: 'activation',
        description: `Prueba gratuita ${planName('FRANCHISES')} (${days(DEMO_DAYS)})`,
        interval: 'monthly',
        expiresAt,
        amountCents: 0,
      },
      takesEffect: 'now',
      row,
      plan: 'FRANCHISES',
      async apply(trx) {
        // Checked again under the lock: two demo requests with different keys start one demo.
        const again = await trx
          .selectFrom('accounts')
          .select('used_demo')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
        if (Number(again.used_demo) === 1) throw new AppError('DEMO_USED')
        await saveCurrency(trx)
        await put(b, trx, 'menu', row)
        await trx
          .updateTable('accounts')
          .set({ used_demo: toBool01(true) })
          .where('id', '=', accountId)
          .execute()
      },
    }
  }

  const plan = input.plan_code
  const interval = input.interval
  if (plan === undefined) throw new AppError('VALIDATION_ERROR', MESSAGES.required, { field: 'plan_code' })
  if (interval === undefined) throw new AppError('VALIDATION_ERROR', MESSAGES.required, { field: 'interval' })
  if (!isMenuPlan(plan))
    throw new AppError('VALIDATION_ERROR', REASONS.VALIDATION_ERROR.invalidPlan, { field: 'plan_code' })
  // A demo (running or cancelled) is replaced by the paid plan, without any credit.
  if (inForce(menu, t) && menu!.demo === 0) throw new AppError('SUBSCRIPTION_EXISTS')
  const amount = menuAmount(await loadPriceList(db, currency), plan, interval)
  const description = `Plan ${planName(plan)} ${intervalName(interval)}`
  const expiresAt = addInterval(isoAt(t), interval, { timeZone: b.timeZone })
  const row: Omit<SubscriptionValues, 'payment_method_id'> = {
    code: priceCode(plan, currency),
    plan_code: plan,
    currency,
    interval,
    unit_price_cents: amount,
    quantity: 1,
    amount_cents: amount,
    status: 'active',
    demo: 0,
    current_period_start: isoAt(t),
    expires_at: expiresAt,
    ...NO_NEXT,
  }
  return {
    currency,
    charge: { amountCents: amount, paymentMethodId: input.payment_method_id, description },
    history: { action: 'activation', description, interval, expiresAt, amountCents: amount },
    takesEffect: 'now',
    row,
    plan,
    async apply(trx, card) {
      await saveCurrency(trx)
      await put(b, trx, 'menu', { ...row, payment_method_id: card })
    },
  }
}

export async function startMenu(b: Billing, input: StartMenuInput, request: IdempotentRequest): Promise<void> {
  await assertOwnCard(b, input.payment_method_id)
  await runStep(b, 'menu', request, () => prepareStartMenu(b, input))
}
