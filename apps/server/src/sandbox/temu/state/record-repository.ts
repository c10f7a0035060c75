import type { Selectable } from 'kysely';
import type { Executor } from '../../../db';
import type { SandboxTemuRecordsTable } from '../../../db/schema-marketplace';

/** Kinds of `sandbox_temu_records` rows the goods handlers keep. */
export type RecordKind =
  | 'image'
  | 'goods'
  | 'qc'
  | 'order'
  | 'shiporder'
  | 'orderclock'
  | 'sizechart'
  /** A size-chart goods template (template.create): ref = tempBusinessId. */
  | 'sizetemplate'
  /** A custom spec value (spec.create): ref = specId; `specname` rows (ref = parentSpecId:name) keep names unique. */
  | 'spec'
  | 'specname'
  /** The similarity key of a published product (ref = mallId:hash): a second one is a duplicate (2000168). */
  | 'goodskey'
  /** A shop's daily publishing cap (ref = mallId). */
  | 'dailycap'
  /** A carrier quote of bg.shiporderv3.logisticsmatch.get (ref = predictId). */
  | 'quote'
  /** A print-page key (ref = sha256 of the dataKey; status 0 unused, 1 opened; due_at = expiry). */
  | 'datakey';
export type RecordRow = Selectable<SandboxTemuRecordsTable>;

export async function insertRecord(
  db: Executor,
  r: { mallId: string; kind: RecordKind; ref: string; status: number; data: unknown; dueAt: number | null },
  now = Date.now(),
) {
  await db
    .insertInto('sandbox_temu_records')
    .values({
      mall_id: r.mallId,
      kind: r.kind,
      ref: r.ref,
      status: r.status,
      data: JSON.stringify(r.data),
      due_at: r.dueAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Inserts the row unless (kind, ref) exists; true when this call inserted it (atomic across processes). */
export async function claimRecord(
  db: Executor,
  r: { mallId: string; kind: RecordKind; ref: string; status: number; data: unknown; dueAt: number | null },
  now = Date.now(),
): Promise<boolean> {
  const res = await db
    .insertInto('sandbox_temu_records')
    .values({
      mall_id: r.mallId,
      kind: r.kind,
      ref: r.ref,
      status: r.status,
      data: JSON.stringify(r.data),
      due_at: r.dueAt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes one row (a claim given back). */
export const deleteRecord = (db: Executor, kind: RecordKind, ref: string) =>
  db.deleteFrom('sandbox_temu_records').where('kind', '=', kind).where('ref', '=', ref).execute();

/** Sets a row's data, creating it if needed (control settings). */
export async function putRecord(
  db: Executor,
  r: { mallId: string; kind: RecordKind; ref: string; data: unknown },
  now = Date.now(),
) {
  await db
    .insertInto('sandbox_temu_records')
    .values({
      mall_id: r.mallId,
      kind: r.kind,
      ref: r.ref,
      status: 0,
      data: JSON.stringify(r.data),
      due_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doUpdateSet({ data: JSON.stringify(r.data), updated_at: now }))
    .execute();
}

export const findRecord = (db: Executor, kind: RecordKind, ref: string) =>
  db.selectFrom('sandbox_temu_records').selectAll().where('kind', '=', kind).where('ref', '=', ref).executeTakeFirst();

export const findRecords = (db: Executor, kind: RecordKind, refs: string[]) =>
  refs.length === 0
    ? Promise.resolve([] as RecordRow[])
    : db.selectFrom('sandbox_temu_records').selectAll().where('kind', '=', kind).where('ref', 'in', refs).execute();

/** The shop's rows of a kind, oldest first (stable paging). */
export const listRecords = (db: Executor, mallId: string, kind: RecordKind) =>
  db
    .selectFrom('sandbox_temu_records')
    .selectAll()
    .where('mall_id', '=', mallId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** Rows whose time has come, for the ticker. */
export const dueRecords = (db: Executor, kind: RecordKind, now: number, limit = 50) =>
  db
    .selectFrom('sandbox_temu_records')
    .selectAll()
    .where('kind', '=', kind)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .execute();

/**
 * Moves a row from the state it was read in to the next one. Conditional on status and updated_at being unchanged,
 * so when several processes tick at once exactly one of them makes each transition (it returns true).
 */
export async function advanceRecord(
  db: Executor,
  row: Pick<RecordRow, 'id' | 'status' | 'updated_at'>,
  next: { status: number; data: unknown; dueAt: number | null },
  now = Date.now(),
): Promise<boolean> {
  const r = await db
    .updateTable('sandbox_temu_records')
    .set({
      status: next.status,
      data: JSON.stringify(next.data),
      due_at: next.dueAt,
      updated_at: Math.max(now, row.updated_at + 1),
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
