import { callApi } from '../http';
import type { HistoryEntry, HistoryPage, HistoryQuery, RestorePreview, RestoreResult } from './types';

// The history calls (issue 30). Through callApi until the generated types hold these routes
// (see ./types.ts); then `unwrap(api.GET('/v1/history', { params: { query } }))` and so on.

/** How many entries a page of the Historial screen shows. */
export const HISTORY_PAGE_SIZE = 50;

/** Newest first, filtered and paged. */
export const listHistory = (query: HistoryQuery) =>
  callApi<HistoryPage>('GET', '/v1/history', {
    query: { page_size: HISTORY_PAGE_SIZE, ...query },
  });

/**
 * Reverts one entry; answers the new 'undo' entry. 409 HISTORY_CONFLICT names the later
 * change that touched the same thing; 409 HISTORY_ALREADY_UNDONE.
 */
export const undoHistory = (id: number) =>
  callApi<{ entry: HistoryEntry }>('POST', `/v1/history/${id}/undo`).then((answer) => answer.entry);

/** What restoring the menu to `at` (ISO instant) would do; nothing is written. */
export const previewRestore = (at: string) => callApi<RestorePreview>('GET', '/v1/history/restore', { query: { at } });

/** Restores the menu to `at`, all or nothing. 400 RESTORE_TOO_OLD before the kept history. */
export const applyRestore = (at: string) => callApi<RestoreResult>('POST', '/v1/history/restore', { body: { at } });
