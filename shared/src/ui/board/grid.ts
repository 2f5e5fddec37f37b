import type { BoardRows } from './types';

/** Pixels per row, for the space a group's rows take before they are mounted. */
export const ROW_HEIGHT = 52;
/** The row's gap between cells and its padding on each side (the board's CSS uses these too). */
export const COLUMN_GAP = 8;
export const ROW_PADDING_X = 8;
/** Rows nested under a parent row sit this far in (.board-children: its margin and left border). */
export const NESTED_MARGIN = 24;
export const NESTED_BORDER = 2;
/** A row action button (32 px) and the gap after it. */
const ACTION_WIDTH = 34;
/** At least the width of the 'Acciones' title. */
const MIN_ACTIONS_WIDTH = 72;
/** The one 'Acciones' menu button of a row that shows its actions in a menu. */
const MENU_WIDTH = 40;

/** How many buttons a row of this level has: the section's actions, then Editar, Clonar, Eliminar. */
export function actionCount<T>(rows: BoardRows<T>): number {
  return (rows.actions?.length ?? 0) + [rows.onEdit, rows.onClone, rows.remove].filter(Boolean).length;
}

/**
 * The actions column, exact for what the row draws: every button is 32 px (the board draws
 * the section's actions too), so the column fits them however many the section or the plan
 * adds. In a menu: the one button.
 */
export function actionsWidth<T>(rows: BoardRows<T>, inMenu: boolean): number {
  return inMenu ? MENU_WIDTH : Math.max(MIN_ACTIONS_WIDTH, actionCount(rows) * ACTION_WIDTH + 6);
}

function tracksOf<T>(rows: BoardRows<T>, expander: boolean, inMenu: boolean): string[] {
  return [
    ...(expander ? ['32px'] : []),
    '52px',
    ...rows.columns.map((column) => column.width ?? 'minmax(0, 1fr)'),
    `${actionsWidth(rows, inMenu)}px`,
  ];
}

/** Grid tracks of a level: [expander or indent] number, columns, actions (fixed, so every row lines up). */
export function gridOf<T>(rows: BoardRows<T>, expander: boolean, inMenu = false): string {
  return tracksOf(rows, expander, inMenu).join(' ');
}

/** The least width of a track: '56px' and 'minmax(120px, 1fr)' have one, 'minmax(0, 1fr)' and 'auto' have none. */
const trackMin = (track: string) => Number(/^(?:minmax\()?(\d+(?:\.\d+)?)px/.exec(track)?.[1] ?? 0);

/** The narrowest a row of this level can be without sticking out of the table, padding included. */
export function minRowWidth<T>(rows: BoardRows<T>, expander: boolean, inMenu = false): number {
  const tracks = tracksOf(rows, expander, inMenu);
  return tracks.reduce((sum, track) => sum + trackMin(track), 0) + COLUMN_GAP * (tracks.length - 1) + 2 * ROW_PADDING_X;
}
