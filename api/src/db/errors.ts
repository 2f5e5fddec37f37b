import { AppError } from '../errors.js'

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
 * The one translation of database errors into API errors (undefined: not one we translate).
 * Every foreign key cascades or nulls on delete, so a violation only comes from writing a row
 * whose parent is gone, e.g. deleted by a concurrent request after it was checked: the parent's 404.
 */
export function fromDatabaseError(e: unknown): AppError | undefined {
  if (isForeignKeyViolation(e)) return new AppError('RESOURCE_NOT_FOUND')
  return undefined
}
