import type { Kysely } from 'kysely'

/**
 * Previous route keys of each branch, so that QR codes printed with an old key keep
 * working: GET /m/<old key> answers 301 to the branch's current key. A key stays
 * reserved for its branch (nobody else may take it, so an old QR code never leads to
 * another restaurant); the branch itself may take it back, which removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('route_key_history')
    .addColumn('route_key', 'text', (c) => c.primaryKey())
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('route_key_history_sucursal_idx').on('route_key_history').column('sucursal_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('route_key_history').execute()
}
