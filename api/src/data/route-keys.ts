import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { routeKeyProblem } from '../validation.js'
import { type Executor, scoped } from './toolkit.js'

/**
 * The rules of route keys (/m/<key>), for every path that sets one: a branch's create, rename
 * and delete, and the undo or restore that writes a branch row back. Keys are global, so the
 * checks read every account's rows; what an account holds is capped, so nobody can sit on keys
 * that others want.
 */

/** How a deleted branch's keys stay reserved for its account (printed QR codes of a closed branch still answer "not found", not a stranger's menu). */
export const RELEASED_KEY_DAYS = 90

/**
 * How many old keys a branch keeps (the newest ones): each still redirects to the current key.
 * Older ones are released for anyone, so renaming cannot hold an unbounded number of keys.
 */
export const OLD_KEYS_KEPT = 3

/**
 * How many keys an account holds through its deleted branches (the newest ones): creating and
 * deleting branches cannot hold more than this against other accounts.
 */
export const DELETED_KEYS_KEPT = 10

/** Route keys are case-insensitive: stored, compared and looked up in this one form (lower case). */
export const canonicalRouteKey = (key: string) => key.toLowerCase()

/**
 * The route-key rules of account `accountId` over `q` (a transaction that holds the account
 * lock, for the writes). `forBranch` undefined: a new branch.
 */
export function routeKeyRules(q: Executor, accountId: number, now: () => number) {
  const own = scoped(q, accountId)

  /**
   * Whether `routeKey` (canonical) may not become the key of branch `forBranch` of this account.
   * Taken: another branch's current key; an old key of another branch (old QR codes must not
   * lead elsewhere); a deleted branch's key still reserved for another account. A branch may
   * take back its own old keys, and the account the keys of its deleted branches.
   */
  async function taken(routeKey: string, forBranch: number | undefined): Promise<boolean> {
    const current = await q.selectFrom('sucursales').select('id').where('route_key', '=', routeKey).executeTakeFirst()
    if (current) return Number(current.id) !== forBranch
    const old = await q
      .selectFrom('route_key_history')
      .select(['sucursal_id', 'account_id', 'reserved_until'])
      .where('route_key', '=', routeKey)
      .executeTakeFirst()
    if (!old) return false
    if (old.reserved_until !== null && old.reserved_until <= isoAt(now())) return false
    if (old.sucursal_id !== null) return Number(old.sucursal_id) !== forBranch
    return Number(old.account_id) !== accountId
  }

  /** Releases the branch's old keys beyond the newest OLD_KEYS_KEPT. */
  async function releaseOldKeys(branchId: number) {
    const old = await own
      .selectFrom('route_key_history')
      .select('route_key')
      .where('sucursal_id', '=', branchId)
      .orderBy('created_at', 'desc')
      .orderBy('route_key')
      .execute()
    const released = old.slice(OLD_KEYS_KEPT).map((r) => r.route_key)
    if (released.length) await own.deleteFrom('route_key_history').where('route_key', 'in', released).execute()
  }

  /** Releases the account's expired reservations, and those beyond the newest DELETED_KEYS_KEPT. */
  async function releaseDeletedKeys() {
    const held = await own
      .selectFrom('route_key_history')
      .select(['route_key', 'reserved_until'])
      .where('reserved_until', 'is not', null)
      .orderBy('reserved_until', 'desc')
      .orderBy('route_key')
      .execute()
    const at = isoAt(now())
    const live = held.filter((r) => (r.reserved_until ?? '') > at)
    const released = [...held.filter((r) => (r.reserved_until ?? '') <= at), ...live.slice(DELETED_KEYS_KEPT)].map(
      (r) => r.route_key,
    )
    if (released.length) await own.deleteFrom('route_key_history').where('route_key', 'in', released).execute()
  }

  return {
    taken,

    /**
     * `routeKey` becomes a current key: it must be a key a branch may take (the shared rule: form,
     * not a reserved word; else 400 about route_key) and free (else 409 ROUTE_KEY_IN_USE). Any
     * history row of it goes.
     */
    async claim(routeKey: string, forBranch: number | undefined) {
      const key = canonicalRouteKey(routeKey)
      const problem = routeKeyProblem(key)
      if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'route_key' })
      if (await taken(key, forBranch)) throw new AppError('ROUTE_KEY_IN_USE', undefined, { field: 'route_key' })
      await q.deleteFrom('route_key_history').where('route_key', '=', key).execute()
    },

    /** The branch's key moved from `oldKey`: the old one keeps redirecting, among its newest OLD_KEYS_KEPT. */
    async moved(branchId: number, oldKey: string) {
      await own
        .insertInto('route_key_history', {
          route_key: oldKey,
          sucursal_id: branchId,
          created_at: isoAt(now()),
          reserved_until: null,
        })
        .execute()
      await releaseOldKeys(branchId)
    },

    /**
     * Branch `branchId` (whose key is `currentKey`) is being deleted: its current and old keys stay
     * reserved for the account for RELEASED_KEY_DAYS, within DELETED_KEYS_KEPT. Call it before the
     * row goes.
     */
    async reserveDeleted(branchId: number, currentKey: string) {
      const at = now()
      const until = isoAt(at + RELEASED_KEY_DAYS * 86_400_000)
      await own
        .updateTable('route_key_history')
        .set({ reserved_until: until })
        .where('sucursal_id', '=', branchId)
        .execute()
      await own
        .insertInto('route_key_history', {
          route_key: currentKey,
          sucursal_id: branchId,
          created_at: isoAt(at),
          reserved_until: until,
        })
        .execute()
      await releaseDeletedKeys()
    },
  }
}
