import type { BoardRows } from './types';

/** Pixels per row, for the space a group's rows take before they are mounted. */
export const ROW_HEIGHT = 52;

/** Grid tracks of a level: [expander or indent] number, columns, actions (fixed, so every row lines up). */
export function gridOf<T>(rows: BoardRows<T>, expander: boolean): string {
  const buttons = [rows.onEdit, rows.onClone, rows.remove].filter(Boolean).length + (rows.actions ? 1 : 0);
  const actions = `${Math.max(80, buttons * 34 + 24)}px`;
  return [expander ? '32px' : '', '52px', ...rows.columns.map((column) => column.width ?? 'minmax(0, 1fr)'), actions]
    .filter(Boolean)
    .join(' ');
}
