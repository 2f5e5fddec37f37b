import type { Message } from './mailer.js'
import { escapeHtml, validFor } from './text.js'

/** The forgotten-password e-mail. The link opens the panel's /reset-password screen, which calls PUT /auth/reset-password. */
export function passwordResetEmail(to: string, publicUrl: string, token: string, ttlSeconds: number): Message {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  const validity = `El enlace vence en ${validFor(ttlSeconds)} y solo sirve una vez. Al cambiar tu contraseña se cerrará tu sesión en todos tus dispositivos.`
  const notYou = 'Si no lo pediste, ignora este correo: tu contraseña no cambia.'
  return {
    to,
    subject: 'Restablece tu contraseña - Menú Digital',
    link,
    text: `Hola:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta de Menú Digital. Elige una nueva aquí:\n${link}\n\n${validity}\n\n${notYou}`,
    html:
      '<p>Hola:</p><p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Menú Digital.</p>' +
      `<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a></p><p>${validity}</p><p>${notYou}</p>`,
  }
}
