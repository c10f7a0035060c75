import { paramError } from '../handlers/publishing/params';
import { PROVINCES, titleLimitOf } from '../reference/provinces';
import { technologyProblem } from '../reference/technology';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

// The bg.glo.goods.add rules on single fields: the title, 货号 and volumes, the origin, customisation.

/** Temu doc 205: the title limit of the level-1 category. */
export function checkTitle(p: GoodsAddRequest, cat1Id: number) {
  const limit = titleLimitOf(cat1Id);
  if ([...p.productName].length > limit) throw paramError(`货品名称productName最多${limit}个字符`);
}

/** Volumes longest ≥ middle ≥ shortest (2000044); 货号 letters, digits and punctuation only (6000018). */
export function checkSkuDetails(p: GoodsAddRequest) {
  const code = /^[\x21-\x7e]*$/;
  for (const skc of p.productSkcReqs) {
    if (!code.test(skc.extCode)) throw goodsError(GoodsCode.EXT_CODE);
    for (const sku of skc.productSkuReqs) {
      if (!code.test(sku.extCode)) throw goodsError(GoodsCode.EXT_CODE);
      const v = sku.productSkuWhExtAttrReq.productSkuVolumeReq;
      if (!(v.len >= v.width && v.width >= v.height)) throw goodsError(GoodsCode.VOLUME_ORDER);
    }
  }
}

/** The origin: region1ShortName always, and a doc 201 province (region2Id) when it is CN (2000146). */
export function checkOrigin(p: GoodsAddRequest) {
  const o = p.productWhExtAttrReq?.productOrigin;
  if (!o?.region1ShortName) throw goodsError(GoodsCode.ORIGIN_REQUIRED);
  if (!/^[A-Z]{2}$/.test(o.region1ShortName)) throw paramError(`产地region1ShortName应为二字码：${o.region1ShortName}`);
  if (o.region1ShortName === 'CN') {
    if (o.region2Id === undefined) throw goodsError(GoodsCode.ORIGIN_REQUIRED);
    if (!PROVINCES[o.region2Id]) throw paramError(`产地省份region2Id不合法：${o.region2Id}`);
  }
}

/** Customisation (doc 203, table H): only allowed combinations; personalizationSwitch 1 needs a technology. */
export function checkCustomisation(p: GoodsAddRequest): boolean {
  const t = p.productSaleExtAttrReq?.customizedTechnologyReq;
  if (p.personalizationSwitch === 1 && !t)
    throw paramError('定制品（personalizationSwitch=1）需填写定制工艺customizedTechnologyReq');
  if (t) {
    const problem = technologyProblem({
      technologyType: t.technologyType,
      firstType: t.firstType,
      twiceType: t.twiceType ?? [],
    });
    if (problem) throw paramError(problem);
  }
  return p.personalizationSwitch === 1;
}
