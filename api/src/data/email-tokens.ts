import { hashToken, randomToken } from '../auth/secrets.js'
import type { Db } from '../db/connection.js'
import { epochOf, isoAt } from '../db/values.js'

export type ConsumeResult =
  | { ok: true; accountId: number }
  | { ok: false; reason: 'invalid' | 'used' | 'expired' }

/** Single-use e-mail verification tokens, stored hashed. */
export function emailTokensData(db: Db, now: () => number) {
  return {
    async create(accountId: number, ttlSeconds: number): Promise<string> {
      const token = randomToken()
      await db.insertInto('email_tokens').values({
        account_id: accountId,
        token_hash: hashToken(token),
        expires_at: isoAt(now() + ttlSeconds * 1000),
        used_at: null,
        created_at: isoAt(now()),
      }).execute()
      return token
    },

    /** Marks the token used. The conditional update makes two simultaneous uses yield one success. */
    async consume(token: string): Promise<ConsumeResult> {
      const row = await db.selectFrom('email_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst()
      if (!row) return { ok: false, reason: 'invalid' }
      if (row.used_at) return { ok: false, reason: 'used' }
      if (epochOf(row.expires_at) <= now()) return { ok: false, reason: 'expired' }
      const res = await db.updateTable('email_tokens').set({ used_at: isoAt(now()) })
        .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
      if (Number(res.numUpdatedRows) === 0) return { ok: false, reason: 'used' }
      return { ok: true, accountId: Number(row.account_id) }
    },
  }
}
