// The dishes diners add to 'Mi pedido' and the calls from each table
// (GET /v1/sucursales/{id}/demand, issue 45), typed by the OpenAPI contract.
import { api, unwrap } from '@menu/shared';

/**
 * A branch's demand over the last `days` days (today included): every enabled dish with how
 * many diners added it (once a day each; adds desc, then name; zeros included) and every
 * table with its calls ('Llamar al mesero', 'Pedir la cuenta').
 */
export const branchDemand = (id: number, days = 30) =>
  unwrap(api.GET('/v1/sucursales/{id}/demand', { params: { path: { id }, query: { days } } }));

export type BranchDemand = Awaited<ReturnType<typeof branchDemand>>;
export type DishDemand = BranchDemand['dishes'][number];
export type TableDemand = BranchDemand['tables'][number];
