import { errorMessage, useCan } from '@menu/shared';
import { Button, Empty, Tag, Typography } from '@menu/shared/antd';
import { DatePicker, Select } from '@menu/shared/antd/editor';
import { dayjs } from '@menu/shared/format/dates';
import { useSearchParams } from '@menu/shared/router';
import { ListStatus, openLazily, useBoardList, useNotify, useRetryWhenOnline } from '@menu/shared/ui';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HISTORY_PAGE_SIZE, historyPage, undoHistory } from './api';
import { HistoryEntryItem, changesLine } from './HistoryEntryItem';
import { ENTITY_LABELS, isHistoryEntity, subjectText } from './labels';
import { personOption, usePeople } from './people';
import type { HistoryEntity, HistoryEntry, HistoryQuery } from './types';

// The restore's modal (and its picker) loads with its first opening.
const RestoreModal = openLazily(
  () => import('./RestoreModal').then((m) => m.RestoreModal),
  (props) => props.open,
);

const HISTORY_CSS = `
.history-filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 16px; }
.history-filters .history-restore { margin-left: auto; }
.history-list { list-style: none; margin: 0; padding: 0; }
.history-entry { display: flex; gap: 12px; align-items: center; justify-content: space-between; padding: 12px 0; border-bottom: 1px solid rgba(5, 5, 5, 0.06); }
.history-entry-main { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.history-entry-meta { overflow-wrap: anywhere; }
.history-pager { display: flex; gap: 8px; align-items: center; justify-content: flex-end; margin-top: 16px; }
`;

const ENTITY_OPTIONS = (Object.keys(ENTITY_LABELS) as HistoryEntity[]).map((value) => ({
  value,
  label: ENTITY_LABELS[value],
}));

/** A day of the URL ('2026-11-27') as the API's instant: the start of that day, or its end for `to`. */
const instant = (day: string | null, edge: 'start' | 'end') => {
  if (!day || !dayjs(day, 'YYYY-MM-DD').isValid()) return undefined;
  const moment = dayjs(day, 'YYYY-MM-DD');
  return (edge === 'start' ? moment.startOf('day') : moment.endOf('day')).toISOString();
};

/**
 * The screen's filters live in the URL (?entity=product&entity_id=5&member=3&from=…&to=…&page=2), so
 * other screens link to them (Configuración > Equipo: a member's last changes).
 */
function useHistoryQuery() {
  const [params, setParams] = useSearchParams();
  const entityParam = params.get('entity');
  const entity = isHistoryEntity(entityParam) ? entityParam : undefined;
  const entityId = Number(params.get('entity_id')) || undefined;
  const memberId = Number(params.get('member')) || undefined;
  const from = params.get('from');
  const to = params.get('to');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMemo<HistoryQuery>(
    () => ({
      entity,
      entity_id: entity ? entityId : undefined,
      member_id: memberId,
      from: instant(from, 'start'),
      to: instant(to, 'end'),
      page,
    }),
    [entity, entityId, memberId, from, to, page],
  );
  /** Changes some filters (undefined removes one) and goes back to the first page. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { query, entity, entityId, memberId, from, to, page, update };
}

/**
 * Menú > Historial: every change a diner could see, newest first and paged, with who made it
 * and when; 'Deshacer' reverts one (the API refuses, with its reason, when a later change
 * touched the same thing), and 'Restaurar el menú al…' brings the whole menu back to a moment.
 */
export function HistoryBoard() {
  const { modal, message, notification } = useNotify();
  const { query, entity, entityId, memberId, from, to, page, update } = useHistoryQuery();
  // A team names who made each change and filters by person; one person's screen is as it was.
  const people = usePeople();
  const team = people.length > 1;
  const [undoing, setUndoing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  // A role that may not change the menu (a manager) reads the history: no Deshacer nor Restaurar.
  const can = useCan();
  const undoes = can('POST', '/v1/history/{id}/undo');
  const restores = can('POST', '/v1/history/restore');

  // The page (entries and total) is one answer of the data cache; the board shows its entries.
  const cached = historyPage(query);
  const list = useBoardList<HistoryEntry>({
    queryKey: ['/v1/history', query],
    // The board reads when its own entries are due: the page is asked then, not taken from before.
    queryFn: () =>
      queryClient()
        .fetchQuery({ ...cached, staleTime: 0 })
        .then((answer) => answer.items),
  });
  const total = useQuery({ ...cached, enabled: false }, queryClient()).data?.total ?? 0;
  useRetryWhenOnline(Boolean(list.error), () => void list.reload());

  const undo = async (entry: HistoryEntry) => {
    setUndoing(entry.id);
    try {
      await undoHistory(entry.id);
    } catch (error) {
      notification.error({ title: 'No se pudo deshacer el cambio', description: errorMessage(error) });
      return;
    } finally {
      setUndoing(null);
    }
    void message.success('Cambio deshecho');
    await list.reload();
  };

  const confirmUndo = (entry: HistoryEntry) => {
    const changes = changesLine(entry);
    modal.confirm({
      title: '¿Deshacer este cambio?',
      content: `${subjectText(entry)}${changes ? `: ${changes}` : ''}. El menú vuelve a como estaba antes de él.`,
      okText: 'Deshacer',
      cancelText: 'Cancelar',
      // Closes at once: the outcome shows as a message (or the API's reason) over the list.
      onOk: () => void undo(entry),
    });
  };

  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  return (
    <div>
      <style href="menu-history" precedence="default">
        {HISTORY_CSS}
      </style>
      <div className="history-filters">
        <Select<HistoryEntity>
          aria-label="Tipo"
          placeholder="Todos los tipos"
          allowClear
          style={{ minWidth: 200 }}
          value={entity}
          options={ENTITY_OPTIONS}
          onChange={(value) => update({ entity: value, entity_id: undefined })}
        />
        {(team || memberId) && (
          <Select<number>
            aria-label="Persona"
            placeholder="Todas las personas"
            allowClear
            style={{ minWidth: 220 }}
            value={memberId}
            options={people.map(personOption)}
            onChange={(value) => update({ member: value ? String(value) : undefined })}
          />
        )}
        <DatePicker.RangePicker
          aria-label="Fechas"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) => update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        {entity && entityId && (
          <span>
            <Tag>
              Solo {ENTITY_LABELS[entity].toLowerCase()}{' '}
              {list.items.find((e) => e.entity === entity && e.entity_id === entityId && e.name)?.name ??
                `#${entityId}`}
            </Tag>
            <Button type="link" size="small" onClick={() => update({ entity_id: undefined })}>
              Ver todos
            </Button>
          </span>
        )}
        {restores && (
          <Button className="history-restore" onClick={() => setRestoring(true)}>
            Restaurar el menú al…
          </Button>
        )}
      </div>
      <ListStatus list={list} />
      {list.validated &&
        (list.items.length === 0 ? (
          <Empty description="No hay cambios registrados con estos filtros" />
        ) : (
          <>
            <ul className="history-list" aria-label="Historial de cambios" aria-busy={list.loading}>
              {list.items.map((entry) => (
                <HistoryEntryItem
                  key={entry.id}
                  entry={entry}
                  team={team}
                  undoing={undoing === entry.id}
                  onUndo={undoes ? confirmUndo : undefined}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="history-pager" aria-label="Páginas">
                <Button disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                  Anterior
                </Button>
                <Typography.Text>
                  Página {page} de {pages}
                </Typography.Text>
                <Button disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                  Siguiente
                </Button>
              </nav>
            )}
          </>
        ))}
      <RestoreModal open={restoring} onClose={() => setRestoring(false)} onApplied={() => void list.reload()} />
    </div>
  );
}
