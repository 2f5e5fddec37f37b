import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { ERRORS, type ErrorCode } from '../errors.js'
import { sendError } from './errors.js'

/**
 * The errors Fastify and Node answer before a route's error handler can run, in the one
 * error body `{ error: { code, message } }` as well.
 */

/** Router errors: a path parameter longer than the router takes (414), a malformed URL escape (400). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_REQUEST'
  return sendError(reply, code)
}

/** HTTP the server cannot parse (request line, headers): answered on the raw socket, which is then closed. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'REQUEST_TIMEOUT'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : 'BAD_REQUEST'
  const { status, message } = ERRORS[code]
  const body = JSON.stringify({ error: { code, message } })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/** Signed-in and credential replies (/v1, /auth) are never stored by a browser or proxy cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store')
}
