// The account's enabled branches (GET /v1/sucursales), as the branch step and the summary read them.
import { errorMessage, type Branch } from '@menu/shared';
import { fetchBranches } from '@menu/shared/data';
import { useCallback, useEffect, useState } from 'react';

export interface EnabledBranches {
  /** In the API's order (by id: oldest first); null while loading or when not asked. */
  enabled: Branch[] | null;
  error: string | null;
  reload: () => Promise<void>;
}

/** Loads the enabled branches once `wanted` is true (a summary that does not need them asks nothing). */
export function useEnabledBranches(wanted = true): EnabledBranches {
  const [enabled, setEnabled] = useState<Branch[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setError(null);
    try {
      const branches = await fetchBranches();
      setEnabled(branches.filter((branch) => branch.enabled));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    if (wanted) void reload();
  }, [wanted, reload]);

  return { enabled, error, reload };
}

/** The branch a renewal keeps when the new plan allows one: the oldest enabled (ids grow with creation). */
export const oldestOf = (branches: Branch[]): Branch | null =>
  branches.reduce<Branch | null>(
    (oldest, branch) => (oldest === null || branch.id < oldest.id ? branch : oldest),
    null,
  );
