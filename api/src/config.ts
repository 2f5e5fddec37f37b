import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_ORIGINS, type RemotesSource } from './remotes.js'
import { isTimeZone } from './time/local.js'
import { int, type RateLimitRule, rateLimits } from './env-limits.js'

export type { RateLimitRule } from './env-limits.js'

/** The monorepo root (/work/main): computed from this file so the API behaves the same from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** S3-compatible object storage for uploaded images (instead of the local uploads folder). */
export interface S3Config {
  bucket: string
  /** e.g. http://127.0.0.1:9000 for MinIO; AWS when undefined. */
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Public base URL of the bucket's objects (CDN or bucket website), without a trailing slash. */
  publicUrl: string
  /** Path-style addressing (bucket in the path): what most S3-compatible servers need. */
  forcePathStyle: boolean
}

export interface Config {
  port: number
  host: string
  /**
   * An already-listening socket inherited as this file descriptor (LISTEN_FD): the API serves
   * on it instead of binding PORT. Whoever starts the API binds the port first (port 0 picks a
   * free one), so no other process can take it between choosing it and listening on it.
   */
  listenFd: number | undefined
  nodeEnv: string
  logLevel: string
  dataDir: string
  /** PostgreSQL when set, otherwise SQLite at `${dataDir}/menu.db`. */
  databaseUrl: string | undefined
  publicUrl: string
  /** Base of the diners' menu links (/m/<route_key>): the panel's Ver Menú, share link and QR. */
  publicMenuUrl: string
  /**
   * When undefined the secret is generated once and kept in the `settings` table (outside
   * production only: production refuses to start without JWT_SECRET, production-checks.ts).
   */
  jwtSecret: string | undefined
  accessTokenTtl: number
  /** Absolute lifetime of a login (a refresh-token family); rotation does not extend it. */
  refreshTokenTtl: number
  /** Seconds a just-spent refresh token still gets a new pair (two tabs refreshing at once); later reuse revokes the login. */
  refreshReuseGrace: number
  /** Lifetime of an e-mail verification link. */
  verifyTokenTtl: number
  /** Lifetime of a password reset link (RESET_TOKEN_TTL, default one hour). */
  resetTokenTtl: number
  /** Lifetime of a team invitation link (INVITATION_TTL, default seven days). */
  invitationTtl: number
  smtpUrl: string | undefined
  /**
   * MAIL_TRANSPORT as set: 'outbox' writes every e-mail to DATA_DIR/outbox even with SMTP_URL (a
   * staging host); 'smtp' needs SMTP_URL. Unset: SMTP when SMTP_URL is set, otherwise the outbox,
   * which production refuses (production-checks.ts) so mail is never dropped into files silently.
   */
  mailTransport: 'smtp' | 'outbox' | undefined
  mailFrom: string
  /**
   * PAYMENTS_PROVIDER as set ('sandbox', built in, or 'stripe'). Unset means the sandbox outside
   * production; production refuses to start without it being named (production-checks.ts).
   */
  paymentsProvider: PaymentsProviderName | undefined
  /** PAYMENTS_PROVIDER=stripe: its keys (STRIPE_*); undefined with any other provider. */
  stripe: StripeConfig | undefined
  corsOrigins: string[]
  staticRoot: string
  /** Where the panel finds the remotes (served at /remotes.json). */
  remotes: RemotesSource
  /** Local image store (served at /uploads/); unused when `s3` is set. */
  uploadsDir: string
  s3: S3Config | undefined
  trustProxy: boolean
  /**
   * scrypt cost; tests lower it to stay fast (production refuses less than SCRYPT_COST_PRODUCTION).
   * Stored with each hash, so changing it never breaks old hashes.
   */
  scryptCost: number
  /**
   * Counted per client IP and per (e-mail, IP) (plugins/rate-limit.ts). `login` counts failed
   * passwords of login and change-password; the others count every attempt.
   */
  rateLimits: { login: RateLimitRule; signup: RateLimitRule; resend: RateLimitRule; forgot: RateLimitRule }
  /** Requests per minute one API key may make (API_KEY_RATE_LIMIT, default 600): 429 TOO_MANY_REQUESTS past it (auth/api-keys.ts). */
  apiKeyRateLimit: number
  /** Bytes the public pages may hold in memory (PUBLIC_MENU_CACHE_MB, default 32), one account at most a quarter (public-menu/page-cache.ts). */
  publicMenuCacheBytes: number
  /**
   * The public fonts listing service (Google Web Fonts Developer API or one of its shape),
   * used when FONTS_API_KEY is set; the built-in catalogue is always there.
   */
  fontsListing: { apiKey: string; url: string } | undefined
  /**
   * The machine-translation provider of the Traducciones screen's bulk fill (translation/):
   * TRANSLATION_PROVIDER unset = none (the default; the fill applies the glossary only).
   */
  translation: TranslationConfig | undefined
  /** IANA time zone whose calendar date is "today" for business rules (expiration dates). */
  timeZone: string
  /** Clock in epoch ms; injected by tests to travel in time. */
  now: () => number
  /** Memory bound of the panel's list cache (plugins/list-cache.ts), in bytes (LIST_CACHE_MB, default 64; 0 turns it off). */
  listCacheBytes: number
  /**
   * The print files' worker threads (print/printer.ts): PRINT_WORKERS threads (default: the
   * cores less one, 1 to 4), PRINT_QUEUE files waiting for one (default 16), PRINT_PER_ACCOUNT
   * files of one account made or waiting at once (default 2); past either, 429 PRINT_BUSY.
   * PRINT_CACHE_MB: memory of the files kept until their data changes (default 64; 0: none).
   */
  print: { workers: number; queue: number; perAccount: number; cacheBytes: number }
  /** Seconds between two writes of the public menu's view counts (views/counter.ts; VIEWS_FLUSH_SECONDS, default 5; 0: only on reads and on close). */
  viewsFlushSeconds: number
  /** Seconds between two runs of the renewal job (billing/renewals); 0: no timer (the job then runs only when called). */
  renewalIntervalSeconds: number
  /** Days the history of changes is kept (HISTORY_RETENTION_DAYS, default 365): restore and undo reach that far back. */
  historyRetentionDays: number
  /** Seconds between two runs of the scheduled-changes job (scheduled/; SCHEDULED_CHANGES_INTERVAL_SECONDS, default 60); 0: no timer. */
  scheduledChangesIntervalSeconds: number
  /** Seconds between two runs of the table service's cleanup (table-calls/cleanup.ts; TABLE_SERVICE_CLEANUP_SECONDS, default 600); 0: no timer. */
  tableServiceCleanupSeconds: number
  /**
   * Outgoing webhooks (webhooks/): WEBHOOKS_INTERVAL_SECONDS between two runs of the sender
   * (default 5; 0: no timer); WEBHOOKS_ALLOW_PRIVATE lets a webhook's URL be http or name a
   * private, loopback or link-local address (default: on outside production only).
   */
  webhooks: { intervalSeconds: number; allowPrivate: boolean }
  /**
   * The Bearer token GET /metrics asks for (METRICS_TOKEN); unset: no metrics are kept and
   * /metrics answers 404 (plugins/health.ts).
   */
  metricsToken: string | undefined
  /**
   * TEST_CLOCK=1 (never in production): `now` is the real time plus an offset that the browser
   * tests move forward through POST /__test__/clock. Undefined otherwise.
   */
  testClock: TestClock | undefined
}

