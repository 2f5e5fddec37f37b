/**
 * Field rules the API enforces, with the spec's Spanish messages (spec §5).
 *
 * TEMPORARY HOME: the same rules are being written once for every app in
 * shared/src/validation/ (`email`, `password`, `gtmId`, `facebookPixel`, ...). When that
 * module lands, the predicates below should import from it so the panel and the API
 * can never disagree; the wiring (formats + messages) stays here.
 *
 * The rules are plugged into schema validation as named string formats, so route
 * schemas say `format: 'gtm-id'` (visible in OpenAPI) and the check is these functions.
 */
import Format from 'typebox/format'

export const MESSAGES = {
  required: 'Campo obligatorio',
  email: 'El formato de correo no es valido',
  password: 'Tu contraseña debe ser mínimo 8 caracteres',
  phone: 'El teléfono deben ser 10 dígitos',
  gtmId: 'No coincide con el formato adecuado',
  facebookPixel: 'El identificador deben ser entre 15 y 18 dígitos',
  color: 'El color debe tener el formato #RRGGBB',
  routeKeyEmpty: 'No puede ser vacio',
  routeKeySpaces: 'No debe contener espacios en blanco',
  routeKeyChars: 'Solo se permiten letras, números, guiones y guiones bajos',
} as const

export const PASSWORD_MIN_LENGTH = 8

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) && v.length <= 254

/**
 * Google Tag Manager / Analytics id (spec reading b, as in shared/src/validation/rules.ts):
 * a prefix starting with G, A or U (G-, GTM-, UA-, AW-...), a dash, 7-9 alphanumerics and an
 * optional numeric suffix (UA-1234567-1).
 */
export const isGtmId = (v: string) => /^[GAU][A-Z]{0,3}-[A-Z0-9]{7,9}(?:-\d{1,4})?$/i.test(v)

/** Facebook pixel ids are 15 to 18 digits. */
export const isFacebookPixel = (v: string) => /^\d{15,18}$/.test(v)

export const isHexColor = (v: string) => /^#[0-9A-Fa-f]{6}$/.test(v)

/** Only the digits of a phone count (the panel shows 'XXX XXX XXXX'). */
export const phoneDigits = (v: string) => v.replace(/\D/g, '')
/** 10 digits; separators are ignored. */
export const isPhone = (v: string) => phoneDigits(v).length === 10

/** Route keys end up in public URLs (/m/<key>): no whitespace, URL-safe characters only. */
export function routeKeyProblem(v: string): string | null {
  if (v.trim() === '') return MESSAGES.routeKeyEmpty
  if (/\s/.test(v)) return MESSAGES.routeKeySpaces
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(v)) return MESSAGES.routeKeyChars
  return null
}

/** An empty string means "clear this optional value", so it passes every optional format. */
const orEmpty = (check: (v: string) => boolean) => (v: string) => v === '' || check(v)

/** Custom string formats: name -> [predicate, message]. */
export const FORMATS = {
  email: [isEmail, MESSAGES.email],
  'gtm-id': [orEmpty(isGtmId), MESSAGES.gtmId],
  'facebook-pixel': [orEmpty(isFacebookPixel), MESSAGES.facebookPixel],
  'hex-color': [isHexColor, MESSAGES.color],
  phone: [orEmpty(isPhone), MESSAGES.phone],
} as const satisfies Record<string, readonly [(v: string) => boolean, string]>

export type FormatName = keyof typeof FORMATS

let registered = false
/** Registers FORMATS with TypeBox's global format registry (idempotent). */
export function registerFormats(): void {
  if (registered) return
  for (const [name, [check]] of Object.entries(FORMATS)) Format.Set(name, check)
  registered = true
}
