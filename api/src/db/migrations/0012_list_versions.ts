import { PostgresAdapter, type Kysely, sql } from 'kysely'

/**
 * The change marker of the panel's list cache (plugins/list-cache.ts): `accounts.list_version`,
 * raised by triggers in the same transaction as every write to the account's menu,
 * marketing, branch and template rows, and when the account's plan changes. Triggers, not
 * calls in each repository, so no write path (templates, imports, billing disabling branches,
 * a future one) can forget it, and another API instance's write is seen at once: the marker
 * lives in the database and is read on every request.
 *
 * - PostgreSQL: one statement-level trigger per table and event (transition tables), so a
 *   2,000-row reorder raises the marker once per statement, not per row.
 * - SQLite (row-level triggers only): one UPDATE of the account row per changed row, cheap
 *   within the same page.
 * The marker's row lock is the account row's, the one `Scoped.lock()` already takes.
 */
/**
 * The account's tables that the panel's lists read (menu, marketing, branches, templates and
 * their links). Billing tables are left out: no cached list reads them, and renewals would
 * only churn the cache. A later table that a list reads gets its triggers in its own migration.
 */
const LIST_TABLES = [
  'families',
  'categories',
  'products',
  'tags',
  'variant_groups',
  'variants',
  'product_tags',
  'product_variant_groups',
  'promotions',
  'advertising',
  'sucursales',
  'templates',
  'route_key_history',
  'template_products',
  'template_variants',
  'template_promotions',
  'template_advertising',
]

// Only the schema builder and raw SQL are used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('accounts')
    .addColumn('list_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  if (pg) {
    await sql`create function list_version_bump() returns trigger language plpgsql as $$
      begin
        update accounts set list_version = list_version + 1 where id in (select distinct account_id from changed);
        return null;
      end $$`.execute(db)
    await sql`create function list_version_plan() returns trigger language plpgsql as $$
      begin
        new.list_version := old.list_version + 1;
        return new;
      end $$`.execute(db)
    for (const table of LIST_TABLES) {
      for (const [event, rows] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await sql`create trigger ${sql.id(`lv_${table}_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
          referencing ${sql.raw(rows)} table as changed for each statement execute function list_version_bump()`.execute(
          db,
        )
      }
    }
    await sql`create trigger lv_accounts_plan before update of plan_code on accounts for each row
      when (new.plan_code is distinct from old.plan_code) execute function list_version_plan()`.execute(db)
    return
  }
  for (const table of LIST_TABLES) {
    for (const [event, ids] of [
      ['insert', 'new.account_id'],
      ['update', 'new.account_id, old.account_id'],
      ['delete', 'old.account_id'],
    ] as const) {
      await sql`create trigger ${sql.id(`lv_${table}_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
        begin update accounts set list_version = list_version + 1 where id in (${sql.raw(ids)}); end`.execute(db)
    }
  }
  await sql`create trigger lv_accounts_plan after update of plan_code on accounts
    when new.plan_code is not old.plan_code
    begin update accounts set list_version = list_version + 1 where id = new.id; end`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of LIST_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`lv_${table}_${event}`)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(db)
    }
  }
  await sql`drop trigger lv_accounts_plan${pg ? sql` on accounts` : sql``}`.execute(db)
  if (pg) {
    await sql`drop function list_version_bump()`.execute(db)
    await sql`drop function list_version_plan()`.execute(db)
  }
  await db.schema.alterTable('accounts').dropColumn('list_version').execute()
}
