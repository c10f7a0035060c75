import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { sizeClassById, sizeClassOfLeaf, type TemuSizeClass } from '../../catalog/size-classes';
import { categoryById } from '../../catalog/tree';
import type { Executor } from '../../../../db';
import { claimRecord, findRecord, listRecords } from '../../state/record-repository';
import type { TemuCall, TemuTypeHandler } from '../registry';
import { checkParams, paramError } from './params';

const int = z.number().int();
const classQuery = z.looseObject({ catId: int.positive().optional(), classId: int.positive().optional() });
const settingsQuery = classQuery.extend({ shoeSizeType: int.optional() });
const metaItem = z.looseObject({ id: int, name: z.string() });
const createParams = z.looseObject({
  catId: int.positive().optional(),
  classId: int.positive().optional(),
  name: z.string().max(100).optional(),
  reusable: z.boolean(),
  content: z.looseObject({
    records: z.array(z.looseObject({ values: z.record(z.string(), z.string()).optional() })).min(1),
    meta: z.looseObject({ groupList: z.array(metaItem).min(1), elementList: z.array(metaItem).min(1) }),
    generalSizeType: int.optional(),
    localSizeSource: int.optional(),
  }),
  ext: z.looseObject({ isDoubleSize: z.boolean().optional(), manualGroupIdList: z.array(int).optional() }).optional(),
});
const getParams = z.looseObject({
  catId: int.positive().optional(),
  offset: int.min(0),
  pageSize: int.min(1).max(100).optional(),
});
const templateParams = z.looseObject({ businessId: int.positive() });

/** A size chart as the sandbox keeps it (kind `sizechart`, ref = businessId). */
export interface StoredSizeChart {
  classId: number;
  catId: number | null;
  reusable: boolean;
  /** The size names of its records, in order. */
  sizes: string[];
  name: string;
  content: unknown;
}
/** A chart made publishable with template.create (kind `sizetemplate`, ref = tempBusinessId). */
export interface StoredSizeTemplate {
  businessId: number;
  classId: number;
  sizes: string[];
}

/** The class asked for: by classId, or the leaf's; both given must agree. */
function classOf(p: { catId?: number; classId?: number }): TemuSizeClass | null {
  const byCat = p.catId !== undefined ? sizeClassOfLeaf(p.catId) : null;
  const byId = p.classId !== undefined ? sizeClassById(p.classId) : null;
  if (p.catId !== undefined && p.classId !== undefined && byCat?.classId !== byId?.classId) return null;
  return byId ?? byCat;
}

const newId = () => randomInt(100_000_000_000, 999_999_999_999);

async function claimId(c: TemuCall, kind: 'sizechart' | 'sizetemplate', data: unknown) {
  for (;;) {
    const id = newId();
    if (await claimRecord(c.db, { mallId: c.mall!.mallId, kind, ref: String(id), status: 0, data, dueAt: null }, c.now))
      return id;
  }
}

/** The publish ids (reusable=false businessIds and tempBusinessIds) of one shop: what goods.add accepts. */
export async function findPublishableSizeChart(db: Executor, mallId: string, id: number) {
  const chart = await findRecord(db, 'sizechart', String(id));
  if (chart && chart.mall_id === mallId) {
    const c = JSON.parse(chart.data) as StoredSizeChart;
    return c.reusable ? null : { classId: c.classId, sizes: c.sizes };
  }
  const t = await findRecord(db, 'sizetemplate', String(id));
  if (t && t.mall_id === mallId) {
    const c = JSON.parse(t.data) as StoredSizeTemplate;
    return { classId: c.classId, sizes: c.sizes };
  }
  return null;
}

function checkRecords(k: TemuSizeClass, p: z.output<typeof createParams>): string[] {
  const groupIds = new Set(k.groupList.map((g) => g.id));
  const elementIds = new Set(k.elementList.map((e) => e.id));
  const badGroup = p.content.meta.groupList.find((g) => !groupIds.has(g.id));
  if (badGroup) throw paramError(`尺码组不存在：${badGroup.name}(${badGroup.id})`);
  const badElement = p.content.meta.elementList.find((e) => !elementIds.has(e.id));
  if (badElement) throw paramError(`尺码参数不存在：${badElement.name}(${badElement.id})`);
  const sizeKey = String(k.groupList[0]!.id);
  const sizes: string[] = [];
  for (const r of p.content.records) {
    const values = r.values ?? {};
    const size = values[sizeKey]?.trim();
    if (!size) throw paramError('尺码表每一行都必须填写尺码');
    if (!k.sizeList.includes(size)) throw paramError(`尺码不在允许的尺码列表中：${size}`);
    if (sizes.includes(size)) throw paramError(`尺码表尺码重复：${size}`);
    sizes.push(size);
    for (const e of k.elementList) {
      const v = values[String(e.id)];
      if (v === undefined || v === '') {
        if (e.necessary) throw paramError(`尺码表缺少必填项：${e.name}（尺码 ${size}）`);
        continue;
      }
      if (!(Number(v) > 0)) throw paramError(`尺码表数值不合法：${e.name}=${v}（尺码 ${size}）`);
    }
  }
  return sizes;
}

