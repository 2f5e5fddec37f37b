import type { Person } from './auth/people.js'
import type { Background } from './background.js'
import type { PaymentProvider } from './billing/payments/provider.js'
import type { Config } from './config.js'
import type { RateLimitStore } from './data/rate-limits.js'
import type { Db } from './db/connection.js'
import type { Fonts } from './fonts/fonts.js'
import type { Images } from './images/images.js'
import type { Mailer } from './mail/mailer.js'
import type { Metrics } from './metrics/metrics.js'
import type { ListCache } from './plugins/list-cache.js'
import type { Translator } from './translation/provider.js'

/** What route handlers need, created once per app by buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: Config
  db: Db
  mailer: Mailer
  jwtSecret: string
  rateLimitStore: RateLimitStore
  /** The person of a login (an access token's `fam`) while it still stands: read on every authenticated request. */
  logins: { person(loginId: string, accountId: number): Promise<Person | undefined> }
  /** Image uploads: validation, re-encoding and storage (local folder or S3). */
  images: Images
  /** The fonts an owner can choose (built-in catalogue and listing service) and their files. */
  fonts: Fonts
  /** The payment provider (saved cards, charges): the built-in sandbox unless AppDeps gives another. */
  payments: PaymentProvider
  /** The panel's list answers, cached per account against its change marker (ETag/304). */
  lists: ListCache
  /** Work started by a request after its answer (e.g. the password reset e-mail); awaited on close. */
  background: Background
  /** The machine-translation provider of the translations' bulk fill; undefined: none (the default). */
  translator: Translator | undefined
  /** Prometheus metrics of this app (GET /metrics); does nothing when METRICS_TOKEN is unset. */
  metrics: Metrics
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
}