/** scrypt's cost for new password hashes: the default, and the least production starts with (production-checks.ts). */
export const SCRYPT_COST_PRODUCTION = 16384

export const PAYMENTS_PROVIDERS = ['sandbox', 'stripe'] as const
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number]

/** The payment provider in use: the one named, or the sandbox when none is (refused in production). */
export const paymentsProviderOf = (config: Pick<Config, 'paymentsProvider'>): PaymentsProviderName =>
  config.paymentsProvider ?? 'sandbox'

/** PAYMENTS_PROVIDER=stripe (billing/stripe/): the account's keys, from its dashboard's Developers section. */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: sk_live_… or sk_test_… (a restricted rk_… key works too). */
  secretKey: string
  /** STRIPE_PUBLISHABLE_KEY: pk_…, what the card page gives Stripe.js. */
  publishableKey: string
  /** STRIPE_WEBHOOK_SECRET: whsec_…, the signing secret of the webhook endpoint. */
  webhookSecret: string
  /** STRIPE_API_URL: another API server (the local fake in tests); undefined = api.stripe.com. */
  apiUrl: URL | undefined
  /** Test keys (sk_test_…, rk_test_…): Stripe charges nobody, and the panel shows 'Modo de prueba'. */
  testMode: boolean
}

/** TRANSLATION_PROVIDER=libretranslate: its server (TRANSLATION_URL) and key (TRANSLATION_API_KEY, optional). */
export interface TranslationConfig {
  provider: 'libretranslate'
  url: string
  apiKey: string | undefined
}

