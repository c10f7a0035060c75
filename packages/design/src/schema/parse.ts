import type { z } from 'zod';
import { type DesignDocument, designDocumentSchema } from './document';
import { type DesignMigration, DESIGN_MIGRATIONS, migrateDesignDocument } from './migrate';

/** One problem in a document; `path` is dotted (`areas.front.layers.0.x`), as the API's 400 `data` keys. */
export interface FieldError {
  path: string;
  message: string;
}

export type ParseDesignResult = { ok: true; doc: DesignDocument } | { ok: false; errors: FieldError[] };

/**
 * JSON nesting a valid document can reach: root → areas → area → layers → layer, then two levels
 * per group. Checked before zod so a maliciously deep payload is refused without deep recursion.
 */
const MAX_JSON_DEPTH = 40;

function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The API's `FieldErrors` record: the first message for each path. */
export function fieldErrorRecord(errors: readonly FieldError[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const e of errors) record[e.path] ??= e.message;
  return record;
}

/** Validate a stored or submitted document, upgrading older versions first. Never throws. */
export function parseDesignDocument(
  input: unknown,
  migrations: readonly DesignMigration[] = DESIGN_MIGRATIONS,
): ParseDesignResult {
  if (jsonDepthExceeds(input, MAX_JSON_DEPTH)) {
    return { ok: false, errors: [{ path: '', message: '设计文档嵌套过深' }] };
  }
  const migrated = migrateDesignDocument(input, migrations);
  if (!migrated.ok) return { ok: false, errors: [{ path: 'version', message: migrated.message }] };
  const result = designDocumentSchema.safeParse(migrated.value);
  if (result.success) return { ok: true, doc: result.data };
  return { ok: false, errors: toFieldErrors(result.error.issues) };
}
