import http from 'node:http'
import https from 'node:https'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.js'
import { affected } from '../data/toolkit.js'
import { isoAt } from '../db/values.js'
import { literalForbidden, safeLookup } from './address.js'
import { signatureHeader } from './signature.js'

/**
 * The webhooks' sender: every due delivery (pending, its next attempt come, its webhook enabled)
 * is claimed (`claimed_until`, so two API instances never send one at once), POSTed signed to
 * its webhook's URL, and marked delivered (2xx) or retried later with backoff; after
 * MAX_ATTEMPTS it is failed. Run by the timer (schedule.ts) and by tests when they ask.
 */

export type SenderContext = Pick<AppContext, 'config' | 'db'>

/** Waits after the 1st, 2nd… failed attempt; the 6th failure is final. */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1
export const SEND_TIMEOUT_MS = 10_000
/** How long a claim holds a delivery (more than a send's timeout): a sender that died frees it then. */
const CLAIM_MS = 60_000
const PER_RUN = 200
const AT_ONCE = 8

export interface DeliveriesSummary {
  delivered: number
  retried: number
  failed: number
}

interface Outcome {
  status: number | null
  error: string | null
}

/** POSTs `body` once: the status, or the error in a few words (no redirect is followed: a 3xx is a failure). */
function post(url: URL, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:'
    if (!secure && !allowPrivate) return resolve({ status: null, error: 'La URL debe ser https.' })
    if (!allowPrivate && literalForbidden(url)) return resolve({ status: null, error: 'La dirección no es pública.' })
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      timeout: SEND_TIMEOUT_MS,
      ...(allowPrivate ? {} : { lookup: safeLookup }),
    })
    // The whole exchange is bounded, not only each silence (a receiver trickling bytes would hold the run).
    const timeout = () => request.destroy(new Error(`sin respuesta en ${SEND_TIMEOUT_MS / 1000} s`))
    const timer = setTimeout(timeout, SEND_TIMEOUT_MS)
    request.on('timeout', timeout)
    request.on('close', () => clearTimeout(timer))
    request.on('error', (err) => resolve({ status: null, error: `No se pudo entregar: ${err.message}`.slice(0, 300) }))
    request.on('response', (response) => {
      clearTimeout(timer)
      response.resume() // the answer's body is not kept
      const status = response.statusCode ?? 0
      resolve({ status, error: status >= 200 && status < 300 ? null : `Respondió HTTP ${status}.` })
    })
    request.end(body)
  })
}

/** Sends one claimed delivery and records its outcome (only while this run's claim holds). */
async function sendOne(ctx: SenderContext, id: number, claim: string): Promise<keyof DeliveriesSummary | undefined> {
  const { db, config } = ctx
  const row = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .select(['webhook_deliveries.event', 'webhook_deliveries.payload', 'webhook_deliveries.attempts'])
    .select(['webhooks.url', 'webhooks.secret'])
    .where('webhook_deliveries.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'MenuDigital-Webhooks/1',
    'x-menu-event': row.event,
    'x-menu-delivery': String(id),
    'x-menu-signature': signatureHeader(row.secret, row.payload, Math.floor(config.now() / 1000)),
  }
  const outcome = await post(new URL(row.url), headers, row.payload, config.webhooks.allowPrivate)
  const attempts = Number(row.attempts) + 1
  const now = config.now()
  const kind: keyof DeliveriesSummary =
    outcome.error === null ? 'delivered' : attempts >= MAX_ATTEMPTS ? 'failed' : 'retried'
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: kind === 'retried' ? 'pending' : kind,
      attempts,
      response_status: outcome.status,
      last_error: outcome.error,
      claimed_until: null,
      next_attempt_at: kind === 'retried' ? isoAt(now + BACKOFF_MS[attempts - 1]!) : null,
      delivered_at: kind === 'delivered' ? isoAt(now) : null,
    })
    .where('id', '=', id)
    .where('claimed_until', '=', claim)
    .execute()
  return kind
}

/** Holds delivery `id` until `claim` (an ISO time) when it is due and free; false when not. */
async function claimDelivery(ctx: SenderContext, id: number, claim: string, nowIso: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: claim })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
    .executeTakeFirst()
  return affected(result) === 1
}

/**
 * One run of the sender at the context's now: sends what is due, AT_ONCE at a time. Never throws
 * for one delivery. `accountIds`: those accounts' deliveries only (tests: on PostgreSQL every
 * test file shares one database, and one file's run must not send another's).
 */
export async function runWebhookDeliveries(
  ctx: SenderContext,
  log: FastifyBaseLogger,
  accountIds?: number[],
): Promise<DeliveriesSummary> {
  const now = ctx.config.now()
  const nowIso = isoAt(now)
  const due = await ctx.db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .select('webhook_deliveries.id')
    .where('webhook_deliveries.state', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('webhook_deliveries.next_attempt_at', 'is', null),
        eb('webhook_deliveries.next_attempt_at', '<=', nowIso),
      ]),
    )
    .where('webhooks.enabled', '=', 1)
    .$if(accountIds !== undefined, (q) => q.where('webhook_deliveries.account_id', 'in', accountIds!))
    .orderBy('webhook_deliveries.id')
    .limit(PER_RUN)
    .execute()
  const summary: DeliveriesSummary = { delivered: 0, retried: 0, failed: 0 }
  // The outcome's update finds the row only while it still holds this run's claim.
  const claim = isoAt(now + CLAIM_MS)
  for (let i = 0; i < due.length; i += AT_ONCE) {
    await Promise.all(
      due.slice(i, i + AT_ONCE).map(async ({ id }) => {
        try {
          if (!(await claimDelivery(ctx, id, claim, nowIso))) return
          const kind = await sendOne(ctx, id, claim)
          if (kind) summary[kind]++
        } catch (err) {
          log.error({ err, webhookDelivery: id }, 'webhooks: a delivery could not be sent; retried later')
        }
      }),
    )
  }
  if (due.length > 0) log.info(summary, 'webhooks sent')
  return summary
}
