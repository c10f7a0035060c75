import { z } from 'zod';
import { pageQuery, pageResult, queryInt } from './envelope';

/** Online products (`/publish/onlineProduct`) and quality checks (`/publish/qualityCheck`), synced from Temu. */
export const TEMU_GOODS_API = {
  productPage: '/api/onlineProduct/page',
  productDetail: '/api/onlineProduct/detail',
  productSync: '/api/onlineProduct/sync',
  qcPage: '/api/qualityCheck/page',
  qcDetail: '/api/qualityCheck/detail',
  qcSync: '/api/qualityCheck/sync',
  /** Progress of the sync jobs a 同步 click queued (either page). */
  syncStatus: '/api/onlineProduct/syncStatus',
} as const;

/**
 * PodBench's sale status of a product / SKC: 0 未上架, 1 在售, 2 已下架. Not a Temu field: the sync derives it from
 * bg.glo.goods.list.get's documented request filter `skcTopStatus` (100 在售中, 200 已下架/已终止), because the
 * returned `skcSiteStatus` has conflicting enums in the reference (docs/engineering-notes.md "Temu reference gaps").
 */
export const PRODUCT_STATUS_LABELS = ['未上架', '在售', '已下架'] as const;
/** `skuQcResult`: 1 合格, 2 不合格. */
export const QC_RESULT_LABELS: Record<1 | 2, string> = { 1: '合格', 2: '不合格' };

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional());

export const onlineProductPageQuery = pageQuery.extend({
  shopId: queryInt.optional(),
  status: queryInt.pipe(z.number().min(0).max(2)).optional(),
  /** Product name, product id or SKC id. */
  keyword: optionalText,
});
export type OnlineProductPageQuery = z.infer<typeof onlineProductPageQuery>;

export const onlineSku = z.object({
  productSkuId: z.string(),
  /** The SKU's spec names joined with "/" (productSkuSpecList). */
  spec: z.string(),
  extCode: z.string(),
  /**
   * Fen. bg.glo.goods.list.get documents no price field: this is the supply price PodBench sent for this SKU code
   * when it published it; null for a SKU it did not publish.
   */
  supplierPrice: z.number().int().nullable(),
  virtualStock: z.number().int().nullable().default(null),
  /** productSkuWhExtAttr.productSkuWeight (mg). */
  weightMg: z.number().int().nullable().default(null),
  sales30d: z.number().int(),
  salesTotal: z.number().int(),
});
export const onlineSkc = z.object({
  productSkcId: z.string(),
  /** SKC 货号 (list.get `extCode`). */
  extCode: z.string().default(''),
  /** PRODUCT_STATUS_LABELS index of this SKC (from the skcTopStatus filters). */
  saleStatus: z.number().int().default(0),
  /** list.get `skcSiteStatus` of this SKC as returned (its enum conflicts in the reference; kept raw, not labelled). */
  siteStatus: z.number().int().nullable().default(null),
  imageUrl: z.string().nullable(),
  skus: z.array(onlineSku),
});
export const onlineProductRow = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  productId: z.string(),
  productName: z.string(),
  status: z.number().int(),
  imageUrl: z.string().nullable(),
  skcCount: z.number().int(),
  skuCount: z.number().int(),
  /** Fen; the lowest and highest known SKU supply price (0 when none is known, see onlineSku.supplierPrice). */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  sales30d: z.number().int(),
  salesTotal: z.number().int(),
  skcs: z.array(onlineSkc),
  onSaleAt: z.number().int().nullable(),
  lastSyncedAt: z.number().int(),
});
export type OnlineProductRow = z.infer<typeof onlineProductRow>;
export const onlineProductPageResult = pageResult(onlineProductRow);
export const onlineProductDetail = onlineProductRow.extend({ carouselImageUrls: z.array(z.string()) });
export type OnlineProductDetail = z.infer<typeof onlineProductDetail>;

