import { profileAtom, scopeLimit, SCOPES } from '@menu/shared';
import { useAtomValue } from 'jotai';
import { MultisucursalAccess } from '../MultisucursalAccess';
import { BranchesBoard } from './BranchesBoard';

/** The Sucursales tab: the board, for plans with Multisucursal (see MultisucursalAccess). */
export function BranchesTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <MultisucursalAccess>
      <BranchesBoard enabledLimit={scopeLimit(profile, SCOPES.branches)} />
    </MultisucursalAccess>
  );
}
