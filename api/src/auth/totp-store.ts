import { randomInt } from 'node:crypto'
import type { Db } from '../db/connection.js'
import { inTransaction } from '../data/toolkit.js'
import { isoAt } from '../db/values.js'
import { hashToken } from './secrets.js'
import { matchTotp, newTotpSecret } from './totp.js'

/**
 * A person's two-step login on their member row (the owner's too): the secret (set when they
 * start, on once they confirm a code), the step of the last code used, and ten single-use
 * recovery codes stored as their sha256.
 */

export const RECOVERY_CODES = 10
/** Letters and digits that cannot be misread for one another (no i, l, o, 0, 1). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A recovery code as typed: lower case, only its letters and digits (the dash and spaces are optional). */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

function newRecoveryCode(): string {
  let chars = ''
  for (let i = 0; i < 8; i++) chars += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

export interface TotpState {
  secret: string | null
  enabled: boolean
  lastStep: number | null
}

export function totpStore(db: Db, now: () => number) {
  /** Ten new recovery codes in place of the person's old ones (shown once: only their hashes stay). */
  async function replaceRecoveryCodes(trx: Db, memberId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
    await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute()
    await trx
      .insertInto('member_recovery_codes')
      .values(
        codes.map((code) => ({
          member_id: memberId,
          code_hash: hashToken(normalizeRecoveryCode(code)),
          used_at: null,
        })),
      )
      .execute()
    return codes
  }

  /**
   * Spends the code `code` of `secret`: it must be one of now's steps (± the window) and later
   * than the last one used; the step is recorded only if no other request recorded it (or a later
   * one) meanwhile, so of two uses of one code at once only one is accepted.
   */
  async function spendCode(memberId: number, secret: string, code: string, lastStep: number | null): Promise<boolean> {
    const step = matchTotp(secret, code, now(), lastStep)
    if (step === undefined) return false
    const spent = await db
      .updateTable('members')
      .set({ totp_last_step: step })
      .where('id', '=', memberId)
      .where('totp_secret', '=', secret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst()
    return Number(spent.numUpdatedRows) > 0
  }

  return {
    async state(memberId: number): Promise<TotpState> {
      const row = await db
        .selectFrom('members')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
      return {
        secret: row.totp_secret,
        enabled: row.totp_enabled_at !== null && row.totp_secret !== null,
        lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      }
    },

    /** A new secret, not on until a code of it is confirmed (a secret started earlier and never confirmed is replaced). */
    async start(memberId: number): Promise<string | undefined> {
      const secret = newTotpSecret()
      const set = await db
        .updateTable('members')
        .set({ totp_secret: secret, totp_last_step: null })
        .where('id', '=', memberId)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst()
      return Number(set.numUpdatedRows) > 0 ? secret : undefined
    },

    spendCode,

    /**
     * Turns the two-step login on when `code` is a current code of the started secret: answers
     * the ten recovery codes, or undefined for a wrong code (or a secret replaced meanwhile).
     */
    async confirm(
      memberId: number,
      secret: string,
      code: string,
      lastStep: number | null,
    ): Promise<string[] | undefined> {
      if (!(await spendCode(memberId, secret, code, lastStep))) return undefined
      return inTransaction(db, async (trx) => {
        const on = await trx
          .updateTable('members')
          .set({ totp_enabled_at: isoAt(now()) })
          .where('id', '=', memberId)
          .where('totp_secret', '=', secret)
          .where('totp_enabled_at', 'is', null)
          .executeTakeFirst()
        if (Number(on.numUpdatedRows) === 0) return undefined
        return replaceRecoveryCodes(trx, memberId)
      })
    },

    /** Spends one of the person's unused recovery codes; false when it is not one (or was used). */
    async spendRecoveryCode(memberId: number, code: string): Promise<boolean> {
      const normalized = normalizeRecoveryCode(code)
      if (normalized.length !== 8) return false
      const spent = await db
        .updateTable('member_recovery_codes')
        .set({ used_at: isoAt(now()) })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', hashToken(normalized))
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return Number(spent.numUpdatedRows) > 0
    },

    /** New recovery codes in place of the old ones (all of them, used or not). */
    renewRecoveryCodes: (memberId: number) => inTransaction(db, (trx) => replaceRecoveryCodes(trx, memberId)),

    /** Turns the two-step login off: secret, last step and recovery codes go. */
    async turnOff(memberId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('members')
          .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', memberId)
          .execute()
        await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute()
      })
    },
  }
}
