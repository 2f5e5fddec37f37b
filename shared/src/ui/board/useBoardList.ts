import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@menu/shared';
import { queryClient } from '@menu/shared/data';

/** Flags a list item can carry for a while: being deleted, or why it could not be. */
export interface ItemFlags {
  deleting?: boolean;
  deleteError?: string;
}

/** The state of one list: items plus loading, error and validated flags. */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  /** The failure of the last load (the server's error or the raw error), null when it worked. */
  error: unknown;
  /** True once the list has been loaded from the server at least once. */
  validated: boolean;
  /** Per-item flags by row key (see `rowKey`). */
  flags: Record<string, ItemFlags>;
}

/** Key of a row in the flags map: its level and id ('item:4', 'child:12'). */
export const rowKey = (level: 'item' | 'child', id: number | string) => `${level}:${id}`;

export interface BoardList<T> extends ListState<T> {
  /** Loads (again) from the server; the current items stay on screen meanwhile. */
  reload: () => Promise<void>;
  /** Replaces the items in the cache (after a save, an optimistic change...). */
  setItems: (update: (items: T[]) => T[]) => void;
  /**
   * Deletes one row: marks it deleting, runs `call`, and on success drops it with
   * `drop`; on failure the row stays (restored) with its deleteError. Answers whether it worked.
   */
  remove: (key: string, call: () => Promise<unknown>, drop: (items: T[]) => T[]) => Promise<boolean>;
  /**
   * Optimistic reorder: shows `next` at once and runs `send` (the one request with the
   * whole affected list); on failure puts the previous order back and rethrows.
   */
  reorder: (next: T[], send: () => Promise<unknown>) => Promise<void>;
}

/** A board's list in the panel's data cache: its key (the API path first, see shared/src/data) and its read. */
export interface BoardQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T[]>;
}

const NONE: never[] = [];

/**
 * The list every board shows, held in the panel's data cache (TanStack Query): the items ARE
 * the query's data, so a second visit within FRESH_MS draws them without asking the server,
 * and a save, delete or reorder writes them in place (setQueryData) for every reader of the
 * key. Only the row flags (deleting, deleteError) are this screen's own state.
 * `auto: false` reads nothing until `reload`.
 */
export function useBoardList<T>(query: BoardQuery<T>, options: { auto?: boolean } = {}): BoardList<T> {
  const client = queryClient();
  const { queryKey } = query;
  const result = useQuery({ ...query, enabled: options.auto !== false }, client);
  const [flags, setFlags] = useState<Record<string, ItemFlags>>({});
  const flag = useCallback((key: string, value: ItemFlags | null) => {
    setFlags((all) => {
      const next = { ...all };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });
  }, []);

  // A list that arrives from the server is drawn in a transition: React draws a long list in
  // slices, yielding to the browser between them, instead of one task that keeps a slow phone
  // from answering a tap until it ends. A change made here (a reorder, a save) shows at once,
  // in the same render as the event (the cache tells its readers a task later): while the
  // cache holds what this screen last wrote, that is what it draws.
  const [local, setLocal] = useState<T[] | null>(null);
  const deferred = useDeferredValue(result.data ?? (NONE as T[]));
  const items = local !== null && client.getQueryData(queryKey) === local ? local : deferred;

  // The key of this render (a history page, a filter): a write lands on the list on screen.
  const key = useRef(queryKey);
  key.current = queryKey;
  const set = useCallback(
    (update: (items: T[]) => T[]) => {
      // What the cache holds (its structural sharing may keep the old array's equal parts).
      const next = update(client.getQueryData<T[]>(key.current) ?? []);
      const stored = client.setQueryData<T[]>(key.current, next) ?? null;
      setLocal(stored);
      return stored;
    },
    [client],
  );

  const setItems = useCallback((update: (items: T[]) => T[]) => void set(update), [set]);

  const { refetch } = result;
  const reload = useCallback(async () => {
    const answer = await refetch();
    // A fresh list forgets the rows' delete errors (a row that failed to go may be gone now).
    if (answer.isSuccess) setFlags({});
  }, [refetch]);

  // The writes go through mutations of the cache's client (the panel's one place for server
  // state): on success the cache is written in place, on failure it is put back.
  const { mutateAsync: removeAsync } = useMutation(
    {
      mutationFn: (job: { key: string; call: () => Promise<unknown>; drop: (items: T[]) => T[] }) => job.call(),
      onError: (error, job) => flag(job.key, { deleting: false, deleteError: errorMessage(error) }),
      onSuccess: (_answer, job) => {
        set(job.drop);
        flag(job.key, null);
      },
    },
    client,
  );
  const remove = useCallback(
    (key: string, call: () => Promise<unknown>, drop: (items: T[]) => T[]) => {
      flag(key, { deleting: true });
      return removeAsync({ key, call, drop }).then(
        () => true,
        () => false,
      );
    },
    [flag, removeAsync],
  );

  const { mutateAsync: reorderAsync } = useMutation(
    {
      mutationFn: (job: { shown: T[] | null; previous: T[]; send: () => Promise<unknown> }) => job.send(),
      // Put the old order back unless something newer replaced the list meanwhile.
      onError: (_error, job) => set((current) => (current === job.shown ? job.previous : current)),
    },
    client,
  );
  const reorder = useCallback(
    async (next: T[], send: () => Promise<unknown>) => {
      const previous = client.getQueryData<T[]>(key.current) ?? [];
      const shown = set(() => next);
      await reorderAsync({ shown, previous, send });
    },
    [client, set, reorderAsync],
  );

  // A first answer is shown once its transition has drawn it: till then the list still loads
  // (its skeleton, not a flash of 'no items').
  const drawing = result.data !== undefined && items === NONE;
  const loading = result.isFetching || drawing;
  const validated = result.dataUpdatedAt > 0 && !drawing;
  const error = result.error;
  return useMemo(
    () => ({ items, loading, error, validated, flags, reload, setItems, remove, reorder }),
    [items, loading, error, validated, flags, reload, setItems, remove, reorder],
  );
}
