import { z } from 'zod';
import { TECH_FIRST_TYPES, TECH_SECOND_TYPES } from './catalogue';

/**
 * Temu doc 203 (定制品定制工艺层级关系), as the reference pack transcribes it (packages/temu `customisation.ts` holds
 * the same table for the wire check; `test/temu-attr-contract.test.ts` proves the two equal): which 二级工艺
 * (twiceType) each 一级工艺 (firstType) allows. technologyType 1 单一工艺 takes exactly one, 2 组合工艺 two or three;
 * 10001 基础工艺 takes none and exists only as a single technology.
 */
const WOOD = [20001, 20002, 20003, 20004, 20007, 20008, 20009, 20010, 20020, 20021, 20025, 20026, 20037];
const METAL = [
  20001, 20002, 20003, 20004, 20005, 20006, 20007, 20008, 20009, 20010, 20011, 20012, 20013, 20014, 20015, 20016, 20020,
  20021, 20024, 20036,
];
const LEATHER_FABRIC = [
  20001, 20002, 20007, 20008, 20009, 20011, 20012, 20013, 20016, 20017, 20018, 20019, 20020, 20021, 20022, 20023, 20025,
  20026, 20027, 20033, 20035, 20036, 20037,
];
const ORGANIC = [20001, 20002, 20003, 20004, 20007, 20008, 20009, 20014, 20015, 20016, 20034, 20036, 20038];
const CANVAS_PAPER = [20007, 20008, 20009, 20017, 20018, 20033, 20037];

/** technologyType → firstType → allowed twiceType codes (doc 203). */
export const TEMU_TECH_COMBINATIONS: Readonly<Record<1 | 2, Readonly<Record<number, readonly number[]>>>> = {
  1: { 10001: [], 10002: WOOD, 10003: METAL, 10004: LEATHER_FABRIC, 10005: ORGANIC, 10006: CANVAS_PAPER },
  2: { 10002: WOOD, 10003: METAL, 10004: LEATHER_FABRIC, 10005: ORGANIC, 10006: CANVAS_PAPER },
};
/** firstType → allowed twiceType codes (single and combined lists hold the same codes in doc 203). */
export const TEMU_TECH_TREE: Readonly<Record<number, readonly number[]>> = TEMU_TECH_COMBINATIONS[1];

/**
 * The technology a listing declares (productSaleExtAttrReq.customizedTechnologyReq): technologyType 1 单一工艺 (one
 * sub-technology) or 2 组合工艺 (two or three). Migration 0029 set it on every stored template from its count.
 */
export const temuTechnology = z.object({
  technologyType: z
    .union([z.literal(1), z.literal(2)], { error: '工艺类型只能是 1（单一工艺）或 2（组合工艺）' })
    .default(1),
  firstType: z.number().int(),
  /** One sub-technology (单一工艺), or two to three (组合工艺); none for 基础工艺. */
  twiceTypes: z.array(z.number().int()).max(3),
});
export type TemuTechnology = z.infer<typeof temuTechnology>;

/** What templates made before the choice existed were published with (布艺 › 数码直喷, 单一工艺). */
export const DEFAULT_TEMU_TECHNOLOGY: TemuTechnology = { technologyType: 1, firstType: 10004, twiceTypes: [20027] };

/** Why a technology is not one doc 203 allows, in Chinese; null when it is fine. */
export function technologyProblem(t: { technologyType?: 1 | 2; firstType: number; twiceTypes: readonly number[] }) {
  const type = t.technologyType ?? (t.twiceTypes.length > 1 ? 2 : 1);
  const allowed = TEMU_TECH_COMBINATIONS[type][t.firstType];
  if (!allowed) return type === 2 && t.firstType === 10001 ? '组合工艺不能选基础工艺' : '请选择定制工艺';
  if (new Set(t.twiceTypes).size !== t.twiceTypes.length) return '二级工艺不能重复';
  if (t.firstType === 10001) return t.twiceTypes.length > 0 ? '基础工艺无需选择二级工艺' : null;
  if (type === 1 && t.twiceTypes.length !== 1) return '单一工艺须选且只能选一个二级工艺';
  if (type === 2 && (t.twiceTypes.length < 2 || t.twiceTypes.length > 3)) return '组合工艺须选 2 到 3 个二级工艺';
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
  /** The leaf's size class (class.get); columns are its meta.get element names, rows its settings.get sizes. */
  classId: z.number().int().positive().nullable().default(null),
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

/** The size-chart needs of a leaf (class.get + meta.get + settings.get): see temuSizeChartSpec. */
export {
  temuSizeChartSpec as temuSizeChartMeta,
  type TemuSizeChartSpec as TemuSizeChartMeta,
} from './temu-attr-template';
export const temuSizeChartMetaQuery = z.object({
  catId: z.coerce.number({ error: '类目 id 必须是数字' }).int().positive('请选择叶子类目'),
});
