import { z } from 'zod';
import type { Executor } from '../../../db';
import { categoryById } from '../catalog/tree';
import { unitHash } from '../goods/hash';
import { parseGoods, parseQc, type SandboxQc } from '../goods/model';
import { parseOrder, PurchaseOrderStatus } from '../orders/model';
import { findRecord, listRecords } from '../state/record-repository';
import { checkParams, paramError } from './publishing/params';
import type { TemuTypeHandler } from './registry';

/**
 * The quality-check types as `bg.goods.qualityinspection.get.md` and `bg.goods.qualityinspectiondetail.get.md`
 * document them. Written from those pages only (nothing from @podbench/temu). The inspections themselves are the
 * `qc` records `goods/timeline.ts` makes when a product is inspected; this file only shapes and filters them.
 */

const int = z.number().int();

/** The list's request: paging nested in `pageInfo` (required), INTEGER fields as JSON integers. */
export const qcListParams = z.looseObject({
  pageInfo: z.looseObject({ pageNo: int.min(1), pageSize: int.min(1) }),
  skuQcResult: z.union([z.literal(1), z.literal(2)]).optional(),
  qcResultUpdateTimeBegin: int.optional(),
  qcResultUpdateTimeEnd: int.optional(),
  purchaseNo: z.array(z.string()).optional(),
  skuIdList: z.array(int).optional(),
  skcIdList: z.array(int).optional(),
});
export const qcDetailParams = z.looseObject({ qcBillId: int.positive() });

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Beijing wall-clock time `yyyy-MM-dd HH:mm:ss`, the reference sample's form (the page says only STRING). */
export function beijingTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
const yymmdd = (ms: number) => beijingTime(ms).slice(2, 10).replaceAll('-', '');

/** Defect names the timeline uses, with the id, type and description the detail reports for each. */
const FLAW_META: Record<string, { flawNameId: number; flawType: number; flawDesc: string }> = {
  印花偏移: { flawNameId: 301, flawType: 3, flawDesc: '外观' },
  印花模糊: { flawNameId: 302, flawType: 3, flawDesc: '外观' },
  图案掉色: { flawNameId: 303, flawType: 3, flawDesc: '外观' },
  线头未修剪: { flawNameId: 304, flawType: 2, flawDesc: '做工' },
  尺寸与描述不符: { flawNameId: 305, flawType: 1, flawDesc: '尺寸' },
  面料污渍: { flawNameId: 306, flawType: 3, flawDesc: '外观' },
  包装破损: { flawNameId: 307, flawType: 4, flawDesc: '包装' },
  颜色与图片不符: { flawNameId: 308, flawType: 3, flawDesc: '外观' },
};
const OTHER_FLAW = { flawNameId: 399, flawType: 9, flawDesc: '其他' };

/** Stable quantities per bill: 5–20 pieces, all inspected; a failed bill has 1–3 defective (or the count chosen). */
function quantities(q: SandboxQc) {
  const total = 5 + Math.floor(unitHash(`qcqty:${q.qcBillId}`) * 16);
  const dice = q.defective ?? 1 + Math.floor(unitHash(`qcdef:${q.qcBillId}`) * 3);
  const defective = q.skuQcResult === 2 ? Math.min(total, dice) : 0;
  return { total, defective };
}

/**
 * The stock-up order a bill belongs to: the shop's newest order with a line for the SKU, preferring ones the
 * warehouse has received (status ≥ 3, not void/cancelled). Without one (goods inspected before any order), a stable
 * WB number derived from the bill, in Temu's WB + yyMMdd + 9 digits form.
 */
async function purchaseNos(db: Executor, mallId: string): Promise<(q: SandboxQc) => string> {
  const received = new Map<number, string>();
  const any = new Map<number, string>();
  for (const r of await listRecords(db, mallId, 'order')) {
    const o = parseOrder(r.data);
    const arrived =
      r.status === PurchaseOrderStatus.RECEIVED ||
      r.status === PurchaseOrderStatus.INSPECTED ||
      r.status === PurchaseOrderStatus.WAREHOUSED;
    for (const line of o.skuQuantityDetailList) {
      any.set(line.productSkuId, o.subPurchaseOrderSn);
      if (arrived) received.set(line.productSkuId, o.subPurchaseOrderSn);
    }
  }
  return (q) =>
    received.get(q.productSkuId) ??
    any.get(q.productSkuId) ??
    `WB${yymmdd(q.qcResultUpdateTime)}${pad(q.qcBillId % 1_000_000_000, 9)}`;
}

/** What a row shows of the goods: leaf category name and the SKC's first preview image (served by the sandbox). */
interface GoodsFacts {
  catName: string;
  thumbUrl: string;
}
async function goodsFacts(db: Executor, mallId: string): Promise<(q: SandboxQc) => GoodsFacts> {
  const goods = new Map((await listRecords(db, mallId, 'goods')).map((r) => [Number(r.ref), parseGoods(r.data)]));
  return (q) => {
    const g = goods.get(q.productId);
    const skc = g?.skcs.find((s) => s.productSkcId === q.productSkcId);
    return {
      catName: (g && categoryById(g.leafCatId)?.catName) ?? '',
      thumbUrl: skc?.previewImgUrls[0] ?? g?.carouselImageUrls[0] ?? q.flaws[0]?.attachments[0] ?? '',
    };
  };
}

