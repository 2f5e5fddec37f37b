import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { fromDatabaseError } from '../db/errors.js'
import { AppError, ERRORS, type ErrorCode, type FieldError } from '../errors.js'
import { fieldErrors } from './validator.js'

/**
 * Sends the one error body of the API: `{ error: { code, message, field?, fields?, action_url?, request_id } }`.
 * `fields` lists every field problem and `field` names the first; both are left out when
 * the error is about no field in particular. `request_id` is the request's id (also in the
 * X-Request-Id header and in every log line of the request: plugins/request-ids.ts).
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string = ERRORS[code].message,
  {
    headers = {},
    fields = [],
    actionUrl,
  }: { headers?: Record<string, string>; fields?: FieldError[]; actionUrl?: string } = {},
) {
  const request_id = reply.request.id
  const error = {
    code,
    message,
    ...(fields.length > 0 && { field: fields[0]!.field, fields }),
    ...(actionUrl !== undefined && { action_url: actionUrl }),
    request_id,
  }
  return reply
    .code(ERRORS[code].status)
    .headers({ ...headers, 'x-request-id': request_id })
    .send({ error })
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) mapped onto our codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  404: 'RESOURCE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

/** Every error leaves the API in the one error body; 500s never reveal internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = fromDatabaseError(thrown) ?? thrown
    if (error instanceof AppError && error.code === 'DATABASE_UNAVAILABLE')
      request.log.warn({ err: thrown }, 'database unavailable')
    if (error instanceof AppError) {
      const fields = error.field === undefined ? [] : [{ field: error.field, message: error.message }]
      return sendError(reply, error.code, error.message, { headers: error.headers, fields, actionUrl: error.actionUrl })
    }
    const { validation } = error as FastifyError
    if (validation) return sendError(reply, 'VALIDATION_ERROR', error.message, { fields: fieldErrors(validation) })
    const status = (error as FastifyError).statusCode
    if (status && status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST'
      const message = status === 400 ? `Solicitud no válida: ${error.message}` : ERRORS[code].message
      return sendError(reply, code, message)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 'INTERNAL_ERROR')
  })
}
