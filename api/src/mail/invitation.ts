import type { InvitationMail } from '../data/members.js'
import type { Message } from './mailer.js'
import { escapeHtml, validFor } from './text.js'

/** An invitation's lifetime in words: whole days as days ('7 días'), otherwise hours or minutes. */
export function invitationValidFor(seconds: number): string {
  if (seconds >= 86400 && seconds % 86400 === 0) {
    const days = seconds / 86400
    return `${days} ${days === 1 ? 'día' : 'días'}`
  }
  return validFor(seconds)
}

/**
 * The e-mail inviting a person to an account's team. Its link opens the panel's /invitacion
 * screen, where they choose their name and password (PUT /auth/invitations).
 */
export function invitationEmail(invitation: InvitationMail, publicUrl: string, ttlSeconds: number): Message {
  const link = `${publicUrl}/invitacion?token=${encodeURIComponent(invitation.token)}`
  const { company, invitedBy, roleLabel } = invitation
  const intro = `${invitedBy} te invitó a unirte al equipo de ${company} en Menú Digital con el rol ${roleLabel}.`
  const validity = `La invitación vence en ${invitationValidFor(ttlSeconds)} y solo sirve una vez. Si vence, pide que te la envíen de nuevo.`
  const notYou = 'Si no esperabas esta invitación, ignora este correo.'
  return {
    to: invitation.to,
    subject: `Te invitaron a ${company} en Menú Digital`,
    link,
    text: `Hola:\n\n${intro}\n\nPara aceptarla, elige tu nombre y tu contraseña aquí:\n${link}\n\n${validity}\n\n${notYou}`,
    html:
      `<p>Hola:</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">Aceptar la invitación</a></p>` +
      `<p>${escapeHtml(validity)}</p><p>${escapeHtml(notYou)}</p>`,
  }
}
