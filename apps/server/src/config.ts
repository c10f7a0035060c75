import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type MarketplaceConfig, marketplaceEnv, readMarketplaceConfig } from './modules/marketplace/config';
import { type PaymentConfig, paymentEnv, readPaymentConfig } from './modules/payment/config';
import { readStorageConfig, type StorageConfig, storageEnv } from './modules/storage/config';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: '只能是 true 或 false' })
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes'));

const envSchema = z.object({
  MODE: z.enum(['local', 'production'], { error: 'MODE 只能是 local 或 production' }).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL 必须是 postgres:// 地址').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA_ENABLED: z.string().optional(),
  SANDBOX_ENABLED: z.string().optional(),
  SEED_DEMO: z.string().optional(),
  SERVE_WEB: z.string().optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  ALLOW_LOCAL_MODE_ON_NETWORK: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN 至少 16 个字符').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  JOB_LEASE_MS: z.coerce.number().int().min(2000).max(3_600_000).default(60_000),
  ...marketplaceEnv,
  ...paymentEnv,
  ...storageEnv,
});

export type Mode = 'local' | 'production';
export interface AppConfig {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  captchaEnabled: boolean;
  sandboxEnabled: boolean;
  seedDemo: boolean;
  serveWeb: boolean;
  webDist: string;
  /**
   * Which peers may tell the client's address (X-Forwarded-For): false (none), a hop count, or proxy addresses and
   * CIDR ranges. `true` (trust every hop, so the client's own left-most entry wins) is accepted in local mode only.
   */
  trustProxy: TrustProxy;
  uploadMaxBytes: number;
  sms: {
    provider: 'sandbox' | 'aliyun';
    dailyLimitPerPhone: number;
    dailyLimitPerIp: number;
    aliyun: {
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      endpoint: string;
    } | null;
  };
  loginRateLimit: number;
  /** Bearer token for /metrics; null: open in local mode, internal addresses only in production. */
  metricsToken: string | null;
  /** How long a graceful shutdown waits for requests and jobs before exiting anyway. */
  shutdownTimeoutMs: number;
  /** How long a claimed job stays another process's; a killed process's jobs are taken over after it. */
  jobLeaseMs: number;
  marketplace: MarketplaceConfig;
  payments: PaymentConfig;
  storage: StorageConfig;
}

export class ConfigError extends Error {}

export type TrustProxy = boolean | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names (`loopback`). */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/false, a hop count, or a comma-separated list of proxy addresses and ranges. */
export function parseTrustProxy(raw: string | undefined, local: boolean, problems: string[]): TrustProxy {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') {
    if (local) return true;
    problems.push(
      '  TRUST_PROXY: production 模式不接受 true（任何客户端都能用 X-Forwarded-For 冒充任意 IP，绕过登录和短信限制）；' +
        '请填写反向代理的地址或网段（如 127.0.0.1 或 10.0.0.0/8），或代理层数（如 1） / ' +
        'TRUST_PROXY=true is refused in production (any client could pick its own address through X-Forwarded-For); ' +
        'set the proxy addresses/CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8) or the number of proxy hops (e.g. 1)',
    );
    return false;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) problems.push('  TRUST_PROXY: 代理层数须在 1–10 之间 / the hop count must be 1–10');
    return hops;
  }
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !isProxyEntry(x));
  if (bad.length) {
    problems.push(
      `  TRUST_PROXY: 无法识别 ${bad.join(', ')}：须为 false、代理层数，或以逗号分隔的 IP 地址/CIDR 网段 / ` +
        'must be false, a hop count, or comma-separated proxy addresses/CIDRs',
    );
    return false;
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes proxy-addr's function (the peer and the next hops - 1
 * entries are proxies, the entry before them is the client): Fastify 5 itself trusts nothing for a number.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return tp;
}

/** Loopback listen addresses: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return h === '::1' || h.startsWith('::ffff:127.');
}

/** Reads the environment once, validates it and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置错误 (configuration error):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const local = e.MODE === 'local';
  const smsProvider = e.SMS_PROVIDER ?? (local ? 'sandbox' : 'aliyun');
  const problems: string[] = [];
  const flag = (name: keyof typeof e, def: boolean) => {
    const r = bool(def).safeParse(e[name]);
    if (!r.success) {
      problems.push(`  ${name}: 只能是 true 或 false`);
      return def;
    }
    return r.data;
  };
  const cfg: AppConfig = {
    mode: e.MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    captchaEnabled: flag('CAPTCHA_ENABLED', true),
    sandboxEnabled: flag('SANDBOX_ENABLED', local),
    seedDemo: flag('SEED_DEMO', local),
    serveWeb: flag('SERVE_WEB', true),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: parseTrustProxy(e.TRUST_PROXY, local, problems),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    sms: {
      provider: smsProvider,
      dailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE,
      dailyLimitPerIp: e.SMS_DAILY_LIMIT_PER_IP,
      aliyun:
        smsProvider === 'aliyun'
          ? {
              accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
              accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
              signName: e.ALIYUN_SMS_SIGN_NAME ?? '',
              templateCode: e.ALIYUN_SMS_TEMPLATE_CODE ?? '',
              endpoint: e.ALIYUN_SMS_ENDPOINT,
            }
          : null,
    },
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobLeaseMs: e.JOB_LEASE_MS,
    marketplace: readMarketplaceConfig(e, local, problems),
    payments: readPaymentConfig(e, local, problems),
    storage: readStorageConfig(e, local, problems),
  };
  // Local mode signs anyone in with the printed demo accounts and opens /sandbox/* (payments marked paid, SMS read
  // back): on a network address that is an open door, so it takes an explicit yes.
  const demoDoors = local || cfg.sandboxEnabled || cfg.seedDemo;
  if (demoDoors && !isLoopbackHost(cfg.host) && !flag('ALLOW_LOCAL_MODE_ON_NETWORK', false)) {
    problems.push(
      `  HOST: 本地模式（演示账号、开放的 /sandbox/*）只监听本机地址（127.0.0.1、::1、localhost），当前为 ${cfg.host}；` +
        '确需在网络上使用请设置 ALLOW_LOCAL_MODE_ON_NETWORK=true / ' +
        `local mode (demo accounts, open /sandbox/*) listens on loopback only, not ${cfg.host}; ` +
        'set ALLOW_LOCAL_MODE_ON_NETWORK=true to allow it',
    );
  }
  if (!local) {
    if (!cfg.databaseUrl) problems.push('  DATABASE_URL: production 模式必须配置 PostgreSQL 地址');
    if (cfg.sms.aliyun) {
      for (const k of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!e[k]) problems.push(`  ${k}: production 模式使用阿里云短信时必须配置`);
      }
    }
  }
  if (problems.length) throw new ConfigError(`配置错误 (configuration error):\n${problems.join('\n')}`);
  return cfg;
}
