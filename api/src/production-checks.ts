import type { Config } from './config.js'
import { PAYMENTS_PROVIDERS, SCRYPT_COST_PRODUCTION } from './config.js'
import { separateMenuHosts } from './plugins/sites.js'

/** Characters of a production JWT_SECRET (48 random bytes in base64 are 64). */
const JWT_SECRET_MIN = 32

/**
 * Every setting a production server (NODE_ENV=production) refuses to start with, in one list,
 * so an operator reads all the problems in one message, each naming its setting. A check
 * answers what is wrong and how to fix it, or undefined when the setting is right.
 */
const CHECKS: Array<(config: Config) => string | undefined> = [
  // The menu pages run each owner's tracking scripts (a Google Tag Manager container can load
  // any script): on the panel's origin they could read every owner's tokens in localStorage.
  (config) =>
    separateMenuHosts(config)
      ? undefined
      : `PUBLIC_MENU_URL (${config.publicMenuUrl}) must be on another host than PUBLIC_URL (${config.publicUrl}), ` +
        'e.g. PUBLIC_URL=https://panel.example.com and PUBLIC_MENU_URL=https://menu.example.com: the public menus run ' +
        "each owner's tracking scripts (Google Tag Manager, Meta Pixel), which must not share an origin with the panel, " +
        "where every owner's tokens are kept",
  // Without a transport the mailer writes e-mails to files on disk: sign-ups would never get their link.
  (config) =>
    config.smtpUrl || config.mailTransport === 'outbox'
      ? undefined
      : 'SMTP_URL is not set: e-mails (sign-up verification, password reset, receipts) need a transport, ' +
        'e.g. SMTP_URL=smtp://user:password@smtp.example.com:587; on a staging host that must not send mail, ' +
        'set MAIL_TRANSPORT=outbox to write them to DATA_DIR/outbox instead',
  // The sandbox accepts test cards and moves no money: in production it must be a deliberate choice.
  (config) =>
    config.paymentsProvider
      ? undefined
      : `PAYMENTS_PROVIDER is not set: name the payment provider (${PAYMENTS_PROVIDERS.join(', ')}); ` +
        "PAYMENTS_PROVIDER=sandbox charges nobody (test cards only, the panel shows 'Modo de prueba')",
  // A secret generated into the database would change with a restored or new database and
  // log everyone out, and it would be readable by whoever reads a backup.
  (config) =>
    config.jwtSecret === undefined
      ? 'JWT_SECRET is not set: give every API instance the same random secret of at least ' +
        `${JWT_SECRET_MIN} characters, e.g. from \`openssl rand -base64 48\``
      : config.jwtSecret.length < JWT_SECRET_MIN
        ? `JWT_SECRET is too short (${config.jwtSecret.length} characters): use at least ${JWT_SECRET_MIN}, ` +
          'e.g. from `openssl rand -base64 48`'
        : undefined,
  // Tokens, passwords and card pages travel over this address; links in e-mails point to it.
  (config) =>
    config.publicUrl.startsWith('https://')
      ? undefined
      : `PUBLIC_URL (${config.publicUrl}) must be an https:// URL: the panel carries passwords, tokens and ` +
        'the card page, and e-mail links point to it',
  // Another Stripe API server (the tests' fake) would take the charges without moving any money.
  (config) =>
    config.stripe?.apiUrl ? 'STRIPE_API_URL is for tests only (a local fake of Stripe): unset it' : undefined,
  // Tests lower the cost so that sign-ups and logins hash fast; in production a lower cost makes a
  // leaked password hash that much cheaper to crack.
  (config) =>
    config.scryptCost < SCRYPT_COST_PRODUCTION
      ? `SCRYPT_COST=${config.scryptCost} is for tests only (fast password hashing): unset it or use at least ${SCRYPT_COST_PRODUCTION}`
      : undefined,
  // A movable clock would let anyone reaching the API renew (charge) every subscription early.
  (config) => (config.testClock ? 'TEST_CLOCK=1 is for browser tests only: unset it' : undefined),
]

/** What is wrong for production, one line per setting; empty outside production. */
export function productionRefusals(config: Config): string[] {
  if (config.nodeEnv !== 'production') return []
  return CHECKS.map((check) => check(config)).filter((problem): problem is string => problem !== undefined)
}

/** Thrown by `assertStartable`: its message is the whole explanation (no stack needed). */
export class StartRefused extends Error {}

/** Throws StartRefused listing every problem when the configuration may not start. */
export function assertStartable(config: Config): void {
  const refusals = productionRefusals(config)
  if (refusals.length === 0) return
  throw new StartRefused(
    `Menú Digital refuses to start with NODE_ENV=production:\n${refusals.map((r) => `- ${r}`).join('\n')}`,
  )
}
