import { calendarDate, expiration as expirationRule } from '@menu/shared/validation'
import type { AppContext } from '../context.js'
import { AppError } from '../errors.js'
import { MESSAGES } from '../validation.js'
import { type MenuDeps, menuDeps } from './menu-common.js'

/** What the promotions and advertising repositories need besides the account id. */
export interface MarketingDeps extends MenuDeps {
  /** IANA zone whose calendar date is "today" (APP_TIMEZONE). */
  timeZone: string
}

export const marketingDeps = (ctx: AppContext): MarketingDeps => ({ ...menuDeps(ctx), timeZone: ctx.config.timeZone })

/** Today's calendar date 'YYYY-MM-DD' in the configured zone. */
export const todayOf = ({ now, timeZone }: Pick<MarketingDeps, 'now' | 'timeZone'>) => calendarDate(now(), timeZone)

/** Required text (name, description): trimmed; schemas already refuse blank values, this is the last guard. */
export function requiredText(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '') throw new AppError('VALIDATION_ERROR', MESSAGES.required)
  return trimmed
}

/**
 * An expiration from a request, checked with the shared rule (spec §5): '' and null mean
 * none; a date must be after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'.
 * On update, repeating the stored value is not a change and is not re-checked (an expired
 * item can still be edited without moving its date). undefined: unchanged.
 */
export function expirationInput(value: string | null | undefined, today: string, current?: string | null): string | null | undefined {
  if (value === undefined) return undefined
  const date = value === null || value.trim() === '' ? null : value.trim()
  if (date === null || (current !== undefined && date === current)) return date
  const problem = expirationRule(date, today)
  if (problem) throw new AppError('VALIDATION_ERROR', problem)
  return date
}

/**
 * An image field in an update may only clear the image (null or '') or repeat the current
 * URL (no change): images are uploaded, never given by URL. Returns true when it clears.
 */
export function clearsImage(current: string | null, given: string | null | undefined, upload: string): boolean {
  if (given === undefined || given === current) return false
  if (given === null || given === '') return current !== null
  throw new AppError('VALIDATION_ERROR', `La imagen se sube como archivo (${upload}).`)
}
