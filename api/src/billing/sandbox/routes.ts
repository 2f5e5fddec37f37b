import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AppError, ERRORS } from '../../errors.js'
import { noStore } from '../../plugins/http-errors.js'
import { checkCard } from './cards.js'
import { checkoutPage, closedPage, sandboxPageCsp } from './page.js'
import { sandboxCheckoutPath } from './provider.js'
import { CHECKOUT_TTL_MS, checkoutState, sandboxStore, UNKNOWN_CHECKOUT } from './store.js'

/** Card submissions one checkout takes before answering 429 (guessing numbers on the page). */
export const CARD_ATTEMPTS_PER_CHECKOUT = 10

const Params = Type.Object({ id: Type.String({ pattern: '^chk_[A-Za-z0-9_-]{1,64}$' }) })

/**
 * The sandbox provider's own endpoints (what a real provider serves from its servers): its
 * card page and the endpoint the page posts the card to. No access token: the checkout id,
 * random and short-lived, is the credential. Not part of the /v1 contract.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, rateLimitStore } = app.ctx
  const store = sandboxStore(db, config.now)
  // The panel's origins: only they may frame the page and receive its card token.
  const panelOrigin = new URL(config.publicUrl).origin
  const panelOrigins = [...new Set([panelOrigin, ...config.corsOrigins])]
  const csp = sandboxPageCsp({ frameAncestors: panelOrigins })

  app.addHook('onRequest', noStore)

  app.get(
    '/sandbox/checkout/:id',
    {
      schema: {
        hide: true,
        params: Params,
        querystring: Type.Object({ origin: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (request, reply) => {
      // Framing is decided by the CSP's frame-ancestors (the panel's origins), not X-Frame-Options: DENY.
      reply.removeHeader('x-frame-options')
      reply.header('content-security-policy', csp).type('text/html; charset=utf-8')
      const row = await store.findCheckout(request.params.id)
      if (!row) return reply.code(404).send(closedPage(UNKNOWN_CHECKOUT))
      const state = checkoutState(row, config.now())
      if (state !== 'open')
        return reply
          .code(410)
          .send(closedPage(ERRORS[state === 'expired' ? 'CHECKOUT_EXPIRED' : 'CHECKOUT_USED'].message))
      // A panel served from one of the CORS origins (a dev server) names itself; anything else gets the panel's own origin.
      const asked = request.query.origin
      const targetOrigin = asked && panelOrigins.includes(asked) ? asked : panelOrigin
      return reply.send(checkoutPage({ action: `${sandboxCheckoutPath(row.id)}/card`, targetOrigin }))
    },
  )

  app.post(
    '/sandbox/checkout/:id/card',
    {
      schema: {
        hide: true,
        params: Params,
        body: Type.Object({
          number: Type.String({ maxLength: 30 }),
          expiry: Type.String({ maxLength: 10 }),
          cvc: Type.String({ maxLength: 10 }),
          name: Type.String({ maxLength: 100 }),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const hit = await rateLimitStore.hit(`sandbox-card:${id}`, CHECKOUT_TTL_MS / 1000)
      if (hit.count > CARD_ATTEMPTS_PER_CHECKOUT) {
        const retryAfter = Math.max(1, Math.ceil((hit.resetAt - config.now()) / 1000))
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Demasiados intentos con este formulario. Ciérralo y vuelve a intentarlo más tarde.',
          { headers: { 'retry-after': String(retryAfter) } },
        )
      }
      const row = await store.findCheckout(id)
      if (!row) throw new AppError('RESOURCE_NOT_FOUND', UNKNOWN_CHECKOUT)
      const state = checkoutState(row, config.now())
      if (state !== 'open') throw new AppError(state === 'expired' ? 'CHECKOUT_EXPIRED' : 'CHECKOUT_USED')
      const checked = checkCard(request.body, new Date(config.now()))
      if (!checked.ok) throw new AppError('VALIDATION_ERROR', checked.message, { field: checked.field })
      const cardToken = await store.tokenise(id, checked.card, checked.behaviour)
      return reply.code(201).send({ card_token: cardToken })
    },
  )
}
