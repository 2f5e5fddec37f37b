import { type Static, type TSchema, Type } from 'typebox'
import { Compile } from 'typebox/compile'

/**
 * The shape a provider's webhook event must have before anything in it is read or recorded.
 * A signature proves who sent the bytes, not that they hold what this code expects: a provider's
 * new field types, a test tool's hand-made event or a bug on its side must be refused as one
 * stable 400 (WEBHOOK_PAYLOAD_INVALID, logged, nothing recorded), never reach the database as
 * an odd value and end in a 500 that the provider would retry for days.
 */

/** A signed webhook whose body is not an event of the expected shape: answered 400 and not acted on. */
export class WebhookPayloadError extends Error {}

/**
 * An id or event type of a provider ('evt_…', 'pi_…', 'sbx_ch_…', 'charge.succeeded'): printable
 * ASCII without spaces and short enough for a key of the database (PostgreSQL refuses NUL in text
 * and an index entry of more than about 2.7 kB).
 */
export const ProviderText = Type.String({ pattern: '^[\\x21-\\x7e]{1,255}$' })

/** `value` checked against `schema` (extra fields allowed, as providers add them); else a WebhookPayloadError naming the first problem. */
export function payloadOf<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const check = compiled(schema)
  if (check.Check(value)) return value as Static<T>
  const [first] = check.Errors(value)
  throw new WebhookPayloadError(
    first ? `${first.instancePath || '(event)'}: ${first.message}` : 'not an event of the expected shape',
  )
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>()
function compiled(schema: TSchema): ReturnType<typeof Compile> {
  const known = validators.get(schema)
  if (known) return known
  const check = Compile(schema)
  validators.set(schema, check)
  return check
}

/** The event's JSON text parsed; a body that is not JSON is a WebhookPayloadError (its signature held). */
export function parsedPayload(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'))
  } catch (e) {
    throw new WebhookPayloadError(`not JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
}
