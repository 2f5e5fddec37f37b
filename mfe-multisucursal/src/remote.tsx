import type { RemoteModule } from '@menu/shared';
import { Placeholder, SectionPage } from '@menu/shared/ui';
import { Navigate } from 'react-router-dom';
import { SucursalesTab } from './sucursales/SucursalesTab';

function MultisucursalSection() {
  return (
    <SectionPage
      title="Multisucursal"
      tabs={[
        { path: '/multisucursal/sucursales', label: 'Sucursales', children: <SucursalesTab /> },
        { path: '/multisucursal/templates', label: 'Plantillas', children: <Placeholder what="Plantillas" /> },
      ]}
    />
  );
}

const remote: RemoteModule = {
  routes: [
    { path: 'multisucursal', element: <Navigate to="/multisucursal/sucursales" replace /> },
    { path: 'multisucursal/*', element: <MultisucursalSection /> },
  ],
};

export default remote;
