import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../errors.js'
import { noStore } from '../../plugins/http-errors.js'
import { WebhookSignatureError } from './provider.js'
import { WebhookPayloadError } from './webhook-payload.js'
import { takeEvent } from './webhooks.js'

/** Where the payment provider sends its webhooks (configured in the provider's dashboard: https://<panel>/webhooks/payments). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/payments'

/**
 * The payment provider's webhooks. No access token: the signature over the exact bytes
 * received is the credential, so the body is kept raw (parsed only by the provider's reader).
 * Answers 200 {received, duplicate} once an event is taken or was taken before (the provider
 * stops retrying), 400 WEBHOOK_SIGNATURE_INVALID when the signature does not hold and 400
 * WEBHOOK_PAYLOAD_INVALID when a signed body is not an event of the expected shape (nothing is
 * recorded in either case), and 5xx when the database failed (the provider retries later).
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { db, payments, config } = app.ctx
  app.addHook('onRequest', noStore)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  )

  app.post(PAYMENT_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
    let event: ReturnType<typeof payments.readWebhook>
    try {
      event = payments.readWebhook(request.body, request.headers)
    } catch (e) {
      if (e instanceof WebhookSignatureError) {
        request.log.warn({ reason: e.message }, 'payment webhook refused')
        throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      }
      if (e instanceof WebhookPayloadError) {
        request.log.warn(
          { reason: e.message },
          'payment webhook refused: signed, but not an event of the expected shape',
        )
        throw new AppError('WEBHOOK_PAYLOAD_INVALID')
      }
      throw e
    }
    const taken = await takeEvent(db, payments.name, event, config.now())
    request.log.info({ event: event.id, kind: event.kind, taken }, 'payment webhook')
    return reply.send({ received: true, duplicate: taken === 'duplicate' })
  })
}
