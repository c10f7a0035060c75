import { z } from 'zod';
import { GOODS_ERROR_CODE } from '../goods/add-rules';
import { parseQc } from '../goods/model';
import { findRecord, listRecords } from '../state/record-repository';
import { parseParams, SandboxTemuError, type TemuTypeHandler } from './registry';

const listParams = z.looseObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  skuQcResult: z.coerce.number().int().min(1).max(2).optional(),
  productSkuIdList: z.array(z.coerce.number().int()).optional(),
  qcResultUpdateTimeBegin: z.coerce.number().int().optional(),
  qcResultUpdateTimeEnd: z.coerce.number().int().optional(),
});
const detailParams = z.looseObject({ qcBillId: z.coerce.number().int().positive() });

const summary = (q: ReturnType<typeof parseQc>) => {
  const { flaws, ...rest } = q;
  return { ...rest, flawCount: flaws.length };
};

/** bg.goods.qualityinspection.get / …detail.get: per-SKU inspections (skuQcResult 1 pass, 2 fail) and their defects. */
export const qualityHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.qualityinspection.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(listParams, c.params);
      const skus = p.productSkuIdList ? new Set(p.productSkuIdList) : null;
      const all = (await listRecords(c.db, c.mall!.mallId, 'qc'))
        .map((r) => parseQc(r.data))
        .filter(
          (q) =>
            (p.skuQcResult === undefined || q.skuQcResult === p.skuQcResult) &&
            (!skus || skus.has(q.productSkuId)) &&
            (p.qcResultUpdateTimeBegin === undefined || q.qcResultUpdateTime >= p.qcResultUpdateTimeBegin) &&
            (p.qcResultUpdateTimeEnd === undefined || q.qcResultUpdateTime <= p.qcResultUpdateTimeEnd),
        );
      const start = (p.pageNo - 1) * p.pageSize;
      return { total: all.length, skuList: all.slice(start, start + p.pageSize).map(summary) };
    },
  },
  {
    type: 'bg.goods.qualityinspectiondetail.get',
    zone: 'CN',
    handle: async (c) => {
      const { qcBillId } = parseParams(detailParams, c.params);
      const r = await findRecord(c.db, 'qc', String(qcBillId));
      if (!r || r.mall_id !== c.mall!.mallId) throw new SandboxTemuError(GOODS_ERROR_CODE, `质检单不存在：${qcBillId}`);
      const q = parseQc(r.data);
      return { ...summary(q), flawList: q.flaws };
    },
  },
];
