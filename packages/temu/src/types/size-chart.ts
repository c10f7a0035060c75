import { z } from 'zod';
import { id, int, intEnum, okEnvelope } from './common';

/**
 * The size-chart types [CN] — reference api/bg.goods.sizecharts.md (doc confidence; thin on `create` content).
 * class.get → meta.get + settings.get → create (reusable=false: `businessId` is a publish id) or
 * create (reusable=true) → template.create (`tempBusinessId` is the publish id).
 */

const catClass = { catId: int.optional(), classId: int.optional() };

/** bg.goods.sizecharts.class.get: `sizeSpecClassCat` is ONE object; none returned → no chart needed. */
export const sizeChartClassGetRequestSchema = z.strictObject(catClass);
/** classType: 0 普通, 1 套装 (suit: use `relatedClassIds`, omit `catId` on create). */
export const TEMU_SIZE_CLASS_TYPES = [0, 1] as const;
export const sizeChartClassGetResultSchema = z.looseObject({
  sizeSpecClassCat: z
    .looseObject({
      catId: int,
      classId: id,
      parentClassId: int.nullish(),
      relatedClassIds: z.array(int).nullish(),
      classType: intEnum(TEMU_SIZE_CLASS_TYPES),
    })
    .nullish(),
});
export const sizeChartClassGetResponseSchema = okEnvelope(sizeChartClassGetResultSchema);
export type SizeChartClassGetResult = z.output<typeof sizeChartClassGetResultSchema>;

const metaGroup = z.looseObject({ id: int, name: z.string() });

/** bg.goods.sizecharts.meta.get: columns — `groupList` = size systems, `elementList` = measurements. */
export const sizeChartMetaGetRequestSchema = z.strictObject(catClass);
export const sizeChartMetaGetResultSchema = z.looseObject({
  allowRange: z.boolean().nullish(),
  sizeSpecMeta: z.looseObject({
    /** `unnecessary`: 是否非必填 (default: required). */
    groupList: z.array(metaGroup.extend({ unnecessary: z.boolean().nullish() })),
    /** `necessary`: 是否必填 (default: optional). */
    elementList: z.array(metaGroup.extend({ necessary: z.boolean().nullish() })),
    /** PA twin only. */
    sizeTypeElementsList: z.array(z.looseObject({})).nullish(),
  }),
});
export const sizeChartMetaGetResponseSchema = okEnvelope(sizeChartMetaGetResultSchema);
export type SizeChartMetaGetResult = z.output<typeof sizeChartMetaGetResultSchema>;

/** A record row: metadata id (as a string of digits) → cell text. */
const recordValues = z.record(z.string().regex(/^\d+$/, '键必须是元数据 id（数字）'), z.string());
const chartMeta = z.looseObject({ groupList: z.array(metaGroup), elementList: z.array(metaGroup) });

/** bg.goods.sizecharts.settings.get: `sizeList` = the size names a chart (and the SKUs) may use. */
export const sizeChartSettingsGetRequestSchema = z.strictObject(catClass);
export const sizeChartSettingsGetResultSchema = z.looseObject({
  code: int.nullish(),
  groupChName: z.string().nullish(),
  groupEnName: z.string().nullish(),
  sizeList: z.array(z.string()),
  mappingContent: z
    .looseObject({
      records: z.array(z.looseObject({ values: recordValues.nullish() })).nullish(),
      meta: chartMeta.nullish(),
    })
    .nullish(),
});
export const sizeChartSettingsGetResponseSchema = okEnvelope(sizeChartSettingsGetResultSchema);
export type SizeChartSettingsGetResult = z.output<typeof sizeChartSettingsGetResultSchema>;

/** bg.goods.sizecharts.create: a chart whose records use only ids declared in `content.meta`. */
export const sizeChartCreateRequestSchema = z
  .strictObject({
    /** Omit for suit classes (classType 1): "不允许创建套装模板". */
    catId: id.optional(),
    classId: id.optional(),
    name: z.string().optional(),
    /** true = reusable template (needs template.create); false = one-off chart, its businessId publishes. */
    reusable: z.boolean(),
    content: z.strictObject({
      records: z.array(z.strictObject({ values: recordValues.optional() })).min(1),
      meta: z.strictObject({
        groupList: z.array(metaGroup).min(1),
        elementList: z.array(metaGroup),
        /** Deprecated aliases (settings/get pages). */
        groups: z.unknown().optional(),
        elements: z.unknown().optional(),
      }),
      generalSizeType: int.optional(),
      localSizeSource: int.optional(),
      bodyRecords: z.array(z.looseObject({})).optional(),
      bodyMeta: z.looseObject({}).optional(),
    }),
    ext: z
      .strictObject({
        isDoubleSize: z.boolean().optional(),
        manualGroupIdList: z.array(int).optional(),
        shoeSizeType: int.nullish(),
      })
      .optional(),
  })
  .superRefine((req, ctx) => {
    const known = new Set([...req.content.meta.groupList, ...req.content.meta.elementList].map((m) => String(m.id)));
    req.content.records.forEach((r, i) => {
      for (const key of Object.keys(r.values ?? {})) {
        if (!known.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['content', 'records', i, 'values', key],
            message: `尺码表第 ${i + 1} 行使用了 meta 中没有的元数据 id ${key}`,
          });
        }
      }
    });
  });
export const sizeChartCreateResultSchema = z.looseObject({ businessId: id });
export const sizeChartCreateResponseSchema = okEnvelope(sizeChartCreateResultSchema);
export type SizeChartCreateRequest = z.input<typeof sizeChartCreateRequestSchema>;
export type SizeChartCreateResult = z.output<typeof sizeChartCreateResultSchema>;

/** bg.goods.sizecharts.template.create: a reusable chart's `businessId` → the publish id `tempBusinessId`. */
export const sizeChartTemplateCreateRequestSchema = z.strictObject({ businessId: id });
export const sizeChartTemplateCreateResultSchema = z.looseObject({ tempBusinessId: id });
export const sizeChartTemplateCreateResponseSchema = okEnvelope(sizeChartTemplateCreateResultSchema);
export type SizeChartTemplateCreateResult = z.output<typeof sizeChartTemplateCreateResultSchema>;
