import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'
import { installHistoryTriggers } from '../history-triggers.js'

/**
 * Chains (issue 43): regions between the base menu and a branch, field locks, and the API for
 * integrators (keys, webhooks and their deliveries).
 *
 * - `regions`: a named group of branches with its own price, availability and description rows.
 *   Those rows are a template's rows (the region's own `template_id`, `templates.region = 1`), so
 *   they are written, checked, scheduled and recorded by the template machinery; region templates
 *   are never listed or assigned as a branch's template. A branch's value is its template's row,
 *   else its region's, else the base menu's (public-menu/resolve.ts).
 * - `sucursales.region_id`: the branch's region (null: none); deleting a region frees its branches.
 * - `field_locks`: per field ('price' | 'enabled' | 'description') the owner locks what templates
 *   and regions may change, with the reason a Gerente reads. A locked field follows the base menu
 *   in every branch.
 * - `api_keys`: an integrator's key, stored as its sha256 (shown once), scoped 'read' | 'write'.
 * - `webhooks` and `webhook_deliveries`: outgoing events, signed with the hook's secret, each
 *   delivery retried with backoff and kept as the delivery log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade')

  await db.schema
    .alterTable('templates')
    .addColumn('region', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('regions')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('regions_account_name').on('regions').columns(['account_id', 'name']).unique().execute()
  await db.schema.createIndex('regions_template').on('regions').column('template_id').unique().execute()
  await db.schema
    .alterTable('sucursales')
    .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('sucursales_region').on('sucursales').column('region_id').execute()

  await db.schema
    .createTable('field_locks')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('field_locks_field').on('field_locks').columns(['account_id', 'field']).unique().execute()

  await db.schema
    .createTable('api_keys')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('api_keys_hash').on('api_keys').column('key_hash').unique().execute()
  await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute()

  await db.schema
    .createTable('webhooks')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('webhooks_account').on('webhooks').column('account_id').execute()

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_hook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute()

  // The SQLite triggers name every column: reinstalled so regions, locks and `region_id` are recorded.
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhooks').execute()
  await db.schema.dropTable('api_keys').execute()
  await db.schema.dropTable('field_locks').execute()
  await db.schema.dropIndex('sucursales_region').execute()
  await db.schema.alterTable('sucursales').dropColumn('region_id').execute()
  await db.schema.dropTable('regions').execute()
  await db.schema.alterTable('templates').dropColumn('region').execute()
  await installHistoryTriggers(db)
}
