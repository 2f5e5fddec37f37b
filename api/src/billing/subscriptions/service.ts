import { BRANCH_COUNT_REQUIRED, branchCountProblem } from '@menu/shared/billing/branches'
import { type BillingCurrency, currencyForTimeZone, isBillingCurrency } from '@menu/shared/billing/zones'
import { findPaymentMethod } from '../../data/payment-methods.js'
import {
  branchesLabel, findSubscription, inForce, intervalName, NO_NEXT, planName, requestDone, type SubscriptionRow,
} from '../../data/subscriptions.js'
import { affected, type Executor, inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { BillingAction, SubscriptionKind, SubscriptionsTable } from '../../db/types.js'
import { isoAt, toBool01 } from '../../db/values.js'
import { AppError, notFound } from '../../errors.js'
import { assertCharged, chargeOnce } from '../payments/charges.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
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
export const BRANCH_COUNT_BELOW_ENABLED = 'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.'
const ADD_ON_NOT_IN_DEMO = 'Las sucursales adicionales se contratan con el plan Franquicias pagado, no durante la prueba gratuita.'
const NOT_ENABLED_BRANCHES = 'Elige sucursales que estén activas.'
const LAST_BRANCH = 'Tu menú necesita al menos una sucursal activa: deja activa al menos una.'
const NO_SUBSCRIPTION = 'Primero contrata un plan.'
const DEMO_CANNOT_CHANGE = 'Durante la prueba gratuita, contrata un plan para cambiarlo.'
const DEMO_OVER = 'Tu prueba gratuita terminó: contrata un plan para continuar.'
const RESUME_FIRST = 'Reactiva tu suscripción para cambiarla.'
const WRONG_ADD_ON_CODE = 'El código de las sucursales adicionales no corresponde a tu moneda.'

/**
 * One step worked out from the current rows, before anything is charged: what the call charges,
 * the history line, when the change applies and the values it writes. The call charges and
 * applies it (`step`); the price quote (quote.ts) only reads it.
 */
export interface Step {
  currency: string
  /** What is charged now (nothing when 0), on the card named by the request, else the default one. */
  charge?: { amountCents: number; paymentMethodId?: string; description: string }
  history: { action: BillingAction; description: string; interval: Interval; expiresAt: string; amountCents: number }
  /** Now (activation, upgrade, resume) or from the period end (a change waiting in next_*). */
  takesEffect: 'now' | 'period_end'
  /** The values written to this step's own subscription row (its would-be state; the card is added when applying). */
  row: Partial<SubscriptionValues>
  /** The account's plan from now on, when the step changes it. */
  plan?: string
  /** What the menu plan's change does to the add-on (a menu step only). */
  addOnFollows?: MenuTermsAhead
  /** Request checks that do not change the amounts (the branches to disable): run before charging, skipped by the quote. */
  check?: () => Promise<void>
  /** Runs in the transaction, under the account lock, with the card charged (null when nothing was). */
  apply(trx: Executor, card: string | null): Promise<void>
}

/** The menu plan's plan and interval from the period end, which the add-on follows. */
export interface MenuTermsAhead { plan: string; interval: Interval }

/** The menu subscription fields the add-on depends on (a stored row, or the would-be row after a menu step). */
export type MenuTerms = Pick<SubscriptionRow, 'status' | 'demo' | 'plan_code' | 'next_plan_code' | 'currency' | 'interval' | 'next_interval' | 'expires_at'>

/** The menu's would-be state after a menu step not applied yet, and the account's plan then (unchanged when absent). */
export interface MenuAhead { menu: MenuTerms; plan?: string }

// period_anchor is the renewal job's column: the steps leave it to it.
export type SubscriptionValues = Omit<SubscriptionsTable, 'id' | 'account_id' | 'kind' | 'created_at' | 'updated_at' | 'period_anchor'>

/** How long a subscription call may hold the account's billing before another may take over (a dead request's claim). */
const CLAIM_STALE_MS = 2 * 60 * 1000


/** A paid plan whose renewal charge failed: it keeps its plan for a grace period, waiting to be resumed (not in force). */
export const isUnpaid = (menu: Pick<SubscriptionRow, 'status' | 'demo'>) => menu.demo === 0 && menu.status === 'unpaid'

export const isMenuPlan = (code: string): code is MenuPlanCode => (MENU_PLANS as readonly string[]).includes(code)

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`)

type NextValues = Pick<SubscriptionValues, 'next_code' | 'next_plan_code' | 'next_interval' | 'next_quantity' | 'next_amount_cents'>
type UnitFor = (interval: Interval) => number

/**
 * The add-on's next_* for what it sells from the period end: `quantity` branches on the menu
 * plan's interval then (the add-on shares the menu's interval). Nothing waits when both are
 * the current ones. `unitFor` is the add-on's list price per branch for an interval.
 */
export function addOnNext(addOn: Pick<SubscriptionRow, 'code' | 'interval' | 'quantity' | 'unit_price_cents'>, next: { quantity: number; interval: Interval }, unitFor: UnitFor): NextValues {
  const nextInterval = next.interval === addOn.interval ? null : next.interval
  const nextQuantity = next.quantity === addOn.quantity ? null : next.quantity
  if (nextInterval === null && nextQuantity === null) return { ...NO_NEXT }
  const unit = nextInterval ? unitFor(nextInterval) : addOn.unit_price_cents
  return { next_code: addOn.code, next_plan_code: null, next_interval: nextInterval, next_quantity: nextQuantity, next_amount_cents: unit * next.quantity }
}

/** The menu plan's interval from the period end. */
const intervalAhead = (menu: Pick<MenuTerms, 'interval' | 'next_interval'>): Interval => menu.next_interval ?? menu.interval

/**
 * What a menu change does to the add-on (both run with the menu's next_* written): a plan other
 * than Franquicias from the period end cancels it (it ends with the period; resumable once the
 * change is undone); its interval from the period end follows the menu plan's.
 */
export function addOnAfterMenu(addOn: SubscriptionRow, ahead: MenuTermsAhead, unitFor: UnitFor, now: number): Partial<SubscriptionValues> {
  const cancel = ahead.plan !== 'FRANCHISES' && addOn.status === 'active' ? { status: 'cancelled' as const } : {}
  if (!inForce(addOn, now)) return cancel
  return { ...cancel, ...addOnNext(addOn, { quantity: addOn.next_quantity ?? addOn.quantity, interval: ahead.interval }, unitFor) }
}

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

  /**
   * A card named by a request must be one of the account's, whatever the call then charges (nothing,
   * for a downgrade or the demo): another account's or a missing one is 404, like every id.
   */
  async function assertOwnCard(id: string | undefined): Promise<void> {
    if (id !== undefined && !(await findPaymentMethod(db, accountId, id))) throw notFound()
  }

  /** The card to charge: the one named (checked again: it may have been deleted meanwhile), else the default; none -> 409 PAYMENT_METHOD_REQUIRED. */
  async function cardFor(id: string | undefined): Promise<string> {
    if (id !== undefined) {
      await assertOwnCard(id)
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

  /** The add-on's list price per branch (cents) for an interval, read from the price list of `currency`. */
  async function addOnUnits(q: Executor, currency: string): Promise<UnitFor> {
    const prices = await loadPriceList(q, currency as BillingCurrency)
    return (interval) => prices.items[BRANCH_ADD_ON][interval].amountCents
  }

  /**
   * Runs one keyed step: nothing when this key already wrote (a retry), else prepare (checks
   * and amounts; null: nothing to change), charge with the key, and write under the account
   * lock, checking the key once more so concurrent twins write once. What the key charged or
   * wrote keeps the request's fingerprint: the key with another request is 422 IDEMPOTENCY_KEY_REUSED.
   */
  async function step(kind: SubscriptionKind, request: IdempotentRequest, prepare: () => Promise<Step | null>): Promise<void> {
    const requestKey = `${kind}:${request.key}`
    if (await requestDone(db, accountId, requestKey, request.fingerprint)) return
    await claim(requestKey)
    try {
      await claimedStep(requestKey, request.fingerprint, kind, prepare)
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

  async function claimedStep(requestKey: string, fingerprint: string, kind: SubscriptionKind, prepare: () => Promise<Step | null>): Promise<void> {
    let planned: Step | null
    let card: string | null = null
    try {
      planned = await prepare()
      if (planned?.check) await planned.check()
      if (planned?.charge && planned.charge.amountCents > 0) card = await cardFor(planned.charge.paymentMethodId)
    } catch (e) {
      // A twin of this call finished meanwhile (e.g. the subscription now exists): answer like it.
      if (await requestDone(db, accountId, requestKey, fingerprint)) return
      throw e
    }
    if (!planned) return
    const s = planned
    let chargeId: number | null = null
    if (s.charge && card !== null) {
      const result = await chargeOnce(db, payments, {
        accountId, idempotencyKey: requestKey, paymentMethodId: card, amountCents: s.charge.amountCents,
        currency: s.currency, description: s.charge.description, fingerprint,
      }, { now })
      chargeId = result.chargeId // read before assertCharged, whose narrowing is to a type without it
      assertCharged(result)
    }
    await inTransaction(db, async (trx) => {
      await scoped(trx, accountId).lock()
      if (await requestDone(trx, accountId, requestKey, fingerprint)) return
      await s.apply(trx, card)
      if (s.plan !== undefined) await setPlan(trx, s.plan)
      if (s.addOnFollows) await followMenu(trx, s.addOnFollows)
      await scoped(trx, accountId).insertInto('billing_history', {
        subscription_kind: kind, action: s.history.action, description: s.history.description, interval: s.history.interval,
        expires_at: s.history.expiresAt, amount_cents: s.history.amountCents, currency: s.currency, charge_id: chargeId,
        request_key: requestKey, request_fingerprint: fingerprint, created_at: isoAt(now()),
      }).execute()
    })
  }

  // ---- Menu plan ----

  /** POST /menu: the demo, or a paid plan charged in full (replacing a demo, without credit). */
  async function prepareStartMenu(input: StartMenuInput): Promise<Step> {
    const t = now()
    const menu = await findSubscription(db, accountId, 'menu')
    const { currency, set } = await currencyFor(input.time_zone)
    const saveCurrency = (trx: Executor) => (set ? trx.updateTable('accounts').set({ currency }).where('id', '=', accountId).execute() : Promise.resolve())

    if (input.demo) {
      if (Number((await account()).used_demo) === 1) throw new AppError('DEMO_USED')
      if (inForce(menu, t)) throw new AppError('SUBSCRIPTION_EXISTS')
      const expiresAt = demoExpiresAt(t)
      const row: SubscriptionValues = {
        code: priceCode('FRANCHISES', currency), plan_code: 'FRANCHISES', currency, interval: 'monthly', unit_price_cents: 0, quantity: 1, amount_cents: 0,
        status: 'active', demo: 1, payment_method_id: null, current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
      }
      return {
        currency,
        history: { action: 'activation', description: `Prueba gratuita ${planName('FRANCHISES')} (${days(DEMO_DAYS)})`, interval: 'monthly', expiresAt, amountCents: 0 },
        takesEffect: 'now',
        row,
        plan: 'FRANCHISES',
        async apply(trx) {
          // Checked again under the lock: two demo requests with different keys start one demo.
          const again = await trx.selectFrom('accounts').select('used_demo').where('id', '=', accountId).executeTakeFirstOrThrow()
          if (Number(again.used_demo) === 1) throw new AppError('DEMO_USED')
          await saveCurrency(trx)
          await put(trx, 'menu', row)
          await trx.updateTable('accounts').set({ used_demo: toBool01(true) }).where('id', '=', accountId).execute()
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
    const description = `Plan ${planName(plan)} ${intervalName(interval)}`
    const expiresAt = addInterval(isoAt(t), interval, { timeZone })
    const row: Omit<SubscriptionValues, 'payment_method_id'> = {
      code: priceCode(plan, currency), plan_code: plan, currency, interval, unit_price_cents: amount, quantity: 1, amount_cents: amount,
      status: 'active', demo: 0, current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
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
        await put(trx, 'menu', { ...row, payment_method_id: card })
      },
    }
  }

  async function startMenu(input: StartMenuInput, request: IdempotentRequest): Promise<void> {
    await assertOwnCard(input.payment_method_id)
    await step('menu', request, () => prepareStartMenu(input))
  }

  /** The menu subscription a change applies to: paid and active (a cancelled or unpaid one is resumed first). */
  async function changeableMenu(): Promise<SubscriptionRow> {
    const menu = await findSubscription(db, accountId, 'menu')
    if (menu && isUnpaid(menu)) throw new AppError('SUBSCRIPTION_NOT_ACTIVE', RESUME_FIRST)
    if (!menu || !inForce(menu, now())) throw new AppError('SUBSCRIPTION_REQUIRED', NO_SUBSCRIPTION)
    if (menu.demo === 1) throw new AppError('SUBSCRIPTION_REQUIRED', DEMO_CANNOT_CHANGE)
    if (menu.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE', RESUME_FIRST)
    return menu
  }

  /** Applies addOnAfterMenu to the stored add-on, under the lock. */
  async function followMenu(trx: Executor, ahead: MenuTermsAhead): Promise<void> {
    const addOn = await findSubscription(trx, accountId, 'sucursales')
    if (!addOn) return
    const values = addOnAfterMenu(addOn, ahead, await addOnUnits(trx, addOn.currency), now())
    if (Object.keys(values).length > 0) await update(trx, 'sucursales', values)
  }

  /** The add-on's row once a menu change applies (the quote's would-be add-on). */
  async function addOnAfter(addOn: SubscriptionRow, ahead: MenuTermsAhead): Promise<SubscriptionRow> {
    return { ...addOn, ...addOnAfterMenu(addOn, ahead, await addOnUnits(db, addOn.currency), now()) }
  }

  /** Branch ids of the request come first: another account's (or a missing) one is 404, like every id. */
  async function assertOwnBranches(ids: number[] | undefined): Promise<void> {
    if (ids && ids.length > 0) await own.mustOwn('sucursales', ids)
  }

  /** The plan code of a change; else 400 on plan_code. */
  function menuPlanOf(plan: string): MenuPlanCode {
    if (!isMenuPlan(plan)) throw new AppError('VALIDATION_ERROR', 'Plan no válido', { field: 'plan_code' })
    return plan
  }

  /**
   * PUT /menu, the menu part: a dearer plan now, charging the prorated difference; a cheaper
   * plan or another interval from the period end; back to the current terms drops a waiting
   * change; null when nothing changes.
   */
  async function prepareChangeMenu(input: Pick<ChangeMenuInput, 'plan_code' | 'interval' | 'payment_method_id'>): Promise<Step | null> {
    const plan = menuPlanOf(input.plan_code)
    const interval = input.interval
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
        takesEffect: 'now',
        row: { ...NO_NEXT },
        addOnFollows: { plan, interval: menu.interval },
        apply: async (trx) => { await update(trx, 'menu', { ...NO_NEXT }) },
      }
    }
    const amount = menuAmount(await loadPriceList(db, currency), plan, interval)
    const change = classifyChange({ plan: menu.plan_code, interval: menu.interval, amountCents: menu.amount_cents }, { plan, interval, amountCents: amount })
    if (change === 'upgrade') {
      const charged = prorate({ oldCents: menu.amount_cents, newCents: amount, interval, periodEnd: menu.expires_at, now: t })
      const left = daysLeft(menu.expires_at, t, interval)
      const description = `Cambio a ${planName(plan)} (prorrateo de ${days(left)})`
      const row = { code: priceCode(plan, currency), plan_code: plan, unit_price_cents: amount, amount_cents: amount, ...NO_NEXT }
      return {
        currency,
        charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
        history: { action: 'upgraded', description, interval, expiresAt: menu.expires_at, amountCents: charged },
        takesEffect: 'now',
        row,
        plan,
        addOnFollows: { plan, interval }, // a waiting interval change was dropped with next_*
        apply: async (trx) => { await update(trx, 'menu', row) },
      }
    }
    // A cheaper plan or another interval: from the period end, nothing charged now.
    const row = { next_code: priceCode(plan, currency), next_plan_code: plan, next_interval: interval, next_quantity: null, next_amount_cents: amount }
    return {
      currency,
      history: {
        action: change === 'interval' ? 'updated' : 'downgraded',
        description: `Cambio a ${label} al terminar el periodo`, interval: menu.interval, expiresAt: menu.expires_at, amountCents: 0,
      },
      takesEffect: 'period_end',
      row,
      addOnFollows: { plan, interval },
      apply: async (trx) => { await update(trx, 'menu', row) },
    }
  }

  async function changeMenu(input: ChangeMenuInput, request: IdempotentRequest): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    await assertOwnCard(input.payment_method_id)
    menuPlanOf(input.plan_code)
    const addOn = input.features?.find((f) => f.code.includes(BRANCH_ADD_ON))
    await step('menu', request, () => prepareChangeMenu(input))
    if (addOn) await putAddOn({ features: input.features!, disable_sucursal_ids: input.disable_sucursal_ids, payment_method_id: input.payment_method_id }, request)
  }

  // ---- Branch add-on ----

  /**
   * The quantity of the add-on in `features`, in the account's currency; else 400 on features. The
   * route schemas already bound it (the shared branch-count rule); checked again for any other caller.
   */
  function quantityOf(features: FeatureInput[], currency: BillingCurrency): number {
    const at = features.findIndex((f) => f.code.includes(BRANCH_ADD_ON))
    if (at < 0) throw new AppError('VALIDATION_ERROR', BRANCH_COUNT_REQUIRED, { field: 'features' })
    const feature = features[at]!
    const problem = branchCountProblem(feature.quantity)
    if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: `features.${at}.quantity` })
    if (feature.code !== priceCode(BRANCH_ADD_ON, currency)) throw new AppError('VALIDATION_ERROR', WRONG_ADD_ON_CODE, { field: 'features' })
    return feature.quantity
  }

  /**
   * The branches to disable so `quantity` fits: the given ids (the account's own, checked
   * first) must be enabled; what stays enabled must fit and never be none.
   */
  async function branchesToDisable(q: Executor, quantity: number, ids: number[] | undefined): Promise<number[]> {
    const list = [...new Set(ids ?? [])]
    const enabled = await enabledBranchIds(q)
    if (list.some((id) => !enabled.includes(id))) throw new AppError('VALIDATION_ERROR', NOT_ENABLED_BRANCHES, { field: 'disable_sucursal_ids' })
    const remaining = enabled.length - list.length
    if (remaining < 1) throw new AppError('LAST_ENABLED_BRANCH', LAST_BRANCH)
    if (remaining > quantity) throw new AppError('BRANCH_COUNT_BELOW_ENABLED')
    return list
  }

  async function enabledBranchIds(q: Executor): Promise<number[]> {
    return (await scoped(q, accountId).selectFrom('sucursales').select('id').where('enabled', '=', toBool01(true)).execute()).map((r) => Number(r.id))
  }

  async function disable(trx: Executor, quantity: number, ids: number[] | undefined): Promise<void> {
    const list = await branchesToDisable(trx, quantity, ids)
    if (list.length > 0) await scoped(trx, accountId).updateTable('sucursales').set({ enabled: toBool01(false), updated_at: isoAt(now()) }).where('id', 'in', list).execute()
  }

  /** The check a step runs before charging: the enabled branches, less the ones to disable, fit `quantity`. */
  const fits = (quantity: number, ids: number[] | undefined) => async () => { await branchesToDisable(db, quantity, ids) }

  /**
   * The menu subscription the add-on hangs on: FRANCHISES, in force, paid. `ahead` is the
   * menu's would-be state after a menu step not applied yet (the quote); else the stored one.
   */
  async function franchisesMenu(ahead?: MenuAhead): Promise<MenuTerms> {
    const menu = ahead ? ahead.menu : await findSubscription(db, accountId, 'menu')
    const plan = ahead?.plan ?? (await account()).plan_code
    if (!menu || !inForce(menu, now()) || menu.plan_code !== 'FRANCHISES' || plan !== 'FRANCHISES') {
      throw new AppError('FRANCHISES_REQUIRED', ADD_ON_REQUIRES_FRANCHISES)
    }
    // The demo has the plan's own limit (5); the add-on is bought with the paid plan, whose period it shares.
    if (menu.demo === 1) throw new AppError('FRANCHISES_REQUIRED', ADD_ON_NOT_IN_DEMO)
    // A change to another plan waits for the period end: no add-on beyond it.
    if (menu.next_plan_code !== null && menu.next_plan_code !== 'FRANCHISES') throw new AppError('FRANCHISES_REQUIRED', ADD_ON_REQUIRES_FRANCHISES)
    return menu
  }

  /** A new add-on period: same interval and end as the menu plan, its first charge prorated to that end. */
  async function newAddOn(menu: MenuTerms, quantity: number, input: AddOnInput, action: BillingAction): Promise<Step> {
    const t = now()
    const currency = menu.currency as BillingCurrency
    const interval = menu.interval
    const unitFor = await addOnUnits(db, currency)
    const unit = unitFor(interval)
    const amount = unit * quantity
    const charged = prorate({ oldCents: 0, newCents: amount, interval, periodEnd: menu.expires_at, now: t })
    const description = `${action === 'resume' ? 'Reactivación: ' : ''}${branchesLabel(quantity)} (prorrateo de ${days(daysLeft(menu.expires_at, t, interval))})`
    const row: Omit<SubscriptionValues, 'payment_method_id'> = {
      code: priceCode(BRANCH_ADD_ON, currency), plan_code: BRANCH_ADD_ON, currency, interval, unit_price_cents: unit, quantity, amount_cents: amount,
      status: 'active', demo: 0, current_period_start: isoAt(t), expires_at: menu.expires_at,
      // A menu interval change waiting for the period end takes the add-on along.
      ...addOnNext({ code: priceCode(BRANCH_ADD_ON, currency), interval, quantity, unit_price_cents: unit }, { quantity, interval: intervalAhead(menu) }, unitFor),
    }
    return {
      currency,
      charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
      history: { action, description, interval, expiresAt: menu.expires_at, amountCents: charged },
      takesEffect: 'now',
      row,
      check: fits(quantity, input.disable_sucursal_ids),
      async apply(trx, card) {
        await disable(trx, quantity, input.disable_sucursal_ids)
        await put(trx, 'sucursales', { ...row, payment_method_id: card })
      },
    }
  }

  async function startAddOn(input: AddOnInput, request: IdempotentRequest): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    await assertOwnCard(input.payment_method_id)
    await step('sucursales', request, async () => {
      const menu = await franchisesMenu()
      const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
      if (inForce(await findSubscription(db, accountId, 'sucursales'), now())) throw new AppError('SUBSCRIPTION_EXISTS')
      return newAddOn(menu, quantity, input, 'activation')
    })
  }

  /**
   * PUT /sucursales: the add-on's new quantity (a first add-on when there is none in force);
   * null when nothing changes. `ahead`: the menu's would-be state (see franchisesMenu).
   */
  async function preparePutAddOn(input: AddOnInput, ahead?: MenuAhead): Promise<Step | null> {
    const t = now()
    const menu = await franchisesMenu(ahead)
    const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
    const addOn = await findSubscription(db, accountId, 'sucursales')
    if (!addOn || !inForce(addOn, t)) return newAddOn(menu, quantity, input, 'activation')
    if (addOn.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE', RESUME_FIRST)
    const currency = addOn.currency as BillingCurrency
    const unit = addOn.unit_price_cents
    const unitFor = await addOnUnits(db, currency)
    // From the period end: `quantity` branches on the menu plan's interval then (a waiting interval change is kept).
    const next = addOnNext(addOn, { quantity, interval: intervalAhead(menu) }, unitFor)
    if (quantity > addOn.quantity) {
      const amount = unit * quantity
      const charged = prorate({ oldCents: addOn.amount_cents, newCents: amount, interval: addOn.interval, periodEnd: addOn.expires_at, now: t })
      const description = `Aumento a ${branchesLabel(quantity)} (prorrateo de ${days(daysLeft(addOn.expires_at, t, addOn.interval))})`
      const row = { quantity, amount_cents: amount, ...addOnNext({ ...addOn, quantity }, { quantity, interval: intervalAhead(menu) }, unitFor) }
      return {
        currency,
        charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
        history: { action: 'upgraded', description, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: charged },
        takesEffect: 'now',
        row,
        check: fits(quantity, input.disable_sucursal_ids),
        async apply(trx) {
          await disable(trx, quantity, input.disable_sucursal_ids)
          await update(trx, 'sucursales', row)
        },
      }
    }
    if (quantity < addOn.quantity) {
      const row = next
      return {
        currency,
        history: { action: 'downgraded', description: `Cambio a ${branchesLabel(quantity)} al terminar el periodo`, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: 0 },
        takesEffect: 'period_end',
        row,
        // Checked before writing for a clear answer, and again under the lock.
        check: fits(quantity, input.disable_sucursal_ids),
        async apply(trx) {
          await disable(trx, quantity, input.disable_sucursal_ids)
          await update(trx, 'sucursales', row)
        },
      }
    }
    if (addOn.next_quantity === null) return null
    // Back to the current count: the waiting decrease is dropped.
    return {
      currency,
      history: { action: 'updated', description: `Se mantienen ${branchesLabel(quantity)}`, interval: addOn.interval, expiresAt: addOn.expires_at, amountCents: 0 },
      takesEffect: 'now',
      row: next,
      apply: async (trx) => { await update(trx, 'sucursales', next) },
    }
  }

  async function putAddOn(input: AddOnInput, request: IdempotentRequest): Promise<void> {
    await assertOwnBranches(input.disable_sucursal_ids)
    await assertOwnCard(input.payment_method_id)
    await step('sucursales', request, () => preparePutAddOn(input))
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
  async function resume(kind: SubscriptionKind, request: IdempotentRequest, paymentMethodId: string | undefined): Promise<void> {
    await assertOwnCard(paymentMethodId)
    await step(kind, request, async () => {
      const t = now()
      const sub = await findSubscription(db, accountId, kind)
      if (!sub) throw new AppError('SUBSCRIPTION_REQUIRED', NO_SUBSCRIPTION)
      if (sub.status === 'active') return null
      const label = kind === 'menu' ? `Plan ${planName(sub.plan_code)} ${intervalName(sub.interval)}` : branchesLabel(sub.quantity)
      if (sub.status === 'cancelled' && inForce(sub, t)) {
        if (kind === 'sucursales') await franchisesMenu()
        return {
          currency: sub.currency,
          history: { action: 'resume', description: `Reactivación: ${label}`, interval: sub.interval, expiresAt: sub.expires_at, amountCents: 0 },
          takesEffect: 'now',
          row: { status: 'active' },
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
      const expiresAt = addInterval(isoAt(t), interval, { timeZone })
      const description = `Reactivación: Plan ${planName(plan)} ${intervalName(interval)}`
      const row = {
        code: priceCode(plan, currency), plan_code: plan, interval, unit_price_cents: amount, quantity: 1, amount_cents: amount, status: 'active' as const,
        current_period_start: isoAt(t), expires_at: expiresAt, ...NO_NEXT,
      }
      return {
        currency,
        charge: { amountCents: amount, paymentMethodId, description },
        history: { action: 'resume', description, interval, expiresAt, amountCents: amount },
        takesEffect: 'now',
        row,
        plan,
        apply: async (trx, card) => { await update(trx, 'menu', { ...row, payment_method_id: card }) },
      }
    })
  }

  /**
   * The steps' prepare parts, which read and check but never charge nor write: the price quote
   * (quote.ts) shows what the calls would charge and change.
   */
  const prepare = {
    startMenu: prepareStartMenu, changeMenu: prepareChangeMenu, putAddOn: preparePutAddOn, addOnAfter,
    enabledBranches: async () => (await enabledBranchIds(db)).length,
  }

  return { startMenu, changeMenu, startAddOn, putAddOn, cancel, resume, prepare }
}
