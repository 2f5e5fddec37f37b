import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { listMembers, MEMBERS_KEY } from './api';

/**
 * The team changes by other people's doing too (an invitation accepted, a sign-in's last access), which
 * no write of this panel marks: opening the tab always reads it again, showing the cached rows meanwhile.
 */
const membersQuery = { queryKey: [MEMBERS_KEY] as const, queryFn: listMembers, refetchOnMount: 'always' as const };

/** The team through the panel's one data cache (another screen's write under /v1/members marks it stale). */
export const useMembers = () => useQuery(membersQuery, queryClient());

/**
 * After this tab's own write: read the team again at once (an API write only marks the cached
 * lists stale; the mounted table would otherwise keep the old rows until its next mount).
 */
export const refreshMembers = () => queryClient().invalidateQueries({ queryKey: [MEMBERS_KEY] });
