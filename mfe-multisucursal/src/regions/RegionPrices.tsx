import { EditorModal } from '@menu/shared/ui';
import { RowsForm } from '../templates/editor/RowsForm';
import type { Region } from './api';

/**
 * 'Precios de la región': the region's price, Activo and description rows in the template
 * editor (its branches take them where their template says nothing), saved with
 * 'Actualizar precios'.
 */
export function RegionPrices({
  region,
  readOnly = false,
  onClose,
  onSaved,
}: {
  region: Region | null;
  /** A role that reads the region's prices but may not change them (a Gerente). */
  readOnly?: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <EditorModal
      open={region !== null}
      title={region ? `Precios de la región «${region.name}»` : ''}
      onClose={onClose}
      width={1120}
    >
      {region && (
        <RowsForm
          owner={{ kind: 'region', id: region.id, name: region.name }}
          readOnly={readOnly}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </EditorModal>
  );
}
