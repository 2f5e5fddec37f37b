import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { membersRepo } from '../../data/members.js'
import { AUTHED, errors, Name, Ok } from '../../schemas/common.js'
import { INVALID } from '../common.js'
import { MemberInfo } from './schemas.js'

const doc = { tags: ['members'], security: [{ bearerAuth: [] }] }

/**
 * /v1/members/me, for every person whatever their role (shared/roles.json `everyone`): who they
 * are in the team, and their own name. And /v1/members/policy, the owner's rule for the team.
 */
export const memberSelfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => membersRepo(app.ctx.db, accountId, app.ctx.config.now)

  app.get(
    '/me',
    {
      schema: {
        ...doc,
        operationId: 'getMyMember',
        summary: 'The person signed in, as the team lists them (role, branches, two-step login)',
        response: { 200: MemberInfo, ...errors({ ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).get(request.member.memberId) }),
  )

  app.put(
    '/me',
    {
      schema: {
        ...doc,
        operationId: 'updateMyMember',
        summary: 'Change your own name, as the team and the history show it',
        body: Type.Object({ name: Name }),
        response: { 200: MemberInfo, ...errors({ ...INVALID, 404: ['RESOURCE_NOT_FOUND'] }) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).rename(request.member.memberId, request.body.name) }),
  )

  app.put(
    '/policy',
    {
      schema: {
        ...doc,
        operationId: 'updateTeamPolicy',
        summary: 'Require a two-step login of owners and administrators (the profile shows it as require_totp)',
        description:
          'While required, an owner or administrator without a two-step login may call only what every person may (their profile, their own two-step login) until they set one up: every other call answers 403 TOTP_SETUP_REQUIRED.',
        body: Type.Object({ require_totp: Type.Boolean() }),
        response: { 200: Ok, ...errors(INVALID) },
      },
    },
    async (request) => {
      await repo(request.accountId).setPolicy(request.body.require_totp)
      return { info: { ok: true } }
    },
  )
}
