import type { RemoteModule } from '@menu/shared';
import { deferredAntd, SectionPage } from '@menu/shared/ui';
import { ViewMenuButton } from './header/ViewMenuButton';
import { Navigate } from '@menu/shared/router';
import { AllergenBoard } from './allergens/AllergenBoard';
import { FamiliesBoard } from './families/FamiliesBoard';
import { ProductsBoard } from './products/ProductsBoard';
import { TagsBoard } from './tags/TagsBoard';
import { TranslationsBoard } from './translations/TranslationsBoard';
import { VariantsBoard } from './variants/VariantsBoard';

// Historial and Cambios programados draw with antd's pickers and selects: their code and antd
// load when one is opened, not with the boards, and they render in the panel's antd context
// (its theme: the brand's primary colour, Spanish locale).
const loading = () => <div role="status" aria-busy="true" aria-label="Cargando" />;
const HistoryBoard = deferredAntd<object>(() => import('./history/HistoryBoard').then((m) => m.HistoryBoard), loading);
// Menú del día draws with antd too (its steps editor): it loads when opened, not with the boards.
const DailyBoard = deferredAntd<object>(() => import('./daily/DailyBoard').then((m) => m.DailyBoard), loading);
const ScheduledBoard = deferredAntd<object>(
  () => import('./scheduled/ScheduledBoard').then((m) => m.ScheduledBoard),
  loading,
);

function MenuSection() {
  return (
    <SectionPage
      title="Menú"
      extra={<ViewMenuButton />}
      tabs={[
        { path: '/menu/categories', label: 'Familias y Categorías', children: <FamiliesBoard /> },
        { path: '/menu/products', label: 'Productos', children: <ProductsBoard /> },
        // 'Del día' on the tab (its name 'Menú del día'): with the full words the nine tabs take two lines at 1280 px.
        { path: '/menu/del-dia', label: 'Del día', ariaLabel: 'Menú del día', children: <DailyBoard /> },
        { path: '/menu/variants', label: 'Variantes', children: <VariantsBoard /> },
        { path: '/menu/tags', label: 'Etiquetas', children: <TagsBoard /> },
        { path: '/menu/allergens', label: 'Alérgenos', children: <AllergenBoard /> },
        { path: '/menu/translations', label: 'Traducciones', children: <TranslationsBoard /> },
        { path: '/menu/historial', label: 'Historial', children: <HistoryBoard /> },
        { path: '/menu/programados', label: 'Cambios programados', children: <ScheduledBoard /> },
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
