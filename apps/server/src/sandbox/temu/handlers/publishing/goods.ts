import { z } from 'zod';
import type { SandboxTemuTiming } from '../../../../modules/marketplace/config';
import { categoryById } from '../../catalog/tree';
import { GoodsStatus } from '../../goods/model';
import { goodsAddRequest } from '../../publish/add-schema';
import { type PublishedGoods, publishGoods } from '../../publish/create';
import { findRecord, listRecords } from '../../state/record-repository';
import { SandboxTemuError, type TemuTypeHandler } from '../registry';
import { checkParams, paramError } from './params';

const int = z.number().int();
const listParams = z.looseObject({
  page: int.min(1).optional(),
  pageSize: int.min(1).optional(),
  productSkcIds: z.array(int).optional(),
  productName: z.string().optional(),
  skcExtCode: z.string().optional(),
  skcSiteStatus: int.optional(),
  skcTopStatus: int.optional(),
  isSupportPersonalization: z.boolean().optional(),
  matchJitMode: z.boolean().optional(),
  quickSellAgtSignStatus: int.optional(),
  bindSiteIds: z.array(int).optional(),
  createdAtStart: int.optional(),
  createdAtEnd: int.optional(),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, int.optional()])),
});
const detailParams = z.looseObject({ productId: int.positive() });

/**
 * Wire statuses. `skcSiteStatus` (response; the filter reads 0 未加入站点 / 1 已加入站点): 0 not on sale yet
 * (审核中 / 待上架), 1 on sale, 2 removed (the SDK entity's 已下架). `skcTopStatus` (filter only): 0 未发布到站点,
 * 100 在售中, 200 已下架/已终止, 300 已删除 (the sandbox deletes nothing).
 */
const siteStatusOf = (status: number) => (status === GoodsStatus.ON_SALE ? 1 : status === GoodsStatus.OFF_SALE ? 2 : 0);
const topStatusOf = (status: number) =>
  status === GoodsStatus.ON_SALE ? 100 : status === GoodsStatus.OFF_SALE ? 200 : 0;

const catRef = (catId: number) => ({ catId, catName: categoryById(catId)?.catName ?? '' });
const categoriesOf = (g: PublishedGoods) => ({
  ...Object.fromEntries(g.catIds.map((id, i) => [`cat${i + 1}`, catRef(id)])),
  leafCat: catRef(g.leafCatId),
});

/** A product published before strict validation (older sandbox rows) lacks the extras: read what exists. */
const asPublished = (data: string): PublishedGoods => {
  const g = JSON.parse(data) as PublishedGoods;
  return {
    ...g,
    catType: g.catType ?? 0,
    materialImgUrl: g.materialImgUrl ?? g.carouselImageUrls[0] ?? '',
    isSupportPersonalization: g.isSupportPersonalization ?? g.customized,
    productProperties: g.productProperties ?? [],
    origin: g.origin ?? { region1ShortName: 'CN' },
    skcExtra: g.skcExtra ?? [],
    skuExtra: g.skuExtra ?? [],
  };
};

/** One row of bg.glo.goods.list.get: one SKC with its SKU summaries (bg.glo.goods.list.get.md §Response). */
function listRow(g: PublishedGoods, skc: PublishedGoods['skcs'][number], status: number) {
  const extra = g.skcExtra.find((x) => x.productSkcId === skc.productSkcId);
  return {
    productId: g.productId,
    productSkcId: skc.productSkcId,
    productName: g.productName,
    extCode: extra?.extCode ?? skc.skus[0]?.extCode ?? '',
    mainImageUrl: extra?.mainImageUrl ?? skc.previewImgUrls[0] ?? g.carouselImageUrls[0] ?? '',
    createdAt: g.createdAt,
    skcSiteStatus: siteStatusOf(status),
    isSupportPersonalization: g.isSupportPersonalization,
    leafCat: catRef(g.leafCatId),
    categories: categoriesOf(g),
    productProperties: g.productProperties.map((x) => ({
      templatePid: x.templatePid,
      pid: x.pid,
      refPid: x.refPid,
      propName: x.propName,
      vid: x.vid,
      propValue: x.propValue,
      valueUnit: x.valueUnit,
      numberInputValue: x.numberInputValue ?? '',
      valueExtendInfo: x.valueExtendInfo ?? '',
      language: null,
    })),
    productJitMode: { matchJitMode: false, quickSellAgtSignStatus: null, signLatestJitVersion: false },
    matchSkcJitMode: false,
    productSkuSummaries: skc.skus.map((k) => {
      const x = g.skuExtra.find((e) => e.productSkuId === k.productSkuId);
      return {
        productSkuId: k.productSkuId,
        extCode: k.extCode,
        virtualStock: 0,
        productSkuSpecList: x?.skuSpecList ?? [],
        productSkuWhExtAttr: {
          productSkuWeight: { value: x?.weightMg ?? 0 },
          productSkuVolume: x?.volumeMm ?? { len: 0, width: 0, height: 0 },
          productSkuSensitiveAttr: { isSensitive: x?.isSensitive ?? 0, sensitiveTypes: [] },
        },
        productSkuSaleExtAttr: { productSkuShippingMode: null },
      };
    }),
  };
}

