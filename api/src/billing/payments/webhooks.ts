import { inTransaction } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'
import { recordOutcome } from './outcomes.js'
import type { PaymentEvent } from './provider.js'

/**
 * Takes one verified webhook event, once: the event is recorded (payment_events, unique per
 * provider and event id) in the same transaction that acts on it, so a provider's retry or a
 * replayed delivery finds it recorded and changes nothing, and an event is never half taken.
 * A charge event settles the pending charge with that provider reference; a refund event
 * records the refund's outcome (also one made in the provider's dashboard). Events about charges this database does not hold (another
 * environment's, on a shared provider account) are recorded and otherwise ignored.
 */
export type EventTaken = 'taken' | 'duplicate'

export function takeEvent(db: Db, provider: string, event: PaymentEvent, now: number): Promise<EventTaken> {
  return inTransaction(db, async (trx) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: event.id,
        type: event.kind === 'other' ? event.type : `${event.kind}.${event.status}`,
        reference: event.kind === 'other' ? null : event.reference,
        received_at: isoAt(now),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst()
    if (!recorded) return 'duplicate'
    if (event.kind === 'charge') await recordOutcome(trx, { reference: event.reference }, event.status, now)
    if (event.kind === 'refund')
      await trx
        .updateTable('charges')
        .set({
          refund_status: event.status,
          ...(event.refundReference && { refund_reference: event.refundReference }),
          ...(event.status === 'succeeded' && { refunded_at: isoAt(now) }),
          updated_at: isoAt(now),
        })
        .where('provider_reference', '=', event.reference)
        .execute()
    return 'taken'
  })
}
