import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { webhooksRepo } from '../../data/webhooks.js'
import { planGate } from '../../plugins/plan-gates.js'
import { errors, IdParams, Info } from '../../schemas/common.js'
import { type ErrorCodes, SCOPED, SCOPED_NOT_FOUND } from '../common.js'
import { CreatedWebhook, Delivery, DeliveryParams, NewWebhook, Webhook, WebhookUpdate } from './schemas.js'

const doc = { tags: ['webhooks'], security: [{ bearerAuth: [] }], ...planGate('integrations') }
const URL_CODES: ErrorCodes = { 400: ['VALIDATION_ERROR', 'WEBHOOK_URL_FORBIDDEN'] }
const IdInfo = Info(Type.Object({ id: Type.Integer() }))

/**
 * /v1/webhooks: the account's outgoing webhooks (docs/integrations.md): events POSTed signed
 * to an integrator's URL, retried with backoff, each kept in a delivery log that can resend.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => webhooksRepo(app.ctx, accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listWebhooks',
        summary: 'The webhooks: URL, events, enabled and their latest delivery (never the secret)',
        response: { 200: Info(Type.Array(Webhook)), ...errors(SCOPED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  app.post(
    '',
    {
      schema: {
        ...doc,
        operationId: 'createWebhook',
        summary: 'Add a webhook; answers its signing secret, the only time it is shown',
        description:
          'The URL must be https and public (checked now, resolving its name, and again at every send). ' +
          'Events: menu.changed, product.sold_out, product.available, price.changed, scheduled_change.applied.',
        body: NewWebhook,
        response: { 201: Info(CreatedWebhook), ...errors({ ...SCOPED, ...URL_CODES }) },
      },
    },
    async (request, reply) => reply.code(201).send({ info: await repo(request.accountId).create(request.body) }),
  )

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateWebhook',
        summary: 'Change a webhook: URL, events, or pause it (enabled false: nothing is queued nor sent)',
        params: IdParams,
        body: WebhookUpdate,
        response: { 200: IdInfo, ...errors({ ...SCOPED_NOT_FOUND, ...URL_CODES }) },
      },
    },
    async (request) => {
      await repo(request.accountId).update(request.params.id, request.body)
      return { info: { id: request.params.id } }
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook and its delivery log',
        params: IdParams,
        response: { 200: IdInfo, ...errors(SCOPED_NOT_FOUND) },
      },
    },
    async (request) => {
      await repo(request.accountId).remove(request.params.id)
      return { info: { id: request.params.id } }
    },
  )

  app.get(
    '/:id/deliveries',
    {
      schema: {
        ...doc,
        operationId: 'listWebhookDeliveries',
        summary: "A webhook's delivery log, newest first (the latest 100)",
        params: IdParams,
        response: { 200: Info(Type.Array(Delivery)), ...errors(SCOPED_NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).deliveries(request.params.id) }),
  )

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        ...doc,
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again (queued at once, its attempts restarted)',
        description: 'A delivery being sent right now: 409 WEBHOOK_DELIVERY_PENDING.',
        params: DeliveryParams,
        response: {
          200: IdInfo,
          ...errors({ ...SCOPED_NOT_FOUND, 409: ['WEBHOOK_DELIVERY_PENDING'] }),
        },
      },
    },
    async (request) => {
      await repo(request.accountId).resend(request.params.id, request.params.deliveryId)
      return { info: { id: request.params.deliveryId } }
    },
  )
}
