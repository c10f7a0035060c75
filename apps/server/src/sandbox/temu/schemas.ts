import { z } from 'zod';

export const sandboxAppResult = z.object({
  appKey: z.string(),
  appSecret: z.string(),
  /** CN gateway base; POST `${gateway}/openapi/router`. */
  gateway: z.string(),
  gatewayPa: z.string(),
  sellerCenter: z.string(),
});

const managedType = z.enum(['full', 'semi']).default('full');
export const createShopBody = z.object({
  mallName: z.string().trim().min(1, '请输入店铺名称').max(64, '店铺名称最多 64 个字符'),
  managedType,
  /** Types the token may call; all by default (as when a seller ticks every API). */
  scopes: z.array(z.string().min(1)).max(500).optional(),
});
export const shopTokenResult = z.object({
  mallId: z.string(),
  mallName: z.string(),
  managedType: z.enum(['full', 'semi']),
  accessToken: z.string(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
});
export const sandboxShopList = z.array(
  z.object({ mallId: z.string(), mallName: z.string(), managedType: z.enum(['full', 'semi']) }),
);
export const mallIdBody = z.object({ mallId: z.string().regex(/^\d{6,20}$/, 'mallId 不正确') });

export const authorizeBody = z.object({
  mallId: z.string().regex(/^\d{6,20}$/, 'mallId 不正确'),
  appKey: z.string().min(1),
  redirectUri: z
    .string()
    .url('redirect_uri 必须是 http(s) 地址')
    .refine((u) => /^https?:\/\//.test(u), {
      message: 'redirect_uri 必须是 http(s) 地址',
    }),
  state: z.string().min(1).max(512),
});
export const authorizeResult = z.object({ code: z.string(), redirectUrl: z.string() });

export const tokenBody = z.object({ accessToken: z.string().min(1) });
export const faultBody = z.object({
  kind: z.enum(['system_exception', 'rate_limit']),
  count: z.number().int().min(1).max(10_000).default(1),
  type: z.string().min(1).optional(),
  mallId: z.string().optional(),
  /** Fail every n-th matching call (the first n-1 pass), `count` times in all. */
  everyN: z.number().int().min(2).max(10_000).optional(),
});
