/**
 * True when a database error is a unique-constraint violation (SQLite `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL
 * SQLSTATE 23505): the race where two requests pass a "does it exist" check at once.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = (err as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
