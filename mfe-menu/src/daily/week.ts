import { addDays, type ComboStep, mondayOf, normalizeSteps, weekdayOf } from '@menu/shared/menu/combos';
import { DAY_NAMES, type Schedule } from '@menu/shared/menu/schedule';
import { dayjs } from '@menu/shared/format/dates';

/**
 * The week of Menú > Menú del día: its dates, the words the screen shows for them, and the
 * unsaved changes of the owner (a draft over what the server has). Dates are 'YYYY-MM-DD'
 * calendar dates; the arithmetic is the shared one (@menu/shared/menu/combos).
 */

/** The browser's local date: the owner plans the days of the calendar on the wall. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Monday..Sunday of the week holding `date`. */
export const weekDates = (date: string): string[] => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

const parts = (date: string) => ({
  year: Number(date.slice(0, 4)),
  // The panel's dates read in Spanish (the shared dayjs locale): 'diciembre'.
  month: dayjs(date).format('MMMM'),
  day: Number(date.slice(8, 10)),
});

/** 'Lunes 7'. */
export const dayLabel = (date: string) => `${DAY_NAMES[weekdayOf(date)]} ${parts(date).day}`;

/** 'Semana del 7 al 13 de diciembre'; across months or years each end says its own. */
export function weekTitle(monday: string): string {
  const a = parts(monday);
  const b = parts(addDays(monday, 6));
  if (a.year !== b.year) return `Semana del ${a.day} de ${a.month} de ${a.year} al ${b.day} de ${b.month} de ${b.year}`;
  if (a.month !== b.month) return `Semana del ${a.day} de ${a.month} al ${b.day} de ${b.month}`;
  return `Semana del ${a.day} al ${b.day} de ${b.month}`;
}

/** Whether the combo's hours (its product schedule; none: every day) offer it on `date`. */
export const offeredOn = (schedule: Schedule | null, date: string) =>
  schedule === null || schedule.days.includes(weekdayOf(date));

/** Steps by date; [] = the date offers the combo's own steps ('Como el combo'). */
export type DaySteps = Record<string, ComboStep[]>;

/** Same steps, whatever the order of their keys (the API's answer and the editor's value differ in it). */
export const sameSteps = (a: readonly ComboStep[], b: readonly ComboStep[]) =>
  JSON.stringify(normalizeSteps(a)) === JSON.stringify(normalizeSteps(b));

/** The steps a date shows now: the draft's, else the server's, else [] (the combo's own). */
export const stepsOn = (draft: DaySteps, saved: DaySteps, date: string): ComboStep[] =>
  draft[date] ?? saved[date] ?? [];

/** The draft dates that differ from the server: what 'Guardar semana' sends. */
export const changedDays = (draft: DaySteps, saved: DaySteps) =>
  Object.keys(draft)
    .filter((date) => !sameSteps(draft[date] ?? [], saved[date] ?? []))
    .sort()
    .map((date) => ({ date, steps: draft[date] ?? [] }));

/** The draft with the steps of `from` set on every other date of `week` the combo is offered on. */
export function copyToWeek(
  draft: DaySteps,
  saved: DaySteps,
  from: string,
  week: readonly string[],
  schedule: Schedule | null,
): DaySteps {
  const steps = stepsOn(draft, saved, from);
  const next = { ...draft };
  for (const date of week) if (date !== from && offeredOn(schedule, date)) next[date] = steps;
  return next;
}

/** The draft with each date of `week` given the steps of the same weekday a week before (`last`: those dates' steps). */
export function copyLastWeek(draft: DaySteps, last: DaySteps, week: readonly string[]): DaySteps {
  const next = { ...draft };
  for (const date of week) next[date] = draft[addDays(date, -7)] ?? last[addDays(date, -7)] ?? [];
  return next;
}
