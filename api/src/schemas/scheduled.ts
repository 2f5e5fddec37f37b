import { Type } from 'typebox'
import { RUN_AT_MESSAGES, RUN_AT_PATTERN } from '../scheduled/run-at.js'
import { SCHEDULED_ENTITIES } from '../scheduled/entities.js'
import { Id, Name } from './common.js'
import { ComboFields, Price } from './menu.js'

/** Schemas of /v1/scheduled-changes (scheduled/, docs/scheduled-changes.md). */

const [PRODUCT, VARIANT, PROMOTION, ADVERTISING] = SCHEDULED_ENTITIES
const Entity = Type.Union(
  [Type.Literal(PRODUCT), Type.Literal(VARIANT), Type.Literal(PROMOTION), Type.Literal(ADVERTISING)],
  {
    description:
      'What the change touches: product {price, enabled, kind, steps, daily}, variant {price, enabled}, promotion {enabled}, advertising {enabled}',
  },
)

const Fields = Type.Object(
  {
    price: Type.Optional(Price),
    enabled: Type.Optional(Type.Boolean()),
    ...ComboFields,
  },
  {
    additionalProperties: false,
    minProperties: 1,
    'x-message': {
      minProperties: 'Indica qué cambia: el precio o si está activo.',
      additionalProperties: 'Solo se programan el precio, si está activo y los pasos de un combo.',
    },
    description:
      "price (pesos, as the product API takes it; products and variants only) and/or enabled; a product's kind, steps and daily (docs/combos.md). Checked with the rules of the item's own update: errors name changes.N.fields.<field>",
  },
)

/** POST /v1/scheduled-changes. */
export const NewScheduledChange = Type.Object({
  name: Name,
  run_at: Type.String({
    pattern: RUN_AT_PATTERN,
    'x-message': RUN_AT_MESSAGES.format,
    description:
      "When to apply it: an instant with its offset ('2027-01-01T08:00:00-06:00', '…Z'), or 'YYYY-MM-DDTHH:mm' read in the time zone of the account's first branch. Must be in the future (400 naming run_at)",
  }),
  changes: Type.Array(
    Type.Object({
      entity: Entity,
      id: Id({ description: "One of the account's items of that kind (else 404 naming changes.N.id)" }),
      fields: Fields,
    }),
    { minItems: 1, maxItems: 500, description: 'Applied all or nothing, in one transaction, at run_at' },
  ),
})

/** A scheduled set as the list shows it. */
export const ScheduledChange = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    run_at: Type.String({ format: 'date-time', description: 'ISO instant (UTC)' }),
    status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('applied'),
      Type.Literal('failed'),
      Type.Literal('cancelled'),
    ]),
    changes: Type.Array(
      Type.Object({
        entity: Entity,
        id: Type.Integer({ minimum: 1 }),
        name: Type.String({ description: "The item's name when the set was scheduled" }),
        fields: Type.Object({
          price: Type.Optional(Type.Number()),
          enabled: Type.Optional(Type.Boolean()),
          ...ComboFields,
        }),
        template_id: Type.Optional(
          Type.Integer({
            minimum: 1,
            description:
              "A region's or branch's own row (bulk price changes, POST /v1/price-changes); absent: the item",
          }),
        ),
        target: Type.Optional(Type.String({ description: "With template_id: the region's or branch's name" })),
      }),
    ),
    created_at: Type.String({ format: 'date-time' }),
    applied_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the job applied it; null otherwise',
    }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: "Why it failed, in Spanish ('El producto «Tacos» ya no existe.'); null otherwise",
    }),
  },
  { $id: 'ScheduledChange', title: 'ScheduledChange' },
)

/** The pending sets that change one item: what deleting it would make fail (GET /v1/products/{id}/scheduled-changes). */
export const PendingScheduledSets = Type.Object({
  time_zone: Type.String({
    description: "The zone the sets' dates read in: the account's first branch's (else the app's), as run_at was read",
  }),
  items: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      name: Type.String(),
      run_at: Type.String({ format: 'date-time', description: 'ISO instant (UTC)' }),
    }),
    { description: 'Pending sets only, soonest first' },
  ),
})

export const SCHEDULED_SCHEMAS = [ScheduledChange]
