import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

/**
 * Marketing: promotions (ordered by drag, `position`) and advertising (ordered by creation,
 * also kept in `position`). Every row carries account_id (tenancy, see data/).
 * `expiration` is a calendar date 'YYYY-MM-DD' (text on both dialects, so it sorts and
 * compares as text and never shifts with a time zone); null means no expiration.
 * Image columns hold the URL of the largest stored size (images/images.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade')

  await db.schema
    .createTable('promotions')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text')
    .addColumn('poster', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('promotions_account_position_idx')
    .on('promotions')
    .columns(['account_id', 'position'])
    .execute()

  await db.schema
    .createTable('advertising')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text')
    .addColumn('image_mobile', 'text')
    .addColumn('image_desktop', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('advertising_account_position_idx')
    .on('advertising')
    .columns(['account_id', 'position'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['advertising', 'promotions']) await db.schema.dropTable(t).execute()
}
