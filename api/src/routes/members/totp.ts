import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { qrCells, qrMatrix, qrPath } from '@menu/shared/format/qr'
import { Type } from 'typebox'
import { credentialsOfPerson, signedInEmail } from '../../auth/credentials.js'
import { verifyPassword } from '../../auth/passwords.js'
import { otpauthUrl } from '../../auth/totp.js'
import { RECOVERY_CODES, totpStore } from '../../auth/totp-store.js'
import { AppError, notFound } from '../../errors.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { AUTHED, errors, Info, Ok } from '../../schemas/common.js'
import { AnyPassword, TotpCode } from '../auth/schemas.js'

const doc = { tags: ['members'], security: [{ bearerAuth: [] }] }

const RecoveryCodes = Info(
  Type.Object({
    recovery_codes: Type.Array(Type.String({ description: "'abcd-efgh': each works once instead of a code" }), {
      minItems: RECOVERY_CODES,
      maxItems: RECOVERY_CODES,
      description: 'Shown this once: only their hashes are kept',
    }),
  }),
)

/** The otpauth URI as a QR code an app scans: the product's one generator (@menu/shared/format/qr), as an SVG document. */
function qrSvg(text: string): string {
  const matrix = qrMatrix(text)
  const cells = qrCells(matrix)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cells} ${cells}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${cells}v${cells}H0z"/><path fill="#000000" d="${qrPath(matrix)}"/></svg>`
}

/**
 * /v1/members/me/totp: the signed-in person's own two-step login (RFC 6238, any authenticator
 * app), the owner's as any member's. Every person may call these (shared/roles.json `everyone`),
 * also one whose account requires a two-step login they have not set up yet: this is where they
 * set it up. Guesses of a code or of the password here share the login's counters for the person.
 */
export const memberTotpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app
  const store = () => totpStore(ctx.db, ctx.config.now)
  const throttled = rateLimit('login', (request) => signedInEmail(ctx.db, request))

  app.post(
    '',
    {
      schema: {
        operationId: 'startTotp',
        summary: 'Start setting up a two-step login: a new secret and its QR code (not on until confirmed)',
        description:
          "Answers the secret (base32, for typing into the app), its otpauth:// URI (issuer 'Menú Digital', the person's e-mail) and that URI as an SVG QR code. A secret started before and never confirmed is replaced.",
        ...doc,
        response: {
          200: Info(
            Type.Object({
              secret: Type.String({ description: 'Base32, 32 characters' }),
              otpauth_url: Type.String(),
              qr_svg: Type.String({ description: 'An SVG document: the QR code of otpauth_url' }),
            }),
          ),
          ...errors({ ...AUTHED, 404: ['RESOURCE_NOT_FOUND'], 409: ['TOTP_ALREADY_ENABLED'] }),
        },
      },
    },
    async (request) => {
      const person = await credentialsOfPerson(ctx.db, request.accountId, request.member.memberId)
      if (!person) throw notFound()
      if (person.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED')
      const secret = await store().start(person.memberId)
      if (!secret) throw new AppError('TOTP_ALREADY_ENABLED')
      const url = otpauthUrl(secret, person.email)
      return { info: { secret, otpauth_url: url, qr_svg: qrSvg(url) } }
    },
  )

  app.put(
    '',
    {
      schema: {
        operationId: 'confirmTotp',
        summary: "Turn the two-step login on with the app's current code; answers the 10 recovery codes",
        ...doc,
        body: Type.Object({ code: TotpCode }),
        response: {
          200: RecoveryCodes,
          ...errors({
            400: ['VALIDATION_ERROR', 'TOTP_INVALID'],
            ...AUTHED,
            409: ['TOTP_ALREADY_ENABLED', 'TOTP_NOT_STARTED'],
          }),
        },
      },
    },
    async (request) => {
      const totp = store()
      const state = await totp.state(request.member.memberId)
      if (state.enabled) throw new AppError('TOTP_ALREADY_ENABLED')
      if (!state.secret) throw new AppError('TOTP_NOT_STARTED')
      const codes = await totp.confirm(request.member.memberId, state.secret, request.body.code, state.lastStep)
      if (!codes) throw new AppError('TOTP_INVALID')
      return { info: { recovery_codes: codes } }
    },
  )

  app.delete(
    '',
    {
      schema: {
        operationId: 'turnOffTotp',
        summary: 'Turn the two-step login off (with the current password)',
        description:
          'Its secret and recovery codes go. Where the account requires a two-step login of this role, the person then has to set one up again before anything else (403 TOTP_SETUP_REQUIRED).',
        ...doc,
        body: Type.Object({ password: AnyPassword }),
        response: {
          200: Ok,
          ...errors({
            400: ['VALIDATION_ERROR', 'CURRENT_NOT_MATCH'],
            ...AUTHED,
            404: ['RESOURCE_NOT_FOUND'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      preHandler: throttled,
    },
    async (request) => {
      const person = await credentialsOfPerson(ctx.db, request.accountId, request.member.memberId)
      if (!person) throw notFound()
      if (!(await verifyPassword(request.body.password, person.passwordHash))) throw new AppError('CURRENT_NOT_MATCH')
      await attemptSucceeded(request)
      await store().turnOff(person.memberId)
      return { info: { ok: true } }
    },
  )

  app.post(
    '/recovery-codes',
    {
      schema: {
        operationId: 'renewTotpRecoveryCodes',
        summary: "New recovery codes (with the app's current code); the old ones stop working",
        ...doc,
        body: Type.Object({ code: TotpCode }),
        response: {
          200: RecoveryCodes,
          ...errors({
            400: ['VALIDATION_ERROR', 'TOTP_INVALID'],
            ...AUTHED,
            409: ['TOTP_NOT_ENABLED'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      preHandler: throttled,
    },
    async (request) => {
      const totp = store()
      const memberId = request.member.memberId
      const state = await totp.state(memberId)
      if (!state.enabled || !state.secret) throw new AppError('TOTP_NOT_ENABLED')
      if (!(await totp.spendCode(memberId, state.secret, request.body.code, state.lastStep)))
        throw new AppError('TOTP_INVALID')
      await attemptSucceeded(request)
      return { info: { recovery_codes: await totp.renewRecoveryCodes(memberId) } }
    },
  )
}
