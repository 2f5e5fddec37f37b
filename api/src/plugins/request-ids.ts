import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** An incoming id is kept only when it is a short plain token: it goes into logs and headers as it is. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Fastify's genReqId: the `X-Request-Id` a proxy or client sent when it is a safe token, else a
 * new UUID. Fastify puts the id in every log line of the request (`reqId`).
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id']
  const value = Array.isArray(sent) ? sent[0] : sent
  return value && SAFE_ID.test(value) ? value : randomUUID()
}

/** Every answer says its request id (X-Request-Id), so a user's report finds its log lines; error bodies carry it too (errors.ts). */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}
