import { ApiError, errorMessage, useCan } from '@menu/shared';
import { Link } from '@menu/shared/router';
import { queryClient, useList } from '@menu/shared/data';
import { Alert, Button, Empty, Spin, Typography } from '@menu/shared/kit';
import { addDays, type ComboStep } from '@menu/shared/menu/combos';
import { openLazily, ScheduleTag, useNotify } from '@menu/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Product } from '../products/api';
import { daysQuery, saveDays } from './api';
import { DAILY_CSS } from './dailyCss';
import { DayCard } from './DayCard';
import {
  changedDays,
  copyLastWeek,
  copyToWeek,
  type DaySteps,
  dayLabel,
  localToday,
  offeredOn,
  sameSteps,
  stepsOn,
  weekDates,
  weekTitle,
} from './week';

// The steps editor (antd's form pieces) loads with the first 'Editar', not with the screen.
const DayEditor = openLazily(
  () => import('./DayEditor').then((m) => m.DayEditor),
  (props) => props.open,
);

const isDaily = (product: Product) => product.kind === 'combo' && product.daily;

/** A refused save's message, with the day it is about ('days.2.steps.0.name' is the third date sent): 'Miércoles 9: …'. */
function saveProblem(error: unknown, sent: ReadonlyArray<{ date: string }>): string {
  const field = error instanceof ApiError ? error.fields[0]?.field : undefined;
  const date = field?.match(/^days\.(\d+)\./)?.[1];
  const day = date === undefined ? undefined : sent[Number(date)]?.date;
  return day ? `${dayLabel(day)}: ${errorMessage(error)}` : errorMessage(error);
}

/**
 * Menú > Menú del día: a week of a daily combo (Monday to Sunday), each date with its own steps
 * or the combo's ('Como el combo'). Changes are kept on screen (per combo and date) until
 * 'Guardar semana' sends the week's changed dates in one PUT, so the week is one change in
 * the history. A role that may not change the menu (a manager) reads it. `today` is for tests.
 */
