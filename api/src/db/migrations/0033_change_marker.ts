import { type Kysely, PostgresAdapter, sql } from 'kysely'
import * as listVersions from './0012_list_versions.js'

/**
 * One change marker per account, `accounts.change_marker` (issue 41), in place of the three
 * kept until now: the `list_version` triggers (migrations 0012, 0015 and 0016, each over its own
 * list of tables), the history's triggers, and a global marker of the whole database that
 * emptied every restaurant's public-menu cache on any write by any account, and on every flush
 * of the views counter.
 *
 * The history's close of a transaction (history/record.ts) raises the marker of each account whose
 * recorded rows it changed, in that same transaction; the one write the history does not record
 * that changes what a diner sees, the plan, raises it where the plan is set (history/marker.ts).
 * The panel's list cache, the public-menu cache and the print cache are keyed on it.
 *
 * Up drops every `lv_*` trigger the database has (read from its catalog, so no table list is
 * kept here), their functions and `list_version`, and adds the new column; down is the reverse.
 *
 * Not for a rolling deploy: an instance of an earlier build reads `list_version` (its list
 * answers fail) and does not raise the new marker (the new instances' caches would keep what its
 * writes changed). Stop the old instances, then start the new ones (docs/operations.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  for (const { name, table } of await listVersionTriggers(db, pg))
    await sql`drop trigger ${sql.id(name)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(db)
  if (pg) {
    await sql`drop function list_version_bump()`.execute(db)
    await sql`drop function list_version_plan()`.execute(db)
  }
  await db.schema.alterTable('accounts').dropColumn('list_version').execute()
  await db.schema
    .alterTable('accounts')
    .addColumn('change_marker', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}

/** The `lv_<table>_<event>` triggers of migrations 0012, 0015 and 0016, with their tables. */
async function listVersionTriggers(db: Kysely<unknown>, pg: boolean): Promise<Array<{ name: string; table: string }>> {
  const { rows } = pg
    ? await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as table
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgname like 'lv\\_%'`.execute(db)
    : await sql<{ name: string; table: string }>`select name, tbl_name as "table" from sqlite_master
        where type = 'trigger' and name like 'lv\\_%' escape '\\'`.execute(db)
  return rows
}

/** Tables whose list triggers later migrations added to 0012's (0015: sold_out, 0016: template_schedules). */
const LATER_LIST_TABLES = ['sold_out', 'template_schedules']

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema.alterTable('accounts').dropColumn('change_marker').execute()
  await listVersions.up(db)
  for (const table of LATER_LIST_TABLES) {
    for (const [event, rows, ids] of [
      ['insert', 'new', 'new.account_id'],
      ['update', 'new', 'new.account_id, old.account_id'],
      ['delete', 'old', 'old.account_id'],
    ] as const) {
      const name = sql.id(`lv_${table}_${event}`)
      await (pg
        ? sql`create trigger ${name} after ${sql.raw(event)} on ${sql.id(table)} referencing ${sql.raw(rows)} table
            as changed for each statement execute function list_version_bump()`
        : sql`create trigger ${name} after ${sql.raw(event)} on ${sql.id(table)}
            begin update accounts set list_version = list_version + 1 where id in (${sql.raw(ids)}); end`
      ).execute(db)
    }
  }
}
