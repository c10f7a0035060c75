import { z } from 'zod';
import { idBody, pageQuery, pageResult } from './envelope';

/** Shop authorisation API (`/authorizeShop/temu`, `/authorizeShop/shein`, `/auth-redirect`). */
export const SHOP_API = {
  page: '/api/shop/page',
  /** Paste a Temu access_token copied from Seller Center. */
  authorize: '/api/shop/authorize',
  /** Finish a Temu code redirect (`/auth-redirect?code=&state=`). */
  authorizeCode: '/api/shop/authorize/code',
  /** A fresh `state` and the URL to send the seller to for the Temu code flow. */
  authorizeState: '/api/shop/authorize/state',
  reauthorize: '/api/shop/reauthorize',
  /** The seller names the shop (Temu gives no mall name). */
  rename: '/api/shop/rename',
  unbind: '/api/shop/unbind',
  sheinAuthorizeUrl: '/api/shop/shein/authorizeUrl',
  /** Finish a Shein empower redirect (`/auth-redirect?tempToken=&state=`). */
  sheinAuthorize: '/api/shop/authorize/shein',
  /**
   * Server-side landing of marketplace redirects: it forwards to the SPA's `/#/auth-redirect` with the same query,
   * so the redirect URL registered at the marketplace needs no `#`.
   */
  authRedirect: '/auth-redirect',
} as const;

export const SHOP_PLATFORMS = ['temu', 'shein'] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

export const SHOP_STATUSES = ['正常', '已过期', '已解绑'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
export const MANAGED_TYPES = ['全托管', '半托管'] as const;
export type ManagedType = (typeof MANAGED_TYPES)[number];

/** Tokens expiring within this window are flagged `expiringSoon` so the page can warn. */
export const SHOP_EXPIRY_WARN_MS = 7 * 24 * 60 * 60 * 1000;
/** How long an issued authorisation `state` stays usable. */
export const SHOP_AUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const shopPageQuery = pageQuery.extend({
  platform: z.enum(SHOP_PLATFORMS, { error: '平台只能是 temu 或 shein' }).default('temu'),
  /** Unbound shops are hidden unless asked for. */
  includeUnbound: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ShopPageQuery = z.infer<typeof shopPageQuery>;

/** A shop as the list shows it. The token itself never leaves the server. */
export const shopRow = z.object({
  id: z.number().int(),
  platform: z.enum(SHOP_PLATFORMS),
  mallId: z.string(),
  mallName: z.string(),
  managedType: z.enum(MANAGED_TYPES).nullable(),
  /** Epoch ms; null when the marketplace's credential does not expire (Shein). */
  tokenExpireTime: z.number().int().nullable(),
  /** The token expires within 7 days (and has not yet). */
  expiringSoon: z.boolean(),
  lastSyncTime: z.number().int().nullable(),
  status: z.enum(SHOP_STATUSES),
  authorizedAt: z.number().int(),
  /** APIs the product calls that the token was not authorised for (tick them all when authorising). */
  missingScopes: z.array(z.string()),
});
export type ShopRow = z.infer<typeof shopRow>;
export const shopPageResult = pageResult(shopRow);

const accessToken = z
  .string({ error: '请粘贴 access_token' })
  .trim()
  .min(16, 'access_token 长度不正确，请完整复制')
  .max(256, 'access_token 过长，请检查是否粘贴了多余内容')
  .regex(/^[A-Za-z0-9._~-]+$/, 'access_token 只能包含字母、数字和 . _ ~ -');
const oneTimeValue = (name: string) =>
  z
    .string({ error: `缺少 ${name}` })
    .trim()
    .min(1, `缺少 ${name}`)
    .max(512, `${name} 过长`);

/** The seller's own name for a shop: Temu's bg.mall.info.get gives none. */
export const SHOP_NAME_MAX = 50;
const shopNameText = z
  .string({ error: '店铺名称必须是文字' })
  .trim()
  .max(SHOP_NAME_MAX, `店铺名称最多 ${SHOP_NAME_MAX} 个字`);
/** Optional when authorising: empty means «Temu 店铺 <mallId>» for a new shop, the stored name for a known one. */
const optionalShopName = shopNameText.optional().transform((v) => (v ? v : undefined));

export const shopAuthorizeBody = z.object({
  platform: z.literal('temu', { error: '粘贴令牌授权目前只支持 Temu' }).default('temu'),
  accessToken,
  mallName: optionalShopName,
});
export const shopAuthorizeCodeBody = z.object({
  code: oneTimeValue('code'),
  state: oneTimeValue('state'),
  mallName: optionalShopName,
});
export const shopRenameBody = idBody.extend({ mallName: shopNameText.min(1, '请填写店铺名称') });
export const shopReauthorizeBody = idBody.extend({ accessToken });
export const shopUnbindBody = idBody;
export const sheinAuthorizeBody = z.object({ tempToken: oneTimeValue('tempToken'), state: oneTimeValue('state') });

export const shopAuthorizeStart = z.object({
  state: z.string(),
  /** Where to send the seller: the marketplace's authorisation page carrying our state and redirect URL. */
  authorizeUrl: z.string(),
  /** Epoch ms after which the state is refused. */
  expiresAt: z.number().int(),
});
export type ShopAuthorizeStart = z.infer<typeof shopAuthorizeStart>;
