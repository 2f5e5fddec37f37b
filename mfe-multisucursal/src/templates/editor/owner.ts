import { baseMenu, templateRows } from '../api';
import { regionRows } from '../../regions/api';
import { rowsFromBase, rowsFromTemplate, type EditorRows } from './rows';

/**
 * Whose rows the editor edits: a template's (a new one: the base menu's items) or a region's.
 * Both have the same four lists; a template's may inherit from its region (`region`), a
 * region's inherit from the base menu only.
 */
export type RowsOwner =
  | { kind: 'template'; id?: number; region?: { id: number; name: string } | null }
  | { kind: 'region'; id: number; name: string };

/**
 * The editor's query key: under the owner's list, so a write to templates (or to the base menu,
 * which names '/v1/templates' in shared/src/data/writes.ts) or to regions marks it stale.
 */
export const rowsKey = (owner: RowsOwner) =>
  owner.kind === 'template'
    ? ['/v1/templates', owner.id ?? 'new', 'editor-rows']
    : ['/v1/regions', owner.id, 'editor-rows'];

/** The owner's rows, completed from the base menu (see rowsFromTemplate). */
export function loadRows(owner: RowsOwner): Promise<EditorRows> {
  if (owner.kind === 'region')
    return Promise.all([regionRows(owner.id), baseMenu()]).then(([lists, base]) => rowsFromTemplate(lists, base));
  if (owner.id === undefined) return baseMenu().then(rowsFromBase);
  return Promise.all([templateRows(owner.id), baseMenu()]).then(([lists, base]) =>
    rowsFromTemplate(lists, base, owner.region?.name ?? ''),
  );
}
