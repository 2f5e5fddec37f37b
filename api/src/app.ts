import { randomBytes } from 'node:crypto'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { createBackground } from './background.js'
import type { PaymentProvider } from './billing/payments/provider.js'
import { paymentWebhookRoutes } from './billing/payments/webhook-route.js'
import { sandboxProvider } from './billing/sandbox/provider.js'
import { sandboxRoutes } from './billing/sandbox/routes.js'
import { sandboxWebhookSecret } from './billing/sandbox/webhooks.js'
import { stripeProvider } from './billing/stripe/provider.js'
import { stripeRoutes } from './billing/stripe/routes.js'
import { testClockRoutes } from './billing/renewals/test-clock.js'
import { type Config, paymentsProviderOf } from './config.js'
import type { AppContext } from './context.js'
import { dbRateLimitStore } from './data/rate-limits.js'
import { getOrCreateSetting } from './data/settings.js'
import { createDb, type Db } from './db/connection.js'
import { createFonts, type Fonts } from './fonts/fonts.js'
import { fontsListing } from './fonts/listing.js'
import { createImages } from './images/images.js'
import { createStorage, type ObjectStorage } from './images/storage.js'
import { createMailer, type Mailer } from './mail/mailer.js'
import { createMetrics } from './metrics/metrics.js'
import { personOfLogin } from './auth/people.js'
import { withRequestHistory } from './history/context.js'
import { requireAccess } from './plugins/auth.js'
import { registerErrorHandler } from './plugins/errors.js'
import { registerHealth } from './plugins/health.js'
import { registerRequestIds, requestId } from './plugins/request-ids.js'
import { createListCache } from './plugins/list-cache.js'
import { clientErrorHandler, frameworkErrors, noStore } from './plugins/http-errors.js'
import { registerPlanGates } from './plugins/plan-gates.js'
import { registerRoles } from './plugins/roles.js'
import { registerSecurity } from './plugins/security.js'
import { registerSites, siteConstraint } from './plugins/sites.js'
import { registerStatic } from './plugins/static.js'
import { registerSwagger } from './plugins/swagger.js'
import { memoizedSerializers } from './plugins/serializers.js'
import { schemaErrorFormatter, validatorCompiler } from './plugins/validator.js'
import { advertisingRoutes } from './routes/advertising/index.js'
import { authRoutes } from './routes/auth/index.js'
import { paymentRoutes } from './routes/payments/index.js'
import { subscriptionRoutes } from './routes/subscriptions/index.js'
import { familyRoutes } from './routes/families/index.js'
import { menuSheetRoutes } from './routes/menu-sheet/index.js'
import { allergenRoutes } from './routes/allergens/index.js'
import { historyRoutes } from './routes/history/index.js'
import { memberRoutes } from './routes/members/index.js'
import { fontRoutes } from './routes/fonts/index.js'
import { groupRoutes } from './routes/groups/index.js'
import { planRoutes } from './routes/plans/index.js'
import { categoryProductRoutes, productRoutes } from './routes/products/index.js'
import { productDayRoutes } from './routes/products/days.js'
import { profileRoutes } from './routes/profiles/index.js'
import { publicRoutes } from './routes/public/index.js'
import { promotionRoutes } from './routes/promotions/index.js'
import { scheduledChangeRoutes } from './routes/scheduled-changes/index.js'
import { priceChangeRoutes } from './routes/price-changes/index.js'
import { apiKeyRoutes } from './routes/api-keys/index.js'
import { branchMenuRoutes } from './routes/branches/menu.js'
import { templateRoutes } from './routes/templates/index.js'
import { regionRoutes } from './routes/regions/index.js'
import { lockRoutes } from './routes/locks/index.js'
import { branchRoutes } from './routes/branches/index.js'
import { tagRoutes } from './routes/tags/index.js'
import { glossaryRoutes } from './routes/translations/glossary.js'
import { translationRoutes } from './routes/translations/index.js'
import { productSoldOutRoutes, soldOutRoutes } from './routes/sold-out/index.js'
import { branchViewRoutes } from './routes/branches/views.js'
import { branchCallRoutes } from './routes/branches/calls.js'
import { branchDemandRoutes } from './routes/branches/demand.js'
import { branchPrintRoutes } from './routes/branches/print.js'
import { webhookRoutes } from './routes/webhooks/index.js'
import { createTranslator } from './translation/configured.js'
import type { Translator } from './translation/provider.js'
import { createMenuViews } from './views/counter.js'
import { createCallsHub } from './table-calls/hub.js'
import { IMAGE_MAX_BYTES, registerFormats } from './validation.js'

