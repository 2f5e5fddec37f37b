import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { paymentMethodsRepo } from '../../data/payment-methods.js'
import { AUTHED, errors, Info } from '../../schemas/common.js'
import { INVALID } from '../common.js'

const doc = { tags: ['payments'], security: [{ bearerAuth: [] }] }

const PaymentMethod = Type.Object({
  id: Type.String({ description: "'pm_…'" }),
  brand: Type.String({ description: 'visa, mastercard or amex' }),
  last4: Type.String(),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer(),
  default: Type.Boolean({ description: "Whether it is the profile's default_payment_method_id" }),
})

const CardToken = Info(
  Type.Object({
    checkout_id: Type.String(),
    url: Type.String({
      description:
        "The provider's card page for the 500x500 iframe (the sandbox's is a path on this server; add ?origin=<panel origin> when the panel runs on one of the CORS origins)",
    }),
    test_mode: Type.Boolean({
      description:
        "Nobody is charged: the built-in sandbox (PAYMENTS_PROVIDER=sandbox, or unset outside production; test cards only) or a provider's test keys (STRIPE_SECRET_KEY=sk_test_…); the panel shows 'Modo de prueba'",
    }),
  }),
)

const PaymentMethodParams = Type.Object({ id: Type.String({ pattern: '^pm_[A-Za-z0-9_-]{1,64}$' }) })

/**
 * Card handling of the signed-in account: a card page session (the card number goes to the
 * provider's page, never here), saving the card token it hands back, listing and deleting
 * saved cards. The default card is chosen with PUT /v1/profiles/me default_payment_method_id.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) =>
    paymentMethodsRepo({ db: app.ctx.db, now: app.ctx.config.now, payments: app.ctx.payments }, accountId)

  // The spec lists both addresses for the same call.
  for (const url of ['/payment-sources/card-token', '/subscriptions/card-token']) {
    app.get(
      url,
      {
        schema: {
          ...doc,
          operationId: url === '/payment-sources/card-token' ? 'openCardPage' : 'openSubscriptionCardPage',
          summary: 'Open a card page session: its checkout_id and the page to show in the iframe',
          description:
            "The page posts the card to the provider and hands back a card_token by postMessage ({type: 'menu-card-token', card_token}) to the panel's origin only; save it with POST /v1/profiles/me/payment-methods. A session lasts 30 minutes and takes one card.",
          response: { 200: CardToken, ...errors(AUTHED) },
        },
      },
      async (request) => ({
        info: {
          ...(await app.ctx.payments.createCheckout(request.accountId)),
          test_mode: app.ctx.payments.testMode,
        },
      }),
    )
  }

  app.get(
    '/profiles/me/payment-methods',
    {
      schema: {
        ...doc,
        operationId: 'listPaymentMethods',
        summary: 'The saved cards, oldest first, with the default marked',
        response: { 200: Info(Type.Array(PaymentMethod)), ...errors(AUTHED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  app.post(
    '/profiles/me/payment-methods',
    {
      schema: {
        ...doc,
        operationId: 'savePaymentMethod',
        summary: 'Save the card a card page tokenised; the first card becomes the default',
        description:
          "card_token: what the card page handed back (one of this account's card pages). An unknown token, or one already saved, is 400 VALIDATION_ERROR on card_token.",
        body: Type.Object({ card_token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 201: Info(PaymentMethod), ...errors(INVALID) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ info: await repo(request.accountId).add(request.body.card_token) }),
  )

  app.delete(
    '/profiles/me/payment-methods/:id',
    {
      schema: {
        ...doc,
        operationId: 'deletePaymentMethod',
        summary:
          'Delete a saved card; when it was the default, the newest remaining card becomes the default (or none)',
        params: PaymentMethodParams,
        response: {
          200: Info(
            Type.Object({ id: Type.String(), default_payment_method_id: Type.Union([Type.String(), Type.Null()]) }),
          ),
          ...errors({ ...INVALID, 404: ['RESOURCE_NOT_FOUND'] }),
        },
      },
    },
    async (request) => ({ info: await repo(request.accountId).remove(request.params.id) }),
  )
}
