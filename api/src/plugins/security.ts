import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { remoteOrigins, remotesList } from '../remotes.js'

/**
 * Security headers on every response and CORS for the configured origins only.
 * The CSP lets the federated panel load remote entries/chunks from their origins (taken
 * from the remotes list at start and CORS_ORIGINS) and nothing else; antd injects <style>
 * tags, hence 'unsafe-inline' for styles only.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx
  const extra = [...new Set([...remoteOrigins(remotesList(config.remotes)), ...config.corsOrigins])]
  // Images stored in an S3 bucket are shown from its public URL.
  const imageOrigins = config.s3 ? [new URL(config.s3.publicUrl).origin] : []
  // Configuración > Identidad de marca previews the public menu, which may live on its own origin.
  const menuOrigin = new URL(config.publicMenuUrl).origin
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...imageOrigins],
        connectSrc: ["'self'", ...extra],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameSrc: [...new Set(["'self'", menuOrigin])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' }, // matches frame-ancestors 'none' for old browsers
    // Remote chunks may be fetched by a panel on another port of the same site (dev servers).
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })
}
