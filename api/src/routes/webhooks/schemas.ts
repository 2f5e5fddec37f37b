import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from '@menu/shared/menu/webhook-events'
import { Type } from 'typebox'
import { Id } from '../../schemas/common.js'
import { WEBHOOK_URL_MAX } from '../../webhooks/address.js'

const Url = Type.String({
  minLength: 1,
  maxLength: WEBHOOK_URL_MAX,
  description:
    'Where events are POSTed: a public https URL (private, loopback and link-local addresses are refused: 400 WEBHOOK_URL_FORBIDDEN)',
})
const Events = Type.Array(Type.Enum([...WEBHOOK_EVENTS]), {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
  description: WEBHOOK_EVENTS.join(', '),
})
const State = Type.Enum([...WEBHOOK_DELIVERY_STATES])
const Time = Type.String({ format: 'date-time' })
const NullableTime = Type.Union([Time, Type.Null()])

export const NewWebhook = Type.Object({ url: Url, events: Events }, { additionalProperties: false })
export const WebhookUpdate = Type.Object(
  { url: Type.Optional(Url), events: Type.Optional(Events), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
)
export const CreatedWebhook = Type.Object({
  id: Type.Integer(),
  secret: Type.String({ description: 'whsec_…: signs every delivery (X-Menu-Signature). Shown only here' }),
})
export const Webhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.Enum([...WEBHOOK_EVENTS])),
  enabled: Type.Boolean(),
  created: Time,
  last_delivery: Type.Union([
    Type.Object({ created: Time, state: State, response_status: Type.Union([Type.Integer(), Type.Null()]) }),
    Type.Null(),
  ]),
})
export const Delivery = Type.Object({
  id: Type.Integer(),
  event: Type.Enum([...WEBHOOK_EVENTS]),
  state: State,
  attempts: Type.Integer(),
  response_status: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's last HTTP status" }),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created: Time,
  delivered: NullableTime,
  next_attempt: Type.Union([Time, Type.Null()], { description: 'While pending: when it is sent next' }),
})
export const DeliveryParams = Type.Object({ id: Id(), deliveryId: Id() })
