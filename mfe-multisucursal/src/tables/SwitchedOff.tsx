import { canAccess, profileAtom, useCan, useRole, type Branch } from '@menu/shared';
import { Alert } from '@menu/shared/kit';
import { panelAllows } from '@menu/shared/roles';
import { Link } from '@menu/shared/router';
import { useAtomValue } from 'jotai';

/**
 * A branch that does not take orders and calls from the table. Who may edit the branch is shown
 * where its switch is: Multisucursal > Sucursales (the branch editor), or Configuración > General
 * on a plan without Multisucursal (its one branch); the others only read why nothing comes.
 */
export function SwitchedOff({ branch }: { branch: Branch }) {
  const profile = useAtomValue(profileAtom);
  const role = useRole();
  const can = useCan();
  const target = canAccess(profile, 'multisucursal')
    ? { path: '/multisucursal/sucursales', label: 'Multisucursal > Sucursales' }
    : { path: '/settings/general', label: 'Configuración > General' };
  const edits = can('PUT', '/v1/sucursales/{id}') && panelAllows(role, target.path);
  return (
    <Alert
      type="info"
      showIcon
      title="Los pedidos y llamadas desde la mesa están apagados en esta sucursal."
      description={
        edits ? (
          <>
            Actívalos en <Link to={target.path}>{target.label}</Link>: edita {branch.name} y enciende «Pedidos y
            llamadas desde la mesa».
          </>
        ) : (
          'Pide a quien administra el menú que los active.'
        )
      }
    />
  );
}
