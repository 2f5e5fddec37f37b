import { randomUUID } from 'node:crypto'
import type { WebhookEvent } from '@menu/shared/menu/webhook-events'
import type { Executor } from '../data/toolkit.js'
import { fromCentsOrNull } from '../db/values.js'
import { type HistoryRow, parseRow, type RowValues } from '../history/summary.js'

/**
 * The webhooks' outbox (issue 43): events are written as `webhook_deliveries` rows in the very
 * transaction of the change (from the history's close, history/record.ts), so an event is sent
 * if and only if its change committed; the sender (send.ts) delivers them later. An account with
 * no enabled webhook costs one indexed query per write.
 */

/** A webhook listening to the account, with the events it hears. */
interface Listener {
  id: number
  events: string[]
}

async function listeners(trx: Executor, accountId: number): Promise<Listener[]> {
  const rows = await trx
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('account_id', '=', accountId)
    .where('enabled', '=', 1)
    .execute()
  return rows.map((r) => ({ id: r.id, events: JSON.parse(r.events) as string[] }))
}

export interface WebhookEventData {
  type: WebhookEvent
  data: Record<string, unknown>
}

/** The JSON body of an event, byte for byte what is signed and sent. */
export function eventBody(accountId: number, event: WebhookEventData, created: string): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type: event.type,
    created,
    account_id: accountId,
    data: event.data,
  })
}

/** Writes one delivery per (listening webhook, event); nothing when no enabled webhook hears them. */
async function enqueue(trx: Executor, accountId: number, hooks: Listener[], events: WebhookEventData[]) {
  const created = new Date().toISOString()
  const rows = events.flatMap((event) => {
    const to = hooks.filter((h) => h.events.includes(event.type))
    if (to.length === 0) return []
    const payload = eventBody(accountId, event, created)
    return to.map((h) => ({
      account_id: accountId,
      webhook_id: h.id,
      event: event.type,
      payload,
      created_at: created,
      next_attempt_at: null,
    }))
  })
  for (let i = 0; i < rows.length; i += 400)
    await trx
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 400))
      .execute()
}

/** Queues one event (the scheduled job's 'scheduled_change.applied') in the open transaction `trx`. */
export async function enqueueWebhookEvent(trx: Executor, accountId: number, event: WebhookEventData): Promise<void> {
  const hooks = await listeners(trx, accountId)
  if (hooks.length > 0) await enqueue(trx, accountId, hooks, [event])
}

const TEMPLATE_ROW_TABLES = new Set([
  'template_products',
  'template_variants',
  'template_promotions',
  'template_advertising',
  'template_schedules',
])
const PRICE_TABLES: Record<string, { kind: 'product' | 'variant'; id: string }> = {
  products: { kind: 'product', id: 'id' },
  variants: { kind: 'variant', id: 'id' },
  template_products: { kind: 'product', id: 'product_id' },
  template_variants: { kind: 'variant', id: 'variant_id' },
}

/** The account's branches: every one, and by the template (own or region's) they use. */
async function branchesOf(trx: Executor, accountId: number) {
  const rows = await trx
    .selectFrom('sucursales')
    .leftJoin('regions', 'regions.id', 'sucursales.region_id')
    .select(['sucursales.id as id', 'sucursales.template_id as template_id', 'regions.template_id as region_template'])
    .where('sucursales.account_id', '=', accountId)
    .orderBy('sucursales.id')
    .execute()
  const all = rows.map((r) => r.id)
  const usingTemplate = (templateId: number) =>
    rows.filter((r) => r.template_id === templateId || r.region_template === templateId).map((r) => r.id)
  return { all, usingTemplate }
}

const num = (v: RowValues[string] | undefined): number | null => (v === null || v === undefined ? null : Number(v))

/**
 * The events of one transaction's history rows of an account (history/record.ts calls it as the
 * transaction closes): 'price.changed' (base and template/region prices, with the branches they
 * reach), 'product.sold_out' / 'product.available' (a branch's sold-out mark set / removed), and
 * 'menu.changed' once per branch whose menu the rows change.
 */
export async function enqueueWebhookEvents(trx: Executor, accountId: number, rows: HistoryRow[]): Promise<void> {
  const hooks = await listeners(trx, accountId)
  if (hooks.length === 0) return
  const branches = await branchesOf(trx, accountId)
  const events: WebhookEventData[] = []
  const changedBranches = new Set<number>()
  const prices: Array<Record<string, unknown>> = []
  for (const row of rows) {
    const before = parseRow(row.before)
    const after = parseRow(row.after)
    const values = after ?? before ?? {}
    const table = row.table_name
    const templateId = num(values.template_id)
    const reach =
      table === 'sold_out' || table === 'sucursales'
        ? [Number(table === 'sold_out' ? values.sucursal_id : values.id)]
        : TEMPLATE_ROW_TABLES.has(table) || (table === 'templates' && templateId === null)
          ? branches.usingTemplate(Number(templateId ?? values.id))
          : table === 'regions'
            ? branches.usingTemplate(Number(values.template_id))
            : branches.all
    for (const id of reach) changedBranches.add(id)
    // A base item's price changes by an update (its creation is a menu change); a template's by its row's too.
    const price = PRICE_TABLES[table]
    if (price && (row.op === 'update' || templateId !== null)) {
      const was = num(before?.price_cents)
      const is = num(after?.price_cents)
      if (was !== is)
        prices.push({
          kind: price.kind,
          id: Number(values[price.id]),
          target: templateId === null ? 'base' : 'template',
          template_id: templateId,
          before: fromCentsOrNull(was),
          after: fromCentsOrNull(is),
          sucursal_ids: reach,
        })
    }
    if (table === 'sold_out' && row.op !== 'update') {
      const mark = {
        sucursal_id: Number(values.sucursal_id),
        product_id: Number(values.product_id),
        variant_id: num(values.variant_id),
        until: values.until ?? null,
      }
      events.push({ type: row.op === 'insert' ? 'product.sold_out' : 'product.available', data: mark })
    }
  }
  if (prices.length > 0) events.push({ type: 'price.changed', data: { changes: prices } })
  for (const id of [...changedBranches].sort((a, b) => a - b))
    events.push({ type: 'menu.changed', data: { sucursal_id: id } })
  await enqueue(trx, accountId, hooks, events)
}
