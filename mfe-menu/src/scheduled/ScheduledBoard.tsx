import { errorMessage, formatPrice } from '@menu/shared';
import { Alert, Button, Empty, Tag, Typography } from '@menu/shared/antd';
import { dayjs } from '@menu/shared/format/dates';
import { ListStatus, openLazily, useBoardList, useNotify, useRetryWhenOnline } from '@menu/shared/ui';
import { useState } from 'react';
import { cancelScheduledChange, listScheduledChanges } from './api';
import type { ScheduledChange, ScheduledFields, ScheduledStatus } from './types';

/** The pending scheduled changes, in the panel's data cache. */
const SCHEDULED = { queryKey: ['/v1/scheduled-changes'], queryFn: listScheduledChanges };

const ScheduleModal = openLazily(
  () => import('./ScheduleModal').then((m) => m.ScheduleModal),
  (props) => props.open,
);

export const STATUS_TAGS: Record<ScheduledStatus, { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'gold' },
  applied: { label: 'Aplicado', color: 'green' },
  failed: { label: 'Falló', color: 'red' },
  cancelled: { label: 'Cancelado', color: 'default' },
};

const SCHEDULED_CSS = `
.scheduled-toolbar { display: flex; justify-content: flex-end; margin-bottom: 16px; }
.scheduled-list { list-style: none; margin: 0; padding: 0; }
.scheduled-item { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; padding: 12px 0; border-bottom: 1px solid rgba(5, 5, 5, 0.06); }
.scheduled-item-main { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
`;

/** A moment in the owner's local time: '1 dic 2026, 09:00'. */
export const localMoment = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** What a set does to one item: 'Precio: $120; Activo: No'. */
const fieldsText = (fields: ScheduledFields) =>
  [
    ...(fields.price === undefined ? [] : [`Precio: ${formatPrice(fields.price)}`]),
    ...(fields.enabled === undefined ? [] : [`Activo: ${fields.enabled ? 'Sí' : 'No'}`]),
  ].join('; ');

/** The changes of a set, one item after another: 'Tacos al pastor (Precio: $120) · Agua (Activo: No)'. */
export const changesText = (set: ScheduledChange) =>
  set.changes.map((change) => `${change.name} (${fieldsText(change.fields)})`).join(' · ');

/**
 * Menú > Cambios programados: the sets of changes prepared ahead (January's prices, a
 * breakfast promotion) with their state; a pending one can be cancelled. 'Programar cambios'
 * prepares a new one.
 */
export function ScheduledBoard() {
  const { modal, message, notification } = useNotify();
  const list = useBoardList<ScheduledChange>(SCHEDULED);
  useRetryWhenOnline(Boolean(list.error), () => void list.reload());
  const [creating, setCreating] = useState(false);

  const cancel = async (set: ScheduledChange) => {
    try {
      await cancelScheduledChange(set.id);
    } catch (error) {
      notification.error({ title: 'No se pudo cancelar', description: errorMessage(error) });
      await list.reload();
      return;
    }
    void message.success('Cambios cancelados');
    await list.reload();
  };

  const confirmCancel = (set: ScheduledChange) =>
    modal.confirm({
      title: `¿Cancelar «${set.name}»?`,
      content: `Los cambios programados para el ${localMoment(set.run_at)} no se aplicarán.`,
      okText: 'Cancelar cambios',
      cancelText: 'Volver',
      onOk: () => void cancel(set),
    });

  return (
    <div>
      <style href="menu-scheduled" precedence="default">
        {SCHEDULED_CSS}
      </style>
      <div className="scheduled-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          Programar cambios
        </Button>
      </div>
      <ListStatus list={list} />
      {list.validated &&
        (list.items.length === 0 ? (
          <Empty description="No hay cambios programados" />
        ) : (
          <ul className="scheduled-list" aria-label="Cambios programados">
            {list.items.map((set) => {
              const tag = STATUS_TAGS[set.status];
              return (
                <li key={set.id} className="scheduled-item" aria-label={set.name}>
                  <div className="scheduled-item-main">
                    <div>
                      <Tag color={tag.color}>{tag.label}</Tag>
                      <Typography.Text strong>{set.name}</Typography.Text>
                    </div>
                    <Typography.Text type="secondary">
                      {set.status === 'applied' && set.applied_at
                        ? `Aplicado el ${localMoment(set.applied_at)}`
                        : `Programado para el ${localMoment(set.run_at)}`}
                    </Typography.Text>
                    <Typography.Text>{changesText(set)}</Typography.Text>
                    {set.status === 'failed' && set.error && <Alert type="error" showIcon message={set.error} />}
                  </div>
                  {set.status === 'pending' && (
                    <Button size="small" onClick={() => confirmCancel(set)}>
                      Cancelar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      <ScheduleModal open={creating} onClose={() => setCreating(false)} onSaved={() => void list.reload()} />
    </div>
  );
}
