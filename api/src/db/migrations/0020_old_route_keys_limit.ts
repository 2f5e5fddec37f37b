import type { Kysely } from 'kysely'

/**
 * A branch keeps only its 3 newest old route keys (data/branches.ts, OLD_KEYS_KEPT at this point
 * of the history): before, every rename kept the old key for as long as the branch lived, so
 * one account could hold any number of keys against everyone. Older ones are released now,
 * as a rename releases them from here on. Keys of deleted branches (sucursal_id null, held
 * until reserved_until) are not touched.
 */
const KEPT = 3

/**
 * The table this migration reads and writes through the query builder, as it is at this point
 * of the history (an id as either driver hands it).
 */
interface Schema {
  route_key_history: { route_key: string; sucursal_id: number | string | null; created_at: string }
}

export async function up(db: Kysely<Schema>): Promise<void> {
  const rows = await db
    .selectFrom('route_key_history')
    .select(['route_key', 'sucursal_id'])
    .where('sucursal_id', 'is not', null)
    .orderBy('sucursal_id')
    .orderBy('created_at', 'desc')
    .orderBy('route_key')
    .execute()
  const seen = new Map<string, number>()
  const released: string[] = []
  for (const row of rows) {
    const branch = String(row.sucursal_id)
    const n = (seen.get(branch) ?? 0) + 1
    seen.set(branch, n)
    if (n > KEPT) released.push(row.route_key)
  }
  for (let i = 0; i < released.length; i += 400) {
    await db
      .deleteFrom('route_key_history')
      .where('route_key', 'in', released.slice(i, i + 400))
      .execute()
  }
}

/** Released keys are not brought back: nothing to undo. */
export async function down(): Promise<void> {}
