import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { sizeClassById, sizeClassOfCategory } from '../catalog/size-charts';
import { GOODS_ERROR_CODE } from '../goods/add-rules';
import { insertRecord } from '../state/record-repository';
import { PARAM_ERROR_CODE, parseParams, SandboxTemuError, type TemuTypeHandler } from './registry';

const catParams = z.object({ catId: z.coerce.number().int().positive() });
const metaParams = z.object({
  catId: z.coerce.number().int().positive().optional(),
  classId: z.coerce.number().int().positive().optional(),
});
const metaItem = z.looseObject({ id: z.coerce.number().int(), name: z.string() });
const createParams = z.looseObject({
  catId: z.coerce.number().int().positive().optional(),
  classId: z.coerce.number().int().positive(),
  name: z.string().max(100).optional(),
  reusable: z.boolean(),
  content: z.looseObject({
    records: z.array(z.looseObject({ values: z.record(z.string(), z.string()) })).min(1),
    meta: z.looseObject({ groupList: z.array(metaItem).min(1), elementList: z.array(metaItem).min(1) }),
  }),
});

/** What a created size chart keeps: which sizes it lists (goods.add checks them against the SKUs). */
export interface SandboxSizeChart {
  classId: number;
  catId: number | null;
  reusable: boolean;
  sizes: string[];
}

const refuse = (msg: string) => new SandboxTemuError(GOODS_ERROR_CODE, msg);

/**
 * 199 四、尺码表: class.get tells whether a leaf needs a size chart (an answer = required), meta.get gives its
 * columns, create stores one and returns its businessId. Every record fills the size group and each necessary
 * element with a positive number, sizes are unique.
 */
export const sizeChartHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.sizecharts.class.get',
    zone: 'CN',
    handle: async (c) => {
      const { catId } = parseParams(catParams, c.params);
      const k = sizeClassOfCategory(catId);
      return {
        sizeSpecClassCat: k ? [{ classId: k.classId, className: k.className, classType: 0, relatedClassIds: [] }] : [],
      };
    },
  },
  {
    type: 'bg.goods.sizecharts.meta.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(metaParams, c.params);
      const k = p.classId ? sizeClassById(p.classId) : p.catId ? sizeClassOfCategory(p.catId) : null;
      if (!k) throw new SandboxTemuError(PARAM_ERROR_CODE, 'param error: classId 尺码分类不存在');
      return {
        allowRange: false,
        sizeSpecMeta: {
          groupList: k.groups.map((g) => ({ ...g, unnecessary: false })),
          elementList: k.elements,
        },
      };
    },
  },
  {
    type: 'bg.goods.sizecharts.create',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(createParams, c.params);
      const k = sizeClassById(p.classId);
      if (!k) throw refuse(`尺码分类不存在：${p.classId}`);
      if (p.catId !== undefined && sizeClassOfCategory(p.catId)?.classId !== k.classId)
        throw refuse('尺码分类与类目不匹配');
      const groupId = String(k.groups[0]!.id);
      const known = new Set(k.elements.map((e) => String(e.id)));
      const unknown = p.content.meta.elementList.find((e) => !known.has(String(e.id)));
      if (unknown) throw refuse(`尺码参数不存在：${unknown.name}(${unknown.id})`);
      const sizes: string[] = [];
      for (const r of p.content.records) {
        const size = r.values[groupId]?.trim();
        if (!size) throw refuse('尺码表每一行都必须填写尺码');
        if (sizes.includes(size)) throw refuse(`尺码表尺码重复：${size}`);
        sizes.push(size);
        for (const e of k.elements) {
          const v = r.values[String(e.id)];
          if (v === undefined || v === '') {
            if (e.necessary) throw refuse(`尺码表缺少必填项：${e.name}（尺码 ${size}）`);
            continue;
          }
          if (!(Number(v) > 0)) throw refuse(`尺码表数值不合法：${e.name}=${v}（尺码 ${size}）`);
        }
      }
      const businessId = randomInt(100_000_000, 999_999_999);
      const chart: SandboxSizeChart = { classId: k.classId, catId: p.catId ?? null, reusable: p.reusable, sizes };
      await insertRecord(
        c.db,
        { mallId: c.mall!.mallId, kind: 'sizechart', ref: String(businessId), status: 0, data: chart, dueAt: null },
        c.now,
      );
      return { businessId };
    },
  },
];