export interface TestClock {
  /** Moves `now` forward by `ms` (>= 0). */
  advance(ms: number): void
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = env.S3_ENDPOINT || undefined
  const region = env.S3_REGION || 'us-east-1'
  const publicUrl = (
    env.S3_PUBLIC_URL ||
    (endpoint ? `${endpoint.replace(/\/+$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)
  ).replace(/\/+$/, '')
  return {
    bucket,
    endpoint,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl,
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true'
      : Boolean(endpoint),
  }
}

/** An absolute http(s) URL without its trailing slash (links are made by appending paths to it). */
function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an absolute http(s) URL such as https://menu.example.com, got "${raw}"`)
  return raw.replace(/\/+$/, '')
}

/** An IANA time zone name Intl knows, e.g. America/Mexico_City. */
function timeZone(env: NodeJS.ProcessEnv): string {
  const zone = env.APP_TIMEZONE || 'America/Mexico_City'
  if (!isTimeZone(zone))
    throw new Error(`APP_TIMEZONE must be an IANA time zone such as America/Mexico_City, got "${zone}"`)
  return zone
}

function mailTransport(env: NodeJS.ProcessEnv): Config['mailTransport'] {
  const raw = env.MAIL_TRANSPORT || undefined
  if (raw === undefined) return undefined
  if (raw !== 'smtp' && raw !== 'outbox') throw new Error(`MAIL_TRANSPORT must be smtp or outbox, got "${raw}"`)
  if (raw === 'smtp' && !env.SMTP_URL)
    throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL, e.g. smtp://user:password@smtp.example.com:587')
  return raw
}

function paymentsProvider(env: NodeJS.ProcessEnv): PaymentsProviderName | undefined {
  const raw = env.PAYMENTS_PROVIDER || undefined
  if (raw === undefined) return undefined
  const known = PAYMENTS_PROVIDERS.find((name) => name === raw)
  if (!known) throw new Error(`PAYMENTS_PROVIDER must be one of ${PAYMENTS_PROVIDERS.join(', ')}, got "${raw}"`)
  return known
}

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_… or sk_test_…',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_… or pk_test_…',
  STRIPE_WEBHOOK_SECRET: 'whsec_…, the signing secret of the webhook endpoint',
} as const

function stripe(env: NodeJS.ProcessEnv, provider: PaymentsProviderName | undefined): StripeConfig | undefined {
  if (provider !== 'stripe') return undefined
  const missing = Object.entries(STRIPE_KEYS).filter(([name]) => !env[name])
  if (missing.length)
    throw new Error(
      `PAYMENTS_PROVIDER=stripe needs ${missing.map(([name, example]) => `${name} (${example})`).join(', ')}: ` +
        "the keys are in Stripe's dashboard, Developers section",
    )
  const secretKey = env.STRIPE_SECRET_KEY!
  const testMode = /^(sk|rk)_test_/.test(secretKey)
  // Stripe.js with keys of the other mode fails on the card page only: say it at start.
  if (env.STRIPE_PUBLISHABLE_KEY!.startsWith('pk_test_') !== testMode)
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be of the same mode: both test (sk_test_…, pk_test_…) or both live',
    )
  return {
    secretKey,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiUrl: env.STRIPE_API_URL ? new URL(baseUrl(env, 'STRIPE_API_URL', '')) : undefined,
    testMode,
  }
}

function translation(env: NodeJS.ProcessEnv): TranslationConfig | undefined {
  const provider = env.TRANSLATION_PROVIDER || 'none'
  if (provider === 'none') return undefined
  if (provider !== 'libretranslate')
    throw new Error(`TRANSLATION_PROVIDER must be libretranslate or unset, got "${provider}"`)
  if (!env.TRANSLATION_URL)
    throw new Error(
      'TRANSLATION_PROVIDER=libretranslate needs TRANSLATION_URL, e.g. https://libretranslate.example.com',
    )
  return { provider, url: baseUrl(env, 'TRANSLATION_URL', ''), apiKey: env.TRANSLATION_API_KEY || undefined }
}

