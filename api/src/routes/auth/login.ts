import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findCredentials } from '../../auth/credentials.js'
import { createFirstBranch } from '../../auth/first-branch.js'
import { dummyHash, passwordCheck } from '../../auth/passwords.js'
import { sessions } from '../../auth/sessions.js'
import { totpStore } from '../../auth/totp-store.js'
import { recordSignIn } from '../../data/members-access.js'
import { AppError } from '../../errors.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { errors } from '../../schemas/common.js'
import { AnyPassword, PersonUsername, TokenPair, TotpCode } from './schemas.js'

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        security: [], // no token
        summary: 'Log in with e-mail (username) and password; starts a new login (token family)',
        description:
          "The account's e-mail signs its owner in, a member's e-mail that member (once they accepted their invitation). A person with a two-step login also sends `totp_code` (their app's current code) or one of their `recovery_code`s (each works once): without either, 403 TOTP_REQUIRED; a wrong one, 400 TOTP_INVALID, counted as a failed attempt like a wrong password. Each sign-in is logged (time, IP, device).",
        tags: ['auth'],
        body: Type.Object({
          username: PersonUsername,
          password: AnyPassword,
          totp_code: Type.Optional(TotpCode),
          recovery_code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
        }),
        response: {
          200: TokenPair,
          ...errors({
            400: ['VALIDATION_ERROR', 'TOTP_INVALID'],
            401: ['CREDENTIALS_NOT_MATCH'],
            403: ['MISSING_VERIFY_EMAIL', 'MEMBER_SUSPENDED', 'TOTP_REQUIRED'],
            404: ['RESOURCE_NOT_FOUND'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      preHandler: rateLimit('login'),
    },
    async (request) => {
      const { ctx } = app
      const { username, password, totp_code: totpCode, recovery_code: recoveryCode } = request.body
      const person = await findCredentials(ctx.db, username)
      // "No account" hashes as much as "wrong password", so the two answers take the same time.
      const matches = await passwordCheck.verify(
        password,
        person?.passwordHash ?? (await dummyHash(ctx.config.scryptCost)),
      )
      if (!person) throw new AppError('RESOURCE_NOT_FOUND', 'La cuenta no existe.')
      if (!matches) throw new AppError('CREDENTIALS_NOT_MATCH')
      // Suspension and verification are revealed only to someone who knows the password; no
      // code is checked on these paths, so giving the attempt back lets nobody guess codes.
      if (person.state !== 'active') {
        await attemptSucceeded(request)
        throw new AppError('MEMBER_SUSPENDED')
      }
      if (person.account && !person.account.verified_at) {
        await attemptSucceeded(request)
        throw new AppError('MISSING_VERIFY_EMAIL')
      }
      // The second step: until it passes, the attempt stays counted (only failures would be
      // given back, and a missing or wrong code is not a success), so codes are throttled as
      // passwords are.
      if (person.totpEnabled && person.totpSecret) {
        if (totpCode === undefined && recoveryCode === undefined) throw new AppError('TOTP_REQUIRED')
        const totp = totpStore(ctx.db, ctx.config.now)
        const passed =
          totpCode !== undefined
            ? await totp.spendCode(person.memberId, person.totpSecret, totpCode, person.totpLastStep)
            : await totp.spendRecoveryCode(person.memberId, recoveryCode ?? '')
        if (!passed) throw new AppError('TOTP_INVALID')
      }
      // Only failures count: the right password gives its attempt back, and earlier failed
      // attempts on this person from this IP no longer count against them.
      await attemptSucceeded(request)
      // Accounts verified before the server created first branches get theirs now.
      if (person.account && !person.account.first_branch_at)
        await createFirstBranch(ctx.db, person.accountId, ctx.config)
      const tokens = await sessions(ctx).start(person.accountId, person.memberId)
      await recordSignIn(ctx.db, {
        accountId: person.accountId,
        memberId: person.memberId,
        at: ctx.config.now(),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      return { info: tokens }
    },
  )
}
