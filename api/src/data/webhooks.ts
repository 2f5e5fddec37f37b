import { randomBytes } from 'node:crypto'
import type { WebhookDeliveryState, WebhookEvent } from '@menu/shared/menu/webhook-events'
import type { AppContext } from '../context.js'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { checkWebhookUrl } from '../webhooks/address.js'
import { affected, scoped } from './toolkit.js'

/**
 * An account's outgoing webhooks (Configuración > Integraciones) and their delivery log. The
 * signing secret is answered once, at creation; the list never shows it.
 */

export interface WebhookView {
  id: number
  url: string
  events: WebhookEvent[]
  enabled: boolean
  created: string
  /** The latest delivery: when it was queued and how it went. */
  last_delivery: { created: string; state: WebhookDeliveryState; response_status: number | null } | null
}

export interface DeliveryView {
  id: number
  event: WebhookEvent
  state: WebhookDeliveryState
  attempts: number
  response_status: number | null
  last_error: string | null
  created: string
  delivered: string | null
  next_attempt: string | null
}

export interface WebhookInput {
  url?: string
  events?: WebhookEvent[]
  enabled?: boolean
}

/** The delivery log lists this many, newest first. */
const LOG_SIZE = 100

export function webhooksRepo(ctx: Pick<AppContext, 'db' | 'config'>, accountId: number) {
  const { db, config } = ctx
  const own = scoped(db, accountId)
  const url = (raw: string) => checkWebhookUrl(raw, config.webhooks.allowPrivate)

  return {
    async list(): Promise<WebhookView[]> {
      const hooks = await own.selectFrom('webhooks').selectAll().orderBy('id').execute()
      const last = await own
        .selectFrom('webhook_deliveries')
        .select(['webhook_id', 'created_at', 'state', 'response_status'])
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_deliveries')
            .select((e) => e.fn.max('id').as('id'))
            .where('account_id', '=', accountId)
            .groupBy('webhook_id'),
        )
        .execute()
      const lastOf = new Map(last.map((d) => [d.webhook_id, d]))
      return hooks.map((h) => {
        const d = lastOf.get(h.id)
        return {
          id: h.id,
          url: h.url,
          events: JSON.parse(h.events) as WebhookEvent[],
          enabled: h.enabled === 1,
          created: h.created_at,
          last_delivery: d
            ? { created: d.created_at, state: d.state as WebhookDeliveryState, response_status: d.response_status }
            : null,
        }
      })
    },

    async create(input: { url: string; events: WebhookEvent[] }): Promise<{ id: number; secret: string }> {
      const checked = await url(input.url)
      const secret = `whsec_${randomBytes(32).toString('hex')}`
      const at = isoAt(config.now())
      return own.transaction(async (q) => {
        const row = await q
          .insertInto('webhooks', {
            url: checked,
            events: JSON.stringify([...new Set(input.events)]),
            secret,
            enabled: 1,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return { id: row.id, secret }
      })
    },

    async update(id: number, input: WebhookInput): Promise<void> {
      const checked = input.url === undefined ? undefined : await url(input.url)
      await own.transaction(async (q) => {
        await q.ownedRow('webhooks', id)
        await q
          .updateTable('webhooks')
          .set({
            ...(checked === undefined ? {} : { url: checked }),
            ...(input.events === undefined ? {} : { events: JSON.stringify([...new Set(input.events)]) }),
            ...(input.enabled === undefined ? {} : { enabled: input.enabled ? 1 : 0 }),
            updated_at: isoAt(config.now()),
          })
          .where('id', '=', id)
          .execute()
      })
    },

    async remove(id: number): Promise<void> {
      await own.transaction(async (q) => {
        await q.ownedRow('webhooks', id)
        await q.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute()
        await q.deleteFrom('webhooks').where('id', '=', id).execute()
      })
    },

    async deliveries(id: number): Promise<DeliveryView[]> {
      await own.ownedRow('webhooks', id)
      const rows = await own
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', id)
        .orderBy('id', 'desc')
        .limit(LOG_SIZE)
        .execute()
      return rows.map((d) => ({
        id: d.id,
        event: d.event as WebhookEvent,
        state: d.state as WebhookDeliveryState,
        attempts: Number(d.attempts),
        response_status: d.response_status,
        last_error: d.last_error,
        created: d.created_at,
        delivered: d.delivered_at,
        next_attempt: d.state === 'pending' ? (d.next_attempt_at ?? d.created_at) : null,
      }))
    },

    /** Queues delivery `deliveryId` again at once, its attempts restarted; one being sent now: 409. */
    async resend(id: number, deliveryId: number): Promise<void> {
      const nowIso = isoAt(config.now())
      await own.transaction(async (q) => {
        const row = await q
          .selectFrom('webhook_deliveries')
          .select(['id', 'claimed_until'])
          .where('id', '=', deliveryId)
          .where('webhook_id', '=', id)
          .executeTakeFirst()
        if (!row) throw notFound()
        const reset = await q
          .updateTable('webhook_deliveries')
          .set({
            state: 'pending',
            attempts: 0,
            next_attempt_at: null,
            last_error: null,
            response_status: null,
            delivered_at: null,
          })
          .where('id', '=', deliveryId)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
          .executeTakeFirst()
        if (affected(reset) !== 1) throw new AppError('WEBHOOK_DELIVERY_PENDING')
      })
    },
  }
}
