import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { hashPassword, verifyPassword } from '../../auth/passwords.js'
import { sessions } from '../../auth/sessions.js'
import { accountsData } from '../../data/accounts.js'
import { AppError, notFound } from '../../errors.js'
import { requireAccess } from '../../plugins/auth.js'
import { AUTHED, errors, Ok } from '../../schemas/common.js'
import { AnyPassword, NewPassword } from './schemas.js'

export const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/change-password', {
    schema: {
      operationId: 'changePassword',
      summary: 'Change the password; every other login of the account is ended',
      tags: ['auth'],
      security: [{ bearerAuth: [] }],
      body: Type.Object({ password: AnyPassword, new_password: NewPassword }),
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR', 'CURRENT_NOT_MATCH'], ...AUTHED }) },
    },
    onRequest: requireAccess,
  }, async (request) => {
    const { ctx } = app
    const accounts = accountsData(ctx.db)
    const account = await accounts.findById(request.accountId)
    if (!account) throw notFound()
    if (!(await verifyPassword(request.body.password, account.password_hash))) throw new AppError('CURRENT_NOT_MATCH')
    await accounts.setPasswordHash(account.id, await hashPassword(request.body.new_password, ctx.config.scryptCost))
    // Other devices must log in again; this one keeps its tokens (and its ability to refresh).
    await sessions(ctx).revokeOthers(account.id, request.loginId)
    return { info: { ok: true } }
  })
}
