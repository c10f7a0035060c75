import { paramError } from '../handlers/publishing/params';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

/**
 * Prices: 全托 sends `supplierPrice` only, 半托 `siteSupplierPrices` only (doc 199 §8-8); every SKU in the shop's
 * currency (2000060; sandbox shops settle in CNY); apparel SKUs of one SKC at one price (2000031).
 */
export function checkPrices(p: GoodsAddRequest, mall: SandboxTemuShop, apparel: boolean) {
  // doc 199 §8-9/8-13: 全托 must not send the semi warehouse route; 半托 needs its sites and delivery information
  // (3-day delivery, 259200 s, only for customised goods: doc 211).
  if (mall.managedType === 'full' && p.productWarehouseRouteReq !== undefined) {
    throw paramError('全托管店铺不能传入productWarehouseRouteReq');
  }
  if (mall.managedType === 'semi') {
    if (!p.productShipmentReq) throw paramError('Semi-managed delivery information cannot be empty');
    if (!p.productSemiManagedReq) throw paramError('半托管商品需填写经营站点productSemiManagedReq.bindSiteIds');
    if (p.productShipmentReq.shipmentLimitSecond === 259200 && p.personalizationSwitch !== 1) {
      throw paramError('仅定制品可选择3天发货时效');
    }
  }
  for (const skc of p.productSkcReqs) {
    for (const sku of skc.productSkuReqs) {
      if (sku.currencyType !== 'CNY') throw goodsError(GoodsCode.CURRENCY);
      if (mall.managedType === 'semi') {
        if (sku.supplierPrice !== undefined || !sku.siteSupplierPrices?.length) {
          throw paramError('当前商品仅允许填写分站点申报价格');
        }
        // One declared price per bound site, no more, no fewer (2000204 分站点申报价格校验失败).
        const sites = sku.siteSupplierPrices.map((x) => x.siteId).sort((a, b) => a - b);
        const bound = [...new Set(p.productSemiManagedReq!.bindSiteIds)].sort((a, b) => a - b);
        if (sites.join() !== bound.join()) throw goodsError(GoodsCode.SITE_PRICE);
      } else if (sku.siteSupplierPrices !== undefined || sku.supplierPrice === undefined) {
        throw paramError('全托管商品请填写申报价格supplierPrice（不填写siteSupplierPrices）');
      }
    }
    if (apparel) {
      const prices = new Set(skc.productSkuReqs.map((k) => JSON.stringify(k.supplierPrice ?? k.siteSupplierPrices)));
      if (prices.size > 1) throw goodsError(GoodsCode.APPAREL_PRICE);
    }
  }
}
