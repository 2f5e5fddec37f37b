import { ApiError, errorMessage } from '@menu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a sheet tells about its saves, in its status line. */
export type SaveNotice =
  | { kind: 'saving' }
  | { kind: 'saved'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'info'; text: string };

const SAVED: SaveNotice = { kind: 'saved', text: 'Cambios guardados' };

/** The position N of the first `items.N` (or `items.N.…`) field an API error names, if any. */
export function failedItem(error: unknown): { index: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  for (const { field, message } of error.fields) {
    const match = /^items\.(\d+)(\.|$)/.exec(field);
    if (match) return { index: Number(match[1]), message };
  }
  return null;
}

/** What a sheet tells the autosave: which of its marked keys go out, as what, and what a save's outcome changes. */
export interface AutosaveSheet<K, I> {
  /** The keys waiting to be saved: drops from `marked` those with nothing to send, answers those ready to go. */
  ready: (marked: Set<K>) => K[];
  /** What one key sends (read when its request leaves). */
  entry: (key: K) => I;
  /** The one request of a batch (all or nothing). */
  save: (batch: I[]) => Promise<unknown>;
  /** The batch was saved. */
  saved: (batch: I[]) => void;
  /**
   * The batch was refused: `refused` are its entries that go back to the server's (one, when
   * the 400 names `items.N`; else all), `why` says why, `named` whether the error named that one.
   * The batch's other entries are marked again and go out with the next request.
   */
  refused: (refused: I[], why: string, named: boolean) => void;
  /** The status once nothing is on its way, given how many keys still wait (default 'Cambios guardados'). */
  idle?: (waiting: number) => SaveNotice;
}

/**
 * The batched autosave of the menu's sheets (Alérgenos, Traducciones): an edit shows at once
 * (the sheet's own overlay) and marks its key; the marked keys go out together `delay` ms
 * after the last edit (or now), one request at a time, and the keys marked while one is on
 * its way go out right after it. A refusal puts its entries back (the sheet says how) and
 * says why in the status line. Leaving the sheet sends what still waits; closing the page
 * while something waits or is on its way makes the browser ask first.
 */
export function useBatchedAutosave<K, I>(sheet: AutosaveSheet<K, I>, delay: number) {
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  // The sheet's callbacks of the last render: they read its newest state.
  const own = useRef(sheet);
  own.current = sheet;
  const marked = useRef(new Set<K>());
  const flying = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);

  /** The status once nothing is on its way (a failure has said so already). */
  const report = useCallback((failed: boolean) => {
    if (live.current && !failed) setNotice(own.current.idle?.(marked.current.size) ?? SAVED);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (flying.current) return;
    const keys = own.current.ready(marked.current);
    if (!keys.length) return report(false);
    const batch = keys.map((key) => own.current.entry(key));
    for (const key of keys) marked.current.delete(key);
    flying.current = true;
    let failed = false;
    try {
      await own.current.save(batch);
      own.current.saved(batch);
    } catch (error) {
      failed = true;
      const named = failedItem(error);
      const item = named && named.index < batch.length ? named : null;
      // The other entries of the request did nothing wrong: they go out again.
      keys.forEach((key, index) => {
        if (item && index !== item.index) marked.current.add(key);
      });
      const why = item?.message ?? errorMessage(error);
      own.current.refused(item ? [batch[item.index]!] : batch, why, item !== null);
      if (live.current) setNotice({ kind: 'error', text: `No se guardaron los cambios: ${why}` });
    } finally {
      flying.current = false;
    }
    // Edits made meanwhile (and entries to send again) go out now.
    if (own.current.ready(marked.current).length) return flush();
    report(failed);
  }, [report]);

  /**
   * Marks keys to save: after the next quiet moment, or `now`. `quiet` leaves the status line
   * as it is (a cell left without a change says nothing).
   */
  const mark = useCallback(
    (keys: Iterable<K>, now = false, quiet = false) => {
      for (const key of keys) marked.current.add(key);
      // Said from the edit on, so 'Cambios guardados' means nothing is left to send.
      if (live.current && !quiet) setNotice({ kind: 'saving' });
      clearTimeout(timer.current);
      if (now) void flush();
      else timer.current = setTimeout(() => void flush(), delay);
    },
    [flush, delay],
  );

  // Leaving the sheet sends what is still waiting for its quiet moment.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (marked.current.size) void flush();
    };
  }, [flush]);

  // Closing the page while a save is waiting or on its way: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (marked.current.size || flying.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  /** Whether the sheet is still on screen (a late answer changes nothing then). */
  const isLive = useCallback(() => live.current, []);
  /** The keys marked and not sent yet. */
  const waiting = useCallback((): ReadonlySet<K> => marked.current, []);

  return { notice, setNotice, mark, flush, isLive, waiting };
}
