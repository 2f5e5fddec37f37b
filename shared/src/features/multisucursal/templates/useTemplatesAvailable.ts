import { canAccess, profileAtom } from '@menu/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { listTemplates } from './api';

/**
 * Whether the board offers the master-enable modal: the plan allows Multisucursal
 * and the account has at least one template. The list is read once per board mount; any
 * failure (403 SCOPE_REQUIRED included) counts as no templates.
 */
export function useTemplatesAvailable(): boolean {
  const allowed = canAccess(useAtomValue(profileAtom), 'multisucursal');
  const [exist, setExist] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    listTemplates().then(
      (templates) => live && setExist(templates.length > 0),
      () => live && setExist(false),
    );
    return () => {
      live = false;
    };
  }, [allowed]);
  return allowed && exist;
}
