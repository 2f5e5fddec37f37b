import { AppError } from '../errors.js'
import { DatabaseUnavailableError } from './connection.js'

/** Unique-constraint violation on either dialect (SQLite: SQLITE_CONSTRAINT_UNIQUE, PostgreSQL: 23505). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Foreign-key violation on either dialect (SQLite: SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL: 23503). */
export function isForeignKeyViolation(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

/**
 * PostgreSQL SQLSTATEs of a connection that went away: class 08 (connection exception) and
 * 57P01-57P03 (the server terminated the backend, crashed or is starting/stopping).
 */
const CONNECTION_LOST = /^(08[0-9A-Z]{3}|57P0[123])$/
/** pg's own errors when the socket closed under a query, or a query came to a client whose socket had. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
]

/** The database could not be reached or dropped the connection (PostgreSQL): the request may work again in a moment. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (e instanceof DatabaseUnavailableError) return true
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (CONNECTION_LOST.test(code) || code === 'ECONNRESET' || code === 'EPIPE')) return true
  return typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((m) => message.startsWith(m))
}

/** Seconds a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_S = '1'

/**
 * The one translation of database errors into API errors (undefined: not one we translate).
 * Every foreign key cascades or nulls on delete, so a violation only comes from writing a row
 * whose parent is gone, e.g. deleted by a concurrent request after it was checked: the parent's 404.
 * A database that is unreachable or dropped the connection: 503 DATABASE_UNAVAILABLE with Retry-After.
 */
export function fromDatabaseError(e: unknown): AppError | undefined {
  if (isForeignKeyViolation(e)) return new AppError('RESOURCE_NOT_FOUND')
  if (isDatabaseUnavailable(e))
    return new AppError('DATABASE_UNAVAILABLE', undefined, { headers: { 'retry-after': RETRY_AFTER_S } })
  return undefined
}
