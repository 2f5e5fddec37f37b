/** Unique-constraint violation on either dialect (SQLite: SQLITE_CONSTRAINT_UNIQUE, PostgreSQL: 23505). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
