import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useMemo, type RefObject } from 'react';
import { errorMessage } from '@menu/shared';
import type { RowCommands, RowLevel } from './Row';
import type { BoardItems, BoardNested, BoardRows, ReorderPayload } from './types';
import type { BoardList } from './useBoardList';
import { useNotify } from '../notices';

/** What the commands read from the board's newest props. */
export interface CommandSource<P, C> {
  list: BoardList<P>;
  items: BoardItems<P>;
  nested?: BoardNested<P, C>;
}

const payloadOf = <T>(items: T[], id: (item: T) => number): ReorderPayload =>
  items.map((item, position) => ({ id: id(item), position }));

/**
 * What the board's rows and drags do: edit, clone (then reload), the delete confirmation
 * (`askDelete`), expand, and the optimistic reorders with their failure notifications.
 * Every command reads the board's newest props from `latest` when it runs, so they are
 * made once and memoised rows can keep them.
 */
export function useBoardCommands<P, C>(
  latest: RefObject<CommandSource<P, C>>,
  { askDelete, toggle }: Pick<RowCommands, 'askDelete' | 'toggle'>,
) {
  const { notification, message, modal } = useNotify();

  const rowsOf = useCallback(
    (level: RowLevel) =>
      (level === 'item' ? latest.current.items : latest.current.nested) as BoardRows<unknown> | undefined,
    [latest],
  );

  const clone = useCallback(
    async (level: RowLevel, item: unknown) => {
      const run = rowsOf(level)?.onClone;
      if (!run) return;
      try {
        await run(item);
        message.success('Copia creada');
        await latest.current.list.reload();
      } catch (error) {
        notification.error({ title: 'No se pudo clonar', description: errorMessage(error) });
      }
    },
    [latest, rowsOf, message, notification],
  );

  /** Clonar: at once, or after the level's confirm (the modal stays, loading, until the clone is done). */
  const askClone = useCallback(
    (level: RowLevel, item: unknown) => {
      const rows = rowsOf(level);
      const confirm = rows?.cloneConfirm;
      if (!rows || !confirm) return void clone(level, item);
      const content = typeof confirm.content === 'function' ? confirm.content(item) : confirm.content;
      modal.confirm({
        title: confirm.title,
        content: content ?? `Se creará una copia de ${rows.name(item)}.`,
        okText: confirm.okText ?? 'Clonar',
        cancelText: 'Cancelar',
        onOk: () => clone(level, item),
      });
    },
    [rowsOf, clone, modal],
  );

  const commands = useMemo<RowCommands>(
    () => ({ edit: (level, item) => rowsOf(level)?.onEdit?.(item), clone: askClone, askDelete, toggle }),
    [rowsOf, askClone, askDelete, toggle],
  );

  const reorderFailed = useCallback(
    (error: unknown) =>
      notification.error({
        title: 'No se pudo guardar el orden',
        description: `${errorMessage(error)} Se restauró el orden anterior.`,
      }),
    [notification],
  );

  /** A top-level row dropped on another's place: one request with the whole list. */
  const moveParent = useCallback(
    (activeId: number, overId: number) => {
      const { list, items } = latest.current;
      const reorder = items.reorder;
      if (!reorder) return;
      const from = list.items.findIndex((parent) => items.id(parent) === activeId);
      const to = list.items.findIndex((parent) => items.id(parent) === overId);
      if (from < 0 || to < 0) return;
      const next = arrayMove(list.items, from, to);
      list.reorder(next, () => reorder(payloadOf(next, items.id))).catch(reorderFailed);
    },
    [latest, reorderFailed],
  );

  /** A nested row dropped within its parent: one request with that parent's whole list. */
  const moveChild = useCallback(
    (parentId: number, activeId: number, overId: number) => {
      const { list, items, nested } = latest.current;
      const reorder = nested?.reorder;
      if (!nested || !reorder) return;
      const parent = list.items.find((candidate) => items.id(candidate) === parentId);
      if (!parent) return;
      const children = nested.of(parent);
      const from = children.findIndex((child) => nested.id(child) === activeId);
      const to = children.findIndex((child) => nested.id(child) === overId);
      if (from < 0 || to < 0) return;
      const moved = arrayMove(children, from, to);
      const nextParent = nested.with(parent, moved);
      const next = list.items.map((candidate) => (candidate === parent ? nextParent : candidate));
      list.reorder(next, () => reorder(payloadOf(moved, nested.id), nextParent)).catch(reorderFailed);
    },
    [latest, reorderFailed],
  );

  return { commands, moveParent, moveChild };
}
