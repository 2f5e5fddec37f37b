import { errorMessage } from '@menu/shared';
import { Alert, Button, Space, Typography } from '@menu/shared/antd';
import { DatePicker } from '@menu/shared/antd/editor';
import { Result } from '@menu/shared/kit';
import { dayjs } from '@menu/shared/format/dates';
import { EditorModal, useNotify } from '@menu/shared/ui';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PlanPreview, planSummary, plural, type PlanItem } from '../sheet/PlanPreview';
import { applyRestore, previewRestore } from './api';
import { ENTITY_LABELS, changeText } from './labels';
import type { RestoreItem, RestorePreview, RestoreResult } from './types';

const MOMENT_FORMAT = 'DD/MM/YYYY HH:mm';

const planItem = (item: RestoreItem, withChanges: boolean): PlanItem => ({
  key: `${item.entity}:${item.id}`,
  type: ENTITY_LABELS[item.entity] ?? item.entity,
  name: item.name,
  ...(withChanges ? { changes: item.changes.map(changeText).join('; ') } : {}),
});

/** What restoring does, as the shared preview of a plan: nuevo (comes back), actualizado, eliminado (made after it). */
export function RestorePreviewView({ preview }: { preview: RestorePreview }) {
  return (
    <PlanPreview
      summary={planSummary({
        created: preview.created.length,
        updated: preview.updated.length,
        removed: preview.deleted.length,
      })}
      description="Los nuevos vuelven al menú, los actualizados recuperan sus valores de ese momento y los eliminados se crearon después: se quitan."
      created={preview.created.map((item) => planItem(item, false))}
      updated={preview.updated.map((item) => planItem(item, true))}
      removed={preview.deleted.map((item) => planItem(item, false))}
    />
  );
}

/**
 * 'Restaurar el menú al…': pick a moment -> 'Ver cambios' (GET /v1/history/restore, nothing
 * is written) -> 'Restaurar' with a confirmation (POST, all or nothing) -> the counts.
 * `onApplied` reloads the history (the restore is an entry of its own).
 */
export function RestoreModal({ open, onClose, onApplied }: { open: boolean; onClose(): void; onApplied(): void }) {
  const { modal } = useNotify();
  const [moment, setMoment] = useState<Dayjs | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [applying, setApplying] = useState(false);
  const [result, setResult] = useState<RestoreResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMoment(null);
    setPreview(null);
    setResult(null);
    setError(null);
    onClose();
  };

  const check = async () => {
    if (!moment) return;
    setChecking(true);
    setError(null);
    try {
      setPreview(await previewRestore(moment.toISOString()));
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };

  const apply = async (at: string) => {
    setApplying(true);
    setError(null);
    try {
      setResult(await applyRestore(at));
      onApplied();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setApplying(false);
    }
  };

  const confirmApply = () => {
    if (!preview) return;
    modal.confirm({
      title: `¿Restaurar el menú al ${dayjs(preview.at).format('D [de] MMMM, HH:mm')}?`,
      content: `${planSummary({ created: preview.created.length, updated: preview.updated.length, removed: preview.deleted.length })}. Se aplica todo o nada, y queda en el historial.`,
      okText: 'Restaurar',
      cancelText: 'Cancelar',
      onOk: () => void apply(preview.at),
    });
  };

  const nothing = preview ? preview.created.length + preview.updated.length + preview.deleted.length === 0 : true;

  return (
    <EditorModal open={open} title="Restaurar el menú al…" onClose={close} width={760}>
      {result ? (
        <Result
          status="success"
          title="Menú restaurado"
          subTitle={`${plural(result.created, 'recuperado', 'recuperados')}, ${plural(result.updated, 'actualizado', 'actualizados')}, ${plural(result.deleted, 'eliminado', 'eliminados')}.`}
          extra={
            <Button type="primary" onClick={close}>
              Cerrar
            </Button>
          }
        />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Elige el momento al que quieres regresar el menú. Antes de aplicar nada verás lo que cambia.
          </Typography.Paragraph>
          <DatePicker
            aria-label="Fecha y hora"
            showTime={{ format: 'HH:mm' }}
            format={MOMENT_FORMAT}
            placeholder="Fecha y hora"
            value={moment}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(value) => {
              setMoment(value);
              setPreview(null);
            }}
            style={{ width: 240 }}
          />
          {error && <Alert type="error" showIcon message={error} />}
          {preview &&
            (nothing ? (
              <Alert type="info" showIcon message="El menú ya está como en ese momento: no hay nada que restaurar." />
            ) : (
              <RestorePreviewView preview={preview} />
            ))}
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={close} disabled={applying}>
              Cancelar
            </Button>
            {preview && !nothing ? (
              <Button type="primary" danger onClick={confirmApply} loading={applying}>
                Restaurar
              </Button>
            ) : (
              <Button type="primary" onClick={() => void check()} disabled={!moment} loading={checking}>
                Ver cambios
              </Button>
            )}
          </div>
        </Space>
      )}
    </EditorModal>
  );
}
