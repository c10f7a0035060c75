import { z } from 'zod';
import { computeTemuOrderCost, type TemuOrderCost, temuOrderCost } from './temu-order';

/**
 * Margins (issue 21 §3) and the seller's order settings (§4). The production cost of one SKU is
 * {@link computeTemuOrderCost} — the very function that prices a stock-up order when it is paid — for an order of
 * one piece: the blank at the seller's VIP price, plus packing and shipping to Temu's warehouse. Shipping is per
 * order (first kilogram, then per 500 g), so one piece carries a whole order's shipping: the figure is the most one
 * piece can cost, and an order of several pieces costs at most that much per piece. The blank's base cost is the
 * printed blank (the catalogue has no separate print price; see docs/margins-and-orders.md).
 */
export const MARGIN_API = {
  /** POST { variantIds }: each blank variant's production cost at the caller's VIP discount, and the margin floor. */
  skuCosts: '/api/margin/skuCosts',
} as const;

export const SELLER_SETTINGS_API = {
  get: '/api/sellerSettings',
  /** PUT: the fields sent are changed; margin floor needs publish:template, auto-pay needs order:pay. */
  save: '/api/sellerSettings',
} as const;

export function skuProductionCost(unitCostFen: number, weightG: number, discountPercent: number): TemuOrderCost {
  return computeTemuOrderCost([{ unitCostFen, quantity: 1, weightG }], discountPercent);
}

/** Profit and margin (profit ÷ supply price, %, one decimal rounded down) of a supply price against a cost. */
export function marginOf(priceFen: number, costFen: number) {
  const profitFen = priceFen - costFen;
  const percent = priceFen > 0 ? Math.floor((profitFen * 1000) / priceFen) / 10 : null;
  return { profitFen, percent };
}

interface PricedSku {
  variantId: number;
  color: string;
  size: string;
  priceFen: number;
}
interface MarginProblem {
  field: string;
  message: string;
}
const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Below cost is an error (the SKU loses money on every piece); a margin under the seller's floor is a warning.
 * `costs` maps a variant id to its production cost in fen; a variant without a cost (no longer in the catalogue)
 * is not judged. The floor compares exactly: profit × 100 < floor × price.
 */
export function marginProblems(
  skus: readonly PricedSku[],
  costs: Readonly<Record<number, number>>,
  floorPercent: number,
): { errors: MarginProblem[]; warnings: MarginProblem[] } {
  const errors: MarginProblem[] = [];
  const warnings: MarginProblem[] = [];
  skus.forEach((s, i) => {
    const cost = costs[s.variantId];
    if (cost === undefined) return;
    const field = `skus.${i}.priceFen`;
    const name = `${s.color}/${s.size}`;
    if (s.priceFen < cost) {
      errors.push({
        field,
        message: `「${name}」供货价 ¥${yuan(s.priceFen)} 低于生产成本 ¥${yuan(cost)}，每件亏损 ¥${yuan(cost - s.priceFen)}`,
      });
    } else if (floorPercent > 0 && (s.priceFen - cost) * 100 < floorPercent * s.priceFen) {
      const m = marginOf(s.priceFen, cost);
      warnings.push({
        field,
        message: `「${name}」利润率 ${m.percent}% 低于您设置的下限 ${floorPercent}%（利润 ¥${yuan(m.profitFen)}）`,
      });
    }
  });
  return { errors, warnings };
}

export const skuCostsBody = z.object({
  variantIds: z
    .array(z.number({ error: '规格 id 必须是数字' }).int('规格 id 必须是整数').positive('规格 id 必须大于 0'), {
      error: '请提供规格 id',
    })
    .max(500, '一次最多 500 个规格'),
});
export const skuCost = z.object({ variantId: z.number().int(), cost: temuOrderCost });
export const skuCostsResult = z.object({
  /** The caller's VIP discount on blanks now (%). */
  discountPercent: z.number().int(),
  marginFloorPercent: z.number().int(),
  /** Variants still in the catalogue; an unknown id is left out. */
  costs: z.array(skuCost),
});
export type SkuCostsResult = z.infer<typeof skuCostsResult>;

// ── seller settings ──────────────────────────────────────────────────────────
export const MARGIN_FLOOR_MAX = 90;
export const AUTO_PAY_CAP_MAX_FEN = 100_000_000;

export const sellerSettings = z.object({
  /** Warn when a SKU's margin (profit ÷ supply price) is under this percentage; 0 = no warning. */
  marginFloorPercent: z.number().int(),
  /** Pay new stock-up orders from the balance as a sync brings them in. */
  autoPayEnabled: z.boolean(),
  /** The most auto-pay may spend per Beijing day, fen. */
  autoPayDailyCapFen: z.number().int(),
  /** What auto-pay has spent today (Beijing day). */
  autoPaidTodayFen: z.number().int(),
});
export type SellerSettings = z.infer<typeof sellerSettings>;

export const sellerSettingsPatch = z
  .object({
    marginFloorPercent: z
      .number({ error: '利润率下限必须是数字' })
      .int('利润率下限必须是整数')
      .min(0, '利润率下限不能小于 0')
      .max(MARGIN_FLOOR_MAX, `利润率下限不能超过 ${MARGIN_FLOOR_MAX}%`)
      .optional(),
    autoPayEnabled: z.boolean({ error: '自动支付开关不正确' }).optional(),
    autoPayDailyCapFen: z
      .number({ error: '每日上限必须是数字' })
      .int('每日上限必须精确到分')
      .min(0, '每日上限不能小于 0')
      .max(AUTO_PAY_CAP_MAX_FEN, '每日上限不能超过 ¥1,000,000.00')
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: '没有要保存的设置' });
export type SellerSettingsPatch = z.infer<typeof sellerSettingsPatch>;
