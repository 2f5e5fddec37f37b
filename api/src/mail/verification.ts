import type { Message } from './mailer.js'
import { escapeHtml, validFor } from './text.js'

/**
 * The sign-up / resend e-mail. The link opens the panel's /success-email screen, which calls
 * PUT /auth/verify-email. Anyone can type an address into the sign-up form, so the message tells
 * a reader who did not sign up that ignoring it leaves nothing behind.
 */
export function verificationEmail(
  to: string,
  company: string,
  publicUrl: string,
  token: string,
  ttlSeconds: number,
): Message {
  const link = `${publicUrl}/success-email?token=${encodeURIComponent(token)}`
  const validity = `El enlace vence en ${validFor(ttlSeconds)}. Si te registraste más de una vez, solo funciona el enlace del último correo.`
  const notYou =
    'Si no creaste esta cuenta, ignora este correo: sin este enlace la cuenta no se activa y nadie puede entrar con tu correo.'
  return {
    to,
    subject: 'Confirma tu correo - Menú Digital',
    link,
    text: `Hola ${company}:\n\nConfirma tu correo para activar tu cuenta de Menú Digital:\n${link}\n\n${validity}\n\n${notYou}`,
    html:
      `<p>Hola ${escapeHtml(company)}:</p><p>Confirma tu correo para activar tu cuenta de Menú Digital:</p>` +
      `<p><a href="${escapeHtml(link)}">Confirmar correo</a></p><p>${validity}</p><p>${notYou}</p>`,
  }
}
