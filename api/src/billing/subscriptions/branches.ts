import { BRANCH_COUNT_REQUIRED, branchCountProblem } from '@menu/shared/billing/branches'
import type { BillingCurrency } from '@menu/shared/billing/zones'
import { type Executor, scoped } from '../../data/toolkit.js'
import { isoAt, toBool01 } from '../../db/values.js'
import { AppError, REASONS } from '../../errors.js'
import { BRANCH_ADD_ON, priceCode } from '../pricing.js'
import type { Billing } from './context.js'

/** The branch add-on's quantity in a request, and the branches a smaller count disables. */

export interface FeatureInput {
  code: string
  quantity: number
}

/** Branch ids of the request come first: another account's (or a missing) one is 404, like every id. */
export async function assertOwnBranches(b: Billing, ids: number[] | undefined): Promise<void> {
  if (ids && ids.length > 0) await scoped(b.db, b.accountId).mustOwn('sucursales', ids)
}

/**
 * The quantity of the add-on in `features`, in the account's currency; else 400 on features. The
 * route schemas already bound it (the shared branch-count rule); checked again for any other caller.
 */
export function quantityOf(features: FeatureInput[], currency: BillingCurrency): number {
  const at = features.findIndex((f) => f.code.includes(BRANCH_ADD_ON))
  if (at < 0) throw new AppError('VALIDATION_ERROR', BRANCH_COUNT_REQUIRED, { field: 'features' })
  const feature = features[at]!
  const problem = branchCountProblem(feature.quantity)
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: `features.${at}.quantity` })
  if (feature.code !== priceCode(BRANCH_ADD_ON, currency))
    throw new AppError('VALIDATION_ERROR', REASONS.VALIDATION_ERROR.wrongAddOnCode, { field: 'features' })
  return feature.quantity
}

export async function enabledBranchIds(b: Billing, q: Executor): Promise<number[]> {
  return (
    await scoped(q, b.accountId).selectFrom('sucursales').select('id').where('enabled', '=', toBool01(true)).execute()
  ).map((r) => Number(r.id))
}

/**
 * The branches to disable so `quantity` fits: the given ids (the account's own, checked
 * first) must be enabled; what stays enabled must fit and never be none.
 */
async function branchesToDisable(
  b: Billing,
  q: Executor,
  quantity: number,
  ids: number[] | undefined,
): Promise<number[]> {
  const list = [...new Set(ids ?? [])]
  const enabled = await enabledBranchIds(b, q)
  if (list.some((id) => !enabled.includes(id)))
    throw new AppError('VALIDATION_ERROR', REASONS.VALIDATION_ERROR.notEnabledBranches, {
      field: 'disable_sucursal_ids',
    })
  const remaining = enabled.length - list.length
  if (remaining < 1) throw new AppError('LAST_ENABLED_BRANCH', REASONS.LAST_ENABLED_BRANCH.keepOne)
  if (remaining > quantity) throw new AppError('BRANCH_COUNT_BELOW_ENABLED')
  return list
}

/** Disables the branches so `quantity` fits (under the lock, checked again). */
export async function disable(b: Billing, trx: Executor, quantity: number, ids: number[] | undefined): Promise<void> {
  const list = await branchesToDisable(b, trx, quantity, ids)
  if (list.length > 0)
    await scoped(trx, b.accountId)
      .updateTable('sucursales')
      .set({ enabled: toBool01(false), updated_at: isoAt(b.now()) })
      .where('id', 'in', list)
      .execute()
}

/** The check a step runs before charging: the enabled branches, less the ones to disable, fit `quantity`. */
export const fits = (b: Billing, quantity: number, ids: number[] | undefined) => async () => {
  await branchesToDisable(b, b.db, quantity, ids)
}
