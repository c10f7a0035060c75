import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { DesignRendersTable } from '../../db/schema-design';

export type RenderKind = 'print' | 'listing' | 'square';

const COLUMNS = [
  'kind',
  'area_key',
  'color',
  'view_key',
  'storage_key',
  'width',
  'height',
  'size',
  'doc_hash',
  'version',
] as const;

export async function rendersOfVersion(db: Executor, designId: number, version: number) {
  return db
    .selectFrom('design_renders')
    .select(COLUMNS)
    .where('design_id', '=', designId)
    .where('version', '=', version)
    .orderBy('id')
    .execute();
}

export type RenderRow = Awaited<ReturnType<typeof rendersOfVersion>>[number];

/**
 * Files rendered from the very same document (same hash) for any design of the seller: a duplicate, or a save
 * that changed only the name, re-uses them instead of rendering again. Storage keys are content-addressed.
 */
export async function rendersOfHash(db: Executor, mainId: number, docHash: string) {
  const latest = await db
    .selectFrom('design_renders')
    .select(['design_id', 'version'])
    .where('main_id', '=', mainId)
    .where('doc_hash', '=', docHash)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return [];
  const rows = await rendersOfVersion(db, Number(latest.design_id), latest.version);
  // Rendered before migration 0041 (one listing per colour, on the first view only): render again, all views.
  return rows.some((r) => r.kind === 'listing' && r.view_key === '') ? [] : rows;
}

/** Idempotent: a retried job, or an export rendering beside the job, writes each output once. */
export async function insertRenders(db: Executor, rows: Insertable<DesignRendersTable>[]) {
  if (!rows.length) return;
  await db
    .insertInto('design_renders')
    .values(rows)
    .onConflict((oc) => oc.columns(['design_id', 'version', 'kind', 'area_key', 'color', 'view_key']).doNothing())
    .execute();
}

/** Drops the rows of versions older than `keepVersion`; returns the storage keys no row points at any more. */
export async function pruneOldRenders(db: Executor, designId: number, keepVersion: number): Promise<string[]> {
  const old = await db
    .selectFrom('design_renders')
    .select('storage_key')
    .where('design_id', '=', designId)
    .where('version', '<', keepVersion)
    .execute();
  if (!old.length) return [];
  await db.deleteFrom('design_renders').where('design_id', '=', designId).where('version', '<', keepVersion).execute();
  const keys = [...new Set(old.map((r) => r.storage_key))];
  const still = await db.selectFrom('design_renders').select('storage_key').where('storage_key', 'in', keys).execute();
  const used = new Set(still.map((r) => r.storage_key));
  return keys.filter((k) => !used.has(k));
}
