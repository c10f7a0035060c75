import { z } from 'zod';
import { pageQuery, queryInt } from './envelope';

export const SHEIN_PUBLISH_STATES = ['queued', 'adding', 'success', 'failed'] as const;
export type SheinPublishState = (typeof SHEIN_PUBLISH_STATES)[number];
export const SHEIN_PUBLISH_STATE_LABELS: Record<SheinPublishState, string> = {
  queued: '待发布',
  adding: '发布中',
  success: '发布成功',
  failed: '发布失败',
};

const ids = (what: string) =>
  z
    .array(
      z
        .number({ error: `${what} id 必须是数字` })
        .int()
        .positive(),
    )
    .min(1, `请选择${what}`)
    .max(50, `一次最多 50 个${what}`);
export const sheinUploadBody = z.object({ templateIds: ids('模板'), shopIds: ids('店铺') });
export const sheinUploadResult = z.object({ queued: z.number().int() });

export const sheinPublishRow = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  shopName: z.string(),
  state: z.enum(SHEIN_PUBLISH_STATES),
  attempts: z.number().int(),
  /** Shein's refusal (or ours) in Chinese. */
  error: z.string().nullable(),
  spuName: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type SheinPublishRow = z.infer<typeof sheinPublishRow>;
export const sheinPublishPageQuery = pageQuery.extend({
  state: z.enum(SHEIN_PUBLISH_STATES).optional(),
  templateId: queryInt.optional(),
});
export const sheinPublishPage = z.object({
  rows: z.array(sheinPublishRow),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type SheinPublishPage = z.infer<typeof sheinPublishPage>;

/** What Shein answered for a published product, kept with the publish. */
export const sheinPublishedSku = z.object({
  supplierSku: z.string(),
  skuCode: z.string(),
  size: z.string(),
  priceFen: z.number().int(),
  stock: z.number().int(),
});
export const sheinPublishedSkc = z.object({
  color: z.string(),
  skcName: z.string(),
  skus: z.array(sheinPublishedSku),
});
export const sheinPublishedProduct = z.object({
  spuName: z.string(),
  title: z.string(),
  categoryPath: z.string(),
  skcs: z.array(sheinPublishedSkc),
});
export type SheinPublishedProduct = z.infer<typeof sheinPublishedProduct>;

/** /publish/onlineProductShein: what is on Shein, per shop. */
export const sheinOnlineRow = sheinPublishedProduct.extend({
  publishId: z.number().int(),
  templateId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  imageUrl: z.string().nullable(),
  priceMinFen: z.number().int(),
  priceMaxFen: z.number().int(),
  status: z.string(),
  publishedAt: z.number(),
});
export type SheinOnlineRow = z.infer<typeof sheinOnlineRow>;
export const sheinOnlinePageQuery = pageQuery.extend({
  shopId: queryInt.optional(),
  /** Title, SPU, SKC or SKU code / supplier_sku. */
  keyword: z.string().max(100).optional(),
});
export const sheinOnlinePage = z.object({ rows: z.array(sheinOnlineRow), total: z.number().int() });
