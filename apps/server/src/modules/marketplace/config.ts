import { SHEIN_APP_TYPES, sheinGateway } from '@podbench/shein';
import { z } from 'zod';

/** Marketplace variables of the environment, spread into config.ts's schema. */
export const marketplaceEnv = {
  TEMU_APP_KEY: z.string().trim().min(1).optional(),
  TEMU_APP_SECRET: z.string().trim().min(1).optional(),
  TEMU_GATEWAY_CN: z.string().url('TEMU_GATEWAY_CN 必须是 http(s):// 地址').optional(),
  TEMU_GATEWAY_PA: z.string().url('TEMU_GATEWAY_PA 必须是 http(s):// 地址').optional(),
  TEMU_AUTHORIZE_URL: z.string().url('TEMU_AUTHORIZE_URL 必须是 http(s):// 地址').optional(),
  TEMU_SHARED_RATE_LIMIT: z
    .enum(['auto', 'true', 'false'], { error: 'TEMU_SHARED_RATE_LIMIT 只能是 auto、true 或 false' })
    .default('auto'),
  SHEIN_APP_ID: z.string().trim().min(1).optional(),
  SHEIN_APP_SECRET: z.string().trim().min(16, 'SHEIN_APP_SECRET 至少 16 个字符').optional(),
  SHEIN_GATEWAY: z.string().url('SHEIN_GATEWAY 必须是 http(s):// 地址').optional(),
  /** The Shein app's type decides its gateway (official table): 全托管 → openapi.sheincorp.cn. */
  SHEIN_APP_TYPE: z
    .enum(SHEIN_APP_TYPES, { error: `SHEIN_APP_TYPE 只能是 ${SHEIN_APP_TYPES.join('、')}` })
    .default('full-managed'),
  SHEIN_AUTHORIZE_URL: z.string().url('SHEIN_AUTHORIZE_URL 必须是 http(s):// 地址').optional(),
  SHOP_TOKEN_KEY: z.string().trim().optional(),
  SANDBOX_TEMU_REVIEW_SECONDS: z.coerce.number().min(0).default(60),
  SANDBOX_TEMU_ON_SALE_SECONDS: z.coerce.number().min(0).default(30),
  SANDBOX_TEMU_INSPECT_SECONDS: z.coerce.number().min(0).default(120),
  SANDBOX_TEMU_QC_FAIL_RATIO: z.coerce.number().min(0, '0 到 1 之间').max(1, '0 到 1 之间').default(0.3),
  SANDBOX_TEMU_ORDER_SECONDS: z.coerce.number().min(0).default(300),
};
type MarketplaceEnv = { [K in keyof typeof marketplaceEnv]?: z.infer<(typeof marketplaceEnv)[K]> };

export const TEMU_GATEWAY_CN = 'https://openapi.kuajingmaihuo.com';
export const TEMU_GATEWAY_PA = 'https://openapi-b-partner.temu.com';
/** Where a seller copies a token (193 鉴权信息); the code redirect flow needs TEMU_AUTHORIZE_URL of its zone. */
export const TEMU_SELLER_CENTER_AUTH = 'https://agentseller.temu.com/open/system-manage/client-manage';
/** The 全托管 production gateway (reference README §3.1); SHEIN_APP_TYPE / SHEIN_GATEWAY choose another. */
export const SHEIN_GATEWAY = sheinGateway('full-managed');