export interface AppDeps {
  /** An open database (already migrated). When omitted one is created from config and closed with the app. */
  db?: Db
  mailer?: Mailer
  /** Where uploaded images go; by default the local folder or S3 bucket of the config. */
  storage?: ObjectStorage
  /** The font choices and files; by default the built-in catalogue plus the listing service of the config. */
  fonts?: Fonts
  /** The payment provider; by default the built-in sandbox (tests may wrap or replace it). */
  payments?: PaymentProvider
  /** The machine-translation provider; by default the one of the config (none unless TRANSLATION_PROVIDER is set). */
  translator?: Translator
}

/** The JWT secret: JWT_SECRET, or one generated once and shared through the settings table. */
async function resolveJwtSecret(config: Config, db: Db): Promise<string> {
  return config.jwtSecret ?? getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url'))
}

/** Builds the whole HTTP app without listening: used by main.ts, the tests and the OpenAPI script. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  registerFormats()
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // An incoming X-Request-Id (a safe token) or a new UUID: in every log line and error answer (plugins/request-ids.ts).
    genReqId: requestId,
    // The panel's and the menu's hosts, when they differ (plugins/sites.ts).
    routerOptions: { constraints: siteConstraint(config) },
    schemaErrorFormatter,
    frameworkErrors,
    clientErrorHandler,
    // One serializer per distinct response schema, not one per route and status (plugins/serializers.ts).
    schemaController: memoizedSerializers,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)

  const db = deps.db ?? createDb(config)
  if (!deps.db) app.addHook('onClose', async () => db.destroy())
  const jwtSecret = await resolveJwtSecret(config, db)
  const ctx: AppContext = {
    config,
    db,
    mailer: deps.mailer ?? createMailer(config, app.log),
    jwtSecret,
    rateLimitStore: dbRateLimitStore(db, config.now),
    logins: { person: (loginId, accountId) => personOfLogin(db, loginId, accountId) },
    images: createImages(deps.storage ?? createStorage(config), app.log),
    fonts:
      deps.fonts ??
      createFonts(config.fontsListing && fontsListing({ ...config.fontsListing, log: app.log, now: config.now })),
    payments:
      deps.payments ??
      (paymentsProviderOf(config) === 'stripe'
        ? stripeProvider(config, db)
        : sandboxProvider(db, config.now, { webhookSecret: sandboxWebhookSecret(jwtSecret) })),
    lists: createListCache(db, config.listCacheBytes),
    background: createBackground(app.log),
    translator: deps.translator ?? createTranslator(config.translation, app.log),
    metrics: createMetrics(config.metricsToken !== undefined, db),
  }
  app.decorate('ctx', ctx)
  // Jobs started by requests finish before the database closes.
  app.addHook('onClose', async () => ctx.background.idle())
  // Public menu view counts: written in batches, and once more when the app closes (before the database).
  const menuViews = createMenuViews(db, {
    now: config.now,
    timeZone: config.timeZone,
    secret: ctx.jwtSecret,
    flushSeconds: config.viewsFlushSeconds,
    log: app.log,
  })
  app.decorate('menuViews', menuViews)
  app.addHook('onClose', async () => menuViews.close())
  // The open table calls, live for the Mesas screen's streams; they end before the server closes (preClose).
  const callsHub = createCallsHub(db, { now: config.now, log: app.log })
  app.decorate('callsHub', callsHub)
  app.addHook('preClose', async () => callsHub.close())
  app.decorateRequest('accountId', 0)
  app.decorateRequest('loginId', '')

  registerErrorHandler(app)
  registerRequestIds(app)
  registerHealth(app) // /healthz, /readyz, /metrics: before the sites, so every host answers them
  registerSites(app) // before any other route: each gets its host
  await registerSwagger(app)
  await registerSecurity(app)
  // Brotli/gzip for text (the panel's JS and CSS, JSON, the public menu); images are
  // already compressed and are skipped by content type.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await registerStatic(app)
  // Uploads are streamed and read by images/images.ts, one file of at most 10 MB per request.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 21 } })

  await app.register(
    async (auth) => {
      auth.addHook('onRequest', noStore)
      await auth.register(authRoutes)
    },
    { prefix: '/auth' },
  )
  await app.register(publicRoutes) // GET /m/{routeKey} and /v1/public/menus/{routeKey}: no token
  // The sandbox provider's card and 3-D Secure pages: no token (the checkout id, the charge reference are the credentials).
  if (ctx.payments.name === 'sandbox') await app.register(sandboxRoutes)
  if (ctx.payments.name === 'stripe') await app.register(stripeRoutes) // Stripe.js card and 3-D Secure pages
  await app.register(paymentWebhookRoutes) // POST /webhooks/payments: no token (the provider's signature is the credential)
  if (config.testClock) await app.register(testClockRoutes) // TEST_CLOCK=1 only (never in production): POST /__test__/clock
  await app.register(
    async (v1) => {
      // Everything under /v1 needs a valid access token.
      v1.addHook('onRequest', noStore)
      v1.addHook('onRequest', withRequestHistory) // the person who changes something, for the history
      v1.addHook('onRequest', requireAccess)
      registerRoles(v1) // the team's roles (x-roles, x-branch: shared/roles.json)
      registerPlanGates(v1) // the plan rules the route schemas declare (x-plan, x-plan-fields)
      await v1.register(profileRoutes, { prefix: '/profiles' })
      await v1.register(fontRoutes, { prefix: '/fonts' })
      await v1.register(memberRoutes, { prefix: '/members' }) // the team (Configuración > Equipo) and each person's own
      await v1.register(branchRoutes, { prefix: '/sucursales' })
      await v1.register(branchViewRoutes, { prefix: '/sucursales' })
      await v1.register(branchCallRoutes, { prefix: '/sucursales' }) // the calls from the tables (docs/table-service.md)
      await v1.register(branchDemandRoutes, { prefix: '/sucursales' }) // dishes added to 'Mi pedido', calls per table
      await v1.register(branchPrintRoutes, { prefix: '/sucursales' }) // tents, poster and menu PDFs (docs/print.md)
      await v1.register(branchMenuRoutes, { prefix: '/sucursales' }) // a branch's resolved menu, for integrators
      await v1.register(templateRoutes, { prefix: '/templates' })
      await v1.register(regionRoutes, { prefix: '/regions' }) // groups of branches with their own rows (docs/chains.md)
      await v1.register(lockRoutes, { prefix: '/locks' }) // fields branches' templates and regions may not change
      await v1.register(familyRoutes, { prefix: '/families' })
      await v1.register(allergenRoutes, { prefix: '/allergens' })
      await v1.register(historyRoutes, { prefix: '/history' }) // the Historial screen
      await v1.register(productRoutes, { prefix: '/products' })
      await v1.register(productSoldOutRoutes, { prefix: '/products' })
      await v1.register(productDayRoutes, { prefix: '/products' }) // a menu of the day's steps by date
      await v1.register(soldOutRoutes, { prefix: '/sold-out' })
      await v1.register(categoryProductRoutes, { prefix: '/categories' })
      await v1.register(tagRoutes, { prefix: '/tags' })
      await v1.register(groupRoutes, { prefix: '/groups' })
      await v1.register(translationRoutes, { prefix: '/translations' }) // the Traducciones screen
      await v1.register(glossaryRoutes, { prefix: '/glossary' })
      await v1.register(menuSheetRoutes, { prefix: '/menu' }) // export / import of the whole menu as a spreadsheet
      await v1.register(promotionRoutes, { prefix: '/promotions' })
      await v1.register(advertisingRoutes, { prefix: '/advertising' })
      await v1.register(planRoutes, { prefix: '/plans' })
      await v1.register(paymentRoutes) // /payment-sources, /subscriptions/card-token, /profiles/me/payment-methods
      await v1.register(subscriptionRoutes, { prefix: '/subscriptions' })
      await v1.register(scheduledChangeRoutes, { prefix: '/scheduled-changes' }) // sets the job applies later
      await v1.register(priceChangeRoutes, { prefix: '/price-changes' }) // bulk price changes, now or scheduled
      await v1.register(apiKeyRoutes, { prefix: '/api-keys' }) // integrators' keys (auth/api-keys.ts)
      await v1.register(webhookRoutes, { prefix: '/webhooks' }) // integrators' outgoing events (webhooks/)
    },
    { prefix: '/v1' },
  )

  return app
}
