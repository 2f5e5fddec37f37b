import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { apiKeysRepo } from '../../data/api-keys.js'
import { planGate } from '../../plugins/plan-gates.js'
import { ApiKeyBody, NewApiKey } from '../../schemas/api-keys.js'
import { errors, IdParams, Info } from '../../schemas/common.js'
import { SCOPED, SCOPED_NOT_FOUND } from '../common.js'

const doc = { tags: ['api-keys'], security: [{ bearerAuth: [] }] }

/**
 * /v1/api-keys: the keys integrators call the API with (auth/api-keys.ts checks them). The
 * owner's only (shared/roles.json), on a plan with integrations (FRANCHISES).
 */
export const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => apiKeysRepo(app.ctx.db, accountId, app.ctx.config.now)

  app.get(
    '',
    {
      schema: {
        ...doc,
        ...planGate('integrations'),
        operationId: 'listApiKeys',
        summary: 'The API keys, newest first (revoked ones too); never the keys themselves',
        response: { 200: Info(Type.Array(Type.Ref('ApiKey'))), ...errors(SCOPED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  app.post(
    '',
    {
      schema: {
        ...doc,
        ...planGate('integrations'),
        operationId: 'createApiKey',
        summary: 'Create an API key: the answer has the key, this once (only its hash is kept)',
        description:
          "Send it as `Authorization: Bearer <key>` on any /v1 operation but a person's own (/v1/members/me…). " +
          "It acts as an administrator (never on API keys, webhooks, the team or billing); a 'read' key may only GET.",
        body: ApiKeyBody,
        response: { 201: Info(NewApiKey), ...errors(SCOPED) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ info: await repo(request.accountId).create(request.body, request.member.memberId) }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        ...doc,
        ...planGate('integrations'),
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key: its next request answers 401 Wrong token (it stays listed as revoked)',
        params: IdParams,
        response: { 200: Info(Type.Object({ id: Type.Integer() })), ...errors(SCOPED_NOT_FOUND) },
      },
    },
    async (request) => {
      await repo(request.accountId).revoke(request.params.id)
      return { info: { id: request.params.id } }
    },
  )
}
