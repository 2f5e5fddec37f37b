import type { RemoteModule } from '@menu/shared';
import { SectionPage } from '@menu/shared/ui';
import { ViewMenuButton } from './header/ViewMenuButton';
import { Navigate } from '@menu/shared/router';
import { AllergenBoard } from './allergens/AllergenBoard';
import { FamiliesBoard } from './families/FamiliesBoard';
import { ProductsBoard } from './products/ProductsBoard';
import { TagsBoard } from './tags/TagsBoard';
import { TranslationsBoard } from './translations/TranslationsBoard';
import { VariantsBoard } from './variants/VariantsBoard';

function MenuSection() {
  return (
    <SectionPage
      title="Menú"
      extra={<ViewMenuButton />}
      tabs={[
        { path: '/menu/categories', label: 'Familias y Categorías', children: <FamiliesBoard /> },
        { path: '/menu/products', label: 'Productos', children: <ProductsBoard /> },
        { path: '/menu/variants', label: 'Variantes', children: <VariantsBoard /> },
        { path: '/menu/tags', label: 'Etiquetas', children: <TagsBoard /> },
        { path: '/menu/allergens', label: 'Alérgenos', children: <AllergenBoard /> },
        { path: '/menu/translations', label: 'Traducciones', children: <TranslationsBoard /> },
      ]}
    />
  );
}

const remote: RemoteModule = {
  // The boards are drawn with the light kit; their editors and menus bring antd when opened.
  light: true,
  routes: [
    { path: 'menu', element: <Navigate to="/menu/categories" replace /> },
    { path: 'menu/*', element: <MenuSection /> },
  ],
};

export default remote;
