import type { Generated } from 'kysely'
import type { Bool01, IsoTime, OwnedRow } from './columns.js'

/** A region of branches (migration 0036); its price, availability and description rows are its own template's (`templates.region = 1`). */
export interface RegionsTable extends OwnedRow {
  name: string
  template_id: number
}

/** A field ('price' | 'enabled' | 'description') that templates and regions may not change, and why. */
export interface FieldLocksTable extends OwnedRow {
  field: string
  reason: Generated<string>
}

/** An integrator's API key: only its sha256 is kept (the key is shown once). */
export interface ApiKeysTable {
  id: Generated<number>
  account_id: number
  name: string
  /** What the panel shows of the key ('mk_live_3f9a…'). */
  prefix: string
  key_hash: string
  /** 'read' | 'write' */
  scope: string
  /** The member who created it. */
  created_by: number | null
  created_at: IsoTime
  last_used_at: IsoTime | null
  revoked_at: IsoTime | null
}

/** An outgoing webhook: its URL, the events it hears (JSON array) and its signing secret. */
export interface WebhooksTable extends OwnedRow {
  url: string
  events: string
  secret: string
  enabled: Generated<Bool01>
}

/** One event sent (or to send) to one webhook: the delivery log, and the retry queue. */
export interface WebhookDeliveriesTable {
  id: Generated<number>
  account_id: number
  webhook_id: number
  event: string
  /** The JSON body sent, byte for byte (the signature covers it). */
  payload: string
  /** 'pending' | 'delivered' | 'failed' */
  state: Generated<string>
  attempts: Generated<number>
  next_attempt_at: IsoTime | null
  /** While a sender holds it (a claim, so two instances never send it twice at once). */
  claimed_until: IsoTime | null
  response_status: number | null
  last_error: string | null
  created_at: IsoTime
  delivered_at: IsoTime | null
}
