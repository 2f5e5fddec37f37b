import type { RemoteEntry } from '@menu/shared';
import { FRESH_MS, startEarlyGet } from '@menu/shared/session/early';
import startup from '@menu/shared/startup.json';

/**
 * A first open of a section used to wait for its code (entry, then chunks) before its screen
 * asked for its data: two round trips after the click on a slow network. Its remote declares
 * the GETs each of its screens makes first (early-gets.json, carried by the remotes list), so
 * when the pointer rests on its sidebar entry the panel starts them as early GETs
 * (shared/src/session/early.ts): the screen's first read of each list in the data cache takes
 * the answer, and the data is on its way with the code. The sidebar calls this only for a
 * section the owner's plan opens. A list the page's data cache already holds fresh is not
 * asked again (the screen reads it from there).
 */
export function startSectionData(remote: RemoteEntry, pathname: string): void {
  for (const path of remote.earlyGets?.[pathname] ?? []) if (!heldFresh(path)) startEarlyGet(path);
}

/** What this reads of the data cache (TanStack Query's QueryClient), without loading the library. */
interface CacheReader {
  getQueryState(key: readonly unknown[]): { status: string; isInvalidated: boolean; dataUpdatedAt: number } | undefined;
}

/** Whether the panel's data cache (on its global, when a screen has created it) holds `path`'s list fresh. */
function heldFresh(path: string): boolean {
  const holder = globalThis as typeof globalThis & { [key: symbol]: CacheReader | undefined };
  const state = holder[Symbol.for(startup.queryClientGlobal)]?.getQueryState([path]);
  return !!state && state.status === 'success' && !state.isInvalidated && Date.now() - state.dataUpdatedAt < FRESH_MS;
}
