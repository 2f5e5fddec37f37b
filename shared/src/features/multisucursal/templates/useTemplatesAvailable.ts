import { canAccess, canWith, profileAtom } from '@menu/shared';
import { listQuery, queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/**
 * Whether the board offers the master-enable modal: the plan allows Multisucursal, the person's
 * role reads templates and the account has at least one template. The templates are the data cache's list (read within its
 * fresh time it asks nothing; a template created or deleted elsewhere counts at once); any
 * failure (403 SCOPE_REQUIRED included) counts as no templates.
 */
export function useTemplatesAvailable(): boolean {
  const profile = useAtomValue(profileAtom);
  // Staff may not read templates (shared/roles.json): no request that would only be refused.
  const allowed = canAccess(profile, 'multisucursal') && canWith(profile, 'GET', '/v1/templates');
  const templates = useQuery({ ...listQuery('/v1/templates'), enabled: allowed }, queryClient());
  return allowed && !templates.isError && (templates.data?.length ?? 0) > 0;
}
