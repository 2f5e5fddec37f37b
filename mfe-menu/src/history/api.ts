import { api, unwrap } from '@menu/shared';
import type { HistoryQuery } from './types';

/** How many entries a page of the Historial screen shows. */
export const HISTORY_PAGE_SIZE = 50;

/** Newest first, filtered and paged. */
export const listHistory = (query: HistoryQuery) =>
  unwrap(api.GET('/v1/history', { params: { query: { page_size: HISTORY_PAGE_SIZE, ...query } } }));

/** A page of the history in the panel's data cache, keyed by its filters: its entries and their total. */
export const historyPage = (query: HistoryQuery) => ({
  queryKey: ['/v1/history', 'page', query] as const,
  queryFn: () => listHistory(query),
});

/**
 * Reverts one entry; answers the new 'undo' entry. 409 HISTORY_CONFLICT names the later
 * change that touched the same thing; 409 HISTORY_ALREADY_UNDONE.
 */
export const undoHistory = (id: number) =>
  unwrap(api.POST('/v1/history/{id}/undo', { params: { path: { id } } })).then((answer) => answer.entry);

/** What restoring the menu to `at` (ISO instant) would do; nothing is written. */
export const previewRestore = (at: string) => unwrap(api.GET('/v1/history/restore', { params: { query: { at } } }));

/** Restores the menu to `at`, all or nothing. 400 RESTORE_TOO_OLD before the kept history. */
export const applyRestore = (at: string) => unwrap(api.POST('/v1/history/restore', { body: { at } }));
