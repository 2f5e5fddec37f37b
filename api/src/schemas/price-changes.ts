import { PRICE_ROUNDINGS } from '@menu/shared/format/price-rounding'
import { Type } from 'typebox'
import { RUN_AT_MESSAGES, RUN_AT_PATTERN } from '../scheduled/run-at.js'
import { Id, RequiredText } from './common.js'
import { PRICE_MAX } from './menu.js'

/** Schemas of /v1/price-changes (data/price-changes-*.ts, docs/chains.md "Bulk price changes"). */

const Ids = (description: string) => Type.Optional(Type.Array(Id(), { maxItems: 1000, uniqueItems: true, description }))

const Target = Type.Union([Type.Literal('base'), Type.Literal('region'), Type.Literal('branch')])

const selection = {
  category_ids: Ids("The products of these categories (the account's, else 404); absent or empty: every product"),
  region_ids: Ids("Change these regions' own prices (their rows; the account's, else 404)"),
  sucursal_ids: Ids(
    "Change these branches' prices (their templates' rows; the account's, else 404; a branch without a template: 400 naming sucursal_ids). Neither regions nor branches: the base menu's prices",
  ),
  percent: Type.Optional(
    Type.Number({
      minimum: -90,
      maximum: 500,
      description: 'A change in percent (8 = +8 %, -10 = -10 %). Exactly one of percent and amount (400 naming it)',
    }),
  ),
  amount: Type.Optional(
    Type.Number({
      minimum: -PRICE_MAX,
      maximum: PRICE_MAX,
      description: 'A change in pesos, signed, at most two decimals. Exactly one of percent and amount',
    }),
  ),
  rounding: Type.Union(
    PRICE_ROUNDINGS.map((r) => Type.Literal(r)),
    {
      description:
        "Then rounded to the nearest: 'cent' none, 'peso' whole pesos, 'half' $0.50, 'ninety' N.90, 'five' $5 (never below $0)",
    },
  ),
  include_variants: Type.Optional(
    Type.Boolean({ default: true, description: "The selected products' variants too (default true)" }),
  ),
}

/** POST /v1/price-changes/preview. */
export const PriceChangeSelection = Type.Object(selection, { additionalProperties: false })

/** POST /v1/price-changes: now, or at run_at. */
export const PriceChangeBody = Type.Object(
  {
    ...selection,
    run_at: Type.Optional(
      Type.String({
        pattern: RUN_AT_PATTERN,
        'x-message': RUN_AT_MESSAGES.format,
        description:
          "Absent: now. 'YYYY-MM-DDTHH:mm': that wall-clock time in each branch's own time zone (regions: their first branch's; the base menu: the account's first branch's), one scheduled set per zone. Must be in the future (400 naming run_at)",
      }),
    ),
    name: Type.Optional(
      RequiredText({
        format: 'line',
        maxLength: 200,
        description: "With run_at: the scheduled sets' name (default 'Cambio de precios +8 % (.50)')",
      }),
    ),
  },
  { additionalProperties: false },
)

export const PriceChangePreview = Type.Object({
  items: Type.Array(
    Type.Object({
      target: Target,
      target_id: Type.Union([Type.Integer(), Type.Null()], { description: "The region's or branch's id; null: base" }),
      target_name: Type.String(),
      kind: Type.Union([Type.Literal('product'), Type.Literal('variant')]),
      id: Type.Integer(),
      name: Type.String({ description: "The product's name; a variant's as 'Group: Variant'" }),
      before: Type.Number({ description: 'The effective price there now (pesos)' }),
      after: Type.Number({ description: 'The price after the change and its rounding (pesos)' }),
    }),
    { description: 'Every price that changes (unchanged ones are left out), grouped by target' },
  ),
})

export const PriceChangeApplied = Type.Object({
  changed: Type.Integer({ description: 'Prices changed' }),
  history_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The one history entry of the change (POST /v1/history/{id}/undo reverts it whole)',
  }),
})

export const PriceChangeScheduled = Type.Object({
  scheduled: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'A scheduled set (GET /v1/scheduled-changes)' }),
      run_at: Type.String({ format: 'date-time', description: 'ISO instant (UTC)' }),
      time_zone: Type.String({ description: 'The zone its wall-clock time was read in' }),
    }),
  ),
})
