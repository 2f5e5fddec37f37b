import { MultisucursalAccess } from '../MultisucursalAccess';
import { TemplatesBoard } from './TemplatesBoard';

/** The Plantillas tab: the board, for plans with Multisucursal (see MultisucursalAccess). */
export function TemplatesTab() {
  return (
    <MultisucursalAccess>
      <TemplatesBoard />
    </MultisucursalAccess>
  );
}
