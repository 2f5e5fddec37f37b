import { Type } from 'typebox'
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../validation.js'
import { Info, Line } from '../../schemas/common.js'

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address (case-insensitive)' })
/** The account e-mail as the panel sends it on login/resend (`username`). */
export const Username = Line({ minLength: 1, maxLength: 254, description: 'The account e-mail' })
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 200,
  'x-message': MESSAGES.password,
})
export const AnyPassword = Type.String({ minLength: 1, maxLength: 200 })
/** The token of an e-mailed link (verification, password reset). */
export const LinkToken = Type.String({ minLength: 1, maxLength: 200 })

export const TokenPair = Info(
  Type.Object({
    access_token: Type.String({ description: 'JWT (HS256), sent as Bearer on every call' }),
    refresh_token: Type.String({ description: 'Opaque; single use: each refresh returns a new one' }),
  }),
)