/** bg.glo.goods.add, bg.glo.goods.list.get and bg.glo.goods.detail.get (PA), and their temu.goods.* aliases. */
export const goodsHandlers = (timing: SandboxTemuTiming): TemuTypeHandler[] => {
  const add: TemuTypeHandler['handle'] = async (c) =>
    publishGoods(c.db, c.mall!, checkParams(goodsAddRequest, c.params), timing, c.now);
  const list: TemuTypeHandler['handle'] = async (c) => {
    const p = checkParams(listParams, c.params) as z.output<typeof listParams> & Record<string, number | undefined>;
    const pageSize = p.pageSize ?? 20;
    if (pageSize > 100) throw paramError('页面大小不能大于100');
    const page = p.page ?? 1;
    const rows = [];
    for (const r of await listRecords(c.db, c.mall!.mallId, 'goods')) {
      const g = asPublished(r.data);
      if (p.productName !== undefined && !g.productName.includes(p.productName)) continue;
      if (p.isSupportPersonalization !== undefined && g.isSupportPersonalization !== p.isSupportPersonalization)
        continue;
      if (p.matchJitMode === true) continue;
      if (p.skcSiteStatus !== undefined && siteStatusOf(r.status) !== p.skcSiteStatus) continue;
      if (p.skcTopStatus !== undefined && topStatusOf(r.status) !== p.skcTopStatus) continue;
      if (p.createdAtStart !== undefined && g.createdAt < p.createdAtStart) continue;
      if (p.createdAtEnd !== undefined && g.createdAt > p.createdAtEnd) continue;
      let catOk = true;
      for (let i = 0; i < 10; i++) {
        const want = p[`cat${i + 1}Id`];
        if (want !== undefined && want !== 0 && g.catIds[i] !== want) catOk = false;
      }
      if (!catOk) continue;
      for (const skc of g.skcs) {
        if (p.productSkcIds?.length && !p.productSkcIds.includes(skc.productSkcId)) continue;
        const row = listRow(g, skc, r.status);
        if (p.skcExtCode !== undefined && row.extCode !== p.skcExtCode) continue;
        rows.push(row);
      }
    }
    return { totalCount: rows.length, data: rows.slice((page - 1) * pageSize, page * pageSize) };
  };
  const detail: TemuTypeHandler['handle'] = async (c) => {
    const { productId } = checkParams(detailParams, c.params);
    const r = await findRecord(c.db, 'goods', String(productId));
    // The PA page's own code for a product of another shop (991000011 无权访问).
    if (!r || r.mall_id !== c.mall!.mallId) throw new SandboxTemuError(991000011, '无权访问');
    const g = asPublished(r.data);
    return {
      productId: g.productId,
      productName: g.productName,
      categories: { catType: g.catType, ...categoriesOf(g) },
      productWhExtAttr: { productOrigin: g.origin },
      goodsLayerDecorationList: [],
    };
  };
  return [
    { type: 'bg.glo.goods.add', zone: 'PA', handle: add },
    { type: 'temu.goods.add', zone: 'PA', handle: add },
    { type: 'bg.glo.goods.list.get', zone: 'PA', handle: list },
    { type: 'temu.goods.list.get', zone: 'PA', handle: list },
    { type: 'bg.glo.goods.detail.get', zone: 'PA', handle: detail },
    { type: 'temu.goods.detail.get', zone: 'PA', handle: detail },
  ];
};
