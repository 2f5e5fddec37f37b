import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { useNotify } from '../notices';
import { openLazily } from '../openLazily';
import type { DeleteConfirmProps } from './DeleteConfirmModal';
import type { BoardItems, BoardNested, PendingDelete } from './types';
import { rowKey, type BoardList } from './useBoardList';

/** A row waiting for the user to confirm its deletion. */

/** What deleting reads from the board's newest props. */
export interface DeleteSource<P, C> {
  list: BoardList<P>;
  items: BoardItems<P>;
  nested?: BoardNested<P, C>;
}

/**
 * Eliminar: `ask` opens the confirmation; `confirm` deletes through the list (the row
 * shows deleting, and stays with its error plus a notification when the server refuses).
 * `latest` holds the board's newest props, read when the user confirms.
 */
export function useDeleteConfirm<P, C>(latest: RefObject<DeleteSource<P, C>>) {
  const { notification } = useNotify();
  const [pending, setPending] = useState<PendingDelete<P, C> | null>(null);

  /** Stable for the board's life, so memoised rows can hold it. */
  const ask = useCallback((level: 'item' | 'child', item: unknown, parentId?: number) => {
    if (level === 'item') setPending({ level, item: item as P });
    else if (parentId !== undefined) setPending({ level, item: item as C, parentId });
  }, []);

  const cancel = useCallback(() => setPending(null), []);

  const confirm = async () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    const { list, items, nested } = latest.current;
    let result: unknown;
    if (current.level === 'item') {
      const remove = items.remove;
      if (!remove) return;
      const id = items.id(current.item);
      const ok = await list.remove(
        rowKey('item', id),
        async () => {
          result = await remove.call(current.item);
        },
        (all) => all.filter((parent) => items.id(parent) !== id),
      );
      if (ok) remove.onDone?.(current.item, result);
      else
        notification.error({ title: `No se pudo eliminar ${items.target}`, description: 'Se conservó en la lista.' });
    } else if (nested?.remove) {
      const remove = nested.remove;
      const id = nested.id(current.item);
      const { parentId } = current;
      const ok = await list.remove(
        rowKey('child', id),
        async () => {
          result = await remove.call(current.item);
        },
        (all) =>
          all.map((parent) =>
            items.id(parent) === parentId
              ? nested.with(
                  parent,
                  nested.of(parent).filter((child) => nested.id(child) !== id),
                )
              : parent,
          ),
      );
      if (ok) remove.onDone?.(current.item, result);
      else
        notification.error({ title: `No se pudo eliminar ${nested.target}`, description: 'Se conservó en la lista.' });
    }
  };

  return { pending, ask, confirm, cancel };
}

// The confirmation is an antd modal: it loads with the first Eliminar, not with the board.
const LazyDeleteConfirm = openLazily<DeleteConfirmProps<unknown, unknown>>(
  async () => (await import('./DeleteConfirmModal')).DeleteConfirmModal,
  (props) => props.pending !== null,
);

/** 'Confirma para eliminar {target}': the row's name and its level's note. */
export const DeleteConfirm = LazyDeleteConfirm as <P, C>(props: DeleteConfirmProps<P, C>) => ReactNode;
