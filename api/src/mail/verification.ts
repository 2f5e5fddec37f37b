import type { Message } from './mailer.js'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The sign-up / resend e-mail. The link opens the panel's /success-email screen, which calls PUT /auth/verify-email. */
export function verificationEmail(to: string, company: string, publicUrl: string, token: string, validHours: number): Message {
  const link = `${publicUrl}/success-email?token=${encodeURIComponent(token)}`
  return {
    to,
    subject: 'Confirma tu correo - Menú Digital',
    link,
    text: `Hola ${company}:\n\nConfirma tu correo para activar tu cuenta de Menú Digital:\n${link}\n\nEl enlace vence en ${validHours} horas.`,
    html: `<p>Hola ${escapeHtml(company)}:</p><p>Confirma tu correo para activar tu cuenta de Menú Digital:</p>`
      + `<p><a href="${escapeHtml(link)}">Confirmar correo</a></p><p>El enlace vence en ${validHours} horas.</p>`,
  }
}
