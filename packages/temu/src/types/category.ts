import { z } from 'zod';
import { id, idOrZero, int, intEnum, okEnvelope } from './common';

/**
 * bg.goods.cats.get [CN] — reference api/bg.goods.cats.get.md. Walk from level 1 (no `parentCatId`) down to
 * `isLeaf=true`; record the leaf's `catType` (1 = 服饰 apparel rules).
 * `parentCatId`: the reference says omit it for level 1, quoting doc 199 "通过0查到一级类目" — 0 is accepted here
 * for that reason, but the product omits it.
 */
export const catsGetRequestSchema = z.strictObject({
  parentCatId: idOrZero.optional(),
  siteId: int.optional(),
  showHidden: z.boolean().optional(),
});
/** `hiddenType`: 0 不隐藏, 1 一般隐藏, 2 老类目, 3 废弃类目. */
export const TEMU_HIDDEN_TYPES = [0, 1, 2, 3] as const;
export const temuCategorySchema = z.looseObject({
  catId: id,
  catName: z.string(),
  parentCatId: idOrZero,
  /** 1 = 服饰 (apparel); every other value is non-apparel (the cats page gives no full enum, see the notes). */
  catType: int,
  isLeaf: z.boolean(),
  catLevel: int.min(1).max(10),
  isHidden: z.boolean().optional(),
  hiddenType: intEnum(TEMU_HIDDEN_TYPES).optional(),
});
export const catsGetResultSchema = z.looseObject({ categoryDTOList: z.array(temuCategorySchema) });
export const catsGetResponseSchema = okEnvelope(catsGetResultSchema);
export type CatsGetRequest = z.input<typeof catsGetRequestSchema>;
export type TemuCategory = z.output<typeof temuCategorySchema>;
export type CatsGetResult = z.output<typeof catsGetResultSchema>;

/**
 * bg.goods.attrs.get [CN] — reference api/bg.goods.attrs.get.md. The leaf's property template: normal properties
 * (`isSale=false`) become `productPropertyReqs`, sale properties (`isSale=true`) the specs.
 */
export const attrsGetRequestSchema = z.strictObject({
  catId: id,
  productCreateTime: int.optional(),
  supportedType: int.optional(),
  langList: z.array(z.string()).optional(),
});

/**
 * controlType: 0 INPUT, 1 CHOOSE, 3 INPUT_CHOOSE, 5 SINGLE_YMD_DATE, 6 MULTIPLE_YMD_DATE, 7 SINGLE_YM_DATE,
 * 8 MULTIPLE_YM_DATE, 9 COLOR_SELECTOR, 10 SIZE_SELECTOR, 11 NUMBER_RANGE, 12 NUMBER_PRODUCT_DOUBLE,
 * 13 NUMBER_PRODUCT_TRIPLE, 14 AUTO_COMPUTE, 15 REGION_CHOOSE, 16 PROPERTY_CHOOSE_AND_INPUT.
 */
