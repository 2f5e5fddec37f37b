import { affected, type Executor } from '../../data/toolkit.js'
import { isoAt } from '../../db/values.js'
import type { ChargeStatus } from './provider.js'

/**
 * Where a pending charge learns its outcome, whichever way it arrives: the provider's webhook
 * (webhooks.ts) or asking the provider (charges.ts, when a call with the key comes back). A
 * charge moves out of 'pending' once: a late or repeated word about it changes nothing, so
 * the two ways cannot disagree in the database.
 */
export async function recordOutcome(
  db: Executor,
  where: { chargeId: number } | { reference: string },
  status: Exclude<ChargeStatus, 'pending'>,
  now: number,
): Promise<boolean> {
  let update = db
    .updateTable('charges')
    .set({ status, action_url: null, updated_at: isoAt(now) })
    .where('status', '=', 'pending')
  update =
    'chargeId' in where
      ? update.where('id', '=', where.chargeId)
      : update.where('provider_reference', '=', where.reference)
  const result = await update.executeTakeFirst()
  return affected(result) > 0
}
