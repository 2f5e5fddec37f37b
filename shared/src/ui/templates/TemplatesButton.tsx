import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import { Button } from '@menu/shared/kit';

/**
 * A row's 'Plantillas' button (spec 2): opens the master-enable modal for that item. An
 * icon button like Editar, Clonar and Eliminar, so the board's actions column fits it.
 */
export function TemplatesButton({ onClick, disabled }: { onClick(): void; disabled?: boolean }) {
  return <Button type="text" aria-label="Plantillas" title="Plantillas" icon={<ApartmentOutlined />} disabled={disabled} onClick={onClick} />;
}
