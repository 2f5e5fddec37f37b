import { dayjs } from '../format/dates';

/**
 * Availability schedules of products, categories and promotions (docs/schedules.md): the days
 * of the week an item is offered and its time ranges on those days. No schedule (null) =
 * always available. Shared by the panel (editors, board tags) and the API (validation, public
 * menu), so both read and check a schedule the same way.
 *
 * A range whose end is not after its start crosses midnight and belongs to the day it starts:
 * Friday 20:00–02:00 is open from Friday 20:00 to Saturday 02:00; 18:00–00:00 ends at midnight.
 */

/** 0 = domingo … 6 = sábado (as `Date.getDay()` and the API's local time). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface TimeRange {
  /** 'HH:MM', 00:00 to 23:59. */
  start: string;
  /** 'HH:MM'; not after `start`: the range ends on the next day. */
  end: string;
}

export interface Schedule {
  days: number[];
  ranges: TimeRange[];
}

/** A template's choice for an item: its own schedule, 'always' (no schedule in that branch) or null (como el menú). */
export type ScheduleOverride = Schedule | 'always' | null;

export const MAX_RANGES = 6;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const SCHEDULE_MESSAGES = {
  days: 'Elige al menos un día',
  ranges: 'Agrega al menos un horario',
  tooManyRanges: `Agrega como máximo ${MAX_RANGES} horarios`,
  time: 'Escribe la hora con el formato HH:MM, de 00:00 a 23:59',
  sameTime: 'La hora de fin debe ser distinta de la de inicio (si es anterior, el horario termina al día siguiente)',
  day: 'Día no válido',
} as const;

/** Monday first, as a restaurant reads its week. */
export const WEEK_ORDER: Weekday[] = [1, 2, 3, 4, 5, 6, 0];
export const DAY_LETTERS: Record<number, string> = { 0: 'D', 1: 'L', 2: 'M', 3: 'M', 4: 'J', 5: 'V', 6: 'S' };
/** 0 = domingo … 6 = sábado, as a day's name starts a sentence ('Lunes'). */
export const DAY_NAMES: Record<number, string> = {
  0: 'Domingo',
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
};
const DAY_SHORT: Record<number, string> = { 0: 'dom', 1: 'lun', 2: 'mar', 3: 'mié', 4: 'jue', 5: 'vie', 6: 'sáb' };

export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface ScheduleProblem {
  /** The part it belongs to: 'days', 'ranges', 'ranges.0.end'… */
  field: string;
  message: string;
}

