import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'
import { profileRepo } from '../data/accounts.js'
import { enabledBranchLimit } from '../data/plans.js'
import { type BranchClock, branchesRepo } from '../data/branches.js'
import { inTransaction } from '../data/toolkit.js'

/** The first branch's name when the company name is blank. */
const FALLBACK_NAME = 'Mi sucursal'

/**
 * Every verified account gets one branch named after its company (enabled, as any new
 * branch within the plan's limit), exactly once: when it is verified, or at its next login
 * if it was verified before the server did this. Claiming accounts.first_branch_at with a
 * conditional UPDATE in the transaction that inserts the branch makes concurrent calls
 * create one branch (the losers update no row), and a branch deleted later is never recreated.
 */
export async function createFirstBranch(db: Db, accountId: number, clock: BranchClock): Promise<void> {
  const { now } = clock
  await inTransaction(db, async (trx) => {
    const claim = await trx
      .updateTable('accounts')
      .set({ first_branch_at: isoAt(now()) })
      .where('id', '=', accountId)
      .where('first_branch_at', 'is', null)
      .executeTakeFirst()
    if (Number(claim.numUpdatedRows) === 0) return
    const profile = profileRepo(trx, accountId, now)
    const { company, plan } = await profile.get()
    await branchesRepo(trx, accountId, clock).create(
      { name: company.trim() || FALLBACK_NAME },
      enabledBranchLimit(plan),
    )
  })
}