export interface TemuAppConfig {
  appKey: string;
  appSecret: string;
  gatewayCn: string;
  gatewayPa: string;
  authorizeUrl: string;
}
export interface SheinAppConfig {
  appid: string;
  appSecret: string;
  gateway: string;
  authorizeUrl: string | null;
}
/** How fast the Temu sandbox plays the marketplace over time (local mode). */
export interface SandboxTemuTiming {
  /** 审核中 → 待上架 after this long. */
  reviewMs: number;
  /** 待上架 → 在售. */
  onSaleMs: number;
  /** 在售 → a quality inspection of every SKU. */
  inspectMs: number;
  /** Share of products whose inspection fails (chosen by a hash of the product id, so tests are stable). */
  qcFailRatio: number;
  /** Each on-sale customised product gets a stock-up order this often; 0 = only through the control endpoint. */
  orderEveryMs: number;
}
export interface MarketplaceConfig {
  /** null: no real app configured; local mode then uses the sandbox app, production answers "未配置". */
  temu: TemuAppConfig | null;
  shein: SheinAppConfig | null;
  /** 32-byte AES-256-GCM key for shop tokens at rest; null in local mode means DATA_DIR/shop-token.key. */
  shopTokenKey: Buffer | null;
  sandboxTemu: SandboxTemuTiming;
  /**
   * Temu's per-shop limits kept through the database, shared by every process (temu-rate-gate.ts). null or absent:
   * on when the server runs on PostgreSQL (several processes are only possible there).
   */
  temuSharedRateLimit?: boolean | null;
}

/**
 * An app is enabled by its key variable. Half an app (key without secret) is a start-up problem in every mode,
 * and so is a SHOP_TOKEN_KEY that is not 32 bytes of base64. In production a configured app needs SHOP_TOKEN_KEY:
 * tokens must not be stored under a key that lives next to the data.
 */
export function readMarketplaceConfig(e: MarketplaceEnv, local: boolean, problems: string[]): MarketplaceConfig {
  const pair = (a: keyof MarketplaceEnv, b: keyof MarketplaceEnv) => {
    if (Boolean(e[a]) !== Boolean(e[b])) problems.push(`  ${e[a] ? b : a}: 配置了 ${e[a] ? a : b} 时必须同时配置`);
    return Boolean(e[a] && e[b]);
  };
  const temu: TemuAppConfig | null = pair('TEMU_APP_KEY', 'TEMU_APP_SECRET')
    ? {
        appKey: e.TEMU_APP_KEY!,
        appSecret: e.TEMU_APP_SECRET!,
        gatewayCn: e.TEMU_GATEWAY_CN ?? TEMU_GATEWAY_CN,
        gatewayPa: e.TEMU_GATEWAY_PA ?? TEMU_GATEWAY_PA,
        authorizeUrl: e.TEMU_AUTHORIZE_URL ?? TEMU_SELLER_CENTER_AUTH,
      }
    : null;
  const shein: SheinAppConfig | null = pair('SHEIN_APP_ID', 'SHEIN_APP_SECRET')
    ? {
        appid: e.SHEIN_APP_ID!,
        appSecret: e.SHEIN_APP_SECRET!,
        gateway: e.SHEIN_GATEWAY ?? sheinGateway(e.SHEIN_APP_TYPE ?? 'full-managed'),
        authorizeUrl: e.SHEIN_AUTHORIZE_URL ?? null,
      }
    : null;
  let shopTokenKey: Buffer | null = null;
  if (e.SHOP_TOKEN_KEY) {
    const key = Buffer.from(e.SHOP_TOKEN_KEY, 'base64');
    if (key.length === 32) shopTokenKey = key;
    else problems.push('  SHOP_TOKEN_KEY: 必须是 32 字节密钥的 base64（例如 openssl rand -base64 32）');
  } else if (!local && (temu || shein)) {
    problems.push('  SHOP_TOKEN_KEY: production 模式配置了店铺应用时必须配置（店铺令牌加密密钥）');
  }
  const sandboxTemu: SandboxTemuTiming = {
    reviewMs: (e.SANDBOX_TEMU_REVIEW_SECONDS ?? 60) * 1000,
    onSaleMs: (e.SANDBOX_TEMU_ON_SALE_SECONDS ?? 30) * 1000,
    inspectMs: (e.SANDBOX_TEMU_INSPECT_SECONDS ?? 120) * 1000,
    qcFailRatio: e.SANDBOX_TEMU_QC_FAIL_RATIO ?? 0.3,
    orderEveryMs: (e.SANDBOX_TEMU_ORDER_SECONDS ?? 300) * 1000,
  };
  const shared = e.TEMU_SHARED_RATE_LIMIT ?? 'auto';
  const temuSharedRateLimit = shared === 'auto' ? null : shared === 'true';
  return { temu, shein, shopTokenKey, sandboxTemu, temuSharedRateLimit };
}
