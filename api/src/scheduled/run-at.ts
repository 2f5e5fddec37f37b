import type { Executor } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { localToEpoch } from '../time/local.js'

/**
 * `run_at` of a scheduled set: an instant with its offset ('2027-01-01T08:00:00-06:00',
 * '…Z'), or the wall-clock time of the account's first branch ('2027-01-01T08:00'), read in
 * that branch's zone (sucursales.time_zone, else APP_TIMEZONE) so "8:00" is 8:00 where the
 * diners are, daylight-saving changes included (time/local.ts).
 */
export const RUN_AT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$'

export const RUN_AT_MESSAGES = {
  format:
    'Indica la fecha y hora como 2027-01-01T08:00 (hora de la sucursal) o con su zona (2027-01-01T08:00:00-06:00).',
  invalid: 'La fecha u hora no existe.',
  past: 'Elige una fecha y hora posteriores a este momento.',
} as const

const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message, { field: 'run_at' })

/** The zone of the account's first branch (the one created with the account), else the app's. */
export async function accountTimeZone(q: Executor, accountId: number, fallback: string): Promise<string> {
  const branch = await q
    .selectFrom('sucursales')
    .select('time_zone')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return branch?.time_zone ?? fallback
}

/**
 * The instant `text` names (epoch ms); a local time is read in `zone()` (asked only then).
 * 400 naming run_at when it is malformed, not a real date ('2027-02-30') or not after `now`.
 */
export async function parseRunAt(text: string, now: number, zone: () => Promise<string>): Promise<number> {
  const m = PARTS.exec(text)
  if (!m) throw invalid(RUN_AT_MESSAGES.format)
  const part = (i: number) => Number(m[i] ?? 0)
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(part) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const ms = Number((m[7] ?? '').padEnd(3, '0'))
  // Date.UTC rolls over ('02-30' -> March 2nd): a date that does not round-trip does not exist.
  const naive = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  const back = new Date(naive)
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    back.getUTCHours() !== hour ||
    back.getUTCMinutes() !== minute ||
    back.getUTCSeconds() !== second
  )
    throw invalid(RUN_AT_MESSAGES.invalid)
  const offset = m[8]
  let at: number
  if (offset === undefined) {
    const date = text.slice(0, 10)
    at = localToEpoch(date, hour * 60 + minute, await zone()) + second * 1000 + ms
  } else if (offset === 'Z') {
    at = naive
  } else {
    const sign = offset.startsWith('-') ? -1 : 1
    const [oh, om] = offset.slice(1).split(':').map(Number) as [number, number]
    if (oh > 23 || om > 59) throw invalid(RUN_AT_MESSAGES.invalid)
    at = naive - sign * (oh * 60 + om) * 60_000
  }
  if (at <= now) throw invalid(RUN_AT_MESSAGES.past)
  return at
}
