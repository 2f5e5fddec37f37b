import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { loadRows, rowsKey, type RowsOwner } from './owner';

/**
 * The editor's rows: a new template lists the base menu at its base values; an existing one
 * (or a region) its four lists, completed from the base menu. One query of the panel's data
 * cache, under the owner's key: opened again within the fresh time it draws at once and asks
 * nothing, and a write to a template or to the base menu (products, groups, promotions, ads all
 * name '/v1/templates' in shared/src/data/writes.ts) marks it stale, so the next opening reads
 * anew. Rows do not change while the editor is open (a mounted query is not refetched by a write).
 * `retry` reads again after a failure, showing the loading state meanwhile, as a first read.
 */
export function useEditorRows(owner: RowsOwner) {
  const query = useQuery(
    {
      queryKey: rowsKey(owner),
      queryFn: () => loadRows(owner),
      // Thousands of derived rows: a new answer replaces them whole instead of being compared deeply.
      structuralSharing: false,
    },
    queryClient(),
  );
  const failed = query.isError && !query.isFetching;
  return {
    rows: failed ? undefined : query.data,
    error: failed ? query.error : undefined,
    retry: () => void query.refetch(),
  };
}
