import type { Insertable } from 'kysely';
import { type Executor, toCount } from '../../db';
import type { DesignsTable } from '../../db/schema-design';

const COLUMNS = [
  'id',
  'main_id',
  'name',
  'product_id',
  'document',
  'doc_hash',
  'version',
  'render_status',
  'render_error',
  'thumbnail_key',
  'created_at',
  'updated_at',
] as const;

/** A live design of the caller's main account; another seller's id, or a deleted one, reads as missing. */
export async function findOwnDesign(db: Executor, mainId: number, id: number) {
  return db
    .selectFrom('designs')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type DesignRecord = NonNullable<Awaited<ReturnType<typeof findOwnDesign>>>;

/** For the render job, which acts for whoever owns the design. */
export async function findDesignById(db: Executor, id: number) {
  return db
    .selectFrom('designs')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findOwnDesigns(db: Executor, mainId: number, ids: number[]): Promise<DesignRecord[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('designs')
    .select(COLUMNS)
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageDesigns(db: Executor, mainId: number, keyword: string | null, limit: number, offset: number) {
  let q = db.selectFrom('designs').where('main_id', '=', mainId).where('deleted_at', 'is', null);
  if (keyword) q = q.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(keyword)));
  const [rows, count] = await Promise.all([
    q.select(COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(count.n) };
}

export async function insertDesign(db: Executor, values: Insertable<DesignsTable>): Promise<number> {
  const row = await db.insertInto('designs').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface DesignUpdate {
  name: string;
  productId: number;
  document: string;
  docHash: string;
  renderStatus: string;
  now: number;
}

/**
 * The optimistic-concurrency write: only the version the editor loaded is replaced, in one conditional UPDATE, so
 * two tabs saving at once can never both win. False when the version moved on (or the design is gone).
 */
export async function updateDesignIfVersion(
  db: Executor,
  mainId: number,
  id: number,
  expectedVersion: number,
  u: DesignUpdate,
): Promise<boolean> {
  const r = await db
    .updateTable('designs')
    .set({
      name: u.name,
      product_id: u.productId,
      document: u.document,
      doc_hash: u.docHash,
      version: expectedVersion + 1,
      render_status: u.renderStatus,
      render_error: null,
      updated_at: u.now,
    })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('version', '=', expectedVersion)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function renameDesign(db: Executor, mainId: number, id: number, name: string, now: number) {
  const r = await db
    .updateTable('designs')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function softDeleteDesign(db: Executor, mainId: number, id: number, now: number) {
  const r = await db
    .updateTable('designs')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Render bookkeeping, written only while `version` is still the design's current one. */
export async function setRenderState(
  db: Executor,
  id: number,
  version: number,
  state: { status: string; error?: string | null; thumbnailKey?: string | null },
) {
  await db
    .updateTable('designs')
    .set({
      render_status: state.status,
      render_error: state.error ?? null,
      ...(state.thumbnailKey !== undefined ? { thumbnail_key: state.thumbnailKey } : {}),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .execute();
}
