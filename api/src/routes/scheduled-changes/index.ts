import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { scheduledRepo } from '../../scheduled/repo.js'
import { errors, IdParams, Info } from '../../schemas/common.js'
import { NewScheduledChange } from '../../schemas/scheduled.js'
import { INVALID, NOT_FOUND } from '../common.js'

const doc = { tags: ['scheduled-changes'], security: [{ bearerAuth: [] }] }

/** /v1/scheduled-changes: sets of changes the job applies later (scheduled/, docs/scheduled-changes.md). */
export const scheduledChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => scheduledRepo(app.ctx.db, app.ctx.config, accountId)

  app.post(
    '',
    {
      schema: {
        ...doc,
        operationId: 'createScheduledChange',
        summary: 'Schedule a named set of changes (prices, enabled flags), applied all or nothing at run_at',
        description:
          "Validated now with the rules of each item's own update (a bad price: 400 naming changes.N.fields.price); " +
          "an id that is not the account's: 404 naming changes.N.id; promotions and advertising need their plan scope " +
          '(403 SCOPE_REQUIRED naming changes.N.entity); run_at in the past: 400 naming run_at. ' +
          'The job applies it once, at run_at, through the same updates as the panel, recorded in the history; the owner gets an e-mail with the outcome.',
        body: NewScheduledChange,
        response: {
          201: Info(Type.Ref('ScheduledChange')),
          ...errors({ ...NOT_FOUND, 403: ['SCOPE_REQUIRED'] }),
        },
      },
    },
    async (request, reply) => reply.code(201).send({ info: await repo(request.accountId).create(request.body) }),
  )

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listScheduledChanges',
        summary:
          'Scheduled sets: pending ones first (soonest first), then applied, failed and cancelled ones (newest first)',
        description: 'Sets already run or cancelled: the latest 200.',
        response: {
          200: Info(Type.Object({ items: Type.Array(Type.Ref('ScheduledChange')) })),
          ...errors(INVALID),
        },
      },
    },
    async (request) => ({ info: { items: await repo(request.accountId).list() } }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'cancelScheduledChange',
        summary: 'Cancel a pending set (it stays listed as cancelled)',
        description: 'Only while pending: once applied, failed or cancelled, 409 SCHEDULED_CHANGE_NOT_PENDING.',
        params: IdParams,
        response: {
          200: Info(Type.Object({ id: Type.Integer() })),
          ...errors({ ...NOT_FOUND, 409: ['SCHEDULED_CHANGE_NOT_PENDING'] }),
        },
      },
    },
    async (request) => {
      await repo(request.accountId).cancel(request.params.id)
      return { info: { id: request.params.id } }
    },
  )
}
