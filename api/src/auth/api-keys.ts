import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context.js'
import { type ApiKeyScope, keyAccepted, keyHash } from './api-key-format.js'
import { accountPlan, gateMessage, planAllowsGate } from '../data/plans.js'
import { epochOf, isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { historyContext } from '../history/context.js'
import { ownerMemberId, type Person } from './people.js'

/**
 * API keys for integrators (Configuración > Integraciones): `Authorization: Bearer mk_live_…` on
 * any /v1 operation but a person's own (their name, their two-step login). A key acts as an
 * administrator of its account (it can manage neither keys, webhooks, the team nor billing);
 * a 'read' key only reads. Only the key's SHA-256 is stored: the key itself is shown once.
 */

/** Who acts when a request comes with a key (Person.apiKey). */
export interface ApiKeyActor {
  id: number
  name: string
  scope: ApiKeyScope
}

/** A read-only key may do these. */
const READS = new Set(['GET', 'HEAD'])

/** A key's use is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000
const RATE_WINDOW_SECONDS = 60

/**
 * The access of `Bearer <key>`, in place of an access token's (plugins/auth.ts): an unknown or
 * revoked key, or an operation that takes none, is 401 Wrong token; the account's plan must
 * still include integrations (403 SCOPE_REQUIRED); a read key may only GET (403
 * API_KEY_READ_ONLY, before the body is read); each key may make API_KEY_RATE_LIMIT requests a
 * minute (429 TOO_MANY_REQUESTS with Retry-After). The history names the key, with no member.
 */
export async function keyAccess(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  if (!keyAccepted(request.routeOptions.url ?? '')) throw new AppError('WRONG_TOKEN')
  const { db, config } = ctx
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'name', 'scope', 'created_by', 'last_used_at', 'revoked_at'])
    .where('key_hash', '=', keyHash(token))
    .executeTakeFirst()
  if (!row || row.revoked_at) throw new AppError('WRONG_TOKEN')
  const id = Number(row.id)
  const accountId = Number(row.account_id)
  const scope: ApiKeyScope = row.scope === 'write' ? 'write' : 'read'
  if (!planAllowsGate(await accountPlan(db, accountId), 'integrations'))
    throw new AppError('SCOPE_REQUIRED', gateMessage('integrations'))
  if (scope === 'read' && !READS.has(request.method)) throw new AppError('API_KEY_READ_ONLY')
  const take = await ctx.rateLimitStore.take(`api-key:${id}`, config.apiKeyRateLimit, RATE_WINDOW_SECONDS)
  if (!take.ok) {
    const retryAfter = Math.max(1, Math.ceil((take.resetAt - config.now()) / 1000))
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Demasiadas solicitudes con esta clave. Intenta de nuevo en ${retryAfter} s.`,
      {
        headers: { 'retry-after': String(retryAfter) },
      },
    )
  }
  const now = config.now()
  if (!row.last_used_at || now - epochOf(row.last_used_at) >= TOUCH_EVERY_MS) {
    // Conditional: of concurrent first requests in a minute, one writes.
    const cutoff = isoAt(now - TOUCH_EVERY_MS)
    await db
      .updateTable('api_keys')
      .set({ last_used_at: isoAt(now) })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
      .execute()
  }
  const person: Person = {
    // The key's creator (the owner: only they manage keys); the history records the key instead.
    memberId: row.created_by === null ? await ownerMemberId(db, accountId) : Number(row.created_by),
    role: 'admin',
    email: undefined,
    branchIds: undefined,
    mustEnrollTotp: false,
    apiKey: { id, name: row.name, scope },
  }
  request.accountId = accountId
  request.loginId = `api-key:${id}`
  request.member = person
  Object.assign(historyContext(), { actor: keyActorName(row.name) })
}

/** How the history names a change made with a key. */
export const keyActorName = (name: string): string => `Clave API «${name}»`
