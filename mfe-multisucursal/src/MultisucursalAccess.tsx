import { canAccess, profileAtom } from '@menu/shared';
import { PlanUpgrade } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

/**
 * Every tab of Multisucursal: its content for plans with the section (FRANCHISES or the
 * Templates scope), otherwise the invitation to upgrade ('Obtén acceso', 'Mejorar
 * Suscripción'); nothing is loaded then.
 */
export function MultisucursalAccess({ children }: { children: ReactNode }) {
  const profile = useAtomValue(profileAtom);
  if (!canAccess(profile, 'multisucursal')) return <PlanUpgrade variant="upgrade" />;
  return <>{children}</>;
}
