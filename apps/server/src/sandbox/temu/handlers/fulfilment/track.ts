import { z } from 'zod';
import { ownOrders, skcExtCodes } from '../../orders/lookup';
import { parseShipOrder, type SandboxShipOrder } from '../../orders/ship';
import { shipOrderView } from '../../orders/views';
import { boolish, int, paging, params, str } from '../../orders/wire';
import type { TemuTypeHandler } from '../registry';

const schema = z.looseObject({
  ...paging(100),
  deliveryOrderSnList: z.array(str).optional(),
  subPurchaseOrderSnList: z.array(str).optional(),
  expressDeliverySnList: z.array(str).optional(),
  productSkcIdList: z.array(int).optional(),
  skcExtCodeList: z.array(str).optional(),
  subWarehouseIdList: z.array(int).optional(),
  status: int.optional(),
  deliverTimeFrom: int.optional(),
  deliverTimeTo: int.optional(),
  isCustomProduct: boolish.optional(),
  urgencyType: int.optional(),
  isVmi: int.optional(),
  isJit: boolish.optional(),
  isPrintBoxMark: int.optional(),
  latestFeedbackStatusList: z.array(int).optional(),
  expressWeightFeedbackStatus: z.array(int).optional(),
  inventoryRegion: z.array(int).optional(),
  sortType: int.optional(),
  sortFieldName: str.optional(),
  targetReceiveAddress: str.optional(),
  targetDeliveryAddress: str.optional(),
  onlyTaxWarehouseWaitApply: boolish.optional(),
});

/**
 * bg.shiporderv2.get: the shop's ship orders, newest first (sortType 0, the page's default order; 1 and 2 sort by
 * deadline / warehouse name), with the documented filters.
 */
export const trackHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.shiporderv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = params(schema, c.params);
      const mallId = c.mall!.mallId;
      let q = c.db
        .selectFrom('sandbox_temu_records')
        .select(['data', 'status'])
        .where('mall_id', '=', mallId)
        .where('kind', '=', 'shiporder');
      if (p.deliveryOrderSnList?.length) q = q.where('ref', 'in', p.deliveryOrderSnList);
      if (p.status !== undefined) q = q.where('status', '=', p.status);
      const none =
        p.isCustomProduct === false ||
        p.urgencyType === 1 ||
        p.isVmi === 0 ||
        p.isJit === true ||
        p.onlyTaxWarehouseWaitApply === true ||
        (p.inventoryRegion?.length && !p.inventoryRegion.includes(1)) ||
        p.latestFeedbackStatusList?.some((x) => x !== 0) ||
        p.expressWeightFeedbackStatus?.some((x) => x !== 0);
      const ships = none
        ? []
        : (await q.orderBy('id', 'desc').execute()).map((r) => ({ s: parseShipOrder(r.data), status: r.status }));
      const orders = await ownOrders(
        c.db,
        mallId,
        ships.map((x) => x.s.subPurchaseOrderSn),
      );
      const skcCode = await skcExtCodes(c.db, mallId);
      const keep = (s: SandboxShipOrder) => {
        const o = orders.get(s.subPurchaseOrderSn)?.o;
        if (!o) return false;
        if (p.subPurchaseOrderSnList?.length && !p.subPurchaseOrderSnList.includes(s.subPurchaseOrderSn)) return false;
        if (p.expressDeliverySnList?.length && !p.expressDeliverySnList.includes(s.delivery?.expressDeliverySn ?? ''))
          return false;
        if (p.productSkcIdList?.length && !p.productSkcIdList.includes(o.productSkcId)) return false;
        if (p.skcExtCodeList?.length && !p.skcExtCodeList.includes(skcCode(o.productSkcId))) return false;
        if (p.subWarehouseIdList?.length && !p.subWarehouseIdList.includes(s.subWarehouseId)) return false;
        if (p.deliverTimeFrom !== undefined && (s.sentAt ?? -1) < p.deliverTimeFrom) return false;
        if (p.deliverTimeTo !== undefined && (s.sentAt === null || s.sentAt > p.deliverTimeTo)) return false;
        if (p.isPrintBoxMark !== undefined && Number(s.boxMarkPrinted) !== p.isPrintBoxMark) return false;
        return true;
      };
      const hit = ships.filter((x) => keep(x.s));
      if (p.sortType === 1)
        hit.sort(
          (a, b) =>
            orders.get(a.s.subPurchaseOrderSn)!.o.purchaseTime - orders.get(b.s.subPurchaseOrderSn)!.o.purchaseTime,
        );
      if (p.sortType === 2) hit.sort((a, b) => a.s.subWarehouseId - b.s.subWarehouseId);
      const start = (p.pageNo - 1) * p.pageSize;
      return {
        total: hit.length,
        list: hit.slice(start, start + p.pageSize).map((x) => {
          const o = orders.get(x.s.subPurchaseOrderSn)!.o;
          return shipOrderView(x.s, x.status, o, mallId, skcCode(o.productSkcId), c.now);
        }),
      };
    },
  },
];
