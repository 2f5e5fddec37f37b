/**
 * Field rules the API enforces, with their Spanish messages. The rules
 * and messages themselves live once in @menu/shared (the panel's forms use the same
 * ones); this file only wires them into schema validation as named string formats, so
 * route schemas say `format: 'gtm-id'` (visible in OpenAPI) and the check is shared.
 */
import Format from 'typebox/format'
import { AppError } from './errors.js'
import { isTimeZone } from './time/local.js'
import {
  COLOR_PATTERN,
  IMAGE_MAX_BYTES,
  EMAIL_PATTERN,
  GTM_PATTERN,
  httpsUrl,
  MESSAGES as SHARED_MESSAGES,
  multiLineText,
  PASSWORD_MIN_LENGTH,
  PIXEL_PATTERN,
  phone,
  price,
  routeKey,
  singleLineText,
  socialUsername,
  VISIBLE_PATTERN,
  website,
  wifiName,
  wifiPassword,
} from '@menu/shared/validation'
import { socialNetwork, type SocialField } from '@menu/shared/format/social'

export { IMAGE_MAX_BYTES, multiLineText, PASSWORD_MIN_LENGTH }

/** A schema `pattern` (compiled with the u flag) demanding one visible character: the shared 'required'. */
export const VISIBLE = VISIBLE_PATTERN.source

export const MESSAGES = SHARED_MESSAGES

export const isEmail = (v: string) => EMAIL_PATTERN.test(v) && v.length <= 254
export const isGtmId = (v: string) => GTM_PATTERN.test(v)
export const isFacebookPixel = (v: string) => PIXEL_PATTERN.test(v)
export const isHexColor = (v: string) => COLOR_PATTERN.test(v)

/** 10 digits; separators are ignored. */
export const isPhone = (v: string) => phone(v) === null

/**
 * Prices: >= 0 with at most two decimals (the shared rule); null/undefined pass (optional prices).
 * `field` names the request field in the error (e.g. 'products.3.price').
 */
export function checkPrice(value: number | null | undefined, field?: string): void {
  if (value === null || value === undefined) return
  const problem = price(value)
  if (problem) throw new AppError('VALIDATION_ERROR', problem, field === undefined ? {} : { field })
}

/** Route keys end up in public URLs (/m/<key>): the shared rule (not empty, no whitespace, URL-safe). */
export const routeKeyProblem = (v: string): string | null => routeKey(v)

/** An empty string means "clear this optional value", so it passes every optional format. */
const orEmpty = (check: (v: string) => boolean) => (v: string) => v === '' || check(v)

/** A username of one network, typed alone, with '@' or as its profile URL. */
function username(field: SocialField) {
  const rule = socialUsername(socialNetwork(field))
  return [orEmpty((v) => rule(v) === null), MESSAGES.socialUsername] as const
}

/** Custom string formats: name -> [predicate, message]. */
export const FORMATS = {
  // Every request string is multi-line text (see plugins/validator.ts); 'line' narrows it to one line.
  line: [(v: string) => singleLineText(v) === null, MESSAGES.lineBreaks],
  email: [isEmail, MESSAGES.email],
  'gtm-id': [orEmpty(isGtmId), MESSAGES.gtmId],
  'facebook-pixel': [orEmpty(isFacebookPixel), MESSAGES.facebookPixel],
  'hex-color': [isHexColor, MESSAGES.color],
  phone: [orEmpty(isPhone), MESSAGES.phone],
  website: [orEmpty((v) => website(v) === null), MESSAGES.website],
  'https-url': [orEmpty((v) => httpsUrl(v) === null), MESSAGES.httpsUrl],
  'wifi-name': [orEmpty((v) => wifiName(v) === null), MESSAGES.wifiName],
  'wifi-password': [orEmpty((v) => wifiPassword(v) === null), MESSAGES.wifiPassword],
  'facebook-username': username('facebook_usr'),
  'instagram-username': username('instagram_usr'),
  'tiktok-username': username('tiktok_usr'),
  'time-zone': [isTimeZone, MESSAGES.timeZone],
} as const satisfies Record<string, readonly [(v: string) => boolean, string]>

export type FormatName = keyof typeof FORMATS

let registered = false
/** Registers FORMATS with TypeBox's global format registry (idempotent). */
export function registerFormats(): void {
  if (registered) return
  for (const [name, [check]] of Object.entries(FORMATS)) Format.Set(name, check)
  registered = true
}
