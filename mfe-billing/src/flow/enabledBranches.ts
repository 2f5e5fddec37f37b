// The account's enabled branches (GET /v1/sucursales), as the branch step and the summary read them.
import { errorMessage, type Branch } from '@menu/shared';
import { listQuery, queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface EnabledBranches {
  /** In the API's order (by id: oldest first); null while loading or when not asked. */
  enabled: Branch[] | null;
  error: string | null;
  reload: () => Promise<void>;
}

/** One array per answer (not per render). */
const enabledOnly = (branches: Branch[]) => branches.filter((branch) => branch.enabled);

/**
 * The enabled branches once `wanted` is true (a summary that does not need them asks nothing),
 * from the data cache's branches list: the step opened again within the fresh time asks nothing,
 * and a branch enabled or disabled elsewhere in the panel shows. While a retry is under way the
 * error gives way to the loading state, as a first read.
 */
export function useEnabledBranches(wanted = true): EnabledBranches {
  const query = useQuery({ ...listQuery('/v1/sucursales'), enabled: wanted, select: enabledOnly }, queryClient());
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const failed = query.isError && !query.isFetching;
  return {
    enabled: wanted && !failed ? (query.data ?? null) : null,
    error: failed ? errorMessage(query.error) : null,
    reload,
  };
}

/** The branch a renewal keeps when the new plan allows one: the oldest enabled (ids grow with creation). */
export const oldestOf = (branches: Branch[]): Branch | null =>
  branches.reduce<Branch | null>(
    (oldest, branch) => (oldest === null || branch.id < oldest.id ? branch : oldest),
    null,
  );
