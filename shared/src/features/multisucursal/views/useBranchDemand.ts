import { canUse, canWith, profileAtom, sessionStore } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { branchDemand } from './demand';

/**
 * Whether the signed-in person sees the demand: the plan offers the table service (FREEMIUM
 * does not) and the role may read it (Personal may not). Derived, so a reloaded profile of
 * the same plan and role re-renders nothing. No profile (not signed in yet): nothing.
 */
const demandShownAtom = atom((get) => {
  const profile = get(profileAtom);
  return Boolean(profile) && canUse(profile, 'tableService') && canWith(profile, 'GET', '/v1/sucursales/{id}/demand');
});

/**
 * A branch's demand over the last `days` days through the panel's data cache (opened again
 * within the fresh time it asks nothing). `shown` false: the plan or the role has no demand;
 * nothing is asked and nothing is to be shown.
 */
export function useBranchDemand(branchId: number, days = 30) {
  const shown = useAtomValue(demandShownAtom, { store: sessionStore });
  const query = useQuery(
    {
      queryKey: ['/v1/sucursales/{id}/demand', { id: branchId, days }],
      queryFn: () => branchDemand(branchId, days),
      enabled: shown,
    },
    queryClient(),
  );
  return { shown, demand: shown ? query.data : undefined, error: shown ? (query.error ?? undefined) : undefined };
}
