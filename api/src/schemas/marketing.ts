import { Type } from 'typebox'
import { ScheduleAnswer } from './schedule.js'
import { RequiredText } from './common.js'
import { TRANSLATED_FIELDS as T, translationsAnswer } from './translations.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const Id = Type.Integer({ minimum: 1 })
const CalendarDate = Type.String({ description: "Calendar date 'YYYY-MM-DD'" })
const Expiration = Nullable(CalendarDate)
const Expired = Type.Boolean({
  description: 'The expiration date is before today (APP_TIMEZONE); an item expiring today is not expired',
})
const Updated = Type.String({ format: 'date-time' })

/** A promotion (poster) of the Promociones board. */
export const Promotion = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Type.String(),
    expiration: Expiration,
    position: Type.Integer({ minimum: 0, description: 'Order on the board (0 first); ties break by id' }),
    poster: Nullable(
      Type.String({
        description: 'URL of the 1080x1920 WebP; the 540x960 one is the same name ending in -540x960.webp',
      }),
    ),
    enabled: Type.Boolean(),
    expired: Expired,
    schedule: ScheduleAnswer,
    updated: Updated,
    translations: translationsAnswer(T.promotion),
  },
  { $id: 'Promotion', title: 'Promotion' },
)

/** An advertisement (mobile and desktop image) of the Publicidad board. */
export const Advertising = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Type.String(),
    expiration: Expiration,
    image_mobile: Nullable(
      Type.String({ description: 'URL of the 1080x1920 WebP; the 540x960 one ends in -540x960.webp' }),
    ),
    image_desktop: Nullable(
      Type.String({ description: 'URL of the 1920x1080 WebP; the 960x540 one ends in -960x540.webp' }),
    ),
    enabled: Type.Boolean(),
    expired: Expired,
    position: Type.Integer({ minimum: 0, description: 'Creation order (advertising is not reordered)' }),
    updated: Updated,
    translations: translationsAnswer(T.advertising),
  },
  { $id: 'Advertising', title: 'Advertising' },
)

export const MARKETING_SCHEMAS = [Promotion, Advertising]

// ---- Request pieces ----

/** Required free text (promotion and advertising descriptions): not blank ('Campo obligatorio'). */
export const RequiredDescription = RequiredText({ maxLength: 2000 })

/**
 * An expiration in a request: 'YYYY-MM-DD' after today (APP_TIMEZONE), else 400 with the shared
 * message 'La vigencia debe ser mayor a DD-MM-YYYY'; anything else that is not a date: 400
 * 'La vigencia no es una fecha válida'. null or '' means none. Checked in the data layer
 * with the shared rule (so the message names today's date).
 */
export const ExpirationInput = Type.Optional(
  Nullable(
    Type.String({
      maxLength: 40,
      description: "'YYYY-MM-DD', after today; null or '' for none",
    }),
  ),
)

/** An image field in an update: null removes the image; the current URL means no change. */
export const ImageField = (upload: string) =>
  Type.Optional(
    Nullable(
      Type.String({
        maxLength: 500,
        description: `null removes the image; only the current URL is accepted otherwise (upload with ${upload})`,
      }),
    ),
  )
