import { MultisucursalAccess } from '../MultisucursalAccess';
import { LocksBoard } from './LocksBoard';

/** The Bloqueos tab: the field locks, for plans with Multisucursal (see MultisucursalAccess). */
export function LocksTab() {
  return (
    <MultisucursalAccess>
      <LocksBoard />
    </MultisucursalAccess>
  );
}
