import { profileAtom, scopeLimit, SCOPES } from '@menu/shared';
import { useAtomValue } from 'jotai';
import { MultisucursalAccess } from '../MultisucursalAccess';
import { SucursalesBoard } from './SucursalesBoard';

/** The Sucursales tab: the board, for plans with Multisucursal (see MultisucursalAccess). */
export function SucursalesTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <MultisucursalAccess>
      <SucursalesBoard enabledLimit={scopeLimit(profile, SCOPES.sucursales)} />
    </MultisucursalAccess>
  );
}
