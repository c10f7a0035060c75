import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * Order push records (`/clientOrderPushRecord`): what each paid stock-up order sent to production — its print files,
 * when, by whom, and whether it went through. Readable by the signed-in seller, or by anyone holding a signed link
 * (`/clientOrderPushRecord/orderManage?id=&e=&s=`, e.g. the factory), which expires.
 */
export const ORDER_PUSH_API = {
  page: '/api/clientOrderPushRecord/page',
  detail: '/api/clientOrderPushRecord/detail',
  share: '/api/clientOrderPushRecord/share',
  /** No session: the signed link's id, expiry (epoch seconds) and signature. */
  shared: '/api/clientOrderPushRecord/shared',
} as const;

/** A shared link works this long. */
export const ORDER_PUSH_LINK_TTL_S = 7 * 24 * 3600;

export const orderPushPageQuery = pageQuery.extend({
  orderSn: z.string().trim().max(64, '备货单号最多 64 个字符').optional(),
});

export const orderPushRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  subPurchaseOrderSn: z.string(),
  shopName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  designId: z.number().int().nullable(),
  /** success | failed */
  result: z.enum(['success', 'failed']),
  message: z.string(),
  fileCount: z.number().int(),
  pushedBy: z.string(),
  createdAt: z.number().int(),
});
export type OrderPushRow = z.infer<typeof orderPushRow>;
export const orderPushPage = z.object({ rows: z.array(orderPushRow), total: z.number().int() });

export const orderPushDetail = orderPushRow.extend({
  files: z.array(
    z.object({
      kind: z.string(),
      areaKey: z.string(),
      /** The print area's name on the blank (正面, 背面…), what a factory reads. */
      areaName: z.string(),
      color: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** Signed URL of the print file. */
      url: z.string(),
    }),
  ),
});
export type OrderPushDetail = z.infer<typeof orderPushDetail>;

export const orderPushSharedQuery = z.object({
  id: z.coerce.number({ error: '链接无效' }).int().positive('链接无效'),
  e: z.coerce.number({ error: '链接无效' }).int().positive('链接无效'),
  s: z.string().min(1, '链接无效').max(64, '链接无效'),
});
export const orderPushShareResult = z.object({
  /** The app-relative link (hash route) to hand out. */
  path: z.string(),
  expiresAt: z.number().int(),
});

/** The fulfilment board's view of pushes (role admin): one order's record, and pushing a failed one again. */
export const ORDER_PUSH_ADMIN_API = {
  byOrder: '/api/admin/orderPush/byOrder',
  repush: '/api/admin/orderPush/repush',
} as const;
export const orderPushByOrderQuery = z.object({
  orderId: z.coerce.number({ error: '订单 id 必须是数字' }).int('订单 id 必须是整数').positive('订单 id 必须大于 0'),
});
export const orderPushRepushBody = z.object({
  orderId: z.number({ error: '订单 id 必须是数字' }).int('订单 id 必须是整数').positive('订单 id 必须大于 0'),
});
