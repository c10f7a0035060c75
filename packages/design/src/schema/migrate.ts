import { DESIGN_VERSION } from './document';

type JsonObject = Record<string, unknown>;

/** Turns a stored document of version `from` into version `from + 1`. Never edit a landed step. */
export interface DesignMigration {
  from: number;
  migrate: (doc: JsonObject) => JsonObject;
}

/** Version 1 is the first stored shape, so there is nothing to upgrade yet. */
export const DESIGN_MIGRATIONS: readonly DesignMigration[] = [];

export type MigrationResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Upgrades an older stored document step by step to `target`. Anything that is not an object with a
 * numeric version is passed through untouched, so the schema reports it with a field path.
 */
export function migrateDesignDocument(
  input: unknown,
  migrations: readonly DesignMigration[] = DESIGN_MIGRATIONS,
  target: number = DESIGN_VERSION,
): MigrationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: true, value: input };
  let doc = input as JsonObject;
  if (typeof doc.version !== 'number' || !Number.isInteger(doc.version)) return { ok: true, value: input };
  if (doc.version > target) {
    return { ok: false, message: `设计文档版本 ${doc.version} 比当前支持的版本 ${target} 新，请刷新页面后重试` };
  }
  while ((doc.version as number) < target) {
    const from = doc.version as number;
    const step = migrations.find((m) => m.from === from);
    if (!step) return { ok: false, message: `无法升级版本 ${from} 的设计文档` };
    doc = { ...step.migrate(doc), version: from + 1 };
  }
  return { ok: true, value: doc };
}
