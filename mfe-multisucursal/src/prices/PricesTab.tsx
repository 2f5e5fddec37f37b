import { MultisucursalAccess } from '../MultisucursalAccess';
import { PricesBoard } from './PricesBoard';

/** The Cambiar precios tab: bulk price changes, for plans with Multisucursal (see MultisucursalAccess). */
export function PricesTab() {
  return (
    <MultisucursalAccess>
      <PricesBoard />
    </MultisucursalAccess>
  );
}
