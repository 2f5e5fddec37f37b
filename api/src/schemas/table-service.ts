import { Type } from 'typebox'

/** A call from a table (data/table-calls.ts): 'Llamar al mesero' or 'Pedir la cuenta'. */
export const TableCall = Type.Object(
  {
    id: Type.Integer(),
    sucursal_id: Type.Integer(),
    table: Type.Integer({ minimum: 1, description: 'The table it came from (the menu opened with ?mesa=n)' }),
    kind: Type.Union([Type.Literal('waiter'), Type.Literal('bill')], {
      description: "waiter: 'Llamar al mesero'; bill: 'Pedir la cuenta'",
    }),
    created_at: Type.String({ format: 'date-time' }),
    attended_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When a member marked it attended (or it expired after 3 hours); null: open',
    }),
  },
  { $id: 'TableCall', title: 'TableCall' },
)

/** What diners want at a branch (GET /v1/sucursales/{id}/demand). */
export const SucursalDemand = Type.Object(
  {
    sucursal_id: Type.Integer(),
    days: Type.Integer({ description: 'The range: the last `days` local days (APP_TIMEZONE), today included' }),
    dishes: Type.Array(
      Type.Object({
        product_id: Type.Integer(),
        name: Type.String(),
        adds: Type.Integer({
          description: "Diners who added it to 'Mi pedido', each counted once per day (no cookie: a daily keyed hash)",
        }),
      }),
      {
        description:
          "Every dish enabled on the branch's menu (zeros included) and any dish added in the range and disabled since; " +
          'most added first, then by name',
      },
    ),
    tables: Type.Array(
      Type.Object({
        table: Type.Integer({ minimum: 1 }),
        calls: Type.Integer({ description: 'Calls of both kinds from the table in the range' }),
        waiter: Type.Integer({ description: "'Llamar al mesero'" }),
        bill: Type.Integer({ description: "'Pedir la cuenta'" }),
      }),
      { description: 'Every table of the branch (1..tables, zeros included), plus any other table that called' },
    ),
  },
  { $id: 'SucursalDemand', title: 'SucursalDemand' },
)

export const TABLE_SERVICE_SCHEMAS = [TableCall, SucursalDemand]
