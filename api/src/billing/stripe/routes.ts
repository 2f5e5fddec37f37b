import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type Stripe from 'stripe'
import { Type } from 'typebox'
import { ERRORS } from '../../errors.js'
import { noStore } from '../../plugins/http-errors.js'
import { OriginQuery, PAGE_MESSAGES, panelFraming } from '../payments/provider-pages.js'
import { isMissing, stripeClient } from './client.js'
import { stripeAuthenticatePage, stripeCheckoutPage, stripeClosedPage, stripePageCsp } from './page.js'
import { PAYMENT_INTENT_ID, SETUP_INTENT_ID } from './paths.js'

const NOTHING_TO_AUTHENTICATE = 'Este pago ya no necesita confirmación. Cierra esta ventana para continuar.'

/** Stripe's object, or undefined when Stripe does not know the id. */
async function found<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

/**
 * Stripe's card pages on this server (PAYMENTS_PROVIDER=stripe): the card form of a SetupIntent
 * and the bank's authentication of a PaymentIntent (3-D Secure). No access token: the Stripe id
 * in the path is the credential, and the pages only hand Stripe.js what it needs for that one
 * intent (its client secret). Not part of the /v1 contract.
 */
export const stripeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.ctx
  const settings = config.stripe
  if (!settings) throw new Error('stripeRoutes needs PAYMENTS_PROVIDER=stripe and its STRIPE_* keys')
  const stripe: Stripe = stripeClient(settings)
  const { panelOrigins, targetOf, html } = panelFraming(config)
  const csp = stripePageCsp({ frameAncestors: panelOrigins })

  app.addHook('onRequest', noStore)

  app.get(
    '/payments/stripe/checkout/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ pattern: SETUP_INTENT_ID }) }),
        querystring: OriginQuery,
      },
    },
    async (request, reply) => {
      html(reply, csp)
      const intent = await found(stripe.setupIntents.retrieve(request.params.id))
      // Only the card pages this API opened (createCheckout names the account).
      if (!intent?.metadata?.account_id || !intent.client_secret)
        return reply.code(404).send(stripeClosedPage(PAGE_MESSAGES.unknownCheckout))
      if (intent.status === 'succeeded') return reply.code(410).send(stripeClosedPage(ERRORS.CHECKOUT_USED.message))
      if (intent.status === 'canceled') return reply.code(410).send(stripeClosedPage(ERRORS.CHECKOUT_EXPIRED.message))
      return reply.send(
        stripeCheckoutPage({
          publishableKey: settings.publishableKey,
          clientSecret: intent.client_secret,
          targetOrigin: targetOf(request.query.origin),
        }),
      )
    },
  )

  app.get(
    '/payments/stripe/authenticate/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ pattern: PAYMENT_INTENT_ID }) }),
        querystring: OriginQuery,
      },
    },
    async (request, reply) => {
      html(reply, csp)
      const intent = await found(stripe.paymentIntents.retrieve(request.params.id))
      if (!intent) return reply.code(404).send(stripeClosedPage(PAGE_MESSAGES.unknownPayment))
      const targetOrigin = targetOf(request.query.origin)
      if (intent.status !== 'requires_action' || !intent.client_secret)
        return reply.code(410).send(stripeAuthenticatePage({ targetOrigin, message: NOTHING_TO_AUTHENTICATE }))
      return reply.send(
        stripeAuthenticatePage({
          publishableKey: settings.publishableKey,
          clientSecret: intent.client_secret,
          targetOrigin,
        }),
      )
    },
  )
}
