import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { changePasswordRoute } from './change-password.js'
import { loginRoute } from './login.js'
import { refreshTokenRoute } from './refresh-token.js'
import { resendEmailRoute } from './resend-email.js'
import { signupRoute } from './signup.js'
import { verifyEmailRoute } from './verify-email.js'

/** /auth: public account endpoints (spec §7 Auth). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [signupRoute, verifyEmailRoute, loginRoute, resendEmailRoute, refreshTokenRoute, changePasswordRoute]) {
    await app.register(route)
  }
}
