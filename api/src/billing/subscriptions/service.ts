import { type BillingCurrency, currencyForTimeZone, isBillingCurrency } from '@menu/shared/billing/zones'
import { findPaymentMethod, PAYMENT_METHOD_NOT_FOUND } from '../../data/payment-methods.js'
import {
  findSubscription, inForce, intervalName, planName, requestDone, type SubscriptionRow,
} from '../../data/subscriptions.js'
import { affected, type Executor, inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { BillingAction, SubscriptionKind, SubscriptionsTable } from '../../db/types.js'
import { isoAt, toBool01 } from '../../db/values.js'
import { AppError } from '../../errors.js'
import { assertCharged, chargeOnce } from '../payments/charges.js'
import type { PaymentProvider } from '../payments/provider.js'
import { loadPriceList } from '../price-list.js'
import { BRANCH_ADD_ON, daysLeft, type Interval, MENU_PLANS, type MenuPlanCode, menuAmount, priceCode, prorate } from '../pricing.js'
import { addInterval, classifyChange, DEMO_DAYS, demoExpiresAt } from '../subscription-rules.js'

/**
 * The subscription calls (menu plan and branch add-on): validation, amounts from the price
 * list, the charge, then the write. Every call that may charge runs as a `step` keyed by
 * '<kind>:<Idempotency-Key>': the charge is claimed with that key (chargeOnce), and the
 * history row carries it, so a double click or a retry charges once and writes once. A charge
 * that does not succeed throws before anything is written. See docs/billing.md, "Subscriptions".
 */

export interface SubscriptionDeps {
  db: Db
  payments: PaymentProvider
  now: () => number
  /** The app's time zone (config.timeZone): periods end on the same local day. */
  timeZone: string
}

export interface FeatureInput { code: string; quantity: number }

export interface StartMenuInput {
  demo?: boolean
  plan_code?: string
  interval?: Interval
  payment_method_id?: string
  time_zone?: string
}

export interface ChangeMenuInput {
  plan_code: string
  interval: Interval
  features?: FeatureInput[]
  disable_sucursal_ids?: number[]
  payment_method_id?: string
}

export interface AddOnInput {
  features: FeatureInput[]
  disable_sucursal_ids?: number[]
  payment_method_id?: string
}

export const ADD_ON_REQUIRES_FRANCHISES = 'Las sucursales adicionales requieren el plan Franquicias'
export const BRANCH_COUNT_REQUIRED = 'Indica 1 o más sucursales'
export const BRANCH_COUNT_BELOW_ENABLED = 'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.'
const ADD_ON_NOT_IN_DEMO = 'Las sucursales adicionales se contratan con el plan Franquicias pagado, no durante la prueba gratuita.'
const NOT_ENABLED_BRANCHES = 'Elige sucursales que estén activas.'
const LAST_BRANCH = 'Tu menú necesita al menos una sucursal activa: deja activa al menos una.'
const NO_SUBSCRIPTION = 'Primero contrata un plan.'
const DEMO_CANNOT_CHANGE = 'Durante la prueba gratuita, contrata un plan para cambiarlo.'
const DEMO_OVER = 'Tu prueba gratuita terminó: contrata un plan para continuar.'
const RESUME_FIRST = 'Reactiva tu suscripción para cambiarla.'
const WRONG_ADD_ON_CODE = 'El código de las sucursales adicionales no corresponde a tu moneda.'

/** What one step writes: the history line, the charge (if any) and the subscription change. */
interface Step {
  currency: string
  charge?: { amountCents: number; paymentMethodId: string; description: string }
  history: { action: BillingAction; description: string; interval: Interval; expiresAt: string; amountCents: number }
  /** Runs in the transaction, under the account lock. */
  apply(trx: Executor): Promise<void>
}

type SubscriptionValues = Omit<SubscriptionsTable, 'id' | 'account_id' | 'kind' | 'created_at' | 'updated_at'>

/** How long a subscription call may hold the account's billing before another may take over (a dead request's claim). */
const CLAIM_STALE_MS = 2 * 60 * 1000

const NO_NEXT = { next_code: null, next_plan_code: null, next_interval: null, next_quantity: null, next_amount_cents: null } as const

const isMenuPlan = (code: string): code is MenuPlanCode => (MENU_PLANS as readonly string[]).includes(code)

const branches = (n: number) => (n === 1 ? '1 sucursal adicional' : `${n} sucursales adicionales`)
const days = (n: number) => (n === 1 ? '1 día' : `${n} días`)

export function subscriptionService({ db, payments, now, timeZone }: SubscriptionDeps, accountId: number) {
  const own = scoped(db, accountId)

  async function account() {
    return db.selectFrom('accounts').select(['plan_code', 'currency', 'used_demo', 'default_payment_method_id']).where('id', '=', accountId).executeTakeFirstOrThrow()
  }

  /**
   * The account's currency; an account that never subscribed may have it set from the
   * browser's time zone (returned as `set` for the step to store).
   */
  async function currencyFor(zone: string | undefined): Promise<{ currency: BillingCurrency; set: boolean }> {
    const a = await account()
    const current: BillingCurrency = isBillingCurrency(a.currency) ? a.currency : 'MXN'
    if (zone === undefined) return { currency: current, set: false }
    const any = await own.selectFrom('subscriptions').select('id').executeTakeFirst()
    if (any) return { currency: current, set: false }
    return { currency: currencyForTimeZone(zone), set: true }
  }

  /** The card to charge: the one named (it must be the account's), else the default; none -> 409 PAYMENT_METHOD_REQUIRED. */
  async function cardFor(id: string | undefined): Promise<string> {
    if (id !== undefined) {
      if (!(await findPaymentMethod(db, accountId, id))) throw new AppError('VALIDATION_ERROR', PAYMENT_METHOD_NOT_FOUND, { field: 'payment_method_id' })
      return id
    }
    const card = (await account()).default_payment_method_id
    if (!card) throw new AppError('PAYMENT_METHOD_REQUIRED')
    return card
  }

  /** Inserts or updates the one row of `kind` (under the account lock). */
  async function put(trx: Executor, kind: SubscriptionKind, values: SubscriptionValues): Promise<void> {
    const t = scoped(trx, accountId)
    const at = isoAt(now())
    const exists = await t.selectFrom('subscriptions').select('id').where('kind', '=', kind).executeTakeFirst()
    if (exists) await t.updateTable('subscriptions').set({ ...values, updated_at: at }).where('kind', '=', kind).execute()
    else await t.insertInto('subscriptions', { ...values, kind, created_at: at, updated_at: at }).execute()
  }

  const update = (trx: Executor, kind: SubscriptionKind, values: Partial<SubscriptionValues>) =>
    scoped(trx, accountId).updateTable('subscriptions').set({ ...values, updated_at: isoAt(now()) }).where('kind', '=', kind).execute()

  const setPlan = (trx: Executor, plan: string) => trx.updateTable('accounts').set({ plan_code: plan }).where('id', '=', accountId).execute()

  /**
   * Runs one keyed step: nothing when this key already wrote (a retry), else prepare (checks
   * and amounts; null: nothing to change), charge with the key, and write under the account
   * lock, checking the key once more so concurrent twins write once.
   */
  async function step(kind: SubscriptionKind, key: string, prepare: () => Promise<Step | null>): Promise<void> {
    const requestKey = `${kind}:${key}`
    if (await requestDone(db, accountId, requestKey)) return
    await claim(requestKey)
    try {
      await claimedStep(requestKey, kind, prepare)
    } finally {
      await db.updateTable('accounts').set({ billing_claim: null, billing_claim_at: null }).where('id', '=', accountId).where('billing_claim', '=', requestKey).execute()
    }
  }

  /**
   * One step at a time per account: the claim holds the request key, so twins of this call
   * (same key) go on and are deduplicated by the charge and the history row, while a call with
   * another key answers 409 CHARGE_IN_PROGRESS instead of paying for the same change twice.
   * A claim older than CLAIM_STALE_MS (its request died) is taken over.
   */
  async function claim(requestKey: string): Promise<void> {
    const at = now()
    const taken = await db.updateTable('accounts').set({ billing_claim: requestKey, billing_claim_at: isoAt(at) })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('billing_claim', 'is', null), eb('billing_claim', '=', requestKey), eb('billing_claim_at', '<', isoAt(at - CLAIM_STALE_MS))]))
      .executeTakeFirst()
    if (affected(taken) !== 1) throw new AppError('CHARGE_IN_PROGRESS')
  }

  async function claimedStep(requestKey: string, kind: SubscriptionKind, prepare: () => Promise<Step | null>): Promise<void> {
    let planned: Step | null
    try {
      planned = await prepare()
    } catch (e) {
      // A twin of this call finished meanwhile (e.g. the subscription now exists): answer like it.
      if (await requestDone(db, accountId, requestKey)) return
      throw e
    }
    if (!planned) return
    const s = planned
    let chargeId: number | null = null
    if (s.charge && s.charge.amountCents > 0) {
      const result = await chargeOnce(db, payments, {
        accountId, idempotencyKey: requestKey, paymentMethodId: s.charge.paymentMethodId, amountCents: s.charge.amountCents,
        currency: s.currency, description: s.charge.description,
      }, { now })
      chargeId = result.chargeId // read before assertCharged, whose narrowing is to a type without it
      assertCharged(result)
    }
    await inTransaction(db, async (trx) => {
      await scoped(trx, accountId).lock()
      if (await requestDone(trx, accountId, requestKey)) return
      await s.apply(trx)
      await scoped(trx, accountId).insertInto('billing_history', {
        subscription_kind: kind, action: s.history.action, description: s.history.description, interval: s.history.interval,
        expires_at: s.history.expiresAt, amount_cents: s.history.amountCents, currency: s.currency, charge_id: chargeId,
        request_key: requestKey, created_at: isoAt(now()),
      }).execute()
    })
  }

  // ---- Menu plan ----

  async function startMenu(input: StartMenuInput, key: string): Promise<void> {
    await step('menu', key, async () => {
      const t = now()
      const menu = await findSubscription(db, accountId, 'menu')
      const { currency, set } = await currencyFor(input.time_zone)
      const saveCurrency = (trx: Executor) => (set ? trx.updateTable('accounts').set({ currency }).where('id', '=', accountId).execute() : Promise.resolve())

      if (input.demo) {
        if (Number((await account()).used_demo) === 1) throw new AppError('DEMO_USED')
        if (inForce(menu, t)) throw new AppError('SUBSCRIPTION_EXISTS')
        const expiresAt = demoExpiresAt(t)
        return {
          currency,
          history: { action: 'activation', description: `Prueba gratuita ${planName('FRANCHISES')} (${days(DEMO_DAYS)})`, interval: 'monthly', expiresAt, amountCents: 0 },
          async apply(trx) {
            // Checked again under the lock: two demo requests with different keys start one demo.
            const again = await trx.selectFrom('accounts').select('used_demo').where('id', '=', accountId).executeTakeFirstOrThrow()
            if (Number(again.used_demo) === 1) throw new AppError('DEMO_USED')
            await saveCurrency(trx)
            await put(trx, 'menu', {
              code: priceCode('FRANCHISES', currency), plan_code: 'FRANCHISES', currency, interval: 'monthly', unit_price_cents: 0, quantity: 1, amount_cents: 0,
              status: 'active', demo: 1, payment_method_id: null, current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
            })
            await trx.updateTable('accounts').set({ plan_code: 'FRANCHISES', used_demo: toBool01(true) }).where('id', '=', accountId).execute()
          },
        }
      }

      const plan = input.plan_code
      const interval = input.interval
      if (plan === undefined) throw new AppError('VALIDATION_ERROR', 'Campo obligatorio', { field: 'plan_code' })
      if (interval === undefined) throw new AppError('VALIDATION_ERROR', 'Campo obligatorio', { field: 'interval' })
      if (!isMenuPlan(plan)) throw new AppError('VALIDATION_ERROR', 'Plan no válido', { field: 'plan_code' })
      // A demo (running or cancelled) is replaced by the paid plan, without any credit.
      if (inForce(menu, t) && menu!.demo === 0) throw new AppError('SUBSCRIPTION_EXISTS')
      const amount = menuAmount(await loadPriceList(db, currency), plan, interval)
      const card = await cardFor(input.payment_method_id)
      const description = `Plan ${planName(plan)} ${intervalName(interval)}`
      const expiresAt = addInterval(isoAt(t), interval, { timeZone })
      return {
        currency,
        charge: { amountCents: amount, paymentMethodId: card, description },
        history: { action: 'activation', description, interval, expiresAt, amountCents: amount },
        async apply(trx) {
          await saveCurrency(trx)
          await put(trx, 'menu', {
            code: priceCode(plan, currency), plan_code: plan, currency, interval, unit_price_cents: amount, quantity: 1, amount_cents: amount,
            status: 'active', demo: 0, payment_method_id: card, current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
          })
          await setPlan(trx, plan)
        },
      }
    })
  }

  /** The menu subscription a change applies to: paid and active. */
  async function changeableMenu(): Promise<SubscriptionRow> {
    const menu = await findSubscription(db, accountId, 'menu')
    if (!menu || !inForce(menu, now())) throw new AppError('SUBSCRIPTION_REQUIRED', NO_SUBSCRIPTION)
    if (menu.demo === 1) throw new AppError('SUBSCRIPTION_REQUIRED', DEMO_CANNOT_CHANGE)
    if (menu.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE', RESUME_FIRST)
    return menu
  }

  async function cancelAddOn(trx: Executor): Promise<void> {
    const addOn = await findSubscription(trx, accountId, 'sucursales')
    if (addOn && addOn.status === 'active') await update(trx, 'sucursales', { status: 'cancelled' })
  }

  /** The add-on's interval from the period end follows the menu plan's (`interval`): its next_* are set or cleared to match. */
  async function followMenuInterval(trx: Executor, interval: Interval): Promise<void> {
    const addOn = await findSubscription(trx, accountId, 'sucursales')
    if (!addOn || !inForce(addOn, now())) return
    const nextInterval = interval === addOn.interval ? null : interval
    const quantity = addOn.next_quantity ?? addOn.quantity
    const waits = addOn.next_quantity !== null || nextInterval !== null
    const unit = nextInterval ? (await loadPriceList(trx, addOn.currency as BillingCurrency)).items[BRANCH_ADD_ON][nextInterval].amountCents : addOn.unit_price_cents
    await update(trx, 'sucursales', { next_code: waits ? addOn.code : null, next_interval: nextInterval, next_amount_cents: waits ? unit * quantity : null })
  }

  /** Branch ids of the request come first: another account's (or a missing) one is 404, like every id. */
  async function assertOwnBranches(ids: number[] | undefined): Promise<void> {
    if (ids && ids.length > 0) await own.mustOwn('sucursales', ids)
  }

  async function changeMenu(input: ChangeMenuInput, key: string): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    const { plan_code: plan, interval } = input
    if (!isMenuPlan(plan)) throw new AppError('VALIDATION_ERROR', 'Plan no válido', { field: 'plan_code' })
    const addOn = input.features?.find((f) => f.code.includes(BRANCH_ADD_ON))
    await step('menu', key, async () => {
      const t = now()
      const menu = await changeableMenu()
      const currency = menu.currency as BillingCurrency
      const pending = menu.next_plan_code !== null || menu.next_interval !== null
      const label = `${planName(plan)} ${intervalName(interval)}`
      if (plan === menu.plan_code && interval === menu.interval) {
        if (!pending) return null
        // Back to the current terms: the waiting change is dropped.
        return {
          currency,
          history: { action: 'updated', description: `Se mantiene el plan ${label}`, interval, expiresAt: menu.expires_at, amountCents: 0 },
          async apply(trx) {
            await update(trx, 'menu', { ...NO_NEXT })
            await followMenuInterval(trx, menu.interval)
          },
        }
      }
      const amount = menuAmount(await loadPriceList(db, currency), plan, interval)
      const change = classifyChange({ plan: menu.plan_code, interval: menu.interval, amountCents: menu.amount_cents }, { plan, interval, amountCents: amount })
      if (change === 'upgrade') {
        const charged = prorate({ oldCents: menu.amount_cents, newCents: amount, interval, periodEnd: menu.expires_at, now: t })
        const left = daysLeft(menu.expires_at, t, interval)
        const description = `Cambio a ${planName(plan)} (prorrateo de ${days(left)})`
        const card = charged > 0 ? await cardFor(input.payment_method_id) : ''
        return {
          currency,
          charge: { amountCents: charged, paymentMethodId: card, description },
          history: { action: 'upgraded', description, interval, expiresAt: menu.expires_at, amountCents: charged },
          async apply(trx) {
            await update(trx, 'menu', { code: priceCode(plan, currency), plan_code: plan, unit_price_cents: amount, amount_cents: amount, ...NO_NEXT })
            await setPlan(trx, plan)
            await followMenuInterval(trx, interval) // a waiting interval change was dropped with next_*
          },
        }
      }
      // A cheaper plan or another interval: from the period end, nothing charged now.
      return {
        currency,
        history: {
          action: change === 'interval' ? 'updated' : 'downgraded',
          description: `Cambio a ${label} al terminar el periodo`, interval: menu.interval, expiresAt: menu.expires_at, amountCents: 0,
        },
        async apply(trx) {
          await update(trx, 'menu', { next_code: priceCode(plan, currency), next_plan_code: plan, next_interval: interval, next_quantity: null, next_amount_cents: amount })
          // The add-on shares the menu plan's interval: it follows from the same period end (or keeps its own when the menu's is kept).
          // The add-on needs Franquicias: with another plan it ends with the current period, like a cancelled one
          // (resumable once the change is undone); otherwise it follows the menu plan's interval.
          if (plan !== 'FRANCHISES') await cancelAddOn(trx)
          await followMenuInterval(trx, interval)
        },
      }
    })
    if (addOn) await putAddOn({ features: input.features!, disable_sucursal_ids: input.disable_sucursal_ids, payment_method_id: input.payment_method_id }, key)
  }

  // ---- Branch add-on ----

  /** The quantity of the add-on in `features`, in the account's currency; else 400 on features. */
  function quantityOf(features: FeatureInput[], currency: BillingCurrency): number {
    const feature = features.find((f) => f.code.includes(BRANCH_ADD_ON))
    if (!feature || !Number.isInteger(feature.quantity) || feature.quantity < 1) throw new AppError('VALIDATION_ERROR', BRANCH_COUNT_REQUIRED, { field: 'features' })
    if (feature.code !== priceCode(BRANCH_ADD_ON, currency)) throw new AppError('VALIDATION_ERROR', WRONG_ADD_ON_CODE, { field: 'features' })
    return feature.quantity
  }

  /**
   * The branches to disable so `quantity` fits: the given ids (the account's own, checked
   * first) must be enabled; what stays enabled must fit and never be none.
   */
  async function branchesToDisable(q: Executor, quantity: number, ids: number[] | undefined): Promise<number[]> {
    const list = [...new Set(ids ?? [])]
    const t = scoped(q, accountId)
    const enabled = (await t.selectFrom('sucursales').select('id').where('enabled', '=', toBool01(true)).execute()).map((r) => Number(r.id))
    if (list.some((id) => !enabled.includes(id))) throw new AppError('VALIDATION_ERROR', NOT_ENABLED_BRANCHES, { field: 'disable_sucursal_ids' })
    const remaining = enabled.length - list.length
    if (remaining < 1) throw new AppError('LAST_ENABLED_BRANCH', LAST_BRANCH)
    if (remaining > quantity) throw new AppError('BRANCH_COUNT_BELOW_ENABLED')
    return list
  }

  async function disable(trx: Executor, quantity: number, ids: number[] | undefined): Promise<void> {
    const list = await branchesToDisable(trx, quantity, ids)
    if (list.length > 0) await scoped(trx, accountId).updateTable('sucursales').set({ enabled: toBool01(false), updated_at: isoAt(now()) }).where('id', 'in', list).execute()
  }

  /** The menu subscription the add-on hangs on: FRANCHISES, in force. */
  async function franchisesMenu(): Promise<SubscriptionRow> {
    const menu = await findSubscription(db, accountId, 'menu')
    if (!menu || !inForce(menu, now()) || menu.plan_code !== 'FRANCHISES' || (await account()).plan_code !== 'FRANCHISES') {
      throw new AppError('FRANCHISES_REQUIRED', ADD_ON_REQUIRES_FRANCHISES)
    }
    // The demo has the plan's own limit (5); the add-on is bought with the paid plan, whose period it shares.
    if (menu.demo === 1) throw new AppError('FRANCHISES_REQUIRED', ADD_ON_NOT_IN_DEMO)
    // A change to another plan waits for the period end: no add-on beyond it.
    if (menu.next_plan_code !== null && menu.next_plan_code !== 'FRANCHISES') throw new AppError('FRANCHISES_REQUIRED', ADD_ON_REQUIRES_FRANCHISES)
    return menu
  }

  /** A new add-on period: same interval and end as the menu plan, its first charge prorated to that end. */
  async function newAddOn(menu: SubscriptionRow, quantity: number, input: AddOnInput, action: BillingAction): Promise<Step> {
    const t = now()
    const currency = menu.currency as BillingCurrency
    const interval = menu.interval
    await branchesToDisable(db, quantity, input.disable_sucursal_ids)
    const unit = (await loadPriceList(db, currency)).items[BRANCH_ADD_ON][interval].amountCents
    const amount = unit * quantity
    const charged = prorate({ oldCents: 0, newCents: amount, interval, periodEnd: menu.expires_at, now: t })
    const description = `${action === 'resume' ? 'Reactivación: ' : ''}${branches(quantity)} (prorrateo de ${days(daysLeft(menu.expires_at, t, interval))})`
    const card = charged > 0 ? await cardFor(input.payment_method_id) : null
    return {
      currency,
      charge: card ? { amountCents: charged, paymentMethodId: card, description } : undefined,
      history: { action, description, interval, expiresAt: menu.expires_at, amountCents: charged },
      async apply(trx) {
        await disable(trx, quantity, input.disable_sucursal_ids)
        await put(trx, 'sucursales', {
          code: priceCode(BRANCH_ADD_ON, currency), plan_code: BRANCH_ADD_ON, currency, interval, unit_price_cents: unit, quantity, amount_cents: amount,
          status: 'active', demo: 0, payment_method_id: card, current_period_start: isoAt(t), expires_at: menu.expires_at, ...NO_NEXT,
        })
      },
    }
  }

  async function startAddOn(input: AddOnInput, key: string): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    await step('sucursales', key, async () => {
      const menu = await franchisesMenu()
      const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
      if (inForce(await findSubscription(db, accountId, 'sucursales'), now())) throw new AppError('SUBSCRIPTION_EXISTS')
      return newAddOn(menu, quantity, input, 'activation')
    })
  }

  /** PUT: the add-on's new quantity (a first add-on when there is none in force). */
  async function putAddOn(input: AddOnInput, key: string): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    await step('sucursales', key, async () => {
      const t = now()
      const menu = await franchisesMenu()
      const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
      const addOn = await findSubscription(db, accountId, 'sucursales')
      if (!addOn || !inForce(addOn, t)) return newAddOn(menu, quantity, input, 'activation')
      if (addOn.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE', RESUME_FIRST)
      const currency = addOn.currency as BillingCurrency
      const unit = addOn.unit_price_cents
      if (quantity > addOn.quantity) {
        const amount = unit * quantity
        const charged = prorate({ oldCents: addOn.amount_cents, newCents: amount, interval: addOn.interval, periodEnd: addOn.expires_at, now: t })
        const description = `Aumento a ${branches(quantity)} (prorrateo de ${days(daysLeft(addOn.expires_at, t, addOn.interval))})`
        const card = charged > 0 ? await cardFor(input.payment_method_id) : ''
        return {
          currency,
          charge: { amountCents: charged, paymentMethodId: card, description },
          history: { action: 'upgraded', description, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: charged },
          async apply(trx) {
            await disable(trx, quantity, input.disable_sucursal_ids)
            await update(trx, 'sucursales', { quantity, amount_cents: amount, ...NO_NEXT })
          },
        }
      }
      if (quantity < addOn.quantity) {
        // Checked now for a clear answer, and again under the lock when writing.
        await branchesToDisable(db, quantity, input.disable_sucursal_ids)
        return {
          currency,
          history: { action: 'downgraded', description: `Cambio a ${branches(quantity)} al terminar el periodo`, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: 0 },
          async apply(trx) {
            await disable(trx, quantity, input.disable_sucursal_ids)
            await update(trx, 'sucursales', { next_code: addOn.code, next_plan_code: null, next_interval: null, next_quantity: quantity, next_amount_cents: unit * quantity })
          },
        }
      }
      if (addOn.next_quantity === null) return null
      return {
        currency,
        history: { action: 'updated', description: `Se mantienen ${branches(quantity)}`, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: 0 },
        apply: async (trx) => { await update(trx, 'sucursales', { ...NO_NEXT }) },
      }
    })
  }

  // ---- Both kinds ----

  /** Benefits stay until expires_at; the renewal job ends it then. Cancelling twice changes nothing. */
  async function cancel(kind: SubscriptionKind): Promise<void> {
    await inTransaction(db, async (trx) => {
      await scoped(trx, accountId).lock()
      const sub = await findSubscription(trx, accountId, kind)
      if (!sub || !inForce(sub, now())) throw new AppError('SUBSCRIPTION_REQUIRED', NO_SUBSCRIPTION)
      if (sub.status === 'active') await update(trx, kind, { status: 'cancelled' })
    })
  }

  /**
   * A cancelled subscription still in its period is active again, free; an ended or unpaid
   * one starts a new period now, charged (the add-on prorated to the menu plan's end).
   */
  async function resume(kind: SubscriptionKind, key: string, paymentMethodId: string | undefined): Promise<void> {
    await step(kind, key, async () => {
      const t = now()
      const sub = await findSubscription(db, accountId, kind)
      if (!sub) throw new AppError('SUBSCRIPTION_REQUIRED', NO_SUBSCRIPTION)
      if (sub.status === 'active') return null
      const label = kind === 'menu' ? `Plan ${planName(sub.plan_code)} ${intervalName(sub.interval)}` : branches(sub.quantity)
      if (sub.status === 'cancelled' && inForce(sub, t)) {
        if (kind === 'sucursales') await franchisesMenu()
        return {
          currency: sub.currency,
          history: { action: 'resume', description: `Reactivación: ${label}`, interval: sub.interval, expiresAt: sub.expires_at, amountCents: 0 },
          apply: async (trx) => { await update(trx, kind, { status: 'active' }) },
        }
      }
      if (sub.demo === 1) throw new AppError('SUBSCRIPTION_REQUIRED', DEMO_OVER)
      if (kind === 'sucursales') {
        const menu = await franchisesMenu()
        return newAddOn(menu, sub.next_quantity ?? sub.quantity, { features: [], payment_method_id: paymentMethodId }, 'resume')
      }
      const plan = sub.next_plan_code ?? sub.plan_code
      const interval = sub.next_interval ?? sub.interval
      if (!isMenuPlan(plan)) throw new Error(`menu subscription of account ${accountId} has plan ${plan}`)
      const currency = sub.currency as BillingCurrency
      const amount = menuAmount(await loadPriceList(db, currency), plan, interval)
      const card = await cardFor(paymentMethodId)
      const expiresAt = addInterval(isoAt(t), interval, { timeZone })
      const description = `Reactivación: Plan ${planName(plan)} ${intervalName(interval)}`
      return {
        currency,
        charge: { amountCents: amount, paymentMethodId: card, description },
        history: { action: 'resume', description, interval, expiresAt, amountCents: amount },
        async apply(trx) {
          await update(trx, 'menu', {
            code: priceCode(plan, currency), plan_code: plan, interval, unit_price_cents: amount, quantity: 1, amount_cents: amount, status: 'active',
            payment_method_id: card, current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
          })
          await setPlan(trx, plan)
        },
      }
    })
  }

  return { startMenu, changeMenu, startAddOn, putAddOn, cancel, resume }
}