export const TEMU_CONTROL_TYPES = [0, 1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type TemuControlType = (typeof TEMU_CONTROL_TYPES)[number];
/** propertyValueType (SDK comment only): 0 TEXT, 1 NUM, 2 NUMBER_RANGE, 3/4 products, 5–8 dates. */
export const TEMU_PROPERTY_VALUE_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** valueRule 1 = SUM_OF_VALUES_IS_100 (composition %). */
export const TEMU_VALUE_RULE_SUM_100 = 1;

export const temuPropertyValueSchema = z.looseObject({
  vid: int,
  value: z.string(),
  /** The value's spec id (sale properties → `specId`); null on normal properties. */
  specId: int.nullish(),
  parentVidList: z.array(int).nullish(),
  /** Page: OBJECT `{id, name}` (the SDK's string type is wrong) → `valueGroupId` / `valueGroupName`. */
  group: z.looseObject({ id: int, name: z.string() }).nullish(),
  extendInfo: z.string().nullish(),
  lang2Value: z.record(z.string(), z.unknown()).nullish(),
});
export const temuTemplatePropertySchema = z.looseObject({
  templatePid: int,
  pid: int,
  refPid: int,
  name: z.string(),
  isSale: z.boolean(),
  required: z.boolean(),
  /** Page: BOOLEAN; the SDK types it a nullable int — both read. */
  mainSale: z.union([z.boolean(), int]).nullish(),
  parentSpecId: int.nullish(),
  controlType: intEnum(TEMU_CONTROL_TYPES),
  propertyValueType: intEnum(TEMU_PROPERTY_VALUE_TYPES).nullish(),
  values: z.array(temuPropertyValueSchema),
  valueUnit: z.array(z.string()).nullish(),
  inputMaxNum: int.nullish(),
  chooseMaxNum: int.nullish(),
  maxValue: z.string().nullish(),
  minValue: z.string().nullish(),
  valuePrecision: int.nullish(),
  valueRule: int.nullish(),
  numberInputTitle: z.string().nullish(),
  propertyChooseTitle: z.string().nullish(),
  showType: int.nullish(),
  referenceType: int.nullish(),
  feature: int.nullish(),
  parentTemplatePid: int.nullish(),
  templatePropertyValueParentList: z
    .array(z.looseObject({ parentVidList: z.array(int), vidList: z.array(int) }))
    .nullish(),
  /** OR-list: the property applies only when one of `parentVids` of property `parentRefPid` is chosen. */
  showCondition: z.array(z.looseObject({ parentRefPid: int, parentVids: z.array(int) })).nullish(),
  lang2Name: z.record(z.string(), z.unknown()).nullish(),
});
export const attrsGetResultSchema = z.looseObject({
  /** 0 → only the template's sale values; n > 0 → up to n custom specs via parentspec.get + spec.create. */
  inputMaxSpecNum: int.nonnegative(),
  chooseAllQualifySpec: z.boolean().nullish(),
  singleSpecValueNum: int.nullish(),
  /** PA twin only. */
  templateId: int.nullish(),
  properties: z.array(temuTemplatePropertySchema),
});
export const attrsGetResponseSchema = okEnvelope(attrsGetResultSchema);
export type AttrsGetRequest = z.input<typeof attrsGetRequestSchema>;
export type TemuTemplateProperty = z.output<typeof temuTemplatePropertySchema>;
export type TemuPropertyValue = z.output<typeof temuPropertyValueSchema>;
export type AttrsGetResult = z.output<typeof attrsGetResultSchema>;

/** bg.glo.goods.parentspec.get [PA] — reference api/bg.glo.goods.parentspec.get.md. No parameters (no catId). */
export const parentSpecGetRequestSchema = z.strictObject({});
export const parentSpecGetResultSchema = z.looseObject({
  parentSpecDTOS: z.array(z.looseObject({ parentSpecId: id, parentSpecName: z.string() })),
});
export const parentSpecGetResponseSchema = okEnvelope(parentSpecGetResultSchema);
export type ParentSpecGetResult = z.output<typeof parentSpecGetResultSchema>;

/**
 * Characters the SDK's comment on `specName` forbids (reference api/bg.glo.goods.spec.create.md): emoji and
 * `}{!<@>？$^…€®™©£†¥¢‡`. Two entries of that list ("o", "â") look like mangled characters and are not enforced.
 */
const FORBIDDEN_SPEC_CHARS = /[}{!<@>？$^…€®™©£†¥¢‡]|\p{Extended_Pictographic}/u;

/** bg.glo.goods.spec.create [PA] — reference api/bg.glo.goods.spec.create.md. A custom spec value → `specId`. */
export const specCreateRequestSchema = z.strictObject({
  parentSpecId: id,
  specName: z
    .string()
    .min(1)
    .refine((s) => !FORBIDDEN_SPEC_CHARS.test(s), '规格名称含有 Temu 不允许的字符（表情或 }{!<@>？$^…€®™©£†¥¢‡）'),
});
export const specCreateResultSchema = z.looseObject({ specId: id });
export const specCreateResponseSchema = okEnvelope(specCreateResultSchema);
export type SpecCreateRequest = z.input<typeof specCreateRequestSchema>;
export type SpecCreateResult = z.output<typeof specCreateResultSchema>;
