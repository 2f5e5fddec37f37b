import { ApiError, errorMessage } from '@menu/shared';
import type { BoardList } from '@menu/shared/ui';
import { useCallback, useState } from 'react';
import { enableBranch, type Branch } from './api';
import { useNotify } from '@menu/shared/ui';

/** The notification title of a refused toggle: the plan's limit has its own. */
const failTitle = (error: unknown, enabled: boolean) => {
  if (error instanceof ApiError && error.code === 'ENABLED_LIMIT_REACHED') return 'Limite Alcanzado';
  return enabled ? 'No se pudo activar la sucursal' : 'No se pudo desactivar la sucursal';
};

/**
 * A branch's enable toggle: it shows the new state at once, then asks the API; a
 * refusal (the plan's limit, the last enabled branch...) sets it back and says why with the
 * server's message. `pending` holds the branches waiting for their answer.
 */
export function useEnableToggle({ setItems }: Pick<BoardList<Branch>, 'setItems'>) {
  const { notification } = useNotify();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const mark = useCallback((id: number, waiting: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (waiting) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    async (branch: Branch, enabled: boolean) => {
      const put = (update: (item: Branch) => Branch) =>
        setItems((items) => items.map((item) => (item.id === branch.id ? update(item) : item)));
      mark(branch.id, true);
      put((item) => ({ ...item, enabled }));
      try {
        const saved = await enableBranch(branch.id, enabled);
        put(() => saved);
      } catch (error) {
        put((item) => ({ ...item, enabled: !enabled }));
        notification.error({ title: failTitle(error, enabled), description: errorMessage(error) });
      } finally {
        mark(branch.id, false);
      }
    },
    [setItems, mark, notification],
  );

  return { pending, toggle };
}
