import { z } from 'zod';
import { TECH_FIRST_TYPES, TECH_SECOND_TYPES } from './catalogue';

/**
 * 203 定制品定制工艺层级关系: which sub-technologies (twiceType) belong to each technology (firstType). 基础工艺 has none;
 * the others take one (单一工艺) or two to three combined (组合工艺), all from their own list.
 */
export const TEMU_TECH_TREE: Readonly<Record<number, readonly number[]>> = {
  10001: [],
  10002: [20001, 20002, 20003, 20004, 20007, 20020, 20021, 20008, 20009, 20010, 20025, 20026, 20037],
  10003: [
    20005, 20006, 20007, 20008, 20009, 20010, 20011, 20012, 20013, 20001, 20002, 20003, 20004, 20014, 20015, 20016,
    20024, 20036, 20020, 20021,
  ],
  10004: [
    20017, 20018, 20019, 20020, 20021, 20007, 20008, 20009, 20012, 20013, 20011, 20001, 20002, 20022, 20023, 20025,
    20026, 20027, 20033, 20035, 20016, 20036, 20037,
  ],
  10005: [20001, 20002, 20003, 20004, 20014, 20015, 20007, 20008, 20009, 20034, 20016, 20036, 20038],
  10006: [20037, 20033, 20008, 20009, 20017, 20018, 20007],
};

/** The technology a listing declares (productSaleExtAttrReq.customizedTechnologyReq). */
export const temuTechnology = z.object({
  firstType: z.number().int(),
  /** One sub-technology, or two to three combined; none for 基础工艺. */
  twiceTypes: z.array(z.number().int()).max(3),
});
export type TemuTechnology = z.infer<typeof temuTechnology>;

/** What templates made before the choice existed were published with (布艺 › 数码直喷). */
export const DEFAULT_TEMU_TECHNOLOGY: TemuTechnology = { firstType: 10004, twiceTypes: [20027] };

/** Why a technology is not one Temu accepts, in Chinese; null when it is fine. */
export function technologyProblem(t: TemuTechnology): string | null {
  const allowed = TEMU_TECH_TREE[t.firstType];
  if (!allowed) return '请选择定制工艺';
  if (t.firstType === 10001) return t.twiceTypes.length > 0 ? '基础工艺无需选择二级工艺' : null;
  if (t.twiceTypes.length === 0) return '请选择二级工艺（单选一项，或组合两到三项）';
  if (new Set(t.twiceTypes).size !== t.twiceTypes.length) return '二级工艺不能重复';
  const bad = t.twiceTypes.find((x) => !allowed.includes(x));
  if (bad !== undefined)
    return `「${TECH_SECOND_TYPES[bad] ?? bad}」不属于「${TECH_FIRST_TYPES[t.firstType]}」，请重新选择`;
  return null;
}

export const technologyLabel = (t: TemuTechnology) =>
  [TECH_FIRST_TYPES[t.firstType] ?? `工艺 ${t.firstType}`, ...t.twiceTypes.map((x) => TECH_SECOND_TYPES[x] ?? x)].join(
    ' › ',
  );

/**
 * A listing's size chart: one row per size (the SKUs' sizes, exactly) and one column per measurement, in `unit`.
 * On publish it becomes Temu's bg.goods.sizecharts.create records, columns matched to the category's size
 * parameters by name.
 */
export const temuSizeChart = z.object({
  unit: z.string().max(10).default('cm'),
  columns: z.array(z.string().trim().min(1, '尺码表列名不能为空').max(20)).max(12),
  rows: z.array(z.object({ size: z.string().max(60), values: z.array(z.string().max(20)).max(12) })).max(60),
});
export type TemuSizeChart = z.infer<typeof temuSizeChart>;

const MEASURE = /^\d{1,4}(\.\d{1,2})?$/;

/** Every problem of a size chart against the template's SKU sizes: [field, message]. */
export function sizeChartProblems(chart: TemuSizeChart, skuSizes: string[]): [string, string][] {
  const out: [string, string][] = [];
  if (chart.columns.length === 0) out.push(['sizeChart', '尺码表至少一列尺寸（如衣长、胸宽）']);
  if (new Set(chart.columns).size !== chart.columns.length) out.push(['sizeChart', '尺码表列名重复']);
  const sizes = new Set(skuSizes);
  const rows = new Set(chart.rows.map((r) => r.size));
  const missing = [...sizes].filter((s) => !rows.has(s));
  const extra = [...rows].filter((s) => !sizes.has(s));
  // 199 FAQ 8-2: the chart's sizes must be exactly the listing's sizes.
  if (missing.length > 0) out.push(['sizeChart', `尺码表缺少尺码：${missing.join('、')}`]);
  if (extra.length > 0) out.push(['sizeChart', `尺码表多出 SKU 中没有的尺码：${extra.join('、')}`]);
  chart.rows.forEach((r, i) => {
    chart.columns.forEach((c, j) => {
      const v = (r.values[j] ?? '').trim();
      if (!MEASURE.test(v) || Number(v) <= 0)
        out.push([`sizeChart.rows.${i}.${j}`, `尺码 ${r.size} 的「${c}」须为正数（最多两位小数）`]);
    });
  });
  return out;
}

/** Supply price rule: base cost × factor + addition, then rounded. */
export const TEMU_PRICE_ROUNDINGS = ['fen', 'jiao', 'yuan', 'yuan90'] as const;
export const TEMU_PRICE_ROUNDING_LABEL: Record<(typeof TEMU_PRICE_ROUNDINGS)[number], string> = {
  fen: '保留到分',
  jiao: '向上取整到角',
  yuan: '向上取整到元',
  yuan90: '向上取整到元再减 0.10（如 39.90）',
};
export const temuPricingRule = z.object({
  factor: z.number({ error: '倍数必须是数字' }).min(0.1, '倍数至少 0.1').max(20, '倍数最多 20'),
  addFen: z.number().int().min(-1_000_000).max(1_000_000),
  rounding: z.enum(TEMU_PRICE_ROUNDINGS, { error: '取整方式无效' }),
});
export type TemuPricingRule = z.infer<typeof temuPricingRule>;

/** Base cost × 2, rounded up to the yuan, less 0.10: what templates were priced with before rules existed. */
export const DEFAULT_TEMU_PRICING: TemuPricingRule = { factor: 2, addFen: 0, rounding: 'yuan90' };

/** The supply price in fen a rule gives for a base cost (never below ¥1). */
export function priceByRule(rule: TemuPricingRule, baseFen: number): number {
  const raw = Math.round(baseFen * rule.factor + rule.addFen);
  const up = (step: number) => Math.ceil(raw / step) * step;
  const price =
    rule.rounding === 'fen'
      ? raw
      : rule.rounding === 'jiao'
        ? up(10)
        : rule.rounding === 'yuan'
          ? up(100)
          : up(100) - 10;
  return Math.max(100, price);
}

/** What the editor needs to know about a category's size chart (bg.goods.sizecharts.class.get + meta.get). */
export const temuSizeChartMeta = z.object({
  /** Temu requires a size chart for this category. */
  required: z.boolean(),
  className: z.string().nullable(),
  elements: z.array(z.object({ name: z.string(), necessary: z.boolean() })),
});
export type TemuSizeChartMeta = z.infer<typeof temuSizeChartMeta>;
export const temuSizeChartMetaQuery = z.object({
  catId: z.coerce.number({ error: '类目 id 必须是数字' }).int().positive('请选择叶子类目'),
});
