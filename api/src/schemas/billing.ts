import { Type } from 'typebox'

const Interval = Type.Union([Type.Literal('monthly'), Type.Literal('yearly')])

/** A card of the plan selector (GET /v1/plans): amounts are decimal numbers in the requested currency. */
export const PlanCard = Type.Object(
  {
    id: Type.String({ description: 'FREEMIUM, NEGOCIO, FRANCHISES, or SUCURSALES (the branch add-on)' }),
    title: Type.String({
      description: "The plan's name: 'Gratis', 'Negocio', 'Franquicias', 'Sucursales adicionales'",
    }),
    price: Type.Number({ description: 'Monthly amount (per branch for SUCURSALES); 0 for FREEMIUM' }),
    intervals: Type.Array(
      Type.Object({
        interval: Interval,
        code: Type.String({
          description: 'Price list code to subscribe with, e.g. MENU-NEGOCIO-MXN, MENU-SUCURSALES-USD',
        }),
        amount: Type.Number({ description: 'Amount for the whole interval (yearly: ten months)' }),
      }),
      { description: 'Empty for FREEMIUM' },
    ),
    features: Type.Array(Type.String(), { description: 'Short Spanish bullets of what the plan includes' }),
    demo_note: Type.Union([Type.String(), Type.Null()], {
      description:
        "What the free demo of this plan includes beyond its bullets, e.g. 'Hasta 5 sucursales durante la prueba' (the plan's branch limit, which holds only during the demo); null for plans without a demo",
    }),
  },
  { $id: 'PlanCard', title: 'PlanCard' },
)

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** One subscription of the profile (menu plan or branch add-on): amounts are decimal numbers in its currency. */
export const Subscription = Type.Object(
  {
    code: Type.String({
      description:
        'Price list code: MENU-NEGOCIO-MXN, MENU-FRANCHISES-USD, or MENU-SUCURSALES-{currency} for the branch add-on',
    }),
    plan: Type.String({ description: 'NEGOCIO, FRANCHISES or SUCURSALES' }),
    plan_price: Type.Number({
      description: 'The price it was sold at (per branch for the add-on), kept until renewal; 0 during the demo',
    }),
    amount: Type.Number({ description: 'What each period costs' }),
    interval: Interval,
    status: Type.Union(
      [Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('unpaid'), Type.Literal('expired')],
      {
        description: 'cancelled keeps the benefits until expires_at',
      },
    ),
    expires_at: Type.String({ description: 'End of the paid period (ISO instant)' }),
    next_plan: Nullable(Type.String({ description: 'A plan change waiting for the period end' })),
    next_amount: Nullable(Type.Number({ description: 'The amount from the period end, when a change waits' })),
    next_interval: Nullable(Interval),
    next_features: Nullable(
      Type.Array(Type.Object({ code: Type.String(), quantity: Type.Integer() }), {
        description: 'The add-on quantity from the period end',
      }),
    ),
    used_demo: Type.Boolean({ description: 'Whether the account already took its free demo' }),
    demo: Type.Boolean({ description: 'The free 15-day demo of Franquicias' }),
    features: Type.Array(
      Type.Object({ code: Type.String(), name: Type.String(), quantity: Type.Integer(), amount: Type.Number() }),
      {
        description: 'The branch add-on: its code, name, branch count and amount; empty for the menu plan',
      },
    ),
  },
  { $id: 'Subscription', title: 'Subscription' },
)

/** A line of GET /v1/subscriptions/billing. */
export const BillingHistoryRow = Type.Object(
  {
    id: Type.Integer(),
    created: Type.String({ description: 'ISO instant' }),
    action: Type.Union([
      Type.Literal('activation'),
      Type.Literal('resume'),
      Type.Literal('renewal'),
      Type.Literal('upgraded'),
      Type.Literal('downgraded'),
      Type.Literal('updated'),
    ]),
    description: Type.String({
      description:
        "Spanish, e.g. 'Plan Negocio mensual', 'Cambio a Franquicias (prorrateo de 15 días)', '3 sucursales adicionales (prorrateo de 30 días)'",
    }),
    interval: Interval,
    expires_at: Type.String(),
    amount: Type.Optional(Type.Number({ description: 'What was charged (0 when nothing was); only with amount=true' })),
  },
  { $id: 'BillingHistoryRow', title: 'BillingHistoryRow' },
)

/** One line of a price quote: the menu plan or the branch add-on. */
const QuoteLine = Type.Object({
  kind: Type.Union([Type.Literal('menu'), Type.Literal('sucursales')]),
  action: Type.Union(
    [
      Type.Literal('activation'),
      Type.Literal('upgraded'),
      Type.Literal('downgraded'),
      Type.Literal('updated'),
      Type.Literal('none'),
    ],
    {
      description: "The history row's action the change will write; none: this line is kept as it is (no history row)",
    },
  ),
  description: Type.String({
    description:
      "Spanish: the history row's text (e.g. 'Cambio a Franquicias (prorrateo de 15 días)'), or what is kept ('Sin cambios: ...')",
  }),
  charge_now: Type.Number({ description: 'Charged now for this line (0: nothing)' }),
  takes_effect: Type.Union([Type.Literal('now'), Type.Literal('period_end')], {
    description: 'now, or when the current period ends (a waiting change)',
  }),
  amount_per_period: Type.Number({
    description: 'What this line recurs at once the change applies (0: it ends with the period)',
  }),
  carried_to_renewal: Type.Number({
    description:
      "Under the payment provider's minimum charge (Stripe: MXN 10.00, USD 0.50): not charged now but with the next renewal ('Se cobrará en tu próxima renovación'); 0 otherwise",
  }),
})

/** GET /v1/subscriptions/quote: what 'Realizar Cambio' will charge and what recurs afterwards, computed by the server. */
export const Quote = Type.Object(
  {
    currency: Type.String({ description: 'MXN or USD' }),
    interval: Interval,
    lines: Type.Array(QuoteLine, {
      description: 'The menu plan first, then the branch add-on when it is part of the change or kept',
    }),
    charge_now: Type.Number({ description: 'The sum charged now' }),
    recurring_amount: Type.Number({ description: 'Menu plan plus add-on per period once everything applies' }),
    carried_to_renewal: Type.Number({
      description: "The lines' carried_to_renewal: added to the next renewal's charge",
    }),
    expires_at: Type.String({
      description: 'End of the period the change runs in: the current one, or the new one for a new subscription',
    }),
    payment_required: Type.Boolean({ description: 'charge_now > 0' }),
    enabled_branches: Type.Integer({
      description: 'Enabled branches now: above the branch count picked, the owner must choose which to disable',
    }),
  },
  { $id: 'Quote', title: 'Quote' },
)

export const BILLING_SCHEMAS = [PlanCard, Subscription, BillingHistoryRow, Quote]
