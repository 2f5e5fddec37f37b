import { formatMoney } from '@menu/shared/format/price'
import type { Message } from './mailer.js'
import { brandName } from '../billing/payments/provider.js'
import { escapeHtml } from './text.js'

/** What a refund notice states: what was paid for, the amount given back and the card. */
export interface RefundNotice {
  to: string
  company: string
  /** The charge's description, e.g. 'Plan Negocio (mensual)'. */
  description: string
  amountCents: number
  currency: string
  card: { brand: string; last4: string } | undefined
}

/**
 * The e-mail sent when a charge is given back because its change was never made (the owner
 * confirmed the payment with the bank and did not come back to finish): nothing changed in the
 * subscription, and the owner may try again.
 */
export function refundEmail(r: RefundNotice): Message {
  const amount = formatMoney(r.amountCents / 100, r.currency)
  const card = r.card ? `${brandName(r.card.brand)} terminada en ${r.card.last4}` : 'tu tarjeta'
  const lead =
    `Tu pago de ${amount} por «${r.description}» se confirmó, pero el cambio no se completó a tiempo, ` +
    `así que te devolvimos el importe a ${card}. Tu suscripción no cambió.`
  const after =
    'Según tu banco, la devolución puede tardar unos días en verse en tu estado de cuenta. ' +
    'Si aún quieres el cambio, vuelve a hacerlo desde Facturación.'
  return {
    to: r.to,
    subject: 'Te devolvimos un pago - Menú Digital',
    text: `Hola ${r.company}:\n\n${lead}\n\n${after}`,
    html: `<p>Hola ${escapeHtml(r.company)}:</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(after)}</p>`,
  }
}