const classAnswer = (k: TemuSizeClass | null, catId: number | undefined) => ({
  sizeSpecClassCat: k
    ? { catId: catId ?? 0, classId: k.classId, parentClassId: 0, relatedClassIds: [] as number[], classType: 0 }
    : null,
});

/** Temu doc 199 §四 and bg.goods.sizecharts.md: class, columns, rules, charts and their publish ids. */
const handlers = (prefix: string, zone: 'CN' | 'PA'): TemuTypeHandler[] => [
  {
    type: `${prefix}.class.get`,
    zone,
    handle: async (c) => {
      const p = checkParams(classQuery, c.params);
      return classAnswer(classOf(p), p.catId);
    },
  },
  {
    type: `${prefix}.meta.get`,
    zone,
    handle: async (c) => {
      const k = classOf(checkParams(classQuery, c.params));
      if (!k) throw paramError('尺码分类不存在');
      return { allowRange: false, sizeSpecMeta: { groupList: k.groupList, elementList: k.elementList } };
    },
  },
  {
    type: `${prefix}.settings.get`,
    zone,
    handle: async (c) => {
      const k = classOf(checkParams(settingsQuery, c.params));
      if (!k) throw paramError('尺码分类不存在');
      return {
        code: k.code,
        groupChName: k.groupChName,
        groupEnName: k.groupEnName,
        sizeList: k.sizeList,
        mappingContent: {
          records: [{ values: { [String(k.groupList[0]!.id)]: k.sizeList[1]!, '101': '100', '102': '70' } }],
          meta: { groupList: k.groupList, elementList: k.elementList },
        },
      };
    },
  },
  {
    type: `${prefix}.create`,
    zone,
    handle: async (c) => {
      const p = checkParams(createParams, c.params);
      if (p.catId !== undefined && !categoryById(p.catId)?.kind) throw paramError(`类目不是叶子类目：${p.catId}`);
      const k = classOf(p);
      if (!k) throw paramError('尺码分类不存在或与类目不匹配');
      const sizes = checkRecords(k, p);
      const chart: StoredSizeChart = {
        classId: k.classId,
        catId: p.catId ?? null,
        reusable: p.reusable,
        sizes,
        name: p.name ?? '',
        content: p.content,
      };
      return { businessId: await claimId(c, 'sizechart', chart) };
    },
  },
  {
    type: `${prefix}.get`,
    zone,
    handle: async (c) => {
      const p = checkParams(getParams, c.params);
      const pageSize = p.pageSize ?? 20;
      const rows = (await listRecords(c.db, c.mall!.mallId, 'sizechart'))
        .map((r) => ({ r, chart: JSON.parse(r.data) as StoredSizeChart }))
        .filter(
          (x) => x.chart.reusable && (p.catId === undefined || sizeClassOfLeaf(p.catId)?.classId === x.chart.classId),
        );
      return {
        offset: p.offset,
        pageSize,
        totalCount: rows.length,
        sizeSpecDataList: rows.slice(p.offset, p.offset + pageSize).map(({ r, chart }) => ({
          businessId: Number(r.ref),
          name: chart.name,
          classId: chart.classId,
          reusable: chart.reusable,
          supplierId: Number(r.mall_id),
          updatedAt: r.updated_at,
          contentDTO: chart.content,
        })),
      };
    },
  },
  {
    type: `${prefix}.template.create`,
    zone,
    handle: async (c) => {
      const { businessId } = checkParams(templateParams, c.params);
      const r = await findRecord(c.db, 'sizechart', String(businessId));
      const chart = r && r.mall_id === c.mall!.mallId ? (JSON.parse(r.data) as StoredSizeChart) : null;
      if (!chart?.reusable) throw paramError(`尺码表模板不存在：${businessId}`);
      const t: StoredSizeTemplate = { businessId, classId: chart.classId, sizes: chart.sizes };
      return { tempBusinessId: await claimId(c, 'sizetemplate', t) };
    },
  },
];

export const sizeChartHandlers: TemuTypeHandler[] = [
  ...handlers('bg.goods.sizecharts', 'CN'),
  ...handlers('bg.glo.goods.sizecharts', 'PA'),
];
