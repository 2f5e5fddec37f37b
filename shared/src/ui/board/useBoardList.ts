import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { errorMessage } from '@menu/shared';

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

export type ListAction<T> =
  | { type: 'load' }
  | { type: 'loaded'; items: T[] }
  | { type: 'failed'; error: unknown }
  | { type: 'set'; update: (items: T[]) => T[] }
  | { type: 'flag'; key: string; flags: ItemFlags | null };

export const initialListState = <T>(items: T[] = []): ListState<T> => ({
  items,
  loading: false,
  error: null,
  validated: false,
  flags: {},
});

/** The one reducer of every board list (pure, so it is tested on its own). */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'load':
      return { ...state, loading: true };
    case 'loaded':
      return { ...state, items: action.items, loading: false, error: null, validated: true, flags: {} };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'set':
      return { ...state, items: action.update(state.items) };
    case 'flag': {
      const flags = { ...state.flags };
      if (action.flags) flags[action.key] = action.flags;
      else delete flags[action.key];
      return { ...state, flags };
    }
    default:
      return state;
  }
}

/** Key of a row in the flags map: its level and id ('item:4', 'child:12'). */
export const rowKey = (level: 'item' | 'child', id: number | string) => `${level}:${id}`;

export interface BoardList<T> extends ListState<T> {
  /** Loads (again) from the server; the current items stay on screen meanwhile. */
  reload: () => Promise<void>;
  /** Replaces the items locally (after a save, an optimistic change...). */
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

/**
 * The list state every board uses: `load` fetches the items (run on mount and on
 * reload). Pass a stable `load` (module function or useCallback).
 */
export function useBoardList<T>(load: () => Promise<T[]>, options: { auto?: boolean } = {}): BoardList<T> {
  const [state, dispatch] = useReducer(listReducer<T>, undefined, () => ({
    ...initialListState<T>(),
    loading: options.auto !== false,
  }));
  const latest = useRef(state.items);
  latest.current = state.items;
  // Only the newest load may land (a reload started after a save wins over an older one).
  const generation = useRef(0);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    dispatch({ type: 'load' });
    try {
      const items = await load();
      // A transition: React draws a long list in slices, yielding to the browser between
      // them, instead of one task that keeps a slow phone from answering a tap until it ends.
      if (mounted.current && mine === generation.current) startTransition(() => dispatch({ type: 'loaded', items }));
    } catch (error) {
      if (mounted.current && mine === generation.current) dispatch({ type: 'failed', error });
    }
  }, [load]);

  const auto = options.auto !== false;
  useEffect(() => {
    mounted.current = true;
    if (auto) void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload, auto]);

  const setItems = useCallback((update: (items: T[]) => T[]) => dispatch({ type: 'set', update }), []);

  const remove = useCallback(async (key: string, call: () => Promise<unknown>, drop: (items: T[]) => T[]) => {
    dispatch({ type: 'flag', key, flags: { deleting: true } });
    try {
      await call();
    } catch (error) {
      if (mounted.current)
        dispatch({ type: 'flag', key, flags: { deleting: false, deleteError: errorMessage(error) } });
      return false;
    }
    if (mounted.current) {
      dispatch({ type: 'set', update: drop });
      dispatch({ type: 'flag', key, flags: null });
    }
    return true;
  }, []);

  const reorder = useCallback(async (next: T[], send: () => Promise<unknown>) => {
    const previous = latest.current;
    dispatch({ type: 'set', update: () => next });
    try {
      await send();
    } catch (error) {
      // Put the old order back unless something newer replaced the list meanwhile.
      if (mounted.current) dispatch({ type: 'set', update: (items) => (items === next ? previous : items) });
      throw error;
    }
  }, []);

  return useMemo(() => ({ ...state, reload, setItems, remove, reorder }), [state, reload, setItems, remove, reorder]);
}
