import type { TemuSizeChart, TemuSizeChartMeta, TemuTemplateBody } from '@podbench/contract';
import { UserFacingError } from '../../lib/public-message';

/** A Temu caller through one shop (its token and rate-limit bucket). */
export type SizeChartCaller = (
  name: 'bg.goods.sizecharts.class.get' | 'bg.goods.sizecharts.meta.get' | 'bg.goods.sizecharts.create',
  params: Record<string, unknown>,
  opts?: { idempotent?: boolean },
) => Promise<unknown>;

/** A template Temu would refuse for its content: publishing it again cannot help, so the job fails at once. */
export class PublishRefused extends UserFacingError {}

interface SizeClass {
  classId: number;
  className: string;
}
interface SizeMeta {
  groupId: number;
  groupName: string;
  elements: { id: number; name: string; necessary: boolean }[];
}

/** Size-chart classes and columns are the app's, not a shop's, and change rarely: kept per process for a day. */
const TTL_MS = 24 * 3600_000;
const classCache = new Map<number, { at: number; value: SizeClass | null }>();
const metaCache = new Map<number, { at: number; value: SizeMeta }>();

async function cached<K, V>(cache: Map<K, { at: number; value: V }>, key: K, load: () => Promise<V>) {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** bg.goods.sizecharts.class.get: the leaf's class, null when Temu requires no size chart for it. */
export function sizeClassOf(call: SizeChartCaller, leafCatId: number): Promise<SizeClass | null> {
  return cached(classCache, leafCatId, async () => {
    const r = (await call('bg.goods.sizecharts.class.get', { catId: leafCatId }, { idempotent: true })) as {
      sizeSpecClassCat?: Array<{ classId: number; className?: string | null }> | null;
    };
    const k = r.sizeSpecClassCat?.[0];
    return k ? { classId: Number(k.classId), className: k.className ?? `尺码分类 ${k.classId}` } : null;
  });
}

/** bg.goods.sizecharts.meta.get: the class's size column and measurement columns. */
export function sizeMetaOf(call: SizeChartCaller, classId: number): Promise<SizeMeta> {
  return cached(metaCache, classId, async () => {
    const r = (await call('bg.goods.sizecharts.meta.get', { classId }, { idempotent: true })) as {
      sizeSpecMeta: {
        groupList: Array<{ id: number; name: string }>;
        elementList: Array<{ id: number; name: string; necessary?: boolean | null }>;
      };
    };
    const group = r.sizeSpecMeta.groupList[0];
    return {
      groupId: Number(group?.id ?? 0),
      groupName: group?.name ?? '尺码',
      elements: r.sizeSpecMeta.elementList.map((e) => ({
        id: Number(e.id),
        name: e.name,
        necessary: Boolean(e.necessary),
      })),
    };
  });
}

/** What the editor shows for a leaf category: whether a chart is required and which columns Temu knows. */
export async function sizeChartMetaOf(call: SizeChartCaller, leafCatId: number): Promise<TemuSizeChartMeta> {
  const k = await sizeClassOf(call, leafCatId);
  if (!k) return { required: false, className: null, elements: [] };
  const meta = await sizeMetaOf(call, k.classId);
  return {
    required: true,
    className: k.className,
    elements: meta.elements.map(({ name, necessary }) => ({ name, necessary })),
  };
}

/** The chart's rows as Temu records: values keyed by the meta ids, columns matched by name. */
export function chartRecords(chart: TemuSizeChart, meta: SizeMeta, className: string) {
  const byName = new Map(meta.elements.map((e) => [e.name, e]));
  const unknown = chart.columns.filter((c) => !byName.has(c));
  if (unknown.length > 0)
    throw new PublishRefused(
      `尺码表的列「${unknown.join('、')}」不是该类目（${className}）的尺码参数，可用：${meta.elements.map((e) => e.name).join('、')}`,
    );
  const missing = meta.elements.filter((e) => e.necessary && !chart.columns.includes(e.name));
  if (missing.length > 0)
    throw new PublishRefused(`该类目（${className}）的尺码表必须包含：${missing.map((e) => e.name).join('、')}`);
  const used = chart.columns.map((c) => byName.get(c)!);
  return {
    records: chart.rows.map((r) => ({
      values: Object.fromEntries([
        [String(meta.groupId), r.size],
        ...used.map((e, i) => [String(e.id), (r.values[i] ?? '').trim()]),
      ]),
    })),
    meta: {
      groupList: [{ id: meta.groupId, name: meta.groupName }],
      elementList: used.map((e) => ({ id: e.id, name: e.name })),
    },
  };
}

/**
 * The size chart a listing sends (199 四、尺码表): null when the leaf needs none; otherwise a non-reusable chart
 * created for this listing (its businessId goes straight into sizeTemplateIds). Creating one again on a retry only
 * leaves an unused chart behind, so the call may be repeated.
 */
export async function createSizeChart(call: SizeChartCaller, body: TemuTemplateBody): Promise<number | null> {
  const leaf = body.categoryIds.at(-1);
  if (leaf === undefined) return null;
  const k = await sizeClassOf(call, leaf);
  if (!k) return null;
  if (!body.sizeChart || body.sizeChart.rows.length === 0)
    throw new PublishRefused(`该类目（${k.className}）要求尺码表：请在模板的「尺码表」中填写后再发布`);
  const meta = await sizeMetaOf(call, k.classId);
  const content = chartRecords(body.sizeChart, meta, k.className);
  const r = (await call(
    'bg.goods.sizecharts.create',
    { catId: leaf, classId: k.classId, name: body.title.slice(0, 50), reusable: false, content },
    { idempotent: true },
  )) as { businessId: number };
  return Number(r.businessId);
}
