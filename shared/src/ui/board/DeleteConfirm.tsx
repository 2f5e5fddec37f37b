import { App, Modal } from '@menu/shared/antd';
import { useCallback, useState, type RefObject } from 'react';
import type { BoardItems, BoardNested, BoardRows } from './types';
import { rowKey, type BoardList } from './useBoardList';

/** A row waiting for the user to confirm its deletion. */
export type PendingDelete<P, C> = { level: 'item'; item: P } | { level: 'child'; item: C; parentId: number };

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
  const { notification } = App.useApp();
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
      else notification.error({ title: `No se pudo eliminar ${items.target}`, description: 'Se conservó en la lista.' });
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
            items.id(parent) === parentId ? nested.with(parent, nested.of(parent).filter((child) => nested.id(child) !== id)) : parent,
          ),
      );
      if (ok) remove.onDone?.(current.item, result);
      else notification.error({ title: `No se pudo eliminar ${nested.target}`, description: 'Se conservó en la lista.' });
    }
  };

  return { pending, ask, confirm, cancel };
}

interface DeleteConfirmProps<P, C> {
  pending: PendingDelete<P, C> | null;
  items: BoardItems<P>;
  nested?: BoardNested<P, C>;
  /** The board's target, named while no row is pending. */
  target: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirma para eliminar {target}': the row's name and its level's note. */
export function DeleteConfirm<P, C>({ pending, items, nested, target, onConfirm, onCancel }: DeleteConfirmProps<P, C>) {
  const rows = pending ? ((pending.level === 'item' ? items : nested) as BoardRows<unknown> | undefined) : undefined;
  const note = pending && rows?.remove?.note;
  return (
    <Modal
      open={pending !== null}
      title={`Confirma para eliminar ${rows?.target ?? target}`}
      okText="Eliminar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {pending && rows && (
        <>
          <p>
            Se eliminará <strong>{rows.name(pending.item)}</strong>.
          </p>
          {note && <p>{typeof note === 'function' ? note(pending.item) : note}</p>}
        </>
      )}
    </Modal>
  );
}
