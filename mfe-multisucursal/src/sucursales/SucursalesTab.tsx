import { canAccess, profileAtom, scopeLimit, SCOPES } from '@menu/shared';
import { PlanUpgrade } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { SucursalesBoard } from './SucursalesBoard';

/**
 * The Sucursales tab: the board for plans with Multisucursal (FRANCHISES or the Templates
 * scope, spec 6), otherwise the invitation to upgrade ('Obtén acceso', 'Mejorar Suscripción').
 */
export function SucursalesTab() {
  const profile = useAtomValue(profileAtom);
  if (!canAccess(profile, 'multisucursal')) return <PlanUpgrade variant="upgrade" />;
  return <SucursalesBoard enabledLimit={scopeLimit(profile, SCOPES.sucursales)} />;
}
