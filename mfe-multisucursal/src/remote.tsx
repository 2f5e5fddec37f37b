import type { RemoteModule } from '@menu/shared';
import { SectionPage } from '@menu/shared/ui';
import { Link, Navigate, useLocation } from '@menu/shared/router';
import { BranchesTab } from './branches/BranchesTab';
import { LocksTab } from './locks/LocksTab';
import { PricesTab } from './prices/PricesTab';
import { RegionsTab } from './regions/RegionsTab';
import { TemplatesTab } from './templates/TemplatesTab';
import { TablesSection } from './tables/TablesSection';

function MultisucursalSection() {
  const { pathname } = useLocation();
  // Menú > Historial of the open tab's kind: who changed a branch or a template, and the way back.
  let entity = pathname.startsWith('/multisucursal/templates') ? 'template' : 'branch';
  if (pathname.startsWith('/multisucursal/regiones')) entity = 'region';
  if (pathname.startsWith('/multisucursal/bloqueos')) entity = 'lock';
  // A bulk price change touches products, variants and templates: the whole history.
  const prices = pathname.startsWith('/multisucursal/precios');
  return (
    <SectionPage
      title="Multisucursal"
      extra={<Link to={prices ? '/menu/historial' : `/menu/historial?entity=${entity}`}>Historial</Link>}
      tabs={[
        { path: '/multisucursal/sucursales', label: 'Sucursales', children: <BranchesTab /> },
        { path: '/multisucursal/templates', label: 'Plantillas', children: <TemplatesTab /> },
        { path: '/multisucursal/regiones', label: 'Regiones', children: <RegionsTab /> },
        { path: '/multisucursal/bloqueos', label: 'Bloqueos', children: <LocksTab /> },
        { path: '/multisucursal/precios', label: 'Cambiar precios', children: <PricesTab /> },
      ]}
    />
  );
}

const remote: RemoteModule = {
  routes: [
    { path: 'multisucursal', element: <Navigate to="/multisucursal/sucursales" replace /> },
    { path: 'multisucursal/*', element: <MultisucursalSection /> },
    // Mesas (shared/sections.json 'tables'): its own section, the calls from the tables.
    { path: 'mesas', element: <TablesSection /> },
    { path: 'mesas/*', element: <TablesSection /> },
  ],
};

export default remote;
