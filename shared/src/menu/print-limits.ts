// What one print file may hold (the API's print files, docs/print.md): the API refuses more and
// the panel offers the files split to fit. Bounded so one request cannot ask for minutes of work.

/** Table tents per file: 25 sheets of 4 (a branch may have up to 500 tables: up to 5 files). */
export const TENTS_PER_FILE = 100;

/** Dishes on one printed menu or poster (about 80 Letter pages of the printed menu). */
export const DISHES_PER_FILE = 1000;

export interface TentWindow {
  /** First and last table of the file (1-based, inclusive); 0 and 0 for a branch without tables. */
  from: number;
  to: number;
}

/** The tents files of a branch with `tables` tables: tables 1–100, 101–200, ... (one file for 0 tables). */
export function tentWindows(tables: number): TentWindow[] {
  if (tables <= 0) return [{ from: 0, to: 0 }];
  const windows: TentWindow[] = [];
  for (let from = 1; from <= tables; from += TENTS_PER_FILE)
    windows.push({ from, to: Math.min(tables, from + TENTS_PER_FILE - 1) });
  return windows;
}
