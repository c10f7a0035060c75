import { z } from 'zod';

/**
 * Temu's attribute templates as the listing editor and the server both read them (issue 18 §2). Everything here is
 * written from `../shared/references/temu/api/` (bg.goods.cats.get, bg.goods.attrs.get, bg.glo.goods.parentspec.get,
 * bg.glo.goods.spec.create, bg.goods.sizecharts.*, bg.glo.goods.add), never from the sandbox.
 */

/** A category as the picker shows it (bg.goods.cats.get): `catType` 1 = 服饰 (apparel rules), anything else not. */
export const temuCategoryNode = z.object({
  catId: z.number().int(),
  catName: z.string(),
  isLeaf: z.boolean(),
  catType: z.number().int(),
});
export type TemuCategoryNode = z.infer<typeof temuCategoryNode>;

/** A leaf found by name: its full path (level 1 first, leaf last) and catType. */
export const temuLeafHit = z.object({
  ids: z.array(z.number().int()),
  names: z.array(z.string()),
  catType: z.number().int(),
});
export type TemuLeafHit = z.infer<typeof temuLeafHit>;
export const temuCategorySearchQuery = z.object({
  keyword: z.string().trim().min(1, '请输入类目名称').max(30, '类目名称最多 30 个字'),
});

/** The template's category: the path from level 1 to the leaf and the leaf's catType. */
export const temuTemplateCategory = z.object({
  ids: z
    .array(z.number({ error: '类目 id 必须是数字' }).int().positive())
    .min(1, '请选择类目')
    .max(10, '类目最多 10 级'),
  names: z.array(z.string().max(60)).max(10).default([]),
  /** The leaf's catType as bg.goods.cats.get answered it (1 = apparel). */
  catType: z.number().int(),
});
export type TemuTemplateCategory = z.infer<typeof temuTemplateCategory>;
export const isApparel = (c: { catType: number } | null | undefined) => c?.catType === 1;

/**
 * How the editor renders one template property (controlType, chooseMaxNum, valueRule of bg.goods.attrs.get):
 * - `select`: pick one of `values` (controlType 1, or 3/9/10 with a listed value);
 * - `multiSelect`: pick up to `chooseMax` (one productPropertyReqs entry per value);
 * - `input`: free text (controlType 0; vid 0);
 * - `inputOrSelect`: a listed value or free text (controlType 3);
 * - `number`: a number with one of `units` (propertyValueType 1);
 * - `composition`: values each with a number, the numbers summing to 100 (valueRule 1, e.g. 成分 %);
 * - `unsupported`: dates, ranges, products, regions — the reference does not say what Temu wants (not found). A
 *   required one cannot be filled here: the template stays 需补全 and the problem says so.
 */
export const TEMU_PROPERTY_CONTROLS = [
  'select',
  'multiSelect',
  'input',
  'inputOrSelect',
  'number',
  'composition',
  'unsupported',
] as const;
export type TemuPropertyControl = (typeof TEMU_PROPERTY_CONTROLS)[number];

/** showCondition: the property applies only when one of `parentVids` of the property `parentRefPid` is chosen. */
export const temuShowCondition = z.object({ parentRefPid: z.number().int(), parentVids: z.array(z.number().int()) });

