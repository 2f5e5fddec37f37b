import type { HistoryAction, HistoryChange, HistoryEntity, HistoryEntry } from './types';

/** The entity types in Spanish, in the order the filter lists them. */
export const ENTITY_LABELS: Record<HistoryEntity, string> = {
  product: 'Producto',
  variant: 'Variante',
  variant_group: 'Grupo de variantes',
  category: 'Categoría',
  family: 'Familia',
  tag: 'Etiqueta',
  promotion: 'Promoción',
  advertising: 'Publicidad',
  template: 'Plantilla',
  region: 'Región',
  lock: 'Bloqueo',
  branch: 'Sucursal',
  brand: 'Marca',
};

export const isHistoryEntity = (value: string | null): value is HistoryEntity =>
  value !== null && Object.hasOwn(ENTITY_LABELS, value);

/** Each action's tag: its word and colour. */
export const ACTION_TAGS: Record<HistoryAction, { label: string; color: string }> = {
  create: { label: 'Creado', color: 'green' },
  update: { label: 'Modificado', color: 'blue' },
  delete: { label: 'Eliminado', color: 'red' },
  // The entry that reverted another; the reverted one reads 'Deshecho'.
  undo: { label: 'Reversión', color: 'orange' },
  restore: { label: 'Restaurado', color: 'purple' },
  scheduled: { label: 'Programado', color: 'cyan' },
};

/**
 * 'Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido': the
 * API words every change (api/src/history/words.ts, the one place the history's fields are
 * named, with the account's time zone for instants).
 */
export const changeText = (change: HistoryChange) => change.text;

/** Who made a change: the e-mail, or 'Sistema' for the scheduler and the jobs. */
export const actorText = (actor: string) => actor || 'Sistema';

/** What changed, in one line: the item's type and name ('Producto · Tacos al pastor', '3 productos'). */
export function subjectText(entry: Pick<HistoryEntry, 'entity' | 'name' | 'count'>): string {
  const type = ENTITY_LABELS[entry.entity] ?? entry.entity;
  if (entry.count > 1 && !entry.name) return `${type} · ${entry.count} elementos`;
  return entry.name ? `${type} · ${entry.name}` : type;
}
