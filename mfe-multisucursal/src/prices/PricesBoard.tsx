import { errorMessage } from '@menu/shared';
import { Alert, Button, Input, Typography } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { formatPrice } from '@menu/shared/format/price';
import { Link } from '@menu/shared/router';
import { type ReactNode, useState } from 'react';
import { applyPriceChange, type PreviewRow, previewPriceChange } from './api';
import {
  type Draft,
  draftProblem,
  EMPTY_DRAFT,
  groupPreview,
  pricesCount,
  scheduledBody,
  selectionOf,
  TARGET_NOUN,
} from './draft';
import { PriceChangeForm } from './PriceChangeForm';

export const PRICES_INTRO =
  'Sube o baja muchos precios a la vez: elige los productos, dónde cambian, el cambio y su redondeo. ' +
  'Revisa la vista previa y aplícalo ahora o prográmalo.';

const KIND: Record<PreviewRow['kind'], string> = { product: 'Producto', variant: 'Variante' };

/** Multisucursal > Cambiar precios: a bulk price change, previewed, then applied now or scheduled. */
export function PricesBoard() {
  const [done, setDone] = useState<{ title: string; description: ReactNode } | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | 'schedule' | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const problem = draftProblem(draft);

  // Any change of the form makes the preview out of date: it is shown again before applying.
  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setPreview(null);
    setError(null);
    setDone(null);
  };

  const run = async (kind: 'preview' | 'apply' | 'schedule', work: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const showPreview = () =>
    run('preview', async () => {
      setPreview((await previewPriceChange(selectionOf(draft))).items);
    });

  const applyNow = () =>
    run('apply', async () => {
      const answer = await applyPriceChange(selectionOf(draft));
      const changed = 'changed' in answer ? answer.changed : 0;
      setDone({
        title: `Precios cambiados: ${pricesCount(changed)}`,
        description: (
          <>
            Quedó en el <Link to="/menu/historial">Historial</Link>: ahí puedes deshacerlo.
          </>
        ),
      });
      setPreview(null);
    });

  const schedule = () =>
    run('schedule', async () => {
      const answer = await applyPriceChange(scheduledBody(draft, date, time));
      const sets = 'scheduled' in answer ? answer.scheduled : [];
      setDone({
        title: sets.length === 1 ? 'Cambio programado' : `Cambio programado en ${sets.length} zonas horarias`,
        description: (
          <>
            Se aplicará el {date} a las {time}, hora local de cada sucursal. Míralo en{' '}
            <Link to="/menu/programados">Cambios programados</Link>.
          </>
        ),
      });
      setPreview(null);
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
        {PRICES_INTRO}
      </Typography.Paragraph>
      <PriceChangeForm draft={draft} onChange={edit} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="primary"
          disabled={problem !== null}
          loading={busy === 'preview'}
          onClick={() => void showPreview()}
        >
          Vista previa
        </Button>
        {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </div>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {done && <Alert type="success" showIcon title={done.title} description={done.description} />}
      {preview && (
        <PreviewTables
          rows={preview}
          actions={
            preview.length > 0 && (
              <div style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}>
                <Button
                  type="primary"
                  loading={busy === 'apply'}
                  disabled={busy !== null}
                  onClick={() => void applyNow()}
                >
                  Aplicar ahora
                </Button>
                <fieldset style={{ display: 'flex', gap: 8, alignItems: 'end', border: 0, padding: 0, margin: 0 }}>
                  <div>
                    <label htmlFor="price-change-date">Fecha</label>
                    <Input id="price-change-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                  </div>
                  <div>
                    <label htmlFor="price-change-time">Hora</label>
                    <Input id="price-change-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
                  </div>
                  <Button
                    loading={busy === 'schedule'}
                    disabled={busy !== null || !date || !time}
                    onClick={() => void schedule()}
                  >
                    Programar
                  </Button>
                </fieldset>
                <Typography.Text type="secondary">Hora local de cada sucursal.</Typography.Text>
              </div>
            )
          }
        />
      )}
    </div>
  );
}

/** Every price before and after, one table per region, branch or the base menu, with the count. */
function PreviewTables({ rows, actions }: { rows: PreviewRow[]; actions: ReactNode }) {
  if (rows.length === 0)
    return <Alert type="info" showIcon title="Ningún precio cambia con esta selección y este cambio." />;
  return (
    <section aria-label="Vista previa" style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Cambian {pricesCount(rows.length)}
      </Typography.Title>
      {groupPreview(rows).map((group) => (
        <Table<PreviewRow>
          key={group.key}
          aria-label={group.name}
          size="small"
          rowKey={(r) => `${r.kind}:${r.id}`}
          dataSource={group.rows}
          pagination={group.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          title={() => (
            <strong>
              {TARGET_NOUN[group.target] ? `${TARGET_NOUN[group.target]} ` : ''}
              {group.name} · {pricesCount(group.rows.length)}
            </strong>
          )}
          columns={[
            { title: 'Producto', dataIndex: 'name', key: 'name' },
            { title: 'Tipo', key: 'kind', render: (_, r) => KIND[r.kind] },
            { title: 'Antes', key: 'before', align: 'right', render: (_, r) => formatPrice(r.before) },
            { title: 'Después', key: 'after', align: 'right', render: (_, r) => formatPrice(r.after) },
          ]}
        />
      ))}
      {actions}
    </section>
  );
}
