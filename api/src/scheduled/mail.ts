import { formatPrice } from '@menu/shared/format/price'
import type { Message } from '../mail/mailer.js'
import { escapeHtml } from '../mail/text.js'
import type { StoredChange } from './entities.js'

/** What the owner is told after the job ran a set. */
export interface ScheduledResult {
  to: string
  company: string
  name: string
  /** ISO instant the set was scheduled for. */
  runAt: string
  changes: StoredChange[]
  /** The Spanish reason of a failure; undefined when applied. */
  error?: string
  /** The zone of the account's first branch: the time as the owner scheduled it. */
  timeZone: string
}

const KIND: Record<StoredChange['entity'], string> = {
  product: 'Producto',
  variant: 'Variante',
  promotion: 'Promoción',
  advertising: 'Anuncio',
}

/** '1 de enero de 2027, 08:00' in `timeZone`. */
export const scheduledMoment = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso))

/** 'Producto «Tacos»: precio $95, activo'; a region's or branch's row: 'Producto «Tacos» en «Norte»: precio $99'. */
export function changeLine(change: StoredChange): string {
  const parts: string[] = []
  if (change.fields.price !== undefined) parts.push(`precio ${formatPrice(change.fields.price)}`)
  if (change.fields.enabled !== undefined) parts.push(change.fields.enabled ? 'activo' : 'inactivo')
  if (change.fields.kind !== undefined) parts.push(change.fields.kind === 'combo' ? 'combo' : 'platillo')
  if (change.fields.steps !== undefined) parts.push(`pasos ${change.fields.steps.map((s) => s.name).join(', ')}`)
  if (change.fields.daily !== undefined) parts.push(change.fields.daily ? 'menú del día' : 'no es menú del día')
  const where = change.target === undefined ? '' : ` en «${change.target}»`
  return `${KIND[change.entity]} «${change.name}»${where}: ${parts.join(', ')}`
}

/** 'Se aplicaron los cambios programados «Precios de enero»', or why they could not be. */
export function scheduledResultEmail(r: ScheduledResult): Message {
  const when = scheduledMoment(r.runAt, r.timeZone)
  const lines = r.changes.map(changeLine)
  const subject =
    r.error === undefined
      ? `Se aplicaron los cambios programados «${r.name}»`
      : `No se pudieron aplicar los cambios programados «${r.name}»`
  const intro =
    r.error === undefined
      ? `Los cambios programados «${r.name}» para el ${when} ya están en tu menú:`
      : `Los cambios programados «${r.name}» para el ${when} no se aplicaron. Motivo: ${r.error}`
  const outro =
    r.error === undefined
      ? 'Puedes verlos, y deshacerlos, en el Historial del menú.'
      : 'Tu menú no cambió. Revisa los cambios en Cambios programados y vuelve a programarlos.'
  const listTitle = r.error === undefined ? '' : 'Cambios que incluía:'
  return {
    to: r.to,
    subject,
    text: [
      `Hola ${r.company}:`,
      intro,
      [listTitle, ...lines.map((l) => `- ${l}`)].filter(Boolean).join('\n'),
      outro,
    ].join('\n\n'),
    html:
      `<p>Hola ${escapeHtml(r.company)}:</p><p>${escapeHtml(intro)}</p>` +
      (listTitle ? `<p>${listTitle}</p>` : '') +
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(outro)}</p>`,
  }
}
