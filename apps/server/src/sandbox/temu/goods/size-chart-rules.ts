import type { Executor } from '../../../db';
import { sizeClassOfCategory } from '../catalog/size-charts';
import type { SandboxSizeChart } from '../handlers/size-charts';
import { SandboxTemuError } from '../handlers/registry';
import { findRecords } from '../state/record-repository';
import type { GoodsAddParams } from './add-request';
import { GOODS_ERROR_CODE } from './add-rules';

const refuse = (msg: string) => new SandboxTemuError(GOODS_ERROR_CODE, msg);
const SIZE_SPEC = '尺码';

/**
 * 199 四、尺码表 and FAQ 8-2/8-6/8-7: a leaf whose class.get answers needs a size chart; every id must be a chart this
 * shop created with reusable=false (a template's id needs template.create first); the chart lists exactly the
 * listing's sizes.
 */
export async function checkSizeCharts(db: Executor, mallId: string, p: GoodsAddParams, leafCatId: number) {
  const ids = [...p.sizeTemplateIds, ...p.showSizeTemplateIds];
  const bad = ids.filter((id) => id <= 0);
  if (bad.length > 0) throw refuse(`不合法的尺码模板id：[${bad.join(',')}]`);
  const cls = sizeClassOfCategory(leafCatId);
  if (cls && p.sizeTemplateIds.length === 0) throw refuse(`该类目（${cls.className}）必须上传尺码表`);
  if (ids.length === 0) return;
  const rows = await findRecords(db, 'sizechart', [...new Set(ids)].map(String));
  const charts = new Map(
    rows.filter((r) => r.mall_id === mallId).map((r) => [Number(r.ref), JSON.parse(r.data) as SandboxSizeChart]),
  );
  const unknown = ids.filter((id) => !charts.get(id) || charts.get(id)!.reusable);
  if (unknown.length > 0) throw refuse(`不合法的尺码模板id：[${unknown.join(',')}]`);
  const skuSizes = new Set(
    p.productSkcReqs.flatMap((skc) =>
      skc.productSkuReqs.flatMap((k) =>
        k.productSkuSpecReqs.filter((s) => s.parentSpecName === SIZE_SPEC).map((s) => s.specName),
      ),
    ),
  );
  for (const id of p.sizeTemplateIds) {
    const chart = charts.get(id)!;
    if (cls && chart.classId !== cls.classId) throw refuse('尺码表分类与类目不匹配');
    const sizes = new Set(chart.sizes);
    if (sizes.size !== skuSizes.size || [...skuSizes].some((s) => !sizes.has(s)))
      throw refuse('尺码表包含不合法的尺码规格');
  }
}
