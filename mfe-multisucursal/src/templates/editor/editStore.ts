import { useCallback, useSyncExternalStore } from 'react';
import type { RowEdit } from './rows';

type Listener = () => void;

/**
 * What the user changed, by row key, with the price errors of the last save attempt. A
 * change notifies only that row's cells (and the editor's change count): typing in one of
 * 3,000 rows repaints one row, and no row object is re-created.
 */
export class EditStore {
  private edits = new Map<string, RowEdit>();
  private errors = new Map<string, string>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listeners = new Set<Listener>();
  /** Moves with every change (what `useEditsVersion` reads). */
  version = 0;

  edit(key: string): RowEdit | undefined {
    return this.edits.get(key);
  }

  error(key: string): string | undefined {
    return this.errors.get(key);
  }

  /** Every edited row's key and edit. */
  entries(): Array<[string, RowEdit]> {
    return [...this.edits];
  }

  /** Changes some values of rows (a changed row loses its error). */
  patch(changes: Array<[string, RowEdit]>) {
    for (const [key, patch] of changes) {
      this.edits.set(key, { ...this.edits.get(key), ...patch });
      this.errors.delete(key);
    }
    this.notify(changes.map(([key]) => key));
  }

  /** Puts these errors on their rows (and takes the previous ones away). */
  setErrors(errors: Map<string, string>) {
    const touched = [...this.errors.keys(), ...errors.keys()];
    this.errors = new Map(errors);
    this.notify(touched);
  }

  subscribeRow(key: string, listener: Listener) {
    let set = this.rowListeners.get(key);
    if (!set) {
      set = new Set();
      this.rowListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(key);
    };
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private notify(keys: string[]) {
    this.version += 1;
    for (const key of new Set(keys)) for (const listener of this.rowListeners.get(key) ?? []) listener();
    for (const listener of this.listeners) listener();
  }
}

/** A row's edit and error; repaints only when they change. */
export function useRowState(store: EditStore, key: string) {
  const subscribe = useCallback((listener: Listener) => store.subscribeRow(key, listener), [store, key]);
  const edit = useSyncExternalStore(subscribe, () => store.edit(key));
  const error = useSyncExternalStore(subscribe, () => store.error(key));
  return { edit, error };
}

/** The store's version: repaints on any change (the change count). */
export function useEditsVersion(store: EditStore) {
  const subscribe = useCallback((listener: Listener) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.version);
}
