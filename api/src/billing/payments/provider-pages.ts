import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import type { Config } from '../../config.js'

/**
 * What every provider's pages on this server share (the sandbox's, Stripe's): the panel frames
 * them and receives their messages, so the panel's origins decide both who may frame a page
 * (CSP frame-ancestors) and the one origin a page posts to.
 */

/** What a page posts to the panel: a saved card's one-time token, and the end of a bank's authentication. */
export const CARD_TOKEN_MESSAGE = 'menu-card-token'
export const AUTHENTICATED_MESSAGE = 'menu-payment-authenticated'

export const PAGE_MESSAGES = {
  unknownCheckout: 'Este formulario de pago no existe.',
  unknownPayment: 'Este pago no existe.',
} as const

/** `?origin=`: a panel served from one of the CORS origins (a dev server) names itself. */
export const OriginQuery = Type.Object({ origin: Type.Optional(Type.String({ maxLength: 200 })) })

export function panelFraming(config: Pick<Config, 'publicUrl' | 'corsOrigins'>) {
  const panelOrigin = new URL(config.publicUrl).origin
  const panelOrigins = [...new Set([panelOrigin, ...config.corsOrigins])]
  return {
    /** Who may frame the pages. */
    panelOrigins,
    /** The origin a page posts to: the one asked when it is a panel's, else the panel's own. */
    targetOf: (asked: string | undefined) => (asked && panelOrigins.includes(asked) ? asked : panelOrigin),
    /** An HTML page under `csp`; framing is decided by its frame-ancestors, not X-Frame-Options: DENY. */
    html: (reply: FastifyReply, csp: string) =>
      reply.removeHeader('x-frame-options').header('content-security-policy', csp).type('text/html; charset=utf-8'),
  }
}
