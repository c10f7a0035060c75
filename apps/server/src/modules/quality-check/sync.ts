import type { QcHistoryEntry } from '@podbench/contract';
import type { QualityDetailGetResult, QualityListGetResult, TemuTypeRequest } from '@podbench/temu';
import type { Executor } from '../../db';
import { notifyQcResult } from '../notification/hooks';
import { knownBills, type QcDocument, touchBills, upsertQc } from './repository';

const PAGE = 50;

/**
 * The two typed calls of one shop (packages/temu `types.qualityListGet` / `qualityDetailGet` of `forShop`: each
 * request is checked against the reference schema before it is sent, each answer after it comes in).
 */
export interface QcCaller {
  qualityListGet(params: TemuTypeRequest<'bg.goods.qualityinspection.get'>): Promise<QualityListGetResult>;
  qualityDetailGet(params: TemuTypeRequest<'bg.goods.qualityinspectiondetail.get'>): Promise<QualityDetailGetResult>;
}
type ListRow = QualityListGetResult['skuList'][number];

/** Only inspections Temu finished in the last 7 days are news (a first sync does not announce years of history). */
const inspectedRecently = (h: QcHistoryEntry | undefined, now: number) =>
  h !== undefined && (h.qcEndTime ?? h.qcStartTime ?? 0) >= now - 7 * 24 * 3_600_000;
const qcFailure = (b: ListRow, h: QcHistoryEntry) => ({
  qcBillId: String(b.qcBillId),
  updateTime: b.qcResultUpdateTime ?? '',
  productName: b.skuName ?? '',
  spec: b.spec ?? '',
  result: h.result,
  defectiveQuantity: h.defectiveQuantity ?? 0,
});

/** historyVOS (newest first) in the shape the product keeps and shows. */
export function historyOf(d: QualityDetailGetResult): QcHistoryEntry[] {
  return d.historyVOS.map((h) => {
    const q = h.qcDetail;
    return {
      qcType: h.qcType ?? 0,
      qcBillNo: h.qcBillNo ?? '',
      result: q.qcResult ?? h.qcResult ?? 0,
      startTime: h.startTime ?? '',
      finishTime: h.finishTime ?? '',
      receiptNo: q.receiptNo ?? '',
      qcStartTime: q.qcStartTime ?? null,
      qcEndTime: q.qcEndTime ?? null,
      expectQuantity: q.expectQcQuantity,
      defectiveQuantity: q.defectiveQcQuantity,
      totalQuantity: q.totalQuantity ?? 0,
      defects: (q.flawDTOList ?? []).map((f) => ({
        name: f.flawNameDesc || '未注明',
        type: f.flawDesc ?? '',
        degree: f.flawDegreeDesc ?? '',
        remark: f.remark ?? '',
        photos: f.attachments ?? [],
        skuIds: (f.productSkuId ?? []).map(String),
      })),
      skus: (q.skuDTOList ?? []).map((s) => ({
        productSkuId: String(s.productSkuId),
        sizeName: s.sizeName ?? '',
        totalQuantity: s.totalQuantity ?? 0,
        expectQuantity: s.expectQcQuantity ?? 0,
        defectiveQuantity: s.defectiveQcQuantity ?? 0,
      })),
    };
  });
}

/**
 * Reads every inspection of the shop (bg.goods.qualityinspection.get, paged with `pageInfo`) and, for bills that are
 * new or whose `qcResultUpdateTime` changed, their detail (…detail.get). List rows carry no result: the result,
 * counts, inspection times and defects come from the detail's `historyVOS[0].qcDetail` (newest first). Upserts by
 * (shop, qcBillId); safe to run twice.
 */
export async function syncShopQualityChecks(
  db: Executor,
  c: QcCaller,
  shop: { id: number; mainId: number },
  progress: (p: number) => Promise<void>,
) {
  const bills: ListRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const r = await c.qualityListGet({ pageInfo: { pageNo, pageSize: PAGE } });
    bills.push(...r.skuList);
    if (r.skuList.length < PAGE || bills.length >= r.total) break;
  }
  await progress(20);
  const known = await knownBills(db, shop.id);
  const fresh = bills.filter((b) => known.get(String(b.qcBillId)) !== (b.qcResultUpdateTime ?? ''));
  const now = Date.now();
  for (const [i, b] of fresh.entries()) {
    const d = await c.qualityDetailGet({ qcBillId: b.qcBillId });
    const history = historyOf(d);
    const newest = history[0];
    const doc: QcDocument = {
      updateTime: b.qcResultUpdateTime ?? '',
      purchaseNo: b.purchaseNo ?? '',
      catName: b.catName ?? '',
      thumbUrl: b.thumbUrl ?? '',
      history,
    };
    await upsertQc(
      db,
      {
        mainId: shop.mainId,
        shopId: shop.id,
        qcBillId: String(b.qcBillId),
        productId: b.spuId ? String(b.spuId) : '',
        productSkcId: b.productSkcId ? String(b.productSkcId) : '',
        productSkuId: String(b.productSkuId),
        productName: b.skuName ?? '',
        spec: b.spec ?? '',
        result: newest?.result ?? 0,
        doc,
        defectCount: newest?.defectiveQuantity ?? 0,
        // Temu's own inspection time: qcEndTime, else qcStartTime; 0 when the bill has no inspection yet.
        inspectedAt: newest?.qcEndTime ?? newest?.qcStartTime ?? 0,
      },
      now,
    );
    if (inspectedRecently(newest, now)) await notifyQcResult(db, shop, qcFailure(b, newest!));
    await progress(20 + (80 * (i + 1)) / fresh.length);
  }
  await touchBills(db, shop.id, now);
  return { checks: bills.length, fetched: fresh.length };
}
