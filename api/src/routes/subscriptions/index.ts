import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { idempotentRequest } from '../../billing/payments/idempotency.js'
import { quoteChange } from '../../billing/subscriptions/quote.js'
import { BRANCH_COUNT_REQUIRED, BRANCH_COUNT_TOO_HIGH, MAX_BRANCHES, MIN_BRANCHES } from '@menu/shared/billing/branches'
import { subscriptionService } from '../../billing/subscriptions/service.js'
import { billingHistory, subscriptionView } from '../../data/subscriptions.js'
import type { SubscriptionKind } from '../../db/types.js'
import { AUTHED, errors, Id, Info } from '../../schemas/common.js'
import type { ErrorCodes } from '../common.js'

const doc = { tags: ['billing'], security: [{ bearerAuth: [] }] }

const Interval = Type.Union([Type.Literal('monthly'), Type.Literal('yearly')])
const MenuPlan = Type.Union([Type.Literal('NEGOCIO'), Type.Literal('FRANCHISES')])
/** The branch add-on's count: the one bound of the quote and of every call that charges for branches (@menu/shared/billing/branches). */
const BranchCount = (description: string) =>
  Type.Integer({
    minimum: MIN_BRANCHES,
    maximum: MAX_BRANCHES,
    description,
    'x-message': { maximum: BRANCH_COUNT_TOO_HIGH, '*': BRANCH_COUNT_REQUIRED },
  })
const Features = Type.Array(
  Type.Object({
    code: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'MENU-SUCURSALES-{currency} for the branch add-on',
    }),
    quantity: BranchCount(`Branches: ${MIN_BRANCHES} to ${MAX_BRANCHES}`),
  }),
  { maxItems: 10 },
)
const PaymentMethodId = Type.String({
  minLength: 1,
  maxLength: 100,
  description: "One of the account's saved cards; the default card when omitted",
})
const DisableIds = Type.Array(Id(), {
  maxItems: 1000,
  description:
    "Enabled branches to disable now when the new branch count is below the enabled ones (never all of them); another account's id is 404",
})
const Headers = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      "One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; " +
      'the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED',
  }),
})
const SubscriptionInfo = Info(Type.Ref('Subscription'))

/**
 * The codes every charging call may answer: 404 for another account's (or a missing) payment_method_id,
 * whatever is charged; 422 for an Idempotency-Key already used with another request.
 */
const CHARGING: ErrorCodes = {
  400: ['VALIDATION_ERROR'],
  ...AUTHED,
  402: ['PAYMENT_DECLINED', 'PAYMENT_ACTION_REQUIRED'],
  404: ['RESOURCE_NOT_FOUND'],
  409: [
    'SUBSCRIPTION_EXISTS',
    'SUBSCRIPTION_REQUIRED',
    'SUBSCRIPTION_NOT_ACTIVE',
    'PAYMENT_METHOD_REQUIRED',
    'CHARGE_IN_PROGRESS',
    'CHARGE_REFUNDED',
  ],
  422: ['IDEMPOTENCY_KEY_REUSED'],
}
const ADD_ON_CODES: ErrorCodes = {
  ...CHARGING,
  409: [...CHARGING[409]!, 'FRANCHISES_REQUIRED', 'BRANCH_COUNT_BELOW_ENABLED', 'LAST_ENABLED_BRANCH'],
}

/**
 * /v1/subscriptions: the menu plan (/menu) and the branch add-on (/sucursales), each created,
 * changed, cancelled and resumed separately, and the billing history. The card page session
 * (GET /v1/subscriptions/card-token) is in routes/payments. See docs/billing.md, "Subscriptions".
 */