function daysProblem(days: unknown): ScheduleProblem | null {
  if (!Array.isArray(days) || days.length === 0) return { field: 'days', message: SCHEDULE_MESSAGES.days };
  if (days.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
    return { field: 'days', message: SCHEDULE_MESSAGES.day };
  return null;
}

function rangesProblem(ranges: unknown): ScheduleProblem | null {
  if (!Array.isArray(ranges) || ranges.length === 0) return { field: 'ranges', message: SCHEDULE_MESSAGES.ranges };
  if (ranges.length > MAX_RANGES) return { field: 'ranges', message: SCHEDULE_MESSAGES.tooManyRanges };
  for (const [i, r] of (ranges as TimeRange[]).entries()) {
    if (typeof r.start !== 'string' || !TIME_PATTERN.test(r.start))
      return { field: `ranges.${i}.start`, message: SCHEDULE_MESSAGES.time };
    if (typeof r.end !== 'string' || !TIME_PATTERN.test(r.end))
      return { field: `ranges.${i}.end`, message: SCHEDULE_MESSAGES.time };
    if (r.start === r.end) return { field: `ranges.${i}.end`, message: SCHEDULE_MESSAGES.sameTime };
  }
  return null;
}

/**
 * The problems of a schedule, at most one per part: its days, then its times (the first range
 * at fault). A form shows them together, so fixing one never reveals another; empty when valid.
 */
export function scheduleProblems(schedule: Schedule): ScheduleProblem[] {
  return [daysProblem(schedule.days), rangesProblem(schedule.ranges)].filter(
    (problem): problem is ScheduleProblem => problem !== null,
  );
}

/** The first problem of a schedule, with the field it belongs to ('days', 'ranges.0.end'…); null when valid. */
export const scheduleProblem = (schedule: Schedule): ScheduleProblem | null => scheduleProblems(schedule)[0] ?? null;

/** Days sorted and unique, ranges by start: the stored form, so equal schedules compare equal. */
export function normalizeSchedule(schedule: Schedule): Schedule {
  return {
    days: [...new Set(schedule.days)].sort((a, b) => a - b),
    ranges: schedule.ranges
      .map((r) => ({ start: r.start, end: r.end }))
      .sort((a, b) => toMinutes(a.start) - toMinutes(b.start)),
  };
}

/** Open windows in minutes of the week (0 = domingo 00:00); a window may run past the week's end. */
function windows(schedule: Schedule): Array<[number, number]> {
  return schedule.days.flatMap((day) =>
    schedule.ranges.map((r): [number, number] => {
      const start = day * MINUTES_PER_DAY + toMinutes(r.start);
      const length = (toMinutes(r.end) - toMinutes(r.start) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
      return [start, start + length];
    }),
  );
}

/** A local moment: weekday (0 = domingo) and minutes since local midnight. */
export interface LocalMoment {
  weekday: number;
  minutes: number;
}

/** Whether the item is offered at that local moment; null (no schedule) is always. */
export function isOpenAt(schedule: Schedule | null, at: LocalMoment): boolean {
  if (!schedule) return true;
  const t = at.weekday * MINUTES_PER_DAY + at.minutes;
  // A window crossing the week's end (Saturday night) also covers Sunday's early minutes.
  return windows(schedule).some(
    ([s, e]) => (t >= s && t < e) || (t + MINUTES_PER_WEEK >= s && t + MINUTES_PER_WEEK < e),
  );
}

/**
 * Whole local minutes from `at` to the next start or end of a range (when the answer of
 * `isOpenAt` may change); null without a schedule. Always at least 1.
 */
export function minutesToNextChange(schedule: Schedule | null, at: LocalMoment): number | null {
  if (!schedule) return null;
  const t = at.weekday * MINUTES_PER_DAY + at.minutes;
  let best = Number.POSITIVE_INFINITY;
  for (const [s, e] of windows(schedule)) {
    for (const b of [s, e]) {
      const delta = (((b - t) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
      best = Math.min(best, delta);
    }
  }
  return Number.isFinite(best) ? best : null;
}

/** '7:00', '13:30' (dayjs, Spanish locale). */
export function formatTime(time: string): string {
  return dayjs('2000-01-01T00:00:00').add(toMinutes(time), 'minute').format('H:mm');
}

function joinList(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** 'Lun a vie', 'Martes', 'Lun, mié y vie', '' for every day. */
export function daysText(days: number[]): string {
  const set = new Set(days);
  const ordered = WEEK_ORDER.filter((d) => set.has(d));
  if (ordered.length === 7) return '';
  if (ordered.length === 1) return DAY_NAMES[ordered[0]!]!;
  const positions = ordered.map((d) => WEEK_ORDER.indexOf(d as Weekday));
  const contiguous = positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (contiguous && ordered.length >= 3)
    return `${capital(DAY_SHORT[ordered[0]!]!)} a ${DAY_SHORT[ordered[ordered.length - 1]!]!}`;
  return capital(joinList(ordered.map((d) => DAY_SHORT[d]!)));
}

/** 'de 7:00 a 12:00 y de 18:00 a 22:00'. */
export function rangesText(ranges: TimeRange[]): string {
  return joinList(ranges.map((r) => `de ${formatTime(r.start)} a ${formatTime(r.end)}`));
}

/**
 * The schedule in words, as diners and the board read it: 'Disponible de 13:00 a 17:00'
 * (every day), 'Martes de 13:00 a 17:00', 'Lun a vie de 7:00 a 12:00'.
 */
export function scheduleText(schedule: Schedule): string {
  const days = daysText(schedule.days);
  return `${days || 'Disponible'} ${rangesText(schedule.ranges)}`;
}

/** Parses a stored schedule (JSON text); anything unreadable counts as none (always available). */
export function parseStoredSchedule(text: string | null): Schedule | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('days' in value) || !('ranges' in value)) return null;
    const schedule = value as Schedule;
    return scheduleProblem(schedule) ? null : schedule;
  } catch {
    return null;
  }
}
