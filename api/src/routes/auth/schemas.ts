import { Type } from 'typebox'
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../validation.js'
import { Info, Line } from '../../schemas/common.js'

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address (case-insensitive)' })
/** The account e-mail as the panel sends it on login/resend (`username`). */
export const Username = Line({ minLength: 1, maxLength: 254, description: 'The account e-mail' })
/** The e-mail a person signs in with (login, forgot-password): the account's (its owner) or a member's. */
export const PersonUsername = Line({
  minLength: 1,
  maxLength: 254,
  description: "The account's e-mail (its owner) or a member's e-mail",
})
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 200,
  'x-message': MESSAGES.password,
})
export const AnyPassword = Type.String({ minLength: 1, maxLength: 200 })
/** The 6-digit code an authenticator app shows (two-step login). */
export const TotpCode = Type.String({
  pattern: '^[0-9]{6}$',
  description: "The authenticator app's current 6-digit code",
  'x-message': 'El código tiene 6 dígitos.',
})
/** The token of an e-mailed link (verification, password reset). */
export const LinkToken = Type.String({ minLength: 1, maxLength: 200 })

export const TokenPair = Info(
  Type.Object({
    access_token: Type.String({ description: 'JWT (HS256), sent as Bearer on every call' }),
    refresh_token: Type.String({ description: 'Opaque; single use: each refresh returns a new one' }),
  }),
)
