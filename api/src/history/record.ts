import type { Executor } from '../data/toolkit.js'
import { historyContext } from './context.js'
import { raiseMarkers } from './marker.js'
import { type HistoryRow, summarize } from './summary.js'
import { enqueueWebhookEvents } from '../webhooks/events.js'

/**
 * Closes the history of the transaction `trx` is about to commit: its row changes (written by
 * the triggers, not yet in an entry) become one entry per account, with who and why from the
 * history context; and raises each of those accounts' change marker (history/marker.ts), so the
 * caches keyed on it rebuild that account's lists, menus and files, and only those. Called by
 * `inTransaction` as the last statements of every transaction, so a change, its history and its
 * marker commit or roll back together.
 */
export async function closeHistory(trx: Executor): Promise<void> {
  const open = await trx.selectFrom('history_rows').selectAll().where('entry_id', 'is', null).orderBy('id').execute()
  if (open.length === 0) return
  const byAccount = new Map<number, HistoryRow[]>()
  for (const row of open) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row])
  await raiseMarkers(trx, [...byAccount.keys()])
  const context = historyContext()
  for (const [accountId, rows] of byAccount) {
    const summary = await summarize(trx, rows)
    if (!summary) continue
    const entry = await trx
      .insertInto('history_entries')
      .values({
        account_id: accountId,
        // The real time, whatever clock the app runs on: every entry on one clock orders them truly.
        at: new Date().toISOString(),
        // The person's e-mail; the owner's is the account's, read in the same statement.
        actor: context.actor ?? trx.selectFrom('accounts').select('email').where('id', '=', accountId),
        member_id: context.memberId ?? null,
        action: context.action ?? summary.action,
        entity: summary.entity,
        entity_id: summary.entityId,
        name: summary.name,
        count: summary.count,
        changes: JSON.stringify(summary.changes),
        label: context.label ?? null,
        undoes: context.undoes ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('history_rows')
      .set({ entry_id: entry.id })
      .where('account_id', '=', accountId)
      .where('entry_id', 'is', null)
      .execute()
    // The account's webhooks hear of it in this same transaction (an outbox: sent only if it commits).
    await enqueueWebhookEvents(trx, accountId, rows)
    if (context.undoes !== undefined)
      await trx
        .updateTable('history_entries')
        .set({ undone_by: entry.id })
        .where('id', '=', context.undoes)
        .where('account_id', '=', accountId)
        .execute()
  }
}
