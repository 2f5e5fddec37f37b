import { Type } from 'typebox'
import { ENTITIES } from '../history/tables.js'
import { Id } from './common.js'

/** The history of changes, its undo and the menu restored to a moment (history/*, docs/history.md). */

const Entity = Type.Enum([...ENTITIES], {
  description: 'What changed: brand (logo, colours, integrations), family, category, product, …, branch',
})
const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])
export const FieldChange = Type.Object({
  field: Type.String({
    description:
      "A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it " +
      "('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key",
  }),
  before: Value,
  after: Value,
  text: Type.String({
    description:
      "The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', " +
      "'Grupo de variantes «Extras» añadido'); for several items, the field's label only",
  }),
})

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String({
    description: "The person's e-mail when they made it; 'Clave API «name»' for an API key; '' for the system",
  }),
  member: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description:
      "The member who made it, by their name now (their e-mail when they gave none; the owner's is the account's). " +
      'null: the system, or a member removed since (actor keeps their e-mail)',
  }),
  action: Type.Enum(['create', 'update', 'delete', 'undo', 'restore', 'scheduled']),
  entity: Entity,
  entity_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: several items changed at once (count)' }),
  name: Type.String({ description: "The item's name at that moment; '' for several" }),
  count: Type.Integer({ minimum: 1 }),
  changes: Type.Array(FieldChange, { description: 'For several items: the fields, without values' }),
  label: Type.Union([Type.String(), Type.Null()], {
    description:
      "The scheduled set's name; a restore's moment in the account's time ('Menú al 27 de noviembre de 2026, 10:00')",
  }),
  undoes: Type.Union([Type.Integer(), Type.Null()]),
  undone_by: Type.Union([Type.Integer(), Type.Null()]),
})

export const HistoryQuery = Type.Object({
  entity: Type.Optional(Entity),
  entity_id: Type.Optional(Id()),
  member_id: Type.Optional(Id({ description: "Only the changes of this person (GET /v1/history/people's ids)" })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  // A page past ID_MAX is a 400 (its offset would overflow the database's integer): pages go as far as ids.
  page: Type.Optional(Id({ default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
})

/** A person of the account, for the history's filter. */
export const HistoryPerson = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Their name, or their e-mail when they gave none' }),
  email: Type.String(),
  role: Type.Enum(['owner', 'admin', 'manager', 'staff'], { description: 'Their role (shared/roles.json)' }),
})

export const HistoryPage = Type.Object({ items: Type.Array(HistoryEntry), total: Type.Integer({ minimum: 0 }) })

export const RestoreItem = Type.Object({
  entity: Entity,
  id: Type.Integer(),
  name: Type.String(),
  changes: Type.Array(FieldChange, { description: 'before: now; after: at that moment' }),
})
export const RestoreAt = Type.Object({ at: Type.String({ format: 'date-time' }) })
export const RestorePreview = Type.Object({
  at: Type.String({ format: 'date-time' }),
  created: Type.Array(RestoreItem, { description: 'Items that come back (nuevo)' }),
  updated: Type.Array(RestoreItem, { description: 'Items whose fields go back (actualizado)' }),
  deleted: Type.Array(RestoreItem, { description: 'Items made after that moment, removed (eliminado)' }),
})
export const RestoreResult = Type.Object({
  entry: Type.Union([HistoryEntry, Type.Null()], { description: 'null: nothing differed' }),
  created: Type.Integer(),
  updated: Type.Integer(),
  deleted: Type.Integer(),
})
