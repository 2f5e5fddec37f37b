import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { AppError, ERRORS, type ErrorCode } from '../errors.js'

export function sendError(reply: FastifyReply, code: ErrorCode, message: string = ERRORS[code].message, headers: Record<string, string> = {}) {
  return reply.code(ERRORS[code].status).headers(headers).send({ error: { code, message } })
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) mapped onto our codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  404: 'RESOURCE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

/** Every error leaves the API as `{ error: { code, message } }`; 500s never reveal internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.headers)
    if ((error as FastifyError).validation) return sendError(reply, 'VALIDATION_ERROR', error.message)
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
