import type { RemoteModule } from '@menu/shared';
import { Placeholder, SectionPage } from '@menu/shared/ui';
import { Navigate } from 'react-router-dom';

function MenuSection() {
  return (
    <SectionPage
      title="Menú"
      tabs={[
        { path: '/menu/categories', label: 'Familias y Categorías', children: <Placeholder what="Familias y Categorías" /> },
        { path: '/menu/products', label: 'Productos', children: <Placeholder what="Productos" /> },
        { path: '/menu/variants', label: 'Variantes', children: <Placeholder what="Variantes" /> },
        { path: '/menu/tags', label: 'Etiquetas', children: <Placeholder what="Etiquetas" /> },
      ]}
    />
  );
}

const remote: RemoteModule = {
  routes: [
    { path: 'menu', element: <Navigate to="/menu/categories" replace /> },
    { path: 'menu/*', element: <MenuSection /> },
  ],
};

export default remote;