export const qualityCheckPageQuery = pageQuery.extend({
  shopId: queryInt.optional(),
  result: queryInt.pipe(z.number().min(1).max(2)).optional(),
  /** Epoch ms, inclusive. */
  from: queryInt.optional(),
  to: queryInt.optional(),
  keyword: optionalText,
});
export type QualityCheckPageQuery = z.infer<typeof qualityCheckPageQuery>;

/** One defect of `historyVOS[].qcDetail.flawDTOList` (疵点): name, type, severity, note, photos, affected SKUs. */
export const qcDefect = z.object({
  name: z.string(),
  /** flawDesc (疵点类型, e.g. 外观). */
  type: z.string(),
  /** flawDegreeDesc (严重程度). */
  degree: z.string(),
  remark: z.string(),
  photos: z.array(z.string()),
  skuIds: z.array(z.string()),
});
export type QcDefect = z.infer<typeof qcDefect>;
/** Per-SKU counts (`qcDetail.skuDTOList`). */
export const qcSkuCount = z.object({
  productSkuId: z.string(),
  sizeName: z.string(),
  totalQuantity: z.number().int(),
  expectQuantity: z.number().int(),
  defectiveQuantity: z.number().int(),
});
/** One entry of `historyVOS` (newest first): 质检单 / 稽查单 / 更正单. */
export const qcHistoryEntry = z.object({
  /** 1 质检单, 2 稽查单, 3 更正单 (0 unknown). */
  qcType: z.number().int(),
  qcBillNo: z.string(),
  /** 1 合格, 2 不合格 (0 unknown). */
  result: z.number().int(),
  startTime: z.string(),
  finishTime: z.string(),
  receiptNo: z.string(),
  /** qcDetail.qcStartTime / qcEndTime, epoch ms (null when Temu sends none). */
  qcStartTime: z.number().int().nullable(),
  qcEndTime: z.number().int().nullable(),
  expectQuantity: z.number().int(),
  defectiveQuantity: z.number().int(),
  totalQuantity: z.number().int(),
  defects: z.array(qcDefect),
  skus: z.array(qcSkuCount),
});
export type QcHistoryEntry = z.infer<typeof qcHistoryEntry>;
export const QC_TYPE_LABELS: Record<number, string> = { 1: '质检单', 2: '稽查单', 3: '更正单' };
export const qualityCheckRow = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  qcBillId: z.string(),
  productId: z.string(),
  productSkcId: z.string(),
  productSkuId: z.string(),
  productName: z.string(),
  spec: z.string(),
  /** 1 合格, 2 不合格. */
  result: z.number().int(),
  /** 次品数 (defectiveQcQuantity) of the newest inspection. */
  defectCount: z.number().int(),
  /** Temu's qcEndTime of the newest inspection (epoch ms). */
  inspectedAt: z.number().int(),
  lastSyncedAt: z.number().int(),
});
export type QualityCheckRow = z.infer<typeof qualityCheckRow>;
export const qualityCheckPageResult = pageResult(qualityCheckRow);
export const qualityCheckDetail = qualityCheckRow.extend({
  purchaseNo: z.string(),
  catName: z.string(),
  thumbUrl: z.string(),
  /** Defects of the newest inspection (historyVOS[0]). */
  defects: z.array(qcDefect),
  history: z.array(qcHistoryEntry),
});
export type QualityCheckDetail = z.infer<typeof qualityCheckDetail>;

export const goodsSyncBody = z.object({ shopId: z.number().int().positive().optional() });
export const goodsSyncResult = z.object({ jobIds: z.array(z.number().int()) });
export type GoodsSyncResult = z.infer<typeof goodsSyncResult>;
export const syncStatusQuery = z.object({
  ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,49}$/, '任务 id 列表格式不正确'),
});
export const syncJobState = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type SyncJobState = z.infer<typeof syncJobState>;
export const syncStatusResult = z.array(syncJobState);
