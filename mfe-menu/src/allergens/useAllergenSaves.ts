import { ApiError, errorMessage } from '@menu/shared';
import {
  type AllergenCode,
  type AllergenMap,
  type Diet,
  dietProblem,
  nextLevel,
  normalizeAllergens,
  normalizeDiets,
} from '@menu/shared/menu/allergens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAllergens } from './api';

/** What the board edits of a product. */
export interface RowFacts {
  allergens: AllergenMap;
  diets: Diet[];
}
export type FactsById = Record<number, RowFacts>;

/** What the board tells about its saves, in its status line. */
export type SaveNotice =
  | { kind: 'saving' }
  | { kind: 'saved'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'info'; text: string };

/** Clicks within this time go out in one request (a row filled cell after cell is one save). */
export const SAVE_DELAY_MS = 400;

const same = (a: RowFacts | undefined, b: RowFacts | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The position N of the first `items.N.…` field an API error names, if any. */
function failedItem(error: unknown): { index: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  for (const { field, message } of error.fields) {
    const match = /^items\.(\d+)\./.exec(field);
    if (match) return { index: Number(match[1]), message };
  }
  return null;
}

/**
 * The allergen board's state and saves. A click changes the row at once (optimistic) and
 * marks it to save; the marked rows go out together SAVE_DELAY_MS after the last click, one
 * request at a time (PUT /v1/products/allergens, all or nothing). A row whose diets its
 * allergens contradict (the shared rule) shows why and waits, unsaved, until it is put
 * right. When a save fails the rows it carried go back to what the server holds: a 400
 * naming `items.N` puts its message on that row and the others are sent again; any other
 * failure reverts them all and says so.
 */
export function useAllergenSaves(delay = SAVE_DELAY_MS) {
  const [facts, setFacts] = useState<FactsById>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const current = useRef<FactsById>({});
  const saved = useRef<FactsById>({});
  const dirty = useRef(new Set<number>());
  const flying = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);

  const apply = useCallback((change: (all: FactsById) => FactsById) => {
    current.current = change(current.current);
    setFacts(current.current);
  }, []);
  const setError = useCallback((id: number, message: string | null) => {
    setErrors((all) => {
      if ((all[id] ?? null) === message) return all;
      const next = { ...all };
      if (message === null) delete next[id];
      else next[id] = message;
      return next;
    });
  }, []);

  /** The server's facts (a load): rows being edited keep what the owner chose. */
  const reset = useCallback(
    (loaded: FactsById) => {
      saved.current = loaded;
      apply(() => {
        const next = { ...loaded };
        for (const id of dirty.current) if (current.current[id]) next[id] = current.current[id];
        return next;
      });
    },
    [apply],
  );

  /**
   * The rows waiting to be saved, but those whose diets their allergens contradict; a row
   * clicked back to what the server holds has nothing to save.
   */
  const sendable = useCallback(() => {
    for (const id of dirty.current) if (same(current.current[id], saved.current[id])) dirty.current.delete(id);
    return [...dirty.current].filter((id) => {
      const row = current.current[id];
      return row !== undefined && !dietProblem(row.diets, row.allergens);
    });
  }, []);

  /** The status once nothing is on its way: saved, or rows that wait to be put right. */
  const report = useCallback((failed: boolean) => {
    // A failure has said so already.
    if (!live.current || failed) return;
    if (dirty.current.size)
      setNotice({ kind: 'error', text: 'Hay platillos sin guardar: corrige lo que dice cada uno.' });
    else setNotice({ kind: 'saved', text: 'Cambios guardados' });
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (flying.current) return;
    const ids = sendable();
    if (!ids.length) return report(false);
    for (const id of ids) dirty.current.delete(id);
    const items = ids.map((id) => ({ id, ...current.current[id]! }));
    flying.current = true;
    let failed = false;
    try {
      await saveAllergens(items);
      for (const { id, allergens, diets } of items) saved.current[id] = { allergens, diets };
    } catch (error) {
      failed = true;
      const named = failedItem(error);
      const item = named && named.index < ids.length ? named : null;
      const reverted = item ? [ids[item.index]!] : ids;
      // The other rows of the request did nothing wrong: they go out again.
      for (const id of ids) if (!reverted.includes(id)) dirty.current.add(id);
      for (const id of reverted) dirty.current.delete(id);
      if (live.current) {
        apply((all) => {
          const next = { ...all };
          for (const id of reverted) next[id] = saved.current[id] ?? { allergens: {}, diets: [] };
          return next;
        });
        if (item) setError(reverted[0]!, item.message);
        setNotice({ kind: 'error', text: `No se guardaron los cambios: ${item?.message ?? errorMessage(error)}` });
      }
    } finally {
      flying.current = false;
    }
    // Clicks made meanwhile (and rows to send again) go out now.
    if (sendable().length) return flush();
    report(failed);
  }, [apply, setError, sendable, report]);

  /** Marks rows to save: now, or after the next quiet moment. */
  const schedule = useCallback(
    (ids: number[], now = false) => {
      for (const id of ids) dirty.current.add(id);
      // Said from the click on, so 'Cambios guardados' means nothing is left to send.
      if (live.current) setNotice({ kind: 'saving' });
      clearTimeout(timer.current);
      if (now) void flush();
      else timer.current = setTimeout(() => void flush(), delay);
    },
    [flush, delay],
  );

  /** A row's new facts: shown at once, checked with the diet rule, saved soon. */
  const change = useCallback(
    (id: number, update: (row: RowFacts) => RowFacts, now = false) => {
      const row = update(current.current[id] ?? { allergens: {}, diets: [] });
      apply((all) => ({ ...all, [id]: row }));
      setError(id, dietProblem(row.diets, row.allergens)?.message ?? null);
      schedule([id], now);
    },
    [apply, setError, schedule],
  );

  /** The board's click: the next level of one allergen of one product. */
  const cycle = useCallback(
    (id: number, code: AllergenCode) =>
      change(id, (row) => {
        const level = nextLevel(row.allergens[code]);
        const allergens = { ...row.allergens };
        if (level) allergens[code] = level;
        else delete allergens[code];
        return { ...row, allergens: normalizeAllergens(allergens) };
      }),
    [change],
  );

  const toggleDiet = useCallback(
    (id: number, diet: Diet, on: boolean) =>
      change(id, (row) => ({
        ...row,
        diets: normalizeDiets(on ? [...row.diets, diet] : row.diets.filter((d) => d !== diet)),
      })),
    [change],
  );

  /** One row's allergens and diets onto other rows, saved at once (one request). Answers how many changed. */
  const copy = useCallback(
    (sourceId: number, targetIds: number[]) => {
      const source = current.current[sourceId];
      const targets = targetIds.filter((id) => id !== sourceId && !same(current.current[id], source));
      if (!source || !targets.length) return 0;
      apply((all) => {
        const next = { ...all };
        for (const id of targets) next[id] = { allergens: { ...source.allergens }, diets: [...source.diets] };
        return next;
      });
      for (const id of targets) setError(id, null);
      schedule(targets, true);
      return targets.length;
    },
    [apply, setError, schedule],
  );

  // Leaving the board sends what is still waiting for its quiet moment.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (dirty.current.size) void flush();
    };
  }, [flush]);

  // Closing the page while a save is waiting or on its way: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size || flying.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { facts, errors, notice, setNotice, reset, cycle, toggleDiet, copy, flush };
}
