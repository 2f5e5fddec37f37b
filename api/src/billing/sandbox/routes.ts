import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AppError, ERRORS } from '../../errors.js'
import { noStore } from '../../plugins/http-errors.js'
import { brandName } from '../payments/provider.js'
import { OriginQuery, PAGE_MESSAGES, panelFraming } from '../payments/provider-pages.js'
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook-route.js'
import { authenticatePage } from './authenticate-page.js'
import { checkCard } from './cards.js'
import { checkoutPage, closedPage, sandboxPageCsp } from './page.js'
import { sandboxAuthenticateUrl, sandboxCheckoutPath } from './provider.js'
import { CHECKOUT_TTL_MS, checkoutState, sandboxStore } from './store.js'
import { type SandboxEvent, SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxEvent } from './webhooks.js'

/** Card submissions one checkout takes before answering 429 (guessing numbers on the page). */
export const CARD_ATTEMPTS_PER_CHECKOUT = 10

const Params = Type.Object({ id: Type.String({ pattern: '^chk_[A-Za-z0-9_-]{1,64}$' }) })
const ChargeParams = Type.Object({ reference: Type.String({ pattern: '^sbx_ch_[A-Za-z0-9_-]{1,64}$' }) })
/** The page's one-time key (store.ts issueAuthentication), in its address and in the answer's. */
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) })

const PAYMENT_ANSWERED = 'Este pago ya se confirmó o se rechazó. Cierra la ventana para continuar.'
/** An address without the newest key of the session that started the payment (or an expired one). */
const PAGE_NOT_YOURS = ERRORS.PAYMENT_PAGE_FORBIDDEN.message

/**
 * The sandbox provider's own endpoints (what a real provider serves from its servers): its
 * card page and the endpoint the page posts the card to, and the 3-D Secure page of a pending
 * charge with the endpoint that takes the owner's answer and sends it in a signed webhook. No
 * access token: the checkout id, random, is the card page's credential; the 3-D Secure page
 * also needs the one-time key that only the session that started the payment was handed
 * (`?token=`, store.ts). Not part of the /v1 contract.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, rateLimitStore, jwtSecret } = app.ctx
  const webhookSecret = sandboxWebhookSecret(jwtSecret)
  const store = sandboxStore(db, config.now)
  const { panelOrigins, targetOf, html } = panelFraming(config)
  const csp = sandboxPageCsp({ frameAncestors: panelOrigins })

  app.addHook('onRequest', noStore)

  app.get(
    '/sandbox/checkout/:id',
    {
      schema: {
        hide: true,
        params: Params,
        querystring: OriginQuery,
      },
    },
    async (request, reply) => {
      html(reply, csp)
      const row = await store.findCheckout(request.params.id)
      if (!row) return reply.code(404).send(closedPage(PAGE_MESSAGES.unknownCheckout))
      const state = checkoutState(row, config.now())
      if (state !== 'open')
        return reply
          .code(410)
          .send(closedPage(ERRORS[state === 'expired' ? 'CHECKOUT_EXPIRED' : 'CHECKOUT_USED'].message))
      const targetOrigin = targetOf(request.query.origin)
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
      if (!row) throw new AppError('RESOURCE_NOT_FOUND', PAGE_MESSAGES.unknownCheckout)
      const state = checkoutState(row, config.now())
      if (state !== 'open') throw new AppError(state === 'expired' ? 'CHECKOUT_EXPIRED' : 'CHECKOUT_USED')
      const checked = checkCard(request.body, new Date(config.now()))
      if (!checked.ok) throw new AppError('VALIDATION_ERROR', checked.message, { field: checked.field })
      const cardToken = await store.tokenise(id, checked.card, checked.behaviour)
      return reply.code(201).send({ card_token: cardToken })
    },
  )

  app.get(
    '/sandbox/authenticate/:reference',
    {
      schema: {
        hide: true,
        params: ChargeParams,
        querystring: Type.Object({ ...OriginQuery.properties, ...TokenQuery.properties }),
      },
    },
    async (request, reply) => {
      html(reply, csp)
      const payment = await store.payment(request.params.reference)
      if (!payment) return reply.code(404).send(closedPage(PAGE_MESSAGES.unknownPayment))
      if (payment.status !== 'pending') return reply.code(410).send(closedPage(PAYMENT_ANSWERED))
      // Like a bank's page, it is the cardholder's alone: only with the key handed to the session that started it.
      const { token } = request.query
      if (!store.authenticationOpen(payment, token)) return reply.code(403).send(closedPage(PAGE_NOT_YOURS))
      const card = await store.card(payment.card_token)
      return reply.send(
        authenticatePage({
          action: sandboxAuthenticateUrl(payment.reference, token!),
          targetOrigin: targetOf(request.query.origin),
          amountCents: payment.amount_cents,
          currency: payment.currency,
          card: card ? `${brandName(card.brand)} •••• ${card.last4}` : '',
        }),
      )
    },
  )

  app.post(
    '/sandbox/authenticate/:reference',
    {
      schema: {
        hide: true,
        params: ChargeParams,
        querystring: TokenQuery,
        body: Type.Object({ approve: Type.Boolean() }),
      },
    },
    async (request, reply) => {
      const { reference } = request.params
      const { token } = request.query
      const payment = await store.payment(reference)
      if (!payment) throw new AppError('RESOURCE_NOT_FOUND', PAGE_MESSAGES.unknownPayment)
      if (payment.status !== 'pending') throw new AppError('CHECKOUT_USED', PAYMENT_ANSWERED)
      if (!store.authenticationOpen(payment, token)) throw new AppError('PAYMENT_PAGE_FORBIDDEN')
      // The key is checked again in the update that answers, so two answers at once take one.
      if (!(await store.authenticate(reference, request.body.approve, token!)))
        throw new AppError('CHECKOUT_USED', PAYMENT_ANSWERED)
      const status = request.body.approve ? 'succeeded' : 'declined'
      await deliver({ id: `evt_${reference}_${status}`, type: `charge.${status}`, data: { reference } })
      return reply.send({ info: { status } })
    },
  )

  /** Sends an event to this API's webhook endpoint, signed; a refusal is logged (the API also asks for outcomes itself). */
  async function deliver(event: SandboxEvent): Promise<void> {
    const body = JSON.stringify(event)
    const answer = await app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(webhookSecret, body, config.now()),
      },
      payload: body,
    })
    if (answer.statusCode !== 200)
      app.log.error({ event: event.id, status: answer.statusCode, body: answer.body }, 'sandbox webhook refused')
  }
}
