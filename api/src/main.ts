import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyListenOptions } from 'fastify'
import { buildApp } from './app.js'
import { scheduleRenewals } from './billing/renewals/schedule.js'
import { scheduleScheduledChanges } from './scheduled/schedule.js'
import { scheduleWebhookDeliveries } from './webhooks/schedule.js'
import { scheduleTableServiceCleanup } from './table-calls/cleanup.js'
import { createFirstBranch } from './auth/first-branch.js'
import { hashPassword } from './auth/passwords.js'
import { loadConfig } from './config.js'
import { accountsData } from './data/accounts.js'
import { purgeExpiredRateLimits } from './data/rate-limits.js'
import { createDb, describeDb, type Db } from './db/connection.js'
import { prepareDatabase } from './data/prepare.js'
import { isoAt } from './db/values.js'
import { assertStartable, StartRefused } from './production-checks.js'
import type { Config } from './config.js'

export const DEMO_EMAIL = 'demo@menudigital.local'

/**
 * On an empty database outside production, a verified FRANCHISES demo account (with its
 * first branch, as every verified account) so the panel can be tried at once. Returns its
 * credentials, or undefined when not created.
 */
async function createDemoAccount(config: Config, db: Db): Promise<{ email: string; password: string } | undefined> {
  if (config.nodeEnv === 'production') return undefined
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()
  if (existing) return undefined
  const password = randomBytes(9).toString('base64url')
  const id = await accountsData(db).create({
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password, config.scryptCost),
    company: 'Demo Restaurante',
    businessKind: 'Restaurante italiano',
    planCode: 'FRANCHISES',
    verifiedAt: isoAt(config.now()),
    createdAt: isoAt(config.now()),
  })
  await createFirstBranch(db, id, config)
  return { email: DEMO_EMAIL, password }
}

/** A stop that takes longer than this (a request or job that hangs) ends the process with exit code 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000

/**
 * Graceful stop on SIGTERM (what an orchestrator sends) and SIGINT (Ctrl-C): app.close() stops
 * accepting connections, closes idle keep-alive ones, answers 503 to requests that come on busy
 * ones meanwhile, and waits for every request in flight; then its onClose hooks run in reverse
 * order: the job timers stop and a run going is awaited (every.ts), background e-mails and the
 * last view counts are written. The database closes last, after the app (its hooks still write
 * to it). Exit 0, or 1 after SHUTDOWN_TIMEOUT_MS if something hangs. A second signal changes nothing.
 */
function stopOnSignals(app: FastifyInstance, db: Db, timers: NodeJS.Timeout[]): void {
  let stopping = false
  // A keep-alive connection whose request was in flight would stay open after its answer (and
  // the server's close wait for the client to drop it): answers sent while stopping close theirs.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close')
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'stopping: finishing the requests in flight')
    const hard = setTimeout(() => {
      console.error(`Stop took more than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway`)
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    hard.unref()
    for (const timer of timers) clearInterval(timer)
    app
      .close()
      .then(() => db.destroy())
      .then(
        () => {
          app.log.info('stopped')
          process.exit(0)
        },
        (err) => {
          console.error('Stop failed:', err)
          process.exit(1)
        },
      )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
}

async function main() {
  const config = loadConfig()
  assertStartable(config) // before anything is opened or written
  const db = createDb(config)
  await prepareDatabase(db)
  const demo = await createDemoAccount(config, db)
  // Printed at once: the password exists nowhere else, even if listening fails below.
  if (demo) console.log(`Demo account: ${demo.email} / ${demo.password}`)
  const app = await buildApp(config, { db })

  // Keep the rate-limit table to live counters only.
  const purge = setInterval(
    () => purgeExpiredRateLimits(db, config.now()).catch((err) => app.log.warn({ err }, 'rate-limit purge failed')),
    10 * 60 * 1000,
  )
  purge.unref()

  // Charges due subscriptions soon after start, then every RENEWAL_INTERVAL_SECONDS (its onClose hook must precede listen).
  scheduleRenewals(app)
  // Applies due scheduled changes every SCHEDULED_CHANGES_INTERVAL_SECONDS (its onClose hook waits for a run going).
  scheduleScheduledChanges(app)
  // Sends queued webhook events every WEBHOOKS_INTERVAL_SECONDS (webhooks/send.ts).
  scheduleWebhookDeliveries(app)
  // Old diners' lists, unattended calls, old dish adds (docs/table-service.md), every TABLE_SERVICE_CLEANUP_SECONDS.
  scheduleTableServiceCleanup(app)

  // Registered before listening, so a stop during start-up still closes the database.
  stopOnSignals(app, db, [purge])

  // Node's server.listen() takes an inherited socket as { fd }; Fastify passes its options through.
  const where: FastifyListenOptions =
    config.listenFd === undefined
      ? { port: config.port, host: config.host }
      : ({ fd: config.listenFd, host: config.host } as FastifyListenOptions)
  const address = await app.listen(where)
  console.log(
    `Menú Digital API listening on ${address}; public URL ${config.publicUrl} (database: ${describeDb(config)})`,
  )
}

main().catch((err) => {
  console.error(err instanceof StartRefused ? err.message : err)
  process.exit(1)
})
