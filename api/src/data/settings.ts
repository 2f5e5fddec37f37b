import type { Db } from '../db/connection.js'

/**
 * Returns the stored value for `key`, storing `create()` first when absent. Insert-if-absent
 * then read back, so concurrent first starts of several instances agree on one value.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()
  return row.value
}
