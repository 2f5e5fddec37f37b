import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { membersRepo } from '../../data/members.js'
import { sendOrLog } from '../../mail/mailer.js'
import { invitationEmail } from '../../mail/invitation.js'
import { AUTHED, Created, errors, IdParams, Info, Ok } from '../../schemas/common.js'
import { NOT_FOUND } from '../common.js'
import { memberSelfRoutes } from './me.js'
import { memberTotpRoutes } from './totp.js'
import { InviteBody, MemberPatchBody, SignIns } from './schemas.js'

const doc = { tags: ['members'], security: [{ bearerAuth: [] }] }

/**
 * /v1/members: the account's team. Managing it is the owner's (shared/roles.json, enforced by
 * plugins/roles.ts); every person reads and names themself under /me (me.ts).
 */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => membersRepo(app.ctx.db, accountId, app.ctx.config.now)
  const { config } = app.ctx

  await app.register(memberSelfRoutes)
  await app.register(memberTotpRoutes, { prefix: '/me/totp' }) // each person's own two-step login (totp.ts)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listMembers',
        summary: 'The team: the owner first (their e-mail is the account’s), then by name',
        response: { 200: Info(Type.Array(Type.Ref('Member'))), ...errors(AUTHED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  app.post(
    '',
    {
      schema: {
        ...doc,
        operationId: 'inviteMember',
        summary: 'Invite a person by e-mail with a role (and branches); e-mails them a single-use link',
        description:
          "The link (/invitacion?token=…) works for INVITATION_TTL seconds (default 7 days), until the invitation is resent or revoked. Every member counts towards the plan's 'Miembros' limit (FREEMIUM 1, NEGOCIO 3, FRANCHISES 25), the owner and pending invitations included: 409 MEMBER_LIMIT_REACHED past it. An e-mail already in the team: 409 MEMBER_EXISTS; an account's or another team's: 409 MEMBER_EMAIL_ELSEWHERE.",
        body: InviteBody,
        response: {
          201: Created,
          ...errors({
            ...NOT_FOUND,
            400: ['VALIDATION_ERROR', 'MEMBER_BRANCHES_REQUIRED'],
            409: ['MEMBER_LIMIT_REACHED', 'MEMBER_EXISTS', 'MEMBER_EMAIL_ELSEWHERE'],
          }),
        },
      },
    },
    async (request, reply) => {
      const invitation = await repo(request.accountId).invite(
        request.body,
        request.member.memberId,
        config.invitationTtl,
      )
      await sendOrLog(app.ctx.mailer, request.log, invitationEmail(invitation, config.publicUrl, config.invitationTtl))
      return reply.code(201).send({ info: { id: invitation.id } })
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateMember',
        summary: "Change a member's role, branches or state (active, suspended)",
        description:
          "Applies on the person's next request. Suspending ends every login of theirs at once (their access tokens answer 401 Wrong token). The owner cannot be changed: 403 OWNER_PROTECTED. A pending invitation has no state to change yet: 409 INVITATION_PENDING.",
        params: IdParams,
        body: MemberPatchBody,
        response: {
          200: Ok,
          ...errors({
            ...NOT_FOUND,
            400: ['VALIDATION_ERROR', 'MEMBER_BRANCHES_REQUIRED'],
            403: ['OWNER_PROTECTED'],
            409: ['INVITATION_PENDING'],
          }),
        },
      },
    },
    async (request) => {
      await repo(request.accountId).update(request.params.id, request.body)
      return { info: { ok: true } }
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'removeMember',
        summary: 'Remove a member, or revoke a pending invitation; their logins end at once',
        params: IdParams,
        response: { 200: Ok, ...errors({ ...NOT_FOUND, 403: ['OWNER_PROTECTED'] }) },
      },
    },
    async (request) => {
      await repo(request.accountId).remove(request.params.id)
      return { info: { ok: true } }
    },
  )

  app.post(
    '/:id/invitation',
    {
      schema: {
        ...doc,
        operationId: 'resendInvitation',
        summary: 'Send a pending invitation again: a new link with a new end; the old link stops working',
        params: IdParams,
        response: { 200: Ok, ...errors({ ...NOT_FOUND, 409: ['INVITATION_ACCEPTED'] }) },
      },
    },
    async (request) => {
      const invitation = await repo(request.accountId).resend(
        request.params.id,
        request.member.memberId,
        config.invitationTtl,
      )
      await sendOrLog(app.ctx.mailer, request.log, invitationEmail(invitation, config.publicUrl, config.invitationTtl))
      return { info: { ok: true } }
    },
  )

  app.get(
    '/:id/sign-ins',
    {
      schema: {
        ...doc,
        operationId: 'listMemberSignIns',
        summary: "A member's last 50 sign-ins (time, IP, device), newest first",
        params: IdParams,
        response: { 200: SignIns, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).signIns(request.params.id) }),
  )
}
