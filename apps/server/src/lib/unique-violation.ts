/**
 * Recognises a unique-constraint violation on either database (SQLite `SQLITE_CONSTRAINT_UNIQUE`,
 * PostgreSQL SQLSTATE 23505): the race where two requests pass a "does it exist" check at once, which
 * must become a 409, never a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = (err as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Same, and tells which column it hit. SQLite: `UNIQUE constraint failed: users.phone`; PostgreSQL:
 * constraint `users_phone_key` / detail `Key (phone)=…`.
 */
export function uniqueViolationOn(err: unknown, column: string): boolean {
  if (!(err instanceof Error) || !isUniqueViolation(err)) return false;
  const e = err as Error & { code?: unknown; constraint?: unknown; detail?: unknown };
  if (e.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`.includes(column);
  return e.message.includes(`.${column}`);
}
