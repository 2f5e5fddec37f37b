import type { Branch } from '@menu/shared';
import { useBranches } from '@menu/shared/data';
import { useSearchParams } from '@menu/shared/router';

/** Whether the branch offers 'Mi pedido' and the waiter calls (its switch 'Pedidos y llamadas desde la mesa'). */
export const tableOrdersOn = (branch: Branch): boolean => branch.table_orders;

/**
 * The branches the person works on (GET /v1/sucursales lists a manager's or staff member's own)
 * and the one shown, kept in the address (/mesas?sucursal=3: a reload or a bookmark on the bar's
 * tablet opens the same one). Without a valid choice: the first branch taking calls, else the first.
 */
export function useChosenBranch() {
  const { data, isError, refetch } = useBranches();
  const [params, setParams] = useSearchParams();
  const branches = data ?? [];
  const asked = Number(params.get('sucursal'));
  const chosen = branches.find((branch) => branch.id === asked) ?? branches.find(tableOrdersOn) ?? branches[0] ?? null;
  const choose = (id: number) => setParams({ sucursal: String(id) }, { replace: true });
  return { branches, loading: !data && !isError, failed: isError, retry: () => void refetch(), chosen, choose };
}
