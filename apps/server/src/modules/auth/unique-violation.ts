/**
 * Recognises a unique-constraint violation on either database and tells which column it hit, so that a
 * race lost after the "already taken?" check becomes a 409 instead of a 500.
 * SQLite: `UNIQUE constraint failed: users.phone`; PostgreSQL: code 23505, constraint `users_phone_key`.
 */
export function uniqueViolationOn(err: unknown, column: string): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown; constraint?: unknown; detail?: unknown };
  if (e.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`.includes(column);
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') return e.message.includes(`.${column}`);
  return false;
}

export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Error && ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((err as { code?: unknown }).code));
