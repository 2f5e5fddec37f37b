import type { Kysely } from 'kysely'
import { sql } from 'kysely'

/**
 * Route keys become case-insensitive: every current and old key is stored in lower case (the
 * form the API now writes and looks up), and a unique index on lower(route_key) keeps two keys
 * that differ only by case from ever coexisting again.
 *
 * Keys that already collide by case: the branch created first (lowest id) keeps the key, so
 * every spelling of it reaches that branch; each later one gets the first free `<key>-2`,
 * `<key>-3`... Its old spelling cannot stay as a redirect, since in any case it now names the
 * first branch. An old key (history) that collides with a current key is dropped (the current
 * branch owns it); two old keys that collide keep the older row.
 */
/**
 * The tables this migration reads and writes through the query builder, as they are at this point
 * of the history (an id as either driver hands it).
 */
interface Schema {
  sucursales: { id: number | string; route_key: string }
  route_key_history: { route_key: string; created_at: string }
}

export async function up(db: Kysely<Schema>): Promise<void> {
  const branches: Array<{ id: number | string; route_key: string }> = await db
    .selectFrom('sucursales')
    .select(['id', 'route_key'])
    .orderBy('id')
    .execute()
  const history: Array<{ route_key: string; created_at: string }> = await db
    .selectFrom('route_key_history')
    .select(['route_key', 'created_at'])
    .orderBy('created_at')
    .orderBy('route_key')
    .execute()
  const lower = (key: string) => key.toLowerCase()

  const claimed = new Set<string>()
  const losers: typeof branches = []
  for (const b of branches) {
    if (claimed.has(lower(b.route_key))) losers.push(b)
    else claimed.add(lower(b.route_key))
  }
  const dropped: string[] = []
  const keptHistory: string[] = []
  for (const h of history) {
    if (claimed.has(lower(h.route_key))) dropped.push(h.route_key)
    else {
      claimed.add(lower(h.route_key))
      keptHistory.push(h.route_key)
    }
  }
  const renamed = new Map<number | string, string>()
  for (const b of losers) {
    let key = lower(b.route_key)
    for (let n = 2; claimed.has(key); n++) key = `${lower(b.route_key)}-${n}`
    claimed.add(key)
    renamed.set(b.id, key)
  }

  // Losers move first, so a winner's lower-case key is free when it takes it.
  for (const [id, key] of renamed)
    await db.updateTable('sucursales').set({ route_key: key }).where('id', '=', id).execute()
  for (const b of branches) {
    if (!renamed.has(b.id) && b.route_key !== lower(b.route_key))
      await db
        .updateTable('sucursales')
        .set({ route_key: lower(b.route_key) })
        .where('id', '=', b.id)
        .execute()
  }
  for (const key of dropped) await db.deleteFrom('route_key_history').where('route_key', '=', key).execute()
  for (const key of keptHistory) {
    if (key !== lower(key))
      await db
        .updateTable('route_key_history')
        .set({ route_key: lower(key) })
        .where('route_key', '=', key)
        .execute()
  }

  await sql`create unique index sucursales_route_key_lower_idx on sucursales (lower(route_key))`.execute(db)
  await sql`create unique index route_key_history_route_key_lower_idx on route_key_history (lower(route_key))`.execute(
    db,
  )
}

/** Drops the case-insensitive indexes; the lower-case keys stay (their original case is not kept). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('route_key_history_route_key_lower_idx').execute()
  await db.schema.dropIndex('sucursales_route_key_lower_idx').execute()
}