/** A clock `offset` ms ahead of the real one, moved forward only (browser tests of renewals; refused in production by production-checks.ts). */
function testClock(env: NodeJS.ProcessEnv): { now: () => number; clock: TestClock | undefined } {
  const on = env.TEST_CLOCK === '1' || env.TEST_CLOCK === 'true'
  if (!on) return { now: () => Date.now(), clock: undefined }
  let offset = 0
  return {
    now: () => Date.now() + offset,
    clock: {
      advance(ms) {
        if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the test clock only moves forward, got ${ms} ms`)
        offset += ms
      },
    },
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080)
  const nodeEnv = env.NODE_ENV || 'development'
  const clock = testClock(env)
  const publicUrl = baseUrl(env, 'PUBLIC_URL', `http://localhost:${port}`)
  const dataDir = env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(REPO_ROOT, env.DATA_DIR || 'data')
  const corsOrigins = list(env.CORS_ORIGINS)
  if (nodeEnv !== 'production') corsOrigins.push(...DEV_ORIGINS.filter((o) => !corsOrigins.includes(o)))
  const provider = paymentsProvider(env)
  return {
    port,
    host: env.HOST || '0.0.0.0',
    listenFd: env.LISTEN_FD ? int(env, 'LISTEN_FD', 0) : undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL || 'info',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    publicMenuUrl: baseUrl(env, 'PUBLIC_MENU_URL', publicUrl),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    refreshReuseGrace: int(env, 'REFRESH_REUSE_GRACE', 30),
    verifyTokenTtl: int(env, 'VERIFY_TOKEN_TTL', 48 * 3600),
    resetTokenTtl: int(env, 'RESET_TOKEN_TTL', 3600),
    invitationTtl: int(env, 'INVITATION_TTL', 7 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailTransport: mailTransport(env),
    paymentsProvider: provider,
    stripe: stripe(env, provider),
    mailFrom: env.MAIL_FROM || 'Menú Digital <no-reply@menudigital.local>',
    corsOrigins,
    staticRoot: path.resolve(REPO_ROOT, env.STATIC_ROOT || '.'),
    remotes: {
      devServers: env.REMOTES_DEV_SERVERS === '1' || env.REMOTES_DEV_SERVERS === 'true',
      overridesFile: env.REMOTES_FILE ? path.resolve(REPO_ROOT, env.REMOTES_FILE) : undefined,
    },
    uploadsDir: env.UPLOADS_DIR
      ? path.resolve(REPO_ROOT, env.UPLOADS_DIR)
      : dataDir === ':memory:'
        ? path.join(os.tmpdir(), 'menu-uploads')
        : path.join(dataDir, 'uploads'),
    s3: s3Config(env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    scryptCost: int(env, 'SCRYPT_COST', SCRYPT_COST_PRODUCTION),
    rateLimits: rateLimits(env),
    apiKeyRateLimit: Math.max(1, int(env, 'API_KEY_RATE_LIMIT', 600)),
    publicMenuCacheBytes: Math.max(1, int(env, 'PUBLIC_MENU_CACHE_MB', 32)) * 1024 * 1024,
    fontsListing: env.FONTS_API_KEY
      ? { apiKey: env.FONTS_API_KEY, url: env.FONTS_LISTING_URL || 'https://www.googleapis.com/webfonts/v1/webfonts' }
      : undefined,
    translation: translation(env),
    timeZone: timeZone(env),
    now: clock.now,
    listCacheBytes: int(env, 'LIST_CACHE_MB', 64) * 1024 * 1024,
    print: {
      workers: Math.max(1, int(env, 'PRINT_WORKERS', Math.min(4, os.availableParallelism() - 1))),
      queue: int(env, 'PRINT_QUEUE', 16),
      perAccount: Math.max(1, int(env, 'PRINT_PER_ACCOUNT', 2)),
      cacheBytes: int(env, 'PRINT_CACHE_MB', 64) * 1024 * 1024,
    },
    viewsFlushSeconds: int(env, 'VIEWS_FLUSH_SECONDS', 5),
    renewalIntervalSeconds: int(env, 'RENEWAL_INTERVAL_SECONDS', 600),
    historyRetentionDays: int(env, 'HISTORY_RETENTION_DAYS', 365),
    scheduledChangesIntervalSeconds: int(env, 'SCHEDULED_CHANGES_INTERVAL_SECONDS', 60),
    tableServiceCleanupSeconds: int(env, 'TABLE_SERVICE_CLEANUP_SECONDS', 600),
    webhooks: {
      intervalSeconds: int(env, 'WEBHOOKS_INTERVAL_SECONDS', 5),
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE
        ? env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true'
        : nodeEnv !== 'production',
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    testClock: clock.clock,
  }
}
