import type { Generated } from 'kysely'

/** A visitor's 'Mi pedido' at one branch (migration 0038, public-menu/order/). */
export interface OrderListsTable {
  /** The random value of the diner's cookie: nothing personal. */
  token: string
  sucursal_id: number
  account_id: number
  /** The table the list was last changed from (?mesa=n); null: none. */
  table_number: number | null
  /** JSON text: OrderItem[] (public-menu/order/list.ts). */
  items: string
  updated_at: string
}

/** 'Llamar al mesero' ('waiter') or 'Pedir la cuenta' ('bill') from a table (migration 0038, data/table-calls.ts). */
export interface TableCallsTable {
  id: Generated<number>
  account_id: number
  sucursal_id: number
  table_number: number
  kind: string
  created_at: string
  /** When staff marked it attended (or it expired); null: open. */
  attended_at: string | null
  /** The profile of the member who marked it; null: expired or not yet. */
  attended_by: number | null
}

/** A visitor added a dish to 'Mi pedido' on a local day (migration 0038, data/dish-adds.ts): one row, however often. */
export interface DishAddsTable {
  sucursal_id: number
  account_id: number
  /** 'YYYY-MM-DD' in APP_TIMEZONE, like the views. */
  day: string
  product_id: number
  /** The views' daily keyed hash of the visitor (views/counter.ts visitorHasher). */
  visitor: string
}