/** One list row, exactly the documented fields (no result field: the filter carries pass/fail). */
export function qcListRow(q: SandboxQc, purchaseNo: string, facts: GoodsFacts) {
  return {
    qcBillId: q.qcBillId,
    productSkuId: q.productSkuId,
    productSkcId: q.productSkcId,
    spuId: q.productId,
    purchaseNo,
    skuName: q.productName,
    spec: q.spec,
    catName: facts.catName,
    thumbUrl: facts.thumbUrl,
    qcResultUpdateTime: beijingTime(q.qcResultUpdateTime),
    skuExtCode: '',
  };
}

/** The detail: one history entry (质检单, newest first) with its qcDetail and defects. */
export function qcDetail(q: SandboxQc, purchaseNo: string, facts: GoodsFacts) {
  const { total, defective } = quantities(q);
  const bill = `QC${yymmdd(q.qcResultUpdateTime)}${pad(q.qcBillId % 1_000_000, 6)}`;
  const start = q.qcResultUpdateTime - 4 * 3600_000;
  const sizeName = q.spec.split(/[/-]/).at(-1) ?? q.spec;
  return {
    historyVOS: [
      {
        qcType: 1,
        qcBillNo: bill,
        qcResult: q.skuQcResult,
        startTime: beijingTime(start),
        finishTime: beijingTime(q.qcResultUpdateTime),
        qcDetail: {
          qcBillId: q.qcBillId,
          qcBillNo: bill,
          qcType: 1,
          qcResult: q.skuQcResult,
          productSkcId: q.productSkcId,
          expectQcQuantity: total,
          defectiveQcQuantity: defective,
          totalQuantity: total,
          deliveryQcTime: start - 3600_000,
          qcStartTime: start,
          qcEndTime: q.qcResultUpdateTime,
          auditTime: q.qcResultUpdateTime,
          receiptNo: `SH${purchaseNo.slice(2)}`,
          qcGroupId: 11,
          qcGroupName: '服饰组',
          qcOperatorId: 9001,
          qcOperatorName: '沙箱质检员',
          auditId: 9002,
          auditName: '沙箱审核员',
          flawDTOList: q.flaws.map((f) => {
            const meta = FLAW_META[f.flawNameDesc] ?? OTHER_FLAW;
            const photos = f.attachments.filter((a) => a !== '');
            return {
              flawNameId: meta.flawNameId,
              flawNameDesc: f.flawNameDesc,
              flawType: meta.flawType,
              flawDesc: meta.flawDesc,
              flawDegree: 2,
              flawDegreeDesc: '严重',
              // The defect photo: the inspected SKC's picture as the sandbox serves it (/sandbox/temu/img/…).
              attachments: photos.length ? photos : [facts.thumbUrl].filter((u) => u !== ''),
              productSkuId: [q.productSkuId],
              remark: f.remark,
            };
          }),
          skuDTOList: [
            {
              productSkuId: q.productSkuId,
              sizeName,
              totalQuantity: total,
              expectQcQuantity: total,
              defectiveQcQuantity: defective,
            },
          ],
          sizeDTOList: [],
        },
      },
    ],
  };
}

/** bg.goods.qualityinspection.get / …detail.get (CN), validated and answered as the reference documents. */
export const documentedQualityHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.qualityinspection.get',
    zone: 'CN',
    handle: async (c) => {
      const p = checkParams(qcListParams, c.params);
      const mallId = c.mall!.mallId;
      const purchaseNoOf = await purchaseNos(c.db, mallId);
      const factsOf = await goodsFacts(c.db, mallId);
      const skus = p.skuIdList?.length ? new Set(p.skuIdList) : null;
      const skcs = p.skcIdList?.length ? new Set(p.skcIdList) : null;
      const nos = p.purchaseNo?.length ? new Set(p.purchaseNo) : null;
      const all = (await listRecords(c.db, mallId, 'qc'))
        .map((r) => parseQc(r.data))
        .map((q) => ({ q, purchaseNo: purchaseNoOf(q) }))
        .filter(
          ({ q, purchaseNo }) =>
            (p.skuQcResult === undefined || q.skuQcResult === p.skuQcResult) &&
            (!skus || skus.has(q.productSkuId)) &&
            (!skcs || skcs.has(q.productSkcId)) &&
            (!nos || nos.has(purchaseNo)) &&
            (p.qcResultUpdateTimeBegin === undefined || q.qcResultUpdateTime >= p.qcResultUpdateTimeBegin) &&
            (p.qcResultUpdateTimeEnd === undefined || q.qcResultUpdateTime <= p.qcResultUpdateTimeEnd),
        );
      const { pageNo, pageSize } = p.pageInfo;
      const page = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return { total: all.length, skuList: page.map(({ q, purchaseNo }) => qcListRow(q, purchaseNo, factsOf(q))) };
    },
  },
  {
    type: 'bg.goods.qualityinspectiondetail.get',
    zone: 'CN',
    handle: async (c) => {
      const { qcBillId } = checkParams(qcDetailParams, c.params);
      const r = await findRecord(c.db, 'qc', String(qcBillId));
      // Another shop's bill answers like an unknown one: nothing about it leaks.
      if (!r || r.mall_id !== c.mall!.mallId) throw paramError(`质检单不存在：${qcBillId}`);
      const q = parseQc(r.data);
      return qcDetail(q, (await purchaseNos(c.db, r.mall_id))(q), (await goodsFacts(c.db, r.mall_id))(q));
    },
  },
];
