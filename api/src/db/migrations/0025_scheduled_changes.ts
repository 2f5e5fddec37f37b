import { type ColumnDefinitionBuilder, PostgresAdapter, type Kysely } from 'kysely'

/**
 * Scheduled changes (issue 30, docs/scheduled-changes.md): a named set of edits an owner
 * prepares now and the job (scheduled/job.ts) applies at `run_at`, all or nothing.
 * - run_at, created_at, applied_at: ISO UTC instants (they sort as text);
 * - changes: JSON list of {entity, id, name, fields}, validated when the set was created;
 * - status: 'pending' | 'applied' | 'failed' | 'cancelled'; error: the Spanish reason of a failure;
 * - claim_key / claimed_at: the job run holding the set (one compare-and-set UPDATE, so of two
 *   API instances one applies it; a claim older than the stale limit belongs to a dead process).
 * Deleting the account removes its sets (cascade).
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('scheduled_changes')
    .addColumn('id', pg ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('error', 'text')
    .addColumn('claim_key', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute()
  // The job's question ("pending and due?") and the account's list.
  await db.schema
    .createIndex('scheduled_changes_due_idx')
    .on('scheduled_changes')
    .columns(['status', 'run_at'])
    .execute()
  await db.schema
    .createIndex('scheduled_changes_account_idx')
    .on('scheduled_changes')
    .columns(['account_id', 'status', 'run_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_changes').execute()
}
