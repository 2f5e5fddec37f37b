import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { migrationsDone } from '../db/migrate.js'
import { sendError } from './errors.js'

/** A database that does not answer within this long counts as down: a load balancer's probe must not hang. */
const READY_TIMEOUT_MS = 2_000

type Check = 'ok' | 'error' | 'pending'

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token))
}

/**
 * What a host's probes and scraper read, on every host and without a token or rate limit:
 * - GET /healthz: the process answers (liveness), `{ status: 'ok' }`;
 * - GET /readyz: the database answers a query and has every migration of this build
 *   (readiness), else 503 `{ status: 'unavailable', checks }`;
 * - GET /metrics: Prometheus text (metrics/metrics.ts) for `Authorization: Bearer METRICS_TOKEN`;
 *   a 404 when METRICS_TOKEN is unset (not exposed by default), a 401 for another token.
 * Registered before the sites (plugins/sites.ts) so both hosts answer them, and outside the
 * OpenAPI document (hidden): they are for the host, not the panel. Also times every answer of
 * the app for the request histogram when metrics are on.
 */
export function registerHealth(app: FastifyInstance): void {
  const { db, metrics, config } = app.ctx

  if (metrics.registry) {
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern (/v1/products/:id), so the labels stay few; unknown paths share one.
      const route = request.routeOptions.url ?? '(unmatched)'
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    })
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    return noStore(reply).send({ status: 'ok' })
  })

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const checks: { database: Check; migrations: Check } = { database: 'error', migrations: 'error' }
    try {
      await withTimeout(sql`select 1`.execute(db), READY_TIMEOUT_MS)
      checks.database = 'ok'
      // No migration table yet counts as pending, like a missing migration.
      const done = await withTimeout(
        migrationsDone(db).catch(() => false),
        READY_TIMEOUT_MS,
      )
      checks.migrations = done ? 'ok' : 'pending'
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed')
    }
    const ready = checks.database === 'ok' && checks.migrations === 'ok'
    return noStore(reply)
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', checks })
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const { registry } = metrics
    if (!config.metricsToken || !registry)
      return sendError(reply, 'RESOURCE_NOT_FOUND', `Ruta no encontrada: GET ${request.url.split('?')[0]}`)
    if (!bearerMatches(request, config.metricsToken))
      return sendError(reply, 'WRONG_TOKEN', 'El token de métricas no es válido.')
    return noStore(reply)
      .type(registry.contentType)
      .send(await registry.metrics())
  })
}
