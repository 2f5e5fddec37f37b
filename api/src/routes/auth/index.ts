import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { changePasswordRoute } from './change-password.js'
import { forgotPasswordRoute } from './forgot-password.js'
import { invitationsRoute } from './invitations.js'
import { loginRoute } from './login.js'
import { logoutRoute } from './logout.js'
import { refreshTokenRoute } from './refresh-token.js'
import { resendEmailRoute } from './resend-email.js'
import { resetPasswordRoute } from './reset-password.js'
import { signupRoute } from './signup.js'
import { verifyEmailRoute } from './verify-email.js'

/**
 * /auth: the account endpoints used without an access token (sign-up, verification, login,
 * refresh, logout, password reset, a team invitation's acceptance), plus change-password.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = [
    signupRoute,
    verifyEmailRoute,
    loginRoute,
    resendEmailRoute,
    refreshTokenRoute,
    logoutRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    changePasswordRoute,
    invitationsRoute,
  ]
  for (const route of routes) {
    await app.register(route)
  }
}
