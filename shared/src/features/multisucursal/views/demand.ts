// The dishes diners add to 'Mi pedido' and the calls from each table
// (GET /v1/sucursales/{id}/demand, issue 45).
import { api, unwrap } from '@menu/shared';

/** A dish of the branch's menu and how many diners added it (one a day per diner). */
export interface DishDemand {
  product_id: number;
  name: string;
  adds: number;
}

/** A table's calls over the period: all, 'Llamar al mesero' and 'Pedir la cuenta'. */
export interface TableDemand {
  table: number;
  calls: number;
  waiter: number;
  bill: number;
}

/** Every enabled dish (adds desc, then name; zeros included) and the tables that called. */
export interface BranchDemand {
  sucursal_id: number;
  days: number;
  dishes: DishDemand[];
  tables: TableDemand[];
}

type Answer = { data?: { info?: BranchDemand }; error?: unknown; response: Response };

// Typed here until the generated OpenAPI types (shared/src/api/schema.d.ts) carry the path.
const getDemand = api.GET as unknown as (
  path: '/v1/sucursales/{id}/demand',
  init: { params: { path: { id: number }; query: { days: number } } },
) => Promise<Answer>;

/** The branch's demand over the last `days` days (today included). */
export const branchDemand = (id: number, days = 30): Promise<BranchDemand> =>
  unwrap(getDemand('/v1/sucursales/{id}/demand', { params: { path: { id }, query: { days } } }));
