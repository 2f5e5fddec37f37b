import { formatMoney } from '@menu/shared/format/price'
import { brandName } from '../billing/payments/provider.js'
import type { Message } from './mailer.js'
import { escapeHtml } from './text.js'

/** What a renewal receipt states: the plan and its period, the amount and the card charged. */
export interface Receipt {
  to: string
  company: string
  /** 'Negocio (mensual)', '3 sucursales adicionales (mensual)'. */
  item: string
  /** Charged: the period plus `carriedCents`. */
  amountCents: number
  /** Part of the amount a change of the last period carried to this renewal (under the provider's minimum); 0 or absent: none. */
  carriedCents?: number
  currency: string
  periodStart: string
  periodEnd: string
  card: { brand: string; last4: string } | undefined
  /** The app's zone (config.timeZone): the period's dates as the owner's calendar reads them. */
  timeZone: string
}

/** '31 de marzo de 2026' in `timeZone`. */
export const receiptDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso))

/** The e-mail sent when a subscription renews and its charge succeeds (the outbox keeps it when there is no SMTP). */
export function receiptEmail(r: Receipt): Message {
  const amount = formatMoney(r.amountCents / 100, r.currency)
  const period = `del ${receiptDate(r.periodStart, r.timeZone)} al ${receiptDate(r.periodEnd, r.timeZone)}`
  const card = r.card ? `${brandName(r.card.brand)} terminada en ${r.card.last4}` : 'tu tarjeta guardada'
  const lines: Array<[string, string]> = [
    ['Plan', r.item],
    ['Importe', amount],
    ...(r.carriedCents
      ? ([['Incluye', `${formatMoney(r.carriedCents / 100, r.currency)} de un cambio del periodo anterior`]] as Array<
          [string, string]
        >)
      : []),
    ['Periodo', period],
    ['Tarjeta', card],
  ]
  return {
    to: r.to,
    subject: 'Recibo de tu suscripción - Menú Digital',
    text:
      `Hola ${r.company}:\n\nRenovamos tu suscripción de Menú Digital y cobramos ${amount} a ${card}.\n\n` +
      lines.map(([k, v]) => `${k}: ${v}`).join('\n') +
      '\n\nPuedes consultar tu historial de facturación en Facturación.',
    html:
      `<p>Hola ${escapeHtml(r.company)}:</p><p>Renovamos tu suscripción de Menú Digital y cobramos ${escapeHtml(amount)} a ${escapeHtml(card)}.</p>` +
      `<table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      '<p>Puedes consultar tu historial de facturación en Facturación.</p>',
  }
}
