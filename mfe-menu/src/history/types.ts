import type { InfoOf, QueryOf } from '@menu/shared';

// The shapes of /v1/history, read from the generated OpenAPI types (the API's route schemas).

export type HistoryPage = InfoOf<'/v1/history', 'get'>;
export type HistoryEntry = HistoryPage['items'][number];
/** The kinds of thing the history records (the `entity` filter). */
export type HistoryEntity = HistoryEntry['entity'];
export type HistoryAction = HistoryEntry['action'];
/** One field that changed ('price_cents', 'table.column' of an attached row), its values and its words (`text`). */
export type HistoryChange = HistoryEntry['changes'][number];
/** Who made a change: the member by their name now; null for the system or a member removed since. */
export type HistoryMember = HistoryEntry['member'];
/** A person of the account (GET /v1/history/people), for the filter by person. */
export type HistoryPerson = InfoOf<'/v1/history/people', 'get'>[number];
/** GET /v1/history's filters; from/to are ISO instants, page is 1-based, member_id a person's id. */
export type HistoryQuery = QueryOf<'/v1/history', 'get'>;

/** GET /v1/history/restore?at=: created comes back, updated changes, deleted goes (it was made after `at`). */
export type RestorePreview = InfoOf<'/v1/history/restore', 'get'>;
/** One item a restore touches; `before` is now, `after` is at the chosen moment. */
export type RestoreItem = RestorePreview['created'][number];
/** POST /v1/history/restore's answer: the restore's entry (null when nothing changed) and the counts. */
export type RestoreResult = InfoOf<'/v1/history/restore', 'post'>;
