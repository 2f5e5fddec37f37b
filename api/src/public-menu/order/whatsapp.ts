import { whatsappUrl } from '../view.js'
import type { OrderLine } from './lines.js'

/**
 * 'Enviar por WhatsApp': the list as a Spanish message to the branch's WhatsApp number (the
 * staff read Spanish, whatever the diner's language), only its available lines:
 *
 *   Pedido · Mesa 4
 *   2 × Tacos al pastor — $180
 *      Extra queso, Salsa verde
 *   Total: $250
 *
 * `lines` are the list priced from the Spanish menu; `price` is the Spanish money format.
 */
export function whatsappMessage(
  lines: readonly OrderLine[],
  total: number,
  price: (n: number) => string,
  table?: number,
): string {
  const out = [table ? `Pedido · Mesa ${table}` : 'Pedido']
  for (const l of lines) {
    if (!l.available) continue
    out.push(`${l.qty} × ${l.name} — ${price(l.total)}`)
    if (l.details.length) out.push(`   ${l.details.join(', ')}`)
  }
  out.push(`Total: ${price(total)}`)
  return out.join('\n')
}

/** The wa.me link with the message; null when the branch has no usable WhatsApp number. */
export function whatsappOrderUrl(number: string | null, message: string): string | null {
  const base = whatsappUrl(number)
  return base ? `${base}?text=${encodeURIComponent(message)}` : null
}
