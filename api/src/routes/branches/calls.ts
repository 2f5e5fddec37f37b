import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { type TableCall, tableCalls } from '../../data/table-calls.js'
import { scoped } from '../../data/toolkit.js'
import { AUTHED, errors, Id, IdParams, Info } from '../../schemas/common.js'
import { type ErrorCodes, NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }
const Calls = Type.Array(Type.Ref('TableCall'))
/** Behind the Mesas section's plan rule (sections.json): 403 SCOPE_REQUIRED on FREEMIUM. */
const CODES: ErrorCodes = { ...NOT_FOUND, ...AUTHED, 403: ['SCOPE_REQUIRED', 'ROLE_FORBIDDEN', 'BRANCH_NOT_ASSIGNED'] }

/** A comment line keeps proxies from closing a quiet stream. */
export const PING_MS = 15_000
/** The server ends a stream after this long: the panel reconnects with a fresh access token. */
export const STREAM_MS = 10 * 60_000

/** One SSE event: the whole list of open calls (small: one branch's open calls). */
const event = (calls: TableCall[]) => `event: calls\ndata: ${JSON.stringify(calls)}\n\n`

/**
 * The calls from the tables of a branch (issue 45, docs/table-service.md): the Mesas screen
 * lists the open ones live (the stream) and marks them attended. Personal and Gerente de
 * sucursal reach them on their own branches only (shared/roles.json, plugins/roles.ts).
 */
export const branchCallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const calls = tableCalls(app.ctx.db, app.ctx.config.now)
  /** The branch must be the account's: another's reads as missing (404). */
  const ownBranch = (accountId: number, id: number) => scoped(app.ctx.db, accountId).ownedRow('sucursales', id)

  app.get(
    '/:id/calls',
    {
      schema: {
        ...doc,
        operationId: 'listTableCalls',
        summary: "The branch's open calls from its tables, oldest first",
        description:
          "A diner's 'Llamar al mesero' (waiter) or 'Pedir la cuenta' (bill) from table n of the public menu; " +
          'open until a member marks it attended, or for 3 hours.',
        params: IdParams,
        response: { 200: Info(Calls), ...errors(CODES) },
      },
    },
    async (request) => {
      await ownBranch(request.accountId, request.params.id)
      return { info: await calls.open(request.accountId, request.params.id) }
    },
  )

  app.put(
    '/:id/calls/:callId',
    {
      schema: {
        ...doc,
        operationId: 'attendTableCall',
        summary: 'Mark a call attended (idempotent: an attended call is answered as it is)',
        description: "Another branch's or account's call is a 404.",
        params: Type.Object({ id: Id(), callId: Id() }),
        body: Type.Object({ attended: Type.Literal(true) }),
        response: { 200: Info(Type.Ref('TableCall')), ...errors(CODES) },
      },
    },
    async (request) => {
      const { id, callId } = request.params
      const call = await calls.attend(request.accountId, id, callId, request.member.memberId)
      // The other screens watching the branch drop it now, not at the next poll.
      app.callsHub.changed(id)
      return { info: call }
    },
  )

  app.get(
    '/:id/calls/stream',
    {
      schema: {
        ...doc,
        operationId: 'streamTableCalls',
        summary: "The branch's open calls, live (server-sent events)",
        description:
          'text/event-stream: `event: calls` with `data:` the JSON list of open calls (as GET …/calls) at once and ' +
          'after every change (a call made or attended on any API instance arrives within a second); a `: ping` ' +
          'comment every 15 seconds; the server ends the stream after 10 minutes (reconnect with a fresh token). ' +
          'Authenticated like every /v1 call (Authorization: Bearer): read it with fetch, not EventSource.',
        params: IdParams,
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errors(CODES),
        },
      },
    },
    async (request, reply) => {
      const branchId = request.params.id
      await ownBranch(request.accountId, branchId)
      reply.hijack()
      const raw = reply.raw
      // The headers the hooks set (security, request id) go out as the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value)
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // No buffering by a reverse proxy (nginx): each event goes out when written.
        'x-accel-buffering': 'no',
      })
      raw.write(': open\n\n')
      let done = false
      let unsubscribe = () => {}
      const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS)
      const limit = setTimeout(() => end(), STREAM_MS)
      ping.unref()
      limit.unref()
      function end() {
        if (done) return
        done = true
        clearInterval(ping)
        clearTimeout(limit)
        unsubscribe()
        raw.end()
      }
      unsubscribe = app.callsHub.subscribe(branchId, (list) => raw.write(event(list)), end)
      if (done) unsubscribe()
      // The panel went away (or the app is closing: the hub ends every stream first).
      // (The response's close, not the request's: the request's may come once its body is read.)
      raw.on('close', end)
    },
  )
}
