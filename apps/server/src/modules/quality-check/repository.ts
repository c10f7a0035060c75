import type { QcHistoryEntry, QualityCheckPageQuery } from '@podbench/contract';
import type { Executor } from '../../db';
import { toCount } from '../../db';

/**
 * What the `defects` column holds (JSON): the list row's fields without a column of their own and the detail's
 * whole `historyVOS` (newest first). `updateTime` is the list's qcResultUpdateTime: a bill whose value changed is
 * read again.
 */
export interface QcDocument {
  updateTime: string;
  purchaseNo: string;
  catName: string;
  thumbUrl: string;
  history: QcHistoryEntry[];
}

/** Rows written before the pageInfo sync held a bare defect array; they read as a document without history. */
export function parseQcDocument(raw: string): QcDocument {
  const v = JSON.parse(raw) as unknown;
  if (Array.isArray(v)) return { updateTime: '', purchaseNo: '', catName: '', thumbUrl: '', history: [] };
  return v as QcDocument;
}

export interface QcUpsert {
  mainId: number;
  shopId: number;
  qcBillId: string;
  productId: string;
  productSkcId: string;
  productSkuId: string;
  productName: string;
  spec: string;
  result: number;
  doc: QcDocument;
  defectCount: number;
  inspectedAt: number;
}

/** Insert or update by (shop, qcBillId): a re-sync never duplicates. */
export async function upsertQc(db: Executor, q: QcUpsert, now: number) {
  const values = {
    product_id: q.productId,
    product_skc_id: q.productSkcId,
    product_sku_id: q.productSkuId,
    product_name: q.productName,
    spec: q.spec,
    result: q.result,
    defects: JSON.stringify(q.doc),
    defect_count: q.defectCount,
    inspected_at: q.inspectedAt,
    last_synced_at: now,
    updated_at: now,
  };
  await db
    .insertInto('temu_quality_checks')
    .values({ ...values, main_id: q.mainId, shop_id: q.shopId, qc_bill_id: q.qcBillId, created_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'qc_bill_id']).doUpdateSet(values))
    .execute();
}

/** Bills already stored for a shop with their qcResultUpdateTime: only new or changed ones need the detail call. */
export async function knownBills(db: Executor, shopId: number) {
  const rows = await db
    .selectFrom('temu_quality_checks')
    .select(['qc_bill_id', 'defects'])
    .where('shop_id', '=', shopId)
    .execute();
  return new Map(rows.map((r) => [r.qc_bill_id, parseQcDocument(r.defects).updateTime]));
}

export async function touchBills(db: Executor, shopId: number, now: number) {
  await db.updateTable('temu_quality_checks').set({ last_synced_at: now }).where('shop_id', '=', shopId).execute();
}

export async function pageQcs(db: Executor, mainId: number, q: QualityCheckPageQuery) {
  let b = db.selectFrom('temu_quality_checks').where('main_id', '=', mainId);
  if (q.shopId !== undefined) b = b.where('shop_id', '=', q.shopId);
  if (q.result !== undefined) b = b.where('result', '=', q.result);
  if (q.from !== undefined) b = b.where('inspected_at', '>=', q.from);
  if (q.to !== undefined) b = b.where('inspected_at', '<=', q.to);
  if (q.keyword) {
    const k = q.keyword;
    b = b.where((eb) =>
      eb.or([
        eb('product_name', 'like', `%${k}%`),
        eb('product_id', '=', k),
        eb('product_sku_id', '=', k),
        eb('qc_bill_id', '=', k),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    b
      .selectAll()
      .orderBy('inspected_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    b.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.n) };
}

export const findQc = (db: Executor, mainId: number, id: number) =>
  db
    .selectFrom('temu_quality_checks')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();
