import type { RemoteModule } from '@menu/shared';
import { SectionPage } from '@menu/shared/ui';
import { Navigate } from '@menu/shared/router';
import { BranchesTab } from './branches/BranchesTab';
import { TemplatesTab } from './templates/TemplatesTab';

function MultisucursalSection() {
  return (
    <SectionPage
      title="Multisucursal"
      tabs={[
        { path: '/multisucursal/sucursales', label: 'Sucursales', children: <BranchesTab /> },
        { path: '/multisucursal/templates', label: 'Plantillas', children: <TemplatesTab /> },
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
