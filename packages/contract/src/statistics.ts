import { z } from 'zod';
import { queryInt } from './envelope';
import { DAY_MS, timeBound } from './money-time';

/** 数据统计 › 经营概览 (`/statistics/overview`) and 利润分析 (`/statistics/profit`); the header's 待办 count. */
export const STATISTICS_API = {
  overview: '/api/statistics/overview',
  todo: '/api/statistics/todo',
  profit: '/api/statistics/profit',
  /** Binary .xlsx of the same query: request it as a blob. */
  profitExport: '/api/statistics/profit/export',
} as const;

/** A token "expires soon" when it runs out within this many days (the same week the shop page warns about). */
export const TOKEN_EXPIRY_WARN_DAYS = 7;
/** The QC failure rate and the 待办 QC count look back this many days (by Temu's inspection time). */
export const QC_WINDOW_DAYS = 30;
/** The longest range 利润分析 answers in one call. */
export const PROFIT_MAX_DAYS = 366;

/** 待办: what needs the seller's hand. Each part is 0 when the caller may not see that area. */
export const statisticsTodo = z.object({
  /** Orders in 待支付. */
  unpaidOrders: z.number().int(),
  /** Temu and Shein publishes whose last attempt failed. */
  failedPublishes: z.number().int(),
  /** 不合格 QC results inspected in the last {@link QC_WINDOW_DAYS} days. */
  qcFailures: z.number().int(),
  /** Live shops whose token is expired or runs out within {@link TOKEN_EXPIRY_WARN_DAYS} days. */
  expiringTokens: z.number().int(),
  total: z.number().int(),
});
export type StatisticsTodo = z.infer<typeof statisticsTodo>;

/** One day of sales and profit (fen). */
export const profitDay = z.object({
  /** Asia/Shanghai 'YYYY-MM-DD'. */
  date: z.string(),
  orders: z.number().int(),
  salesFen: z.number().int(),
  costFen: z.number().int(),
  profitFen: z.number().int(),
});
export type ProfitDay = z.infer<typeof profitDay>;

export const profitSums = z.object({
  orders: z.number().int(),
  /** Pieces ordered. */
  quantity: z.number().int(),
  /** Σ quantity × supply price (申报价) over lines whose price is known. */
  salesFen: z.number().int(),
  /** What the seller paid us for those orders (paid_fen). */
  costFen: z.number().int(),
  profitFen: z.number().int(),
  /** profit ÷ sales × 100, one decimal; null without sales. */
  marginPercent: z.number().nullable(),
  /** Pieces on lines whose supply price is unknown (counted in cost, not in sales). */
  unpricedQuantity: z.number().int(),
});
export type ProfitSums = z.infer<typeof profitSums>;

export const statisticsOverview = z.object({
  generatedAt: z.number().int(),
  /** Null without wallet:view. `cover*` are null without order:view as well. */
  balance: z
    .object({
      balanceFen: z.number().int(),
      /** Unpaid orders the balance pays in full, taken oldest deadline first until one does not fit. */
      coverCount: z.number().int().nullable(),
      coverFen: z.number().int().nullable(),
      /** What paying every unpaid order still needs beyond the balance (0 when it covers all). */
      shortfallFen: z.number().int().nullable(),
    })
    .nullable(),
  /** Null without order:view. */
  orders: z
    .object({
      unpaidCount: z.number().int(),
      unpaidFen: z.number().int(),
      /** 待生产 + 生产中. */
      inProduction: z.number().int(),
      /** 待发货 + 已发货 (on the way to Temu's warehouse). */
      inShipping: z.number().int(),
      /** Orders per platform state (every state, zeros included): what each tab of the list shows. */
      byState: z.record(z.string(), z.number().int()),
    })
    .nullable(),
  /** Null without publish:push. */
  publishes: z
    .object({
      running: z.number().int(),
      failed: z.number().int(),
      /** The same per marketplace (Temu counts 次日发布 as running). */
      temu: z.object({ running: z.number().int(), failed: z.number().int() }),
      shein: z.object({ running: z.number().int(), failed: z.number().int() }),
    })
    .nullable(),
  /** Null without publish:push. Over {@link QC_WINDOW_DAYS} days. */
  qc: z
    .object({
      days: z.number().int(),
      total: z.number().int(),
      failed: z.number().int(),
      /** failed ÷ total × 100, one decimal; null without inspections. */
      failureRatePercent: z.number().nullable(),
    })
    .nullable(),
  /** Null without shop:manage. */
  shops: z
    .object({
      live: z.number().int(),
      expired: z.number().int(),
      expiringSoon: z.number().int(),
      /** Shops not refused by the marketplace with a known expiry (already expired ones first), soonest first, at most 5. */
      soonest: z.array(
        z.object({
          shopId: z.number().int(),
          platform: z.string(),
          shopName: z.string(),
          expiresAt: z.number().int(),
        }),
      ),
    })
    .nullable(),
  /** Null without order:view. The last 30 Shanghai days, oldest first (zeros included), and the 7/30-day sums. */
  trend: z
    .object({
      days: z.array(profitDay),
      last7: profitSums,
      last30: profitSums,
    })
    .nullable(),
  todo: statisticsTodo,
});
export type StatisticsOverview = z.infer<typeof statisticsOverview>;

export const PROFIT_GROUPS = ['day', 'month', 'shop', 'sku'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];
export const PROFIT_GROUP_LABELS: Record<ProfitGroup, string> = {
  day: '按日',
  month: '按月',
  shop: '按店铺',
  sku: '按SKU',
};

/** Range by Temu's purchase time, Asia/Shanghai days: a begin date's 00:00 up to the end of the end date. */
export const profitQuery = z
  .object({
    groupBy: z.enum(PROFIT_GROUPS, { error: '统计维度不正确' }).default('day'),
    beginTime: timeBound('start'),
    endTime: timeBound('end'),
    shopId: queryInt.pipe(z.number().int().positive('店铺 id 不正确')).optional(),
  })
  .refine((q) => q.endTime > q.beginTime, { message: '结束时间不能早于开始时间', path: ['endTime'] })
  .refine((q) => q.endTime - q.beginTime <= PROFIT_MAX_DAYS * DAY_MS, {
    message: `时间范围最长 ${PROFIT_MAX_DAYS} 天`,
    path: ['endTime'],
  });
export type ProfitQuery = z.output<typeof profitQuery>;
export type ProfitQueryInput = z.input<typeof profitQuery>;

export const profitRow = profitSums.extend({
  /** day 'YYYY-MM-DD' · month 'YYYY-MM' · shop id · SKU `productSkuId`. */
  key: z.string(),
  label: z.string(),
  /** SKU rows: the product and its spec; shop rows: the platform. */
  detail: z.string(),
});
export type ProfitRow = z.infer<typeof profitRow>;

export const profitResult = z.object({
  groupBy: z.enum(PROFIT_GROUPS),
  from: z.number().int(),
  to: z.number().int(),
  rows: z.array(profitRow),
  totals: profitSums,
});
export type ProfitResult = z.infer<typeof profitResult>;

/** profit ÷ base × 100 to one decimal, or null when the base is 0. */
export const percentOf = (part: number, base: number): number | null =>
  base === 0 ? null : Math.round((part / base) * 1000) / 10;
