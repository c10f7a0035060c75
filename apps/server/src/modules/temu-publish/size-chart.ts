import type { TemuSizeChart, TemuSizeChartSpec } from '@podbench/contract';
import { PublishRefused } from '../publish-core/refused';
import type { TemuShopCaller } from './temu-shop';
import { perOwner } from '../../lib/owner-cache';

/** A template Temu would refuse for its content: the core's PublishRefused (the job fails at once). */
export { PublishRefused };

/**
 * Size-chart classes, columns and sizes are the app's, not a shop's, and change rarely: kept a day per client (one per
 * app and gateway — never a module-wide map, which answered one app with another gateway's columns when two apps
 * shared a process, as the test files of a worker do).
 */
const TTL_MS = 24 * 3600_000;
const perApp = perOwner(() => new Map<number, { at: number; value: TemuSizeChartSpec }>());
const cacheOf = (caller: TemuShopCaller) => perApp(caller.appScope ?? caller);

/**
 * What a leaf's size chart needs (reference bg.goods.sizecharts.md): class.get answers ONE `sizeSpecClassCat`
 * object (none → no chart needed); meta.get gives the size systems (`groupList`, required unless `unnecessary`) and
 * measurements (`elementList`, optional unless `necessary`); settings.get the allowed size names (`sizeList`).
 */
export async function sizeChartSpecOf(caller: TemuShopCaller, catId: number): Promise<TemuSizeChartSpec> {
  const cache = cacheOf(caller);
  const hit = cache.get(catId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const k = (await caller.callType('bg.goods.sizecharts.class.get', { catId }, { idempotent: true })).sizeSpecClassCat;
  let value: TemuSizeChartSpec;
  if (!k) {
    value = { required: false, classId: null, classType: null, groups: [], elements: [], sizeNames: [] };
  } else {
    const meta = await caller.callType(
      'bg.goods.sizecharts.meta.get',
      { catId, classId: k.classId },
      { idempotent: true },
    );
    const settings = await caller.callType(
      'bg.goods.sizecharts.settings.get',
      { catId, classId: k.classId },
      { idempotent: true },
    );
    value = {
      required: true,
      classId: k.classId,
      classType: k.classType,
      groups: meta.sizeSpecMeta.groupList.map((g) => ({ id: g.id, name: g.name, required: g.unnecessary !== true })),
      elements: meta.sizeSpecMeta.elementList.map((e) => ({ id: e.id, name: e.name, necessary: e.necessary === true })),
      sizeNames: [...settings.sizeList],
    };
  }
  cache.set(catId, { at: Date.now(), value });
  return value;
}

/** The chart's rows as Temu records: the size under the first size system, measurements by element id. */
export function chartContent(chart: TemuSizeChart, spec: TemuSizeChartSpec) {
  const group = spec.groups[0];
  if (!group) throw new PublishRefused('该类目的尺码表没有尺码体系，无法创建尺码表');
  const byName = new Map(spec.elements.map((e) => [e.name, e]));
  const unknown = chart.columns.filter((c) => !byName.has(c));
  if (unknown.length > 0)
    throw new PublishRefused(
      `尺码表的列「${unknown.join('、')}」不是该类目的尺码参数，可用：${spec.elements.map((e) => e.name).join('、')}`,
    );
  const missing = spec.elements.filter((e) => e.necessary && !chart.columns.includes(e.name));
  if (missing.length > 0) throw new PublishRefused(`该类目的尺码表必须包含：${missing.map((e) => e.name).join('、')}`);
  if (spec.sizeNames.length > 0) {
    const bad = chart.rows.map((r) => r.size).filter((s) => !spec.sizeNames.includes(s));
    if (bad.length > 0)
      throw new PublishRefused(`尺码「${bad.join('、')}」不是该类目允许的尺码名，可用：${spec.sizeNames.join('、')}`);
  }
  const used = chart.columns.map((c) => byName.get(c)!);
  return {
    records: chart.rows.map((r) => ({
      values: Object.fromEntries([
        [String(group.id), r.size],
        ...used.map((e, i) => [String(e.id), (r.values[i] ?? '').trim()]),
      ]),
    })),
    meta: {
      groupList: [{ id: group.id, name: group.name }],
      elementList: used.map((e) => ({ id: e.id, name: e.name })),
    },
  };
}

/**
 * The size chart a listing sends: none when the leaf needs none; otherwise a one-off chart (`reusable: false`)
 * whose businessId is the publish id. Creating one again on a retry only leaves an unused chart behind.
 */
export async function createSizeChart(
  caller: TemuShopCaller,
  catId: number,
  chart: TemuSizeChart | null,
  name: string,
): Promise<number | null> {
  const spec = await sizeChartSpecOf(caller, catId);
  if (!spec.required || spec.classId === null) return null;
  if (spec.classType === 1) throw new PublishRefused('该类目是套装尺码表，Temu 不允许通过接口创建，请改选类目');
  if (!chart || chart.rows.length === 0)
    throw new PublishRefused('该类目要求尺码表：请在模板的「尺码表」中填写后再发布');
  const r = await caller.callType(
    'bg.goods.sizecharts.create',
    { catId, classId: spec.classId, name: name.slice(0, 50), reusable: false, content: chartContent(chart, spec) },
    { idempotent: true },
  );
  return r.businessId;
}
