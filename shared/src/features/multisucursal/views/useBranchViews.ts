import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { branchViews, type BranchViews } from './api';

/** One Map per answer (not per render): the boards memoize their rows on it. */
const byBranchId = (list: BranchViews[]) => new Map(list.map((b) => [b.sucursal_id, b]));

/**
 * The account's branch views over the last `days` days, by branch id, through the panel's data
 * cache (Multisucursal's board and Configuración's chart share one answer; opened again within
 * the fresh time it asks nothing); `reload` asks again (e.g. when a chart opens, for the latest
 * counts). A failed reload keeps the counts already shown, with the error.
 */
export function useBranchViews(days = 30) {
  const query = useQuery(
    { queryKey: ['/v1/sucursales/views', { days }], queryFn: () => branchViews(days), select: byBranchId },
    queryClient(),
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { byBranch: query.data, error: query.error ?? undefined, reload };
}
