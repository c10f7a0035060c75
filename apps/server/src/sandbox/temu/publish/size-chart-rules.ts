import { sizeClassOfLeaf } from '../catalog/size-classes';
import type { Executor } from '../../../db';
import { findPublishableSizeChart } from '../handlers/publishing/size-charts';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

/**
 * Size charts (doc 199 §四, §8-2/8-6/8-7): a leaf whose class.get answers needs one; each id is this shop's
 * reusable=false businessId or a tempBusinessId; its class is the leaf's; its sizes are exactly the SKUs' 尺码 values.
 */
export async function checkSizeCharts(db: Executor, mallId: string, p: GoodsAddRequest, leafCatId: number) {
  const ids = [
    ...(p.sizeTemplateIds ?? []),
    ...(p.showSizeTemplateIds ?? []),
    ...(p.sizeTemplateId !== undefined ? [p.sizeTemplateId] : []),
  ];
  const cls = sizeClassOfLeaf(leafCatId);
  if (cls && (p.sizeTemplateIds ?? []).length === 0)
    throw goodsError(GoodsCode.SIZE_CHART_INVALID, `该类目（${cls.className}）必须上传尺码表`);
  const skuSizes = new Set(
    p.productSkcReqs.flatMap((skc) =>
      skc.productSkuReqs.flatMap((k) =>
        k.productSkuSpecReqs.filter((s) => s.parentSpecId === 3001).map((s) => s.specName),
      ),
    ),
  );
  for (const id of new Set(ids)) {
    const chart = id > 0 ? await findPublishableSizeChart(db, mallId, id) : null;
    if (!chart) throw goodsError(GoodsCode.SIZE_CHART_INVALID, `不合法的尺码模板id：[${id}]`);
    if (cls && chart.classId !== cls.classId) throw goodsError(GoodsCode.SIZE_CHART_INVALID, '尺码表分类与类目不匹配');
    const sizes = new Set(chart.sizes);
    if (sizes.size !== skuSizes.size || [...skuSizes].some((s) => !sizes.has(s))) {
      throw goodsError(GoodsCode.SIZE_CHART_INVALID, '尺码表包含不合法的尺码规格');
    }
  }
}