export function DailyBoard({ today = localToday() }: { today?: string }) {
  const readOnly = !useCan()('PUT', '/v1/products/{id}/days');
  const { message, notification } = useNotify();
  const products = useList('/v1/products');
  const all = products.data ?? [];
  const combos = all.filter(isDaily);
  const [chosen, setChosen] = useState<number | null>(null);
  const combo = combos.find((p) => p.id === chosen) ?? combos[0];
  const [monday, setMonday] = useState(() => weekDates(today)[0] as string);
  const week = weekDates(monday);
  const sunday = week[6] as string;
  // Unsaved steps by combo, then by date: switching combo or week keeps them.
  const [drafts, setDrafts] = useState<Record<number, DaySteps>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);

  const days = useQuery({ ...daysQuery(combo?.id ?? 0, monday, sunday), enabled: combo !== undefined }, queryClient());
  const saved: DaySteps = days.data ?? {};
  const draft: DaySteps = (combo && drafts[combo.id]) || {};
  const setDraft = (next: DaySteps) => combo && setDrafts((all) => ({ ...all, [combo.id]: next }));
  const changes = changedDays(Object.fromEntries(Object.entries(draft).filter(([date]) => week.includes(date))), saved);
  // 'Guardar semana' saves the week on screen: the other weeks with changes are named, to go back to them.
  const otherWeeks = [
    ...new Set(
      Object.keys(draft)
        .filter((date) => !week.includes(date))
        .map((date) => weekDates(date)[0] as string),
    ),
  ]
    .filter((first) => {
      const server = queryClient().getQueryData<DaySteps>(daysQuery(combo?.id ?? 0, first, addDays(first, 6)).queryKey);
      const own = Object.fromEntries(Object.entries(draft).filter(([date]) => weekDates(date)[0] === first));
      return server === undefined || changedDays(own, server).length > 0;
    })
    .sort();

  const dishes = useMemo(
    () => all.filter((p) => p.kind === 'dish').map((p) => ({ id: p.id, name: p.name, price: p.price })),
    [all],
  );
  const names = useMemo(() => new Map(all.map((p) => [p.id, p.name])), [all]);
  const dishName = (id: number) => names.get(id);

  if (products.isPending) return <Spin aria-label="Cargando" />;
  if (products.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar el menú"
        description={errorMessage(products.error)}
        action={<Button onClick={() => void products.refetch()}>Reintentar</Button>}
      />
    );

  const heading = (
    <div className="daily-heading">
      <Typography.Title level={2} className="daily-title">
        Menú del día
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="daily-caption">
        Cada día puede ofrecer sus propias opciones; un día sin las suyas ofrece las del combo.
      </Typography.Paragraph>
    </div>
  );

  if (!combo)
    return (
      <div className="daily-board">
        <style href="menu-daily" precedence="default">
          {DAILY_CSS}
        </style>
        {heading}
        <Empty description="Aún no tienes un menú del día">
          <Typography.Text type="secondary">Crea un combo y activa «Cambia cada día» en Productos.</Typography.Text>
        </Empty>
      </div>
    );

  const loadedWeek = days.isSuccess;

  const copyPreviousWeek = async () => {
    setCopying(true);
    try {
      const last = await queryClient().fetchQuery(daysQuery(combo.id, addDays(monday, -7), addDays(monday, -1)));
      setDraft(copyLastWeek(draft, last, week));
    } catch (error) {
      notification.error({ title: 'No se pudo leer la semana pasada', description: errorMessage(error) });
    } finally {
      setCopying(false);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveDays(combo.id, changes);
    } catch (error) {
      notification.error({ title: 'No se pudo guardar la semana', description: saveProblem(error, changes) });
      setSaving(false);
      return;
    }
    // The server's week first, then the draft goes: the cards never show the week from before.
    await queryClient().invalidateQueries({ queryKey: daysQuery(combo.id, monday, sunday).queryKey });
    setDraft(Object.fromEntries(Object.entries(draft).filter(([date]) => !week.includes(date))));
    setSaving(false);
    void message.success('Semana guardada');
  };

  const editingDate = editing ?? monday;
  const editingSteps = stepsOn(draft, saved, editingDate);

  return (
    <div className="daily-board">
      <style href="menu-daily" precedence="default">
        {DAILY_CSS}
      </style>
      {heading}
      <div className="daily-toolbar">
        <label className="daily-combo">
          <span>Combo</span>
          <select value={combo.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {combos.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <ScheduleTag schedule={combo.schedule} />
        <Link to={`/menu/historial?entity=product&entity_id=${combo.id}`}>Ver historial</Link>
      </div>
      <div className="daily-week">
        <Button onClick={() => setMonday(addDays(monday, -7))}>Semana anterior</Button>
        <Typography.Title level={3} className="daily-week-title">
          {weekTitle(monday)}
        </Typography.Title>
        <Button onClick={() => setMonday(addDays(monday, 7))}>Semana siguiente</Button>
        {!readOnly && (
          <div className="daily-week-actions">
            <Button onClick={() => void copyPreviousWeek()} loading={copying} disabled={!loadedWeek}>
              Copiar semana pasada
            </Button>
            <Button type="primary" onClick={() => void save()} loading={saving} disabled={changes.length === 0}>
              Guardar semana
            </Button>
          </div>
        )}
      </div>
      {!readOnly && otherWeeks.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="daily-other-weeks"
          title={`Sin guardar: ${otherWeeks.map((first) => weekTitle(first).replace(/^Semana/, 'semana')).join('; ')}`}
          description="Ve a esa semana y guárdala; al salir de Menú del día sus cambios se pierden."
        />
      )}
      {days.isError && (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar la semana"
          description={errorMessage(days.error)}
          action={<Button onClick={() => void days.refetch()}>Reintentar</Button>}
        />
      )}
      {days.isPending ? (
        <Spin aria-label="Cargando la semana" />
      ) : (
        <ul className="daily-days" aria-label={weekTitle(monday)}>
          {week.map((date) => (
            <DayCard
              key={date}
              date={date}
              steps={stepsOn(draft, saved, date)}
              comboSteps={combo.steps}
              offered={offeredOn(combo.schedule, date)}
              today={date === today}
              unsaved={changes.some((change) => change.date === date)}
              readOnly={readOnly || !loadedWeek}
              dishName={dishName}
              onEdit={() => setEditing(date)}
              onCopyToWeek={() => setDraft(copyToWeek(draft, saved, date, week, combo.schedule))}
              onReset={() => setDraft({ ...draft, [date]: [] })}
            />
          ))}
        </ul>
      )}
      <DayEditor
        open={editing !== null}
        date={editingDate}
        initial={editingSteps.length ? editingSteps : (combo.steps as ComboStep[])}
        dishes={dishes}
        // The combo's steps unchanged are no steps of the date's own: it keeps following the combo.
        onApply={(steps) => setDraft({ ...draft, [editingDate]: sameSteps(steps, combo.steps) ? [] : steps })}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
