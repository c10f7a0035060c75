import { z } from 'zod';
import { goodsDetail, goodsListRow } from '../goods/views';
import { parseGoods } from '../goods/model';
import { GOODS_ERROR_CODE } from '../goods/add-rules';
import { findRecord, listRecords } from '../state/record-repository';
import { parseParams, SandboxTemuError, type TemuTypeHandler } from './registry';

const listParams = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  skcSiteStatus: z.coerce.number().int().min(0).max(3).optional(),
  productName: z.string().optional(),
  /** Only goods changed at or after this epoch ms (incremental sync). */
  updatedAtBegin: z.coerce.number().int().optional(),
  /** Only goods with a SKU whose extCode (货号) is one of these. */
  skuExtCodeList: z.array(z.string()).max(100).optional(),
});
const detailParams = z.looseObject({ productId: z.coerce.number().int().positive() });

/** bg.glo.goods.list.get / bg.glo.goods.detail.get (PA): the shop's goods with status and SKU summaries. */
export const goodsListHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.glo.goods.list.get',
    zone: 'PA',
    handle: async (c) => {
      const p = parseParams(listParams, c.params);
      const rows = (await listRecords(c.db, c.mall!.mallId, 'goods')).filter(
        (r) =>
          (p.skcSiteStatus === undefined || r.status === p.skcSiteStatus) &&
          (p.updatedAtBegin === undefined || r.updated_at >= p.updatedAtBegin),
      );
      const goods = rows
        .map((r) => ({ g: parseGoods(r.data), status: r.status }))
        .filter((x) => !p.productName || x.g.productName.includes(p.productName))
        .filter(
          (x) => !p.skuExtCodeList || x.g.skcs.some((s) => s.skus.some((k) => p.skuExtCodeList!.includes(k.extCode))),
        );
      const start = (p.page - 1) * p.pageSize;
      return {
        total: goods.length,
        data: goods.slice(start, start + p.pageSize).map((x) => goodsListRow(x.g, x.status, c.now)),
      };
    },
  },
  {
    type: 'bg.glo.goods.detail.get',
    zone: 'PA',
    handle: async (c) => {
      const { productId } = parseParams(detailParams, c.params);
      const r = await findRecord(c.db, 'goods', String(productId));
      if (!r || r.mall_id !== c.mall!.mallId) throw new SandboxTemuError(GOODS_ERROR_CODE, `货品不存在：${productId}`);
      return goodsDetail(parseGoods(r.data), r.status, c.now);
    },
  },
];
