import crypto from 'node:crypto';

/**
 * What a production server (NODE_ENV=production) needs to start (api/src/production-checks.ts),
 * for the benches that run one on 127.0.0.1: mail to the outbox, the sandbox named as the
 * payment provider, a random secret, and an https panel URL (only its links and redirects use
 * it; the bench talks to the server's own address and the menu host).
 */
export const productionEnv = () => ({
  NODE_ENV: 'production',
  MAIL_TRANSPORT: 'outbox',
  PAYMENTS_PROVIDER: 'sandbox',
  JWT_SECRET: crypto.randomBytes(36).toString('base64url'),
  PUBLIC_URL: 'https://127.0.0.1',
});
