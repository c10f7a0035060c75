import type { DeskLine, ShipFromAddress } from '@podbench/contract';
import type { ReceiveAddressGetResult, StagingGetResult } from '@podbench/temu';
import type { AppContext } from '../../context';
import { chunks, refuse, shopTemu, type ShopTemu } from './temu';
import { type Scope, shopInScope } from './scope';

/** receiveaddressv2 `receiveAddressInfo`: kept whole, passed back (its documented fields) to create and match. */
export type TemuAddress = ReceiveAddressGetResult['subPurchaseReceiveAddressGroups'][number]['receiveAddressInfo'];

export interface StagedOrder {
  sn: string;
  lines: DeskLine[];
  warehouseName: string;
  deliverBy: number | null;
}

/**
 * The desk's lines and caps per WB (bg.shiporder.staging.get, filtered by 20 numbers a call as the SDK does, every
 * page read). Orders Temu does not list are absent from the map.
 */
export async function readStaging(s: ShopTemu, sns: string[]): Promise<Map<string, StagedOrder>> {
  const out = new Map<string, StagedOrder>();
  // The chunks go at once: the client's per-shop limiter paces them to the type's qps.
  await Promise.all(
    chunks(sns, 20).map(async (part) => {
      for (let pageNo = 1; ; pageNo++) {
        const r: StagingGetResult = await s.t.stagingGet({ pageNo, pageSize: 50, subPurchaseOrderSnList: part });
        for (const item of r.list) {
          const b = item.subPurchaseOrderBasicVO;
          out.set(b.subPurchaseOrderSn, {
            sn: b.subPurchaseOrderSn,
            warehouseName: b.subWarehouseName ?? '',
            deliverBy: b.expectLatestDeliverTimeOrDefault ?? null,
            lines: item.orderDetailVOList.map((l) => ({
              productSkuId: Number(l.productSkuId),
              color: l.color ?? '',
              size: l.size ?? '',
              personalText: l.personalText ?? null,
              purchaseQuantity: l.productSkuPurchaseQuantity,
              maxQuantity: l.skuDeliveryQuantityMaxLimit,
            })),
          });
        }
        if (r.list.length === 0 || pageNo * 50 >= r.total) break;
      }
    }),
  );
  return out;
}

/** The receiving warehouse of each WB on the desk (bg.shiporder.receiveaddressv2.get, 50 numbers a call). */
export async function readWarehouses(
  s: ShopTemu,
  sns: string[],
): Promise<Map<string, { subWarehouseId: number; address: TemuAddress }>> {
  const out = new Map<string, { subWarehouseId: number; address: TemuAddress }>();
  const answers = await Promise.all(
    chunks(sns, 50).map((part) => s.t.receiveAddressGet({ subPurchaseOrderSnList: part })),
  );
  for (const r of answers) {
    for (const g of r.subPurchaseReceiveAddressGroups) {
      for (const sn of g.subPurchaseOrderSnList) {
        out.set(sn, { subWarehouseId: Number(g.subWarehouseId), address: g.receiveAddressInfo });
      }
    }
  }
  return out;
}

/** The documented request fields of a warehouse address (create and logisticsmatch accept nothing else). */
export function addressRequest(a: TemuAddress) {
  return {
    provinceCode: a.provinceCode,
    provinceName: a.provinceName,
    cityCode: a.cityCode,
    cityName: a.cityName,
    districtCode: a.districtCode,
    districtName: a.districtName,
    detailAddress: a.detailAddress,
    receiverName: a.receiverName,
    phone: a.phone,
  };
}

export const addressView = (a: TemuAddress) => ({
  provinceName: a.provinceName,
  cityName: a.cityName,
  districtName: a.districtName,
  detailAddress: a.detailAddress,
  receiverName: a.receiverName,
  phone: a.phone,
});

/** The shop's ship-from addresses (bg.mall.address.get; a bare list), the default first. */
export async function shipFromAddresses(ctx: AppContext, scope: Scope, shopId: number): Promise<ShipFromAddress[]> {
  const shop = await shopInScope(ctx.db, scope, shopId);
  const s = await shopTemu(ctx, shop.mainId, shop.shopId);
  const list = await s.t.mallAddressGet().catch((err) => refuse(ctx, shop.shopId, err, '读取发货地址失败'));
  return list
    .map((a) => ({
      id: Number(a.id),
      isDefault: a.isDefault,
      label: a.addressLabel ?? '',
      text: [a.provinceName, a.cityName, a.districtName, a.addressDetail].filter(Boolean).join(' '),
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
