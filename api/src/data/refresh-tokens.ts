import { hashToken, randomToken } from '../auth/secrets.js'
import type { Db } from '../db/connection.js'
import { epochOf, isoAt } from '../db/values.js'

export type RotateResult =
  | { ok: true; accountId: number; memberId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'wrong' | 'expired' }

/**
 * Refresh tokens are opaque random strings (never JWTs, so they can't pass as access tokens),
 * stored hashed. Each login starts a family; each refresh spends the presented token and
 * issues the next one in the same family. Presenting a spent token means it was copied:
 * the whole family is revoked, the thief's and the owner's newest token alike, unless it was
 * spent within the grace window (two tabs refreshing at once): then it gets a new token too.
 */
export function refreshTokensData(db: Db, now: () => number) {
  async function issue(familyId: string): Promise<string> {
    const token = randomToken()
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(token), family_id: familyId, created_at: isoAt(now()), used_at: null })
      .execute()
    return token
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .updateTable('refresh_families')
      .set({ revoked_at: isoAt(now()) })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute()
  }

  return {
    /** Starts a login of the person `memberId`: a new family with its first token. */
    async start(
      accountId: number,
      memberId: number,
      ttlSeconds: number,
    ): Promise<{ familyId: string; refreshToken: string }> {
      const familyId = randomToken(16)
      await db
        .insertInto('refresh_families')
        .values({
          id: familyId,
          account_id: accountId,
          member_id: memberId,
          created_at: isoAt(now()),
          expires_at: isoAt(now() + ttlSeconds * 1000),
          revoked_at: null,
        })
        .execute()
      return { familyId, refreshToken: await issue(familyId) }
    },

    /** Spends `token` for the next one; a token spent less than `graceMs` ago still gets a new one (concurrent refreshes). */
    async rotate(token: string, graceMs: number): Promise<RotateResult> {
      const row = await db
        .selectFrom('refresh_tokens')
        .innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
        .select([
          'refresh_tokens.token_hash',
          'refresh_tokens.used_at',
          'refresh_families.id as family_id',
          'refresh_families.account_id',
          'refresh_families.member_id',
          'refresh_families.expires_at',
          'refresh_families.revoked_at',
        ])
        .where('refresh_tokens.token_hash', '=', hashToken(token))
        .executeTakeFirst()
      if (!row || row.revoked_at) return { ok: false, reason: 'wrong' }
      if (row.used_at && now() - epochOf(row.used_at) > graceMs) {
        await revokeFamily(row.family_id)
        return { ok: false, reason: 'wrong' }
      }
      if (epochOf(row.expires_at) <= now()) return { ok: false, reason: 'expired' }
      // Conditional spend: of two concurrent uses of one token one spends it, the other finds it
      // spent this very moment, which is inside the grace window, so both get a new token.
      if (!row.used_at) {
        await db
          .updateTable('refresh_tokens')
          .set({ used_at: isoAt(now()) })
          .where('token_hash', '=', row.token_hash)
          .where('used_at', 'is', null)
          .execute()
      }
      return {
        ok: true,
        accountId: Number(row.account_id),
        memberId: Number(row.member_id),
        familyId: row.family_id,
        refreshToken: await issue(row.family_id),
      }
    },

    /** Ends the login `token` belongs to (logout), whether the token is the newest or already spent; an unknown token changes nothing. */
    async revokeByToken(token: string): Promise<void> {
      await db
        .updateTable('refresh_families')
        .set({ revoked_at: isoAt(now()) })
        .where('id', '=', (eb) =>
          eb.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)),
        )
        .where('revoked_at', 'is', null)
        .execute()
    },

    /**
     * Ends every other login of the account (after a password change; every login when
     * `keepFamilyId` is undefined); with `memberId`, only that person's logins (their password changed).
     */
    async revokeOthers(accountId: number, keepFamilyId: string | undefined, memberId?: number): Promise<void> {
      let q = db
        .updateTable('refresh_families')
        .set({ revoked_at: isoAt(now()) })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
      if (keepFamilyId) q = q.where('id', '!=', keepFamilyId)
      if (memberId !== undefined) q = q.where('member_id', '=', memberId)
      await q.execute()
    },
  }
}
