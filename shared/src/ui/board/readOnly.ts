import { useMemo } from 'react';

/** What changes rows (of BoardRows, BoardItems, BoardNested): the board draws no button, drag handle or add row for them when read-only. */
const WRITES = ['onEdit', 'onClone', 'cloneConfirm', 'remove', 'reorder', 'add'] as const;

/** Rows without their writes; the section's own row actions stay (staff's 'Marcar agotado'). */
export function readOnlyRows<R extends object>(rows: R): R {
  const copy = { ...rows } as Record<string, unknown>;
  for (const key of WRITES) delete copy[key];
  return copy as R;
}

/** What of the board's props the switch reads and strips (structural: Board imports this file). */
interface ReadOnlySwitch {
  readOnly?: boolean;
  items: object;
  nested?: object;
  onAdd?: () => void;
}

/**
 * The board's props as a read-only board sees them (`readOnly`: the person's role may not change
 * these rows, shared/roles.json): no '+ Agregar', Editar, Clonar, Eliminar nor drag. One switch
 * here instead of a check beside every button of every board.
 */
export function useReadOnlyProps<T extends ReadOnlySwitch>(props: T): T {
  const { readOnly, items, nested } = props;
  const readItems = useMemo(() => (readOnly ? readOnlyRows(items) : items), [readOnly, items]);
  const readNested = useMemo(() => (readOnly && nested ? readOnlyRows(nested) : nested), [readOnly, nested]);
  if (!readOnly) return props;
  return { ...props, items: readItems, nested: readNested, onAdd: undefined };
}
