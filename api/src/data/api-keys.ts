import { type ApiKeyScope, newApiKey } from '../auth/api-key-format.js'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'
import { cleanName, scoped } from './toolkit.js'

/** A key as Configuración > Integraciones lists it: never the key itself (only its prefix). */
export interface ApiKeyInfo {
  id: number
  name: string
  /** What is shown of the key: 'mk_live_3f9a…'. */
  prefix: string
  scope: ApiKeyScope
  created: string
  /** null: never used. */
  last_used: string | null
  /** When it was revoked; null: it works. */
  revoked: string | null
}

/** The answer of a new key: the key itself, this once. */
export interface NewApiKey {
  id: number
  key: string
  name: string
  prefix: string
  scope: ApiKeyScope
}

/** The account's API keys (auth/api-keys.ts checks them on each request). */
export function apiKeysRepo(db: Db, accountId: number, now: () => number) {
  const own = scoped(db, accountId)
  return {
    /** Newest first; revoked ones too (marked so). */
    async list(): Promise<ApiKeyInfo[]> {
      const rows = await own
        .selectFrom('api_keys')
        .select(['id', 'name', 'prefix', 'scope', 'created_at', 'last_used_at', 'revoked_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        prefix: r.prefix,
        scope: r.scope === 'write' ? 'write' : 'read',
        created: r.created_at,
        last_used: r.last_used_at,
        revoked: r.revoked_at,
      }))
    },

    /** A new key of `createdBy` (the member); only its SHA-256 is kept. */
    async create(input: { name: string; scope: ApiKeyScope }, createdBy: number): Promise<NewApiKey> {
      const { key, prefix, hash } = newApiKey()
      const name = cleanName(input.name)
      const row = await own.transaction((trx) =>
        trx
          .insertInto('api_keys', {
            name,
            prefix,
            key_hash: hash,
            scope: input.scope,
            created_by: createdBy,
            created_at: isoAt(now()),
            last_used_at: null,
            revoked_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      )
      return { id: Number(row.id), key, name, prefix, scope: input.scope }
    },

    /** Revokes a key at once (its next request is 401); another account's or a missing one: 404. Revoking twice keeps the first time. */
    async revoke(id: number): Promise<void> {
      await own.transaction(async (trx) => {
        const row = await trx.ownedRow('api_keys', id)
        if (row.revoked_at) return
        await trx
          .updateTable('api_keys')
          .set({ revoked_at: isoAt(now()) })
          .where('id', '=', id)
          .execute()
      })
    },
  }
}
