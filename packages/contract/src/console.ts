import { z } from 'zod';
import { pageQuery, pageResult } from './envelope';
import { vipBenefits, vipPlan } from './money-vip';
import { TEMU_ORDER_STATES, type TemuOrderState } from './temu-order';

/** Operator console paths (role admin). */
export const API_CONSOLE = {
  audit: { page: '/api/admin/audit/page' },
  sellers: {
    page: '/api/admin/seller/page',
    detail: '/api/admin/seller/detail',
    changeStatus: '/api/admin/seller/changeStatus',
    adjustBalance: '/api/admin/seller/adjustBalance',
  },
  /** The fulfilment board: every seller's stock-up orders by platform state (moves: TEMU_ORDER_ADMIN_API). */
  fulfilment: { page: '/api/admin/orderTemu/page' },
  site: { save: '/api/admin/site/save', qr: '/api/admin/site/customerServiceQr' },
  vip: { plans: '/api/admin/vip/plans', save: '/api/admin/vip/plan/save' },
  /** Sessions seen in the last {@link ONLINE_WINDOW_MS}. */
  online: '/api/admin/online',
  notices: {
    page: '/api/admin/notice/page',
    save: '/api/admin/notice/save',
    publish: '/api/admin/notice/publish',
    unpublish: '/api/admin/notice/unpublish',
    remove: '/api/admin/notice/delete',
  },
} as const;

export const auditLog = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createTime: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLog>;

export const auditPageQuery = pageQuery.extend({
  operatorId: z.coerce.number({ error: '操作人 id 必须是数字' }).int('操作人 id 必须是整数').positive().optional(),
  action: z.string().trim().max(64, '操作最多 64 个字符').optional(),
  targetType: z.string().trim().max(64, '对象类型最多 64 个字符').optional(),
  targetId: z.string().trim().max(64, '对象 id 最多 64 个字符').optional(),
  beginTime: z.coerce.number({ error: '开始时间必须是数字' }).int().nonnegative().optional(),
  endTime: z.coerce.number({ error: '结束时间必须是数字' }).int().nonnegative().optional(),
});
export type AuditPageQuery = z.infer<typeof auditPageQuery>;
export const auditPage = pageResult(auditLog);

// ── sellers (运营后台 › 卖家管理) ────────────────────────────────────────────────
export const sellerPageQuery = pageQuery.extend({
  /** User name, nickname, phone or company (contains). */
  keyword: z.string().trim().max(50, '关键词最多 50 个字符').optional(),
  status: z.coerce
    .number({ error: '状态必须是数字' })
    .int()
    .min(0)
    .max(1, '状态只能是 0（正常）或 1（停用）')
    .optional(),
});
export type SellerPageQuery = z.infer<typeof sellerPageQuery>;

/** A main account as the operator sees it. The phone is masked even here. */
export const sellerRow = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  /** 0 正常, 1 停用. */
  status: z.number().int(),
  vipLevel: z.number().int(),
  vipExpireTime: z.number().int().nullable(),
  balanceFen: z.number().int(),
  shopCount: z.number().int(),
  subAccountCount: z.number().int(),
  createTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
});
export type SellerRow = z.infer<typeof sellerRow>;
export const sellerPage = pageResult(sellerRow);

export const sellerDetail = sellerRow.extend({
  email: z.string(),
  shops: z.array(
    z.object({
      id: z.number().int(),
      platform: z.string(),
      mallName: z.string(),
      mallId: z.string(),
      unbound: z.boolean(),
      createTime: z.number().int(),
    }),
  ),
  /** The latest 20 ledger rows. */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      amountFen: z.number().int(),
      balanceAfterFen: z.number().int(),
      remark: z.string(),
      createTime: z.number().int(),
    }),
  ),
});
export type SellerDetail = z.infer<typeof sellerDetail>;

const sellerId = z.number({ error: '卖家 id 必须是数字' }).int('卖家 id 必须是整数').positive('卖家 id 必须大于 0');

export const sellerStatusBody = z.object({
  id: sellerId,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（启用）或 1（停用）' }),
});

/** At most ¥1,000,000 either way in one adjustment. */
export const BALANCE_ADJUST_MAX_FEN = 100_000_000;
export const balanceAdjustBody = z.object({
  id: sellerId,
  amountFen: z
    .number({ error: '调整金额必须是数字' })
    .int('调整金额必须是整数（分）')
    .refine((n) => n !== 0, '调整金额不能为 0')
    .refine((n) => Math.abs(n) <= BALANCE_ADJUST_MAX_FEN, '单次调整不能超过 100 万元'),
  reason: z
    .string({ error: '请填写调整原因' })
    .trim()
    .min(2, '请填写调整原因（至少 2 个字）')
    .max(200, '原因最多 200 个字'),
  /** One per adjustment dialog: a double click or a retried request adjusts once. */
  requestId: z.string({ error: '缺少请求号' }).regex(/^[A-Za-z0-9-]{8,64}$/, '请求号格式不正确'),
});
export type BalanceAdjustBody = z.infer<typeof balanceAdjustBody>;
export const balanceAdjustResult = z.object({ balanceFen: z.number().int(), ledgerId: z.number().int() });

