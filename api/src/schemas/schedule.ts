import { Type } from 'typebox'

/**
 * A schedule in requests and answers (docs/schedules.md); the shared rule checks what a JSON
 * schema cannot (a range's end differs from its start) with the panel's Spanish messages.
 */
const Time = Type.String({ maxLength: 5, description: "'HH:MM', 00:00 to 23:59" })
export const ScheduleBody = Type.Object(
  {
    days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
      maxItems: 7,
      description: '0 = domingo … 6 = sábado; at least one',
    }),
    ranges: Type.Array(Type.Object({ start: Time, end: Time }), {
      maxItems: 6,
      description:
        'At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00)',
    }),
  },
  { description: 'Days of the week and time ranges when the item is offered' },
)

/** In bodies: absent = unchanged, null = always available. */
export const OptionalSchedule = Type.Optional(
  Type.Union([ScheduleBody, Type.Null()], { description: 'null: always available (no schedule)' }),
)
/** In answers. */
export const ScheduleAnswer = Type.Union([ScheduleBody, Type.Null()], { description: 'null: always available' })
/** A template's choice: its own schedule, 'always', or null (como el menú). */
export const ScheduleOverrideAnswer = Type.Union([ScheduleBody, Type.Literal('always'), Type.Null()], {
  description:
    "The template's own schedule for this item in its branches; 'always': no schedule there; null: como el menú",
})
