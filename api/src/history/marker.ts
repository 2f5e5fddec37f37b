import { sql } from 'kysely'
import type { Executor } from '../data/toolkit.js'

/**
 * The account's change marker, `accounts.change_marker` (migrations/0033): a number that grows
 * with every committed change to what the account's panel lists, public menu or print files
 * show. The panel's list cache (plugins/list-cache.ts), the public-menu cache (public-menu/page.ts)
 * and the print cache (print/printer.ts) read it BEFORE loading and keep what they built under
 * it: an equal marker later means the same data. It lives in the database, raised in the same
 * transaction as the change, so every instance on the database sees a write at once.
 *
 * Two writes raise it, and only these (a test per kind: api/test/change-marker.test.ts):
 * - the history's close of a transaction (history/record.ts), for every account whose recorded
 *   rows (history/tables.ts: menu, marketing, branches, templates, sold-out marks, the brand) it
 *   changed: every write a diner can see is recorded, so none can forget it;
 * - a plan change (`setPlanCode` below): the plan decides what the menu may show (brand,
 *   languages, templates, promotions) but is not history (an undo must not change the plan).
 * Nothing else does: the views counter's flushes, logins, billing rows and other accounts'
 * writes leave every cached menu in place.
 */

/** Raises the marker of each account of `accountIds`, in the caller's transaction. */
export async function raiseMarkers(q: Executor, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return
  await q
    .updateTable('accounts')
    .set({ change_marker: sql`change_marker + 1` })
    .where('id', 'in', [...accountIds])
    .execute()
}

/** The account's marker, as text; undefined when the account is gone (then nothing is kept). */
export async function changeMarker(q: Executor, accountId: number): Promise<string | undefined> {
  const row = await q.selectFrom('accounts').select('change_marker').where('id', '=', accountId).executeTakeFirst()
  return row === undefined ? undefined : String(row.change_marker)
}

/** Sets the account's plan and raises its marker in the same statement: the one way a plan changes. */
export async function setPlanCode(q: Executor, accountId: number, planCode: string): Promise<void> {
  await q
    .updateTable('accounts')
    .set({ plan_code: planCode, change_marker: sql`change_marker + 1` })
    .where('id', '=', accountId)
    .execute()
}