// ── announcements (运营后台 › 公告管理) ───────────────────────────────────────────
/** 0 草稿, 1 已发布, 2 已下线. */
export const adminNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.number().int(),
  publishTime: z.number().int().nullable(),
  /** Sellers who opened it. */
  readCount: z.number().int(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticePage = pageResult(adminNotice);
export const adminNoticePageQuery = pageQuery.extend({
  status: z.coerce.number({ error: '状态必须是数字' }).int().min(0).max(2, '状态不正确').optional(),
});
export const noticeSaveBody = z.object({
  id: z.number({ error: '公告 id 必须是数字' }).int().positive().nullable().default(null),
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(200, '标题最多 200 个字'),
  content: z.string({ error: '请填写内容' }).trim().min(1, '请填写内容').max(5000, '内容最多 5000 个字'),
  /** Publish right away instead of keeping a draft. */
  publish: z.boolean().default(false),
});
export type NoticeSaveBody = z.infer<typeof noticeSaveBody>;

// ── fulfilment board (运营后台 › 生产发货) ──────────────────────────────────────────
export const fulfilmentPageQuery = pageQuery.extend({
  state: z.enum(TEMU_ORDER_STATES, { error: '订单状态不正确' }).optional(),
  /** Order number (exact) or seller account (contains). */
  keyword: z.string().trim().max(100, '关键词最多 100 个字符').optional(),
});
export type FulfilmentPageQuery = z.infer<typeof fulfilmentPageQuery>;
export const fulfilmentRow = z.object({
  id: z.number().int(),
  subPurchaseOrderSn: z.string(),
  sellerName: z.string(),
  shopName: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  state: z.enum(TEMU_ORDER_STATES),
  temuStatusText: z.string(),
  totalFen: z.number().int(),
  designId: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type FulfilmentRow = z.infer<typeof fulfilmentRow>;
export const fulfilmentPage = z.object({
  rows: z.array(fulfilmentRow),
  total: z.number().int(),
  counts: z.record(z.enum(TEMU_ORDER_STATES), z.number().int()),
});
export type FulfilmentPage = { rows: FulfilmentRow[]; total: number; counts: Record<TemuOrderState, number> };

// ── site configuration and online users ───────────────────────────────────────────
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/,
    '域名格式不正确，如 www.example.com',
  );
export const siteConfigSaveBody = z.object({
  title: z.string({ error: '请填写站点标题' }).trim().min(1, '请填写站点标题').max(30, '站点标题最多 30 个字'),
  projectTitle: z.string({ error: '请填写项目标题' }).trim().min(1, '请填写项目标题').max(40, '项目标题最多 40 个字'),
  customerServiceText: z.string().trim().max(60, '客服说明最多 60 个字').default(''),
  /** An image path on this site (/…) or an https URL. */
  customerServiceQr: z
    .string({ error: '请填写客服二维码地址' })
    .trim()
    .max(500, '二维码地址过长')
    .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/, '二维码地址须为本站路径（/ 开头）或 https 链接'),
  /** 服务时间 shown under the QR; '' hides the line. */
  customerServiceHours: z.string().trim().max(40, '服务时间最多 40 个字').default(''),
  /** Hosts on which the Shein pages are hidden (production). */
  productionHosts: z.array(hostName).max(20, '最多 20 个域名'),
});
export type SiteConfigSaveBody = z.infer<typeof siteConfigSaveBody>;

export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
export const onlineUsers = z.object({
  /** Distinct users (sellers, sub-accounts, operators) with a live session seen in the window. */
  users: z.number().int(),
  sessions: z.number().int(),
  windowMinutes: z.number().int(),
});
export type OnlineUsers = z.infer<typeof onlineUsers>;

// ── VIP plans (运营后台 › 会员套餐) ───────────────────────────────────────────────
/** A plan as the operator sees it: also withdrawn ones (status 1). */
export const adminVipPlan = vipPlan.extend({ status: z.number().int(), orderNum: z.number().int() });
export type AdminVipPlan = z.infer<typeof adminVipPlan>;

const GIB = 1024 ** 3;
/**
 * Benefits belong to the level: saving one plan's benefits applies them to every plan of its level (monthly and
 * yearly), so members of a level get the same whichever period they bought.
 */
export const vipPlanSaveBody = z.object({
  id: z.number({ error: '套餐 id 必须是数字' }).int().positive('套餐 id 不正确'),
  name: z.string({ error: '请填写套餐名称' }).trim().min(1, '请填写套餐名称').max(30, '套餐名称最多 30 个字'),
  priceFen: z
    .number({ error: '价格必须是数字（分）' })
    .int('价格必须精确到分')
    .min(1, '价格至少 ¥0.01')
    .max(100_000_000, '价格不能超过 100 万元'),
  durationDays: z.number({ error: '时长必须是数字' }).int().min(1, '时长至少 1 天').max(3660, '时长最多 3660 天'),
  /** 0 on sale, 1 withdrawn (existing members keep their level until it expires). */
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是上架或下架' }),
  benefits: vipBenefits.extend({
    discountPercent: z.number().int().min(0, '折扣 0–90%').max(90, '折扣 0–90%'),
    shopLimit: z.number().int().min(1, '店铺数至少 1').max(1000, '店铺数最多 1000'),
    subAccountLimit: z.number().int().min(0, '子账号数不能为负').max(1000, '子账号数最多 1000'),
    storageQuotaBytes: z
      .number()
      .int()
      .min(GIB / 4, '图库空间至少 256 MB')
      .max(10 * 1024 * GIB, '图库空间最多 10 TB'),
    dailyPublishQuota: z.number().int().min(1, '每日发布至少 1 条').max(100_000, '每日发布最多 100000 条'),
  }),
});
export type VipPlanSaveBody = z.infer<typeof vipPlanSaveBody>;
