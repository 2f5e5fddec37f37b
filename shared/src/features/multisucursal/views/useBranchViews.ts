import { useCallback, useEffect, useState } from 'react';
import { branchViews, type BranchViews } from './api';

/** The account's branch views over the last `days` days, by branch id; reloads on demand (e.g. when a chart opens). */
export function useBranchViews(days = 30) {
  const [state, setState] = useState<{ byBranch?: Map<number, BranchViews>; error?: unknown }>({});
  const load = useCallback(() => {
    let current = true;
    branchViews(days).then(
      (list) => current && setState({ byBranch: new Map(list.map((b) => [b.sucursal_id, b])) }),
      (error: unknown) => current && setState((old) => ({ ...old, error })),
    );
    return () => {
      current = false;
    };
  }, [days]);
  useEffect(load, [load]);
  return { ...state, reload: load };
}
