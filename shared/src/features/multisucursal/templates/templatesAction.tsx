import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import type { RowAction } from '@menu/shared/ui';

/** A row's 'Plantillas' action: opens the master-enable modal for that item. */
export function templatesAction<T>(onClick: (item: T) => void): RowAction<T> {
  return { key: 'templates', label: 'Plantillas', icon: <ApartmentOutlined />, onClick };
}
