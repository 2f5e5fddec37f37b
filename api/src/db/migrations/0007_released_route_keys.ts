import type { Kysely } from 'kysely'
import { sql } from 'kysely'

/**
 * A deleted branch's route keys stay reserved for its account for a while (reserved_until),
 * so nobody else takes a key that is printed on a table's QR code. For that a history row
 * must outlive its branch: sucursal_id becomes nullable (ON DELETE SET NULL). SQLite cannot
 * change a column's constraint, so the table is rebuilt (same rows) on both engines.
 * reserved_until null: reserved as long as the row exists (old keys of a live branch).
 */
/** The tables this migration writes through the query builder, as they are at this point of the history. */
interface Schema {
  route_key_history: { sucursal_id: number | null }
}

export async function up(db: Kysely<Schema>): Promise<void> {
  await db.schema
    .createTable('route_key_history_new')
    .addColumn('route_key', 'text', (c) => c.primaryKey())
    .addColumn('sucursal_id', 'integer', (c) => c.references('sucursales.id').onDelete('set null'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reserved_until', 'text')
    .execute()
  await sql`insert into route_key_history_new (route_key, sucursal_id, account_id, created_at)
    select route_key, sucursal_id, account_id, created_at from route_key_history`.execute(db)
  await db.schema.dropTable('route_key_history').execute()
  await db.schema.alterTable('route_key_history_new').renameTo('route_key_history').execute()
  await db.schema.createIndex('route_key_history_sucursal_idx').on('route_key_history').column('sucursal_id').execute()
  await db.schema.createIndex('route_key_history_account_idx').on('route_key_history').column('account_id').execute()
  await sql`create unique index route_key_history_route_key_lower_idx on route_key_history (lower(route_key))`.execute(
    db,
  )
}

export async function down(db: Kysely<Schema>): Promise<void> {
  await db.deleteFrom('route_key_history').where('sucursal_id', 'is', null).execute()
  await db.schema.dropIndex('route_key_history_account_idx').execute()
  await db.schema.alterTable('route_key_history').dropColumn('reserved_until').execute()
}
