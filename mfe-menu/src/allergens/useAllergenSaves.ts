import {
  type AllergenCode,
  type AllergenMap,
  type Diet,
  dietProblem,
  nextLevel,
  normalizeAllergens,
  normalizeDiets,
} from '@menu/shared/menu/allergens';
import { useCallback, useRef, useState } from 'react';
import { useBatchedAutosave } from '../autosave/useBatchedAutosave';
import { saveAllergens } from './api';

/** What the board edits of a product. */
export interface RowFacts {
  allergens: AllergenMap;
  diets: Diet[];
}
export type FactsById = Record<number, RowFacts>;
export type { SaveNotice } from '../autosave/useBatchedAutosave';

/** Clicks within this time go out in one request (a row filled cell after cell is one save). */
export const SAVE_DELAY_MS = 400;

const same = (a: RowFacts | undefined, b: RowFacts | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** What one row sends: PUT /v1/products/allergens' item. */
type Entry = { id: number } & RowFacts;

/**
 * The allergen board's state and saves (through the sheets' batched autosave). A click
 * changes the row at once (optimistic) and marks it to save; the marked rows go out together
 * SAVE_DELAY_MS after the last click (PUT /v1/products/allergens, all or nothing). A row
 * whose diets its allergens contradict (the shared rule) shows why and waits, unsaved, until
 * it is put right. When a save fails the rows it carried go back to what the server holds: a
 * 400 naming `items.N` puts its message on that row and the others are sent again; any other
 * failure reverts them all and says so.
 */
export function useAllergenSaves(delay = SAVE_DELAY_MS) {
  const [facts, setFacts] = useState<FactsById>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const current = useRef<FactsById>({});
  const saved = useRef<FactsById>({});

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

  const { notice, setNotice, mark, flush, waiting } = useBatchedAutosave<number, Entry>(
    {
      // A row clicked back to what the server holds has nothing to save; a row whose diets
      // its allergens contradict waits.
      ready: (marked) => {
        for (const id of marked) if (same(current.current[id], saved.current[id])) marked.delete(id);
        return [...marked].filter((id) => {
          const row = current.current[id];
          return row !== undefined && !dietProblem(row.diets, row.allergens);
        });
      },
      entry: (id) => ({ id, ...current.current[id]! }),
      save: saveAllergens,
      saved: (batch) => {
        for (const { id, allergens, diets } of batch) saved.current[id] = { allergens, diets };
      },
      refused: (rows, why, named) => {
        apply((all) => {
          const next = { ...all };
          for (const { id } of rows) next[id] = saved.current[id] ?? { allergens: {}, diets: [] };
          return next;
        });
        if (named) setError(rows[0]!.id, why);
      },
      idle: (left) =>
        left
          ? { kind: 'error', text: 'Hay platillos sin guardar: corrige lo que dice cada uno.' }
          : { kind: 'saved', text: 'Cambios guardados' },
    },
    delay,
  );

  /** The server's facts (a load): rows being edited keep what the owner chose. */
  const reset = useCallback(
    (loaded: FactsById) => {
      saved.current = loaded;
      apply(() => {
        const next = { ...loaded };
        for (const id of waiting()) if (current.current[id]) next[id] = current.current[id];
        return next;
      });
    },
    [apply, waiting],
  );

  /** A row's new facts: shown at once, checked with the diet rule, saved soon. */
  const change = useCallback(
    (id: number, update: (row: RowFacts) => RowFacts, now = false) => {
      const row = update(current.current[id] ?? { allergens: {}, diets: [] });
      apply((all) => ({ ...all, [id]: row }));
      setError(id, dietProblem(row.diets, row.allergens)?.message ?? null);
      mark([id], now);
    },
    [apply, setError, mark],
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
      mark(targets, true);
      return targets.length;
    },
    [apply, setError, mark],
  );

  return { facts, errors, notice, setNotice, reset, cycle, toggleDiet, copy, flush };
}
