import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createFirstBranch } from '../../auth/first-branch.js'
import { dummyHash, passwordCheck } from '../../auth/passwords.js'
import { ownerMemberId } from '../../auth/people.js'
import { sessions } from '../../auth/sessions.js'
import { accountsData } from '../../data/accounts.js'
import { AppError } from '../../errors.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { errors } from '../../schemas/common.js'
import { AnyPassword, TokenPair, Username } from './schemas.js'

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        security: [], // no token
        summary: 'Log in with e-mail (username) and password; starts a new login (token family)',
        tags: ['auth'],
        body: Type.Object({ username: Username, password: AnyPassword }),
        response: {
          200: TokenPair,
          ...errors({
            400: ['VALIDATION_ERROR'],
            401: ['CREDENTIALS_NOT_MATCH'],
            403: ['MISSING_VERIFY_EMAIL'],
            404: ['RESOURCE_NOT_FOUND'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      preHandler: rateLimit('login'),
    },
    async (request) => {
      const { ctx } = app
      const { username, password } = request.body
      const account = await accountsData(ctx.db).findByEmail(username)
      // "No account" hashes as much as "wrong password", so the two answers take the same time.
      const matches = await passwordCheck.verify(
        password,
        account?.password_hash ?? (await dummyHash(ctx.config.scryptCost)),
      )
      if (!account) throw new AppError('RESOURCE_NOT_FOUND', 'La cuenta no existe.')
      if (!matches) throw new AppError('CREDENTIALS_NOT_MATCH')
      // Only failures count: the right password gives its attempt back, and earlier failed
      // attempts on this account from this IP no longer count against the owner.
      await attemptSucceeded(request)
      // Verification is revealed only to someone who knows the password.
      if (!account.verified_at) throw new AppError('MISSING_VERIFY_EMAIL')
      // Accounts verified before the server created first branches get theirs now.
      if (!account.first_branch_at) await createFirstBranch(ctx.db, Number(account.id), ctx.config)
      return { info: await sessions(ctx).start(Number(account.id), await ownerMemberId(ctx.db, Number(account.id))) }
    },
  )
}
