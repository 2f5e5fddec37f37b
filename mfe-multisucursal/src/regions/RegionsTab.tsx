import { MultisucursalAccess } from '../MultisucursalAccess';
import { RegionsBoard } from './RegionsBoard';

/** The Regiones tab: the board, for plans with Multisucursal (see MultisucursalAccess). */
export function RegionsTab() {
  return (
    <MultisucursalAccess>
      <RegionsBoard />
    </MultisucursalAccess>
  );
}
