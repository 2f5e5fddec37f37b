import { errorMessage } from '@menu/shared';
import { Alert, Spin, Typography } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { previewUrl } from '@menu/shared/menu/preview';
import { useId, useMemo, useState } from 'react';
import type { SaveStatus } from './useBrandSave';
import { useBranches } from '@menu/shared/data';

/** The page's preview URL (not counted as a view) with a version, so the frame loads it again after each save. */
const frameUrl = (menuUrl: string, version: number) =>
  version === 0 ? previewUrl(menuUrl) : `${previewUrl(menuUrl)}&v=${version}`;

const STATUS_TEXT: Record<SaveStatus, string> = { idle: '', saving: 'Guardando…', saved: 'Cambios guardados' };

/**
 * Vista previa: the real public menu of an enabled branch in a phone-sized frame, loaded again
 * after every save (`version`), with the save status above it.
 */
export function PreviewSection({ version, status }: { version: number; status: SaveStatus }) {
  const headingId = useId();
  const selectId = useId();
  // The data cache's branches list (Sucursal and 'Ver Menú' read the same one), enabled ones only.
  const list = useBranches();
  const branches = useMemo(() => list.data?.filter((branch) => branch.enabled) ?? null, [list.data]);
  const failure = list.isError ? errorMessage(list.error) : null;
  const [chosen, setChosen] = useState<number | null>(null);

  const branch = branches?.find((b) => b.id === chosen) ?? branches?.[0] ?? null;

  return (
    <section aria-labelledby={headingId} className="brand-preview">
      <div className="brand-preview-head">
        <Typography.Title level={2} id={headingId} className="brand-heading">
          Vista previa
        </Typography.Title>
        <Typography.Text type="secondary" role="status" aria-live="polite">
          {STATUS_TEXT[status]}
        </Typography.Text>
      </div>
      {branches && branches.length > 1 && (
        <Form layout="vertical" component="div">
          <Form.Item label="Sucursal" htmlFor={selectId} style={{ marginBottom: 12 }}>
            <Select
              id={selectId}
              value={branch?.id}
              onChange={(id: number) => setChosen(id)}
              options={branches.map((b) => ({ value: b.id, label: b.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Form>
      )}
      {failure ? (
        <Alert type="error" showIcon title="No se pudo cargar la vista previa" description={failure} />
      ) : !branches ? (
        <div className="brand-phone brand-phone-empty">
          <Spin />
        </div>
      ) : branch ? (
        <iframe className="brand-phone" title="Vista previa del menú" src={frameUrl(branch.menu_url, version)} />
      ) : (
        <div className="brand-phone brand-phone-empty">
          <Typography.Text type="secondary">Activa una sucursal para ver aquí tu menú.</Typography.Text>
        </div>
      )}
    </section>
  );
}
