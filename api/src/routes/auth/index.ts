import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { changePasswordRoute } from './change-password.js'
import { loginRoute } from './login.js'
import { refreshTokenRoute } from './refresh-token.js'
import { resendEmailRoute } from './resend-email.js'
import { signupRoute } from './signup.js'
import { verifyEmailRoute } from './verify-email.js'

/** /auth: the account endpoints used without an access token (sign-up, verification, login, refresh), plus change-password. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [signupRoute, verifyEmailRoute, loginRoute, resendEmailRoute, refreshTokenRoute, changePasswordRoute]) {
    await app.register(route)
  }
}