export const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = () => ({
    db: app.ctx.db,
    payments: app.ctx.payments,
    now: app.ctx.config.now,
    timeZone: app.ctx.config.timeZone,
  })
  const service = (accountId: number) => subscriptionService(deps(), accountId)
  const answer = async (accountId: number, kind: SubscriptionKind) => ({
    info: await subscriptionView(app.ctx.db, accountId, kind),
  })

  app.post(
    '/menu',
    {
      schema: {
        ...doc,
        operationId: 'createMenuSubscription',
        summary: 'Subscribe to a menu plan, or start the free demo',
        description:
          '{demo: true}: Franquicias for 15 days without a card, once per account (409 DEMO_USED). Otherwise plan_code and interval, charged now on payment_method_id or the default card ' +
          '(none: 409 PAYMENT_METHOD_REQUIRED; declined: 402 PAYMENT_DECLINED, nothing changes). Paying during the demo replaces it. An account that never subscribed takes its currency from time_zone.',
        headers: Headers,
        body: Type.Object({
          demo: Type.Optional(Type.Boolean()),
          plan_code: Type.Optional(MenuPlan),
          interval: Type.Optional(Interval),
          payment_method_id: Type.Optional(PaymentMethodId),
          time_zone: Type.Optional(
            Type.String({
              maxLength: 100,
              description: "The browser's IANA time zone: a Mexican one gives MXN, any other USD",
            }),
          ),
        }),
        response: { 201: SubscriptionInfo, ...errors({ ...CHARGING, 409: [...CHARGING[409]!, 'DEMO_USED'] }) },
      },
    },
    async (request, reply) => {
      await service(request.accountId).startMenu(request.body, idempotentRequest(request))
      return reply.code(201).send(await answer(request.accountId, 'menu'))
    },
  )

  app.put(
    '/menu',
    {
      schema: {
        ...doc,
        operationId: 'changeMenuSubscription',
        summary: 'Change the menu plan (and, with features, the branch add-on in the same call)',
        description:
          'A dearer plan applies now and charges the prorated difference for the days left; a cheaper plan or another interval waits for the period end (next_plan, next_interval), ' +
          'nothing charged. features with the add-on code is handled like PUT /v1/subscriptions/sucursales.',
        headers: Headers,
        body: Type.Object({
          plan_code: MenuPlan,
          interval: Interval,
          features: Type.Optional(Features),
          disable_sucursal_ids: Type.Optional(DisableIds),
          payment_method_id: Type.Optional(PaymentMethodId),
        }),
        response: { 200: SubscriptionInfo, ...errors(ADD_ON_CODES) },
      },
    },
    async (request) => {
      await service(request.accountId).changeMenu(request.body, idempotentRequest(request))
      return answer(request.accountId, 'menu')
    },
  )

  app.post(
    '/sucursales',
    {
      schema: {
        ...doc,
        operationId: 'createSucursalesSubscription',
        summary: 'Subscribe to the branch add-on (needs the Franquicias plan)',
        description:
          "Shares the menu plan's interval and period end; the first charge is prorated to that end. While the add-on is in force its quantity is the Sucursales limit.",
        headers: Headers,
        body: Type.Object({
          features: Features,
          disable_sucursal_ids: Type.Optional(DisableIds),
          payment_method_id: Type.Optional(PaymentMethodId),
        }),
        response: { 201: SubscriptionInfo, ...errors(ADD_ON_CODES) },
      },
    },
    async (request, reply) => {
      await service(request.accountId).startAddOn(request.body, idempotentRequest(request))
      return reply.code(201).send(await answer(request.accountId, 'sucursales'))
    },
  )

  app.put(
    '/sucursales',
    {
      schema: {
        ...doc,
        operationId: 'changeSucursalesSubscription',
        summary: 'Change the branch count of the add-on',
        description:
          'More branches: now, the added ones charged prorated. Fewer: from the period end (next_features), no refund; below the enabled branches, disable_sucursal_ids must name ' +
          "enough of the account's enabled branches (else 409 BRANCH_COUNT_BELOW_ENABLED), and they are disabled at once.",
        headers: Headers,
        body: Type.Object({
          features: Features,
          disable_sucursal_ids: Type.Optional(DisableIds),
          payment_method_id: Type.Optional(PaymentMethodId),
        }),
        response: { 200: SubscriptionInfo, ...errors(ADD_ON_CODES) },
      },
    },
    async (request) => {
      await service(request.accountId).putAddOn(request.body, idempotentRequest(request))
      return answer(request.accountId, 'sucursales')
    },
  )

  for (const kind of ['menu', 'sucursales'] as const) {
    app.post(
      `/${kind}/cancel`,
      {
        schema: {
          ...doc,
          operationId: kind === 'menu' ? 'cancelMenuSubscription' : 'cancelSucursalesSubscription',
          summary:
            kind === 'menu'
              ? 'Cancel the menu plan: its benefits stay until expires_at, then FREEMIUM'
              : 'Cancel the branch add-on: its limit stays until expires_at',
          response: { 200: SubscriptionInfo, ...errors({ ...AUTHED, 409: ['SUBSCRIPTION_REQUIRED'] }) },
        },
      },
      async (request) => {
        await service(request.accountId).cancel(kind)
        return answer(request.accountId, kind)
      },
    )

    app.post(
      `/${kind}/resume`,
      {
        schema: {
          ...doc,
          operationId: kind === 'menu' ? 'resumeMenuSubscription' : 'resumeSucursalesSubscription',
          summary:
            'Resume: a cancelled subscription still in its period, free; an ended or unpaid one, charged for a new period from now',
          headers: Headers,
          response: {
            200: SubscriptionInfo,
            ...errors(
              kind === 'menu'
                ? CHARGING
                : { ...CHARGING, 409: [...CHARGING[409]!, 'FRANCHISES_REQUIRED', 'BRANCH_COUNT_BELOW_ENABLED'] },
            ),
          },
        },
      },
      async (request) => {
        await service(request.accountId).resume(kind, idempotentRequest(request), undefined)
        return answer(request.accountId, kind)
      },
    )
  }

  app.get(
    '/quote',
    {
      schema: {
        ...doc,
        operationId: 'getSubscriptionQuote',
        summary:
          "The price quote before 'Realizar Cambio': what the change charges now and what recurs afterwards (charges and writes nothing)",
        description:
          'Without a paid plan in force (FREEMIUM, an ended plan, the demo) it quotes POST /menu, then with branches PUT /sucursales; with a paid plan, PUT /menu with the add-on ' +
          'in features (branches absent: the add-on is kept as it is). A cancelled or unpaid plan: 409 SUBSCRIPTION_NOT_ACTIVE, like the calls. time_zone sets the currency of a first subscription.',
        querystring: Type.Object({
          plan_code: Type.Enum(['NEGOCIO', 'FRANCHISES'], { 'x-message': 'Plan no válido' }),
          interval: Type.Enum(['monthly', 'yearly'], { 'x-message': 'Periodo no válido' }),
          branches: Type.Optional(
            BranchCount(`The branch add-on quantity picked, ${MIN_BRANCHES} to ${MAX_BRANCHES} (FRANCHISES only)`),
          ),
          time_zone: Type.Optional(
            Type.String({
              maxLength: 100,
              description: "The browser's IANA time zone: a Mexican one gives MXN, any other USD",
            }),
          ),
        }),
        response: {
          200: Info(Type.Ref('Quote')),
          ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 409: ['SUBSCRIPTION_NOT_ACTIVE', 'FRANCHISES_REQUIRED'] }),
        },
      },
    },
    async (request) => {
      return { info: await quoteChange(deps(), request.accountId, request.query) }
    },
  )

  app.get(
    '/billing',
    {
      schema: {
        ...doc,
        operationId: 'listBillingHistory',
        summary: 'The billing history, newest first',
        querystring: Type.Object({
          amount: Type.Optional(Type.Boolean({ description: "true: include each row's amount" })),
        }),
        response: {
          200: Info(Type.Array(Type.Ref('BillingHistoryRow'))),
          ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED }),
        },
      },
    },
    async (request) => ({ info: await billingHistory(app.ctx.db, request.accountId, request.query.amount === true) }),
  )
}
