import { type Kysely, PostgresAdapter, sql } from 'kysely'
import {
  NOISE_COLUMNS,
  RECORDED_TABLE_NAMES,
  RECORDED_TABLES,
  type RecordedTable,
  type RecordedTableName,
} from '../history/tables.js'

/**
 * The history's row triggers (docs/history.md): every insert, update and delete of a recorded
 * table writes one `history_rows` row, in the same statement, with the row before and after as
 * JSON. Triggers rather than calls in each repository, so no write path (imports, clones,
 * cascades, the billing job disabling branches, a future one) can forget it; the transaction's
 * end groups its rows into one entry (history/record.ts).
 *
 * - PostgreSQL: one function for every table, told the key, account and recorded columns by
 *   its arguments; `to_jsonb` reads the whole row.
 * - SQLite: a trigger per table and event naming each column, read from the schema when they
 *   are installed. A later migration that adds a column to a recorded table must call
 *   `installHistoryTriggers` again, or the new column is not recorded (a test compares them).
 *
 * An update that changes nothing recorded (only `updated_at`, or on the account row only its
 * cache marker or plan) writes nothing. The account row is recorded on update only: its sign-up
 * and closing are not menu changes, and nothing may undo or restore an account into or out of
 * existence.
 */
export async function installHistoryTriggers(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await dropHistoryTriggers(db)
  if (pg) {
    await sql`create or replace function history_record() returns trigger language plpgsql as $$
      declare
        keys text[] := string_to_array(tg_argv[0], ',');
        cols text[] := string_to_array(nullif(tg_argv[2], ''), ',');
        b jsonb;
        a jsonb;
        r jsonb;
      begin
        if tg_op <> 'INSERT' then b := to_jsonb(old); end if;
        if tg_op <> 'DELETE' then a := to_jsonb(new); end if;
        if cols is not null then
          b := (select jsonb_object_agg(key, value) from jsonb_each(b) where key = any(cols));
          a := (select jsonb_object_agg(key, value) from jsonb_each(a) where key = any(cols));
        end if;
        if tg_op = 'UPDATE' and (a - 'updated_at') = (b - 'updated_at') then return null; end if;
        r := coalesce(to_jsonb(new), to_jsonb(old));
        insert into history_rows (account_id, table_name, row_key, op, before, after)
        values (
          (r ->> tg_argv[1])::integer,
          tg_table_name,
          (select string_agg(coalesce(r ->> k, ''), ':' order by n) from unnest(keys) with ordinality as t(k, n)),
          lower(tg_op),
          b::text,
          a::text
        );
        return null;
      end $$`.execute(db)
    for (const table of await existingTables(db)) {
      const spec = await present(db, table, RECORDED_TABLES[table])
      const args = [spec.key.join(','), spec.account, spec.columns?.join(',') ?? '']
      const argList = sql.join(args.map((a) => sql.lit(a)))
      // The account row changes with every menu write (its cache marker): fire only when a recorded column does.
      const when = spec.columns
        ? sql`when (${sql.join(
            spec.columns.map((c) => sql`old.${sql.id(c)} is distinct from new.${sql.id(c)}`),
            sql` or `,
          )})`
        : sql``
      await sql`create trigger ${sql.id(`history_${table}_update`)} after update on ${sql.id(table)}
        for each row ${when} execute function history_record(${argList})`.execute(db)
      if (spec.updatesOnly) continue
      await sql`create trigger ${sql.id(`history_${table}_insert`)} after insert on ${sql.id(table)}
        for each row execute function history_record(${argList})`.execute(db)
      await sql`create trigger ${sql.id(`history_${table}_delete`)} after delete on ${sql.id(table)}
        for each row execute function history_record(${argList})`.execute(db)
    }
    return
  }
  for (const table of await existingTables(db)) {
    const spec = await present(db, table, RECORDED_TABLES[table])
    const columns = spec.columns ? [...spec.columns] : await tableColumns(db, table)
    const json = (row: 'old' | 'new') =>
      sql`json_object(${sql.join(columns.map((c) => sql`${sql.lit(c)}, ${sql.raw(row)}.${sql.id(c)}`))})`
    const key = (row: 'old' | 'new') =>
      sql.join(
        spec.key.map((k) => sql`coalesce(${sql.raw(row)}.${sql.id(k)}, '')`),
        sql` || ':' || `,
      )
    const insert = (op: string, row: 'old' | 'new', before: unknown, after: unknown) =>
      sql`insert into history_rows (account_id, table_name, row_key, op, before, after)
        values (${sql.raw(row)}.${sql.id(spec.account)}, ${sql.lit(table)}, ${key(row)}, ${sql.lit(op)}, ${before}, ${after})`
    const changed = sql.join(
      columns.filter((c) => !NOISE_COLUMNS.has(c)).map((c) => sql`old.${sql.id(c)} is not new.${sql.id(c)}`),
      sql` or `,
    )
    await sql`create trigger ${sql.id(`history_${table}_update`)} after update on ${sql.id(table)} when ${changed}
      begin ${insert('update', 'new', json('old'), json('new'))}; end`.execute(db)
    if (spec.updatesOnly) continue
    await sql`create trigger ${sql.id(`history_${table}_insert`)} after insert on ${sql.id(table)}
      begin ${insert('insert', 'new', sql`null`, json('new'))}; end`.execute(db)
    await sql`create trigger ${sql.id(`history_${table}_delete`)} after delete on ${sql.id(table)}
      begin ${insert('delete', 'old', json('old'), sql`null`)}; end`.execute(db)
  }
}

export async function dropHistoryTriggers(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of await existingTables(db)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`history_${table}_${event}`)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(
        db,
      )
    }
  }
}

/**
 * The recorded tables that exist now: a migration that runs before the one creating a recorded
 * table (0024 installs the triggers, 0036 creates regions) must not name it.
 */
async function existingTables(db: Kysely<unknown>): Promise<RecordedTableName[]> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const { rows } = pg
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
  const present = new Set(rows.map((r) => r.name))
  return RECORDED_TABLE_NAMES.filter((table) => present.has(table))
}

/**
 * The spec with only the listed columns the table has now: a migration that runs before the one
 * adding a recorded column (0024 installs the triggers, 0032 adds accounts.privacy_url) must not
 * name it; the migration that adds it installs the triggers again.
 */
async function present(db: Kysely<unknown>, table: RecordedTableName, spec: RecordedTable): Promise<RecordedTable> {
  if (!spec.columns) return spec
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const existing = new Set(
    pg
      ? (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(db)
        ).rows.map((r) => r.name)
      : await tableColumns(db, table),
  )
  return { ...spec, columns: spec.columns.filter((c) => existing.has(c)) }
}

/** A SQLite table's columns, in their order. */
export async function tableColumns<DB>(db: Kysely<DB>, table: RecordedTableName): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  return rows.map((r) => r.name)
}