export const temuFormProperty = z.object({
  templatePid: z.number().int(),
  pid: z.number().int(),
  refPid: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  control: z.enum(TEMU_PROPERTY_CONTROLS),
  /** Temu's raw controlType (for support and tests). */
  controlType: z.number().int(),
  values: z.array(z.object({ vid: z.number().int(), value: z.string() })),
  units: z.array(z.string()),
  /** Most values that may be chosen (1 = single). */
  chooseMax: z.number().int(),
  /** How many values may be typed in (attrs.get inputMaxNum 最大可输入数目; 0 = no free input). Not a length. */
  inputMax: z.number().int(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  precision: z.number().int().nullable(),
  /** OR-list; empty = always shown. */
  showCondition: z.array(temuShowCondition),
  numberInputTitle: z.string().nullable(),
});
export type TemuFormProperty = z.infer<typeof temuFormProperty>;

/** A sale value of the leaf's template (attrs.get isSale=true `values[]`), with its spec id. */
export const temuSaleValue = z.object({
  vid: z.number().int(),
  value: z.string(),
  specId: z.number().int().nullable(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const temuSaleProperty = z.object({
  templatePid: z.number().int(),
  pid: z.number().int(),
  refPid: z.number().int(),
  name: z.string(),
  /** The spec dimension every value of this property belongs to. */
  parentSpecId: z.number().int(),
  /** 主销售属性: apparel SKCs are split by it (the colour). */
  mainSale: z.boolean(),
  required: z.boolean(),
  values: z.array(temuSaleValue),
});
export type TemuSaleProperty = z.infer<typeof temuSaleProperty>;

/** GET leafTemplate: the leaf's property template, normalised for a form. */
export const temuLeafTemplate = z.object({
  catId: z.number().int(),
  catType: z.number().int(),
  /** 0 → only the template's sale values; n > 0 → up to n values may be made with spec.create. */
  inputMaxSpecNum: z.number().int(),
  properties: z.array(temuFormProperty),
  saleProperties: z.array(temuSaleProperty),
  /** A hash of what the form depends on: two equal fingerprints mean nothing the seller filled in changed. */
  fingerprint: z.string(),
  fetchedAt: z.number().int(),
});
export type TemuLeafTemplate = z.infer<typeof temuLeafTemplate>;
export const temuLeafTemplateQuery = z.object({
  catId: z.coerce.number({ error: '类目 id 必须是数字' }).int().positive('请选择叶子类目'),
});

/**
 * One chosen property value, exactly what bg.glo.goods.add's productPropertyReqs takes: `vid` 0 for free text;
 * `numberInputValue` the number of a composition / number property (as text, e.g. "100"); `valueUnit` one of the
 * property's units or "".
 */
export const temuPropertyInput = z.object({
  templatePid: z.number().int(),
  pid: z.number().int(),
  refPid: z.number().int(),
  name: z.string().max(60),
  vid: z.number().int().min(0),
  value: z.string().max(500),
  valueUnit: z.string().max(20).default(''),
  numberInputValue: z.string().max(20).default(''),
});
export type TemuPropertyInput = z.infer<typeof temuPropertyInput>;

/** A sale value a blank's colour or size maps to: the template's own, or one made with spec.create. */
export const temuSaleSpec = z.object({
  parentSpecId: z.number().int().positive(),
  parentSpecName: z.string().max(60),
  specId: z.number().int().positive(),
  specName: z.string().max(60),
  /** The template's ids of the value (0 for a value made with spec.create). */
  templatePid: z.number().int().default(0),
  pid: z.number().int().default(0),
  refPid: z.number().int().default(0),
  vid: z.number().int().default(0),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable().default(null),
  source: z.enum(['template', 'created']),
});
export type TemuSaleSpec = z.infer<typeof temuSaleSpec>;

/**
 * The blank's colour or size (`name`, as the catalogue spells it) → the sale value. `confirmed` is false for a
 * guess the seller has not accepted (米白 → 米白色): publishing needs every mapping confirmed.
 */
export const temuSpecMapEntry = z.object({
  name: z.string().max(60),
  spec: temuSaleSpec.nullable(),
  confirmed: z.boolean(),
});
export type TemuSpecMapEntry = z.infer<typeof temuSpecMapEntry>;
export const temuSpecMapping = z.object({
  colors: z.array(temuSpecMapEntry).max(60).default([]),
  sizes: z.array(temuSpecMapEntry).max(60).default([]),
});
export type TemuSpecMapping = z.infer<typeof temuSpecMapping>;

/** GET specMapping: the remembered (or name-matched) mapping of a blank's colours and sizes for a leaf. */
export const temuSpecMappingQuery = z.object({
  blankId: z.coerce.number({ error: '底板 id 必须是数字' }).int().positive(),
  catId: z.coerce.number({ error: '类目 id 必须是数字' }).int().positive('请选择叶子类目'),
});

/** GET parentSpecs (bg.glo.goods.parentspec.get). */
export const temuParentSpec = z.object({ parentSpecId: z.number().int(), parentSpecName: z.string() });
/** POST specCreate (bg.glo.goods.spec.create): a custom sale value for the leaf (only when inputMaxSpecNum > 0). */
export const temuSpecCreateBody = z.object({
  catId: z.number({ error: '类目 id 必须是数字' }).int().positive(),
  parentSpecId: z.number({ error: '规格 id 必须是数字' }).int().positive(),
  specName: z.string().trim().min(1, '请输入规格名称').max(60, '规格名称最多 60 个字'),
});
export const temuSpecCreated = temuSaleSpec;

/**
 * GET sizeChartMeta: what a leaf's size chart needs (class.get → meta.get → settings.get). `required` false = the
 * leaf has no size class (no chart). `sizeNames` are the allowed size names (settings.get sizeList): the chart's
 * rows and the SKUs' sizes use them.
 */
export const temuSizeChartSpec = z.object({
  required: z.boolean(),
  classId: z.number().int().nullable(),
  /** 0 普通, 1 套装 (suits are not supported here: the reference forbids creating their templates). */
  classType: z.number().int().nullable(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), required: z.boolean() })),
  elements: z.array(z.object({ id: z.number().int(), name: z.string(), necessary: z.boolean() })),
  sizeNames: z.array(z.string()),
});
export type TemuSizeChartSpec = z.infer<typeof temuSizeChartSpec>;

/**
 * Origin (productWhExtAttrReq.productOrigin). CN requires a province (2000146 产地必填), Temu doc 201's id. Only
 * the provinces whose ids the reference quotes are offered (doc 201's full table is not in it).
 */
export const TEMU_ORIGIN_PROVINCES = [
  { region2Id: 43000000000006, name: '广东省' },
  { region2Id: 43000000000031, name: '浙江省' },
] as const;
export const temuOrigin = z.object({
  region1ShortName: z.literal('CN').default('CN'),
  region2Id: z.number().int().positive().nullable().default(null),
});
export type TemuOrigin = z.infer<typeof temuOrigin>;

/** Image rules checked before any upload (bg.glo.goods.add "Image rules", doc 199 §8-5). */
export const TEMU_IMAGE_RULES = {
  /** Apparel SKC previews (2000014): 3:4, at least 1340 × 1785. */
  apparelPreview: { ratio: [3, 4] as const, minWidth: 1340, minHeight: 1785 },
  /** Material image (2000017), non-apparel carousel (2000018) and SKU previews (2000020): 1:1, at least 800. */
  square: { ratio: [1, 1] as const, minWidth: 800, minHeight: 800 },
  maxBytes: 2 * 1024 * 1024,
  formats: ['jpeg', 'png'] as const,
} as const;

/** A change of the leaf's template since the template was filled in (doc 199 §8-12). */
export const TEMU_TEMPLATE_CHANGE_KINDS = [
  'propertyAdded',
  'propertyRemoved',
  'becameRequired',
  'valueRemoved',
  'saleValueRemoved',
  'catTypeChanged',
] as const;
export const temuTemplateChange = z.object({
  kind: z.enum(TEMU_TEMPLATE_CHANGE_KINDS),
  /** The property's (or sale property's) name. */
  property: z.string(),
  /** What changed, in Chinese (e.g. 「材料」新增为必填). */
  message: z.string(),
  /** The change breaks the template: it is 需补全 until the seller fixes it. */
  breaking: z.boolean(),
});
export type TemuTemplateChange = z.infer<typeof temuTemplateChange>;

/** POST refreshTemplate {id}: fetch the leaf's template again, compare with the one the template was filled from. */
export const temuTemplateRefresh = z.object({
  changes: z.array(temuTemplateChange),
  leaf: temuLeafTemplate,
});
export type TemuTemplateRefresh = z.infer<typeof temuTemplateRefresh>;

/** Whether a property's showCondition holds for the chosen values (no condition = always). */
export function propertyShown(p: Pick<TemuFormProperty, 'showCondition'>, chosen: readonly TemuPropertyInput[]) {
  if (p.showCondition.length === 0) return true;
  return p.showCondition.some((c) => chosen.some((v) => v.refPid === c.parentRefPid && c.parentVids.includes(v.vid)));
}

/** Every problem of the chosen property values against the leaf's template: [field, message]. */
/** The most characters a free-text property takes: its maxValue when that is a whole number. */
const textLimit = (p: { max: string | null }) => (p.max && /^\d+$/.test(p.max) ? Number(p.max) : undefined);

export function propertyProblems(leaf: TemuLeafTemplate, chosen: readonly TemuPropertyInput[]): [string, string][] {
  const out: [string, string][] = [];
  const byPid = new Map(leaf.properties.map((p) => [p.templatePid, p]));
  chosen.forEach((v, i) => {
    const p = byPid.get(v.templatePid);
    const f = `properties.${i}`;
    if (!p) {
      out.push([f, `属性「${v.name}」已不在该类目的属性模板中，请删除或重新选择`]);
      return;
    }
    if (!propertyShown(p, chosen)) {
      out.push([f, `属性「${p.name}」在当前选择下不适用，请删除`]);
      return;
    }
    if (v.vid !== 0) {
      const known = p.values.find((x) => x.vid === v.vid);
      if (!known) out.push([f, `「${p.name}」的值「${v.value}」已不在可选值中`]);
      else if (known.value !== v.value) out.push([f, `「${p.name}」的值须为「${known.value}」`]);
    } else if (p.control === 'select' || p.control === 'multiSelect' || p.control === 'composition') {
      out.push([f, `「${p.name}」须从可选值中选择`]);
    } else if (!v.value.trim()) {
      out.push([f, `「${p.name}」不能为空`]);
    } else if (p.control === 'input' && textLimit(p) !== undefined && v.value.length > textLimit(p)!) {
      // A text's longest length is maxValue (attrs.get: 文本最长长度), not inputMaxNum (how many inputs).
      out.push([f, `「${p.name}」最多 ${textLimit(p)} 个字`]);
    }
    if (p.units.length > 0 && (p.control === 'number' || p.control === 'composition') && !p.units.includes(v.valueUnit))
      out.push([f, `「${p.name}」的单位须为 ${p.units.join(' / ')}`]);
    if (p.control === 'number' || p.control === 'composition') {
      const n = Number(p.control === 'number' && !v.numberInputValue ? v.value : v.numberInputValue);
      if (!Number.isFinite(n) || n <= 0) out.push([f, `「${p.name}」须填写正数`]);
    }
  });
  for (const p of leaf.properties) {
    const mine = chosen.filter((v) => v.templatePid === p.templatePid);
    if (p.required && mine.length === 0 && propertyShown(p, chosen)) {
      out.push([
        'properties',
        p.control === 'unsupported'
          ? `必填属性「${p.name}」的类型暂不支持在此填写（参考资料未说明 Temu 的格式），请改选类目或联系客服`
          : `请填写必填属性「${p.name}」`,
      ]);
    }
    if (mine.length > Math.max(1, p.chooseMax)) out.push(['properties', `「${p.name}」最多选 ${p.chooseMax} 项`]);
    if (new Set(mine.map((v) => v.vid)).size !== mine.length && mine.every((v) => v.vid !== 0))
      out.push(['properties', `「${p.name}」的值重复`]);
    if (p.control === 'composition' && mine.length > 0) {
      const sum = mine.reduce((s, v) => s + Number(v.numberInputValue || 0), 0);
      if (Math.abs(sum - 100) > 1e-9) out.push(['properties', `「${p.name}」各项之和须为 100（现为 ${sum}）`]);
    }
  }
  return out;
}

/** The template's form fingerprint for a leaf (what the web and the server compare). */
export const TEMU_TEMPLATE_STATUSES = ['ready', 'incomplete'] as const;
export type TemuTemplateStatus = (typeof TEMU_TEMPLATE_STATUSES)[number];
export const TEMU_TEMPLATE_STATUS_LABEL: Record<TemuTemplateStatus, string> = {
  ready: '可发布',
  incomplete: '需补全',
};
