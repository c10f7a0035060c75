import { z } from 'zod';
import { ownOrders, skcExtCodes } from '../../orders/lookup';
import { PurchaseOrderStatus, parseOrder, type SandboxOrder, warehouseOf } from '../../orders/model';
import { sellerAddress } from '../../orders/places';
import { deskEntry } from '../../orders/views';
import { boolish, int, paging, params, refuse, sn, str } from '../../orders/wire';
import { advanceRecord } from '../../state/record-repository';
import type { TemuTypeHandler } from '../registry';

/** Per-order codes of staging.add's `joinErrorList` (README §6.4, the only two the reference knows). */
export const JoinError = { ALREADY_ON_DESK: 60001, NOT_ACCEPTED: 60004 } as const;
/** deliveryAddressType: 1 内地 (deprecated), 2 香港, 3 内地保税区, 4 内地非保税区. Sandbox shops are 4. */
const MAINLAND_NON_BONDED = 4;

const addSchema = z.looseObject({
  joinInfoList: z.array(z.looseObject({ subPurchaseOrderSn: sn, deliveryAddressType: int.min(1).max(4) })).min(1),
});
const getSchema = z.looseObject({
  ...paging(100),
  subPurchaseOrderSnList: z.array(str).optional(),
  productSkcIdList: z.array(int).optional(),
  skcExtCode: z.array(str).optional(),
  settlementType: int.optional(),
  urgencyType: int.optional(),
  isCustomProduct: boolish.optional(),
  purchaseStockType: int.optional(),
  isJit: boolish.optional(),
  isFirstOrder: boolish.optional(),
  subWarehouseId: int.optional(),
  inventoryRegion: z.array(int).optional(),
});
const addressSchema = z.looseObject({ subPurchaseOrderSnList: z.array(sn).min(1) });

/** On the desk: joined and not (yet, or any more) carried by a live ship order. */
export const onDesk = (o: SandboxOrder) => !!o.deskJoinedAt && !o.deliveryOrderSn;

export const deskHandlers: TemuTypeHandler[] = [
  {
    /** bg.shiporder.staging.add: per-order failures in `joinErrorList` (60001 already there, 60004 not 1). */
    type: 'bg.shiporder.staging.add',
    zone: 'CN',
    handle: async (c) => {
      const p = params(addSchema, c.params);
      for (const j of p.joinInfoList) {
        if (j.deliveryAddressType === 1) {
          throw refuse('deliveryAddressType 1（内地）已废弃，内地非保税区请传 4');
        }
        if (j.deliveryAddressType !== MAINLAND_NON_BONDED) {
          throw refuse(`deliveryAddressType ${j.deliveryAddressType} 与店铺的发货地址类型（4 内地非保税区）不符`);
        }
      }
      const orders = await ownOrders(
        c.db,
        c.mall!.mallId,
        p.joinInfoList.map((j) => j.subPurchaseOrderSn),
      );
      const joinErrorList: Array<Record<string, unknown>> = [];
      const fail = (s: string, errorCode: number, errorMsg: string) =>
        joinErrorList.push({ joinErrorSubPurchaseOrderSn: s, errorCode, errorMsg, extraInfoMap: {} });
      const seen = new Set<string>();
      for (const j of p.joinInfoList) {
        const s = j.subPurchaseOrderSn;
        const x = orders.get(s);
        if (!x || x.row.status !== PurchaseOrderStatus.ACCEPTED) {
          fail(s, JoinError.NOT_ACCEPTED, '备货单非已接单待发货状态，不可加入发货台');
          continue;
        }
        if (seen.has(s) || x.o.deskJoinedAt || x.o.deliveryOrderSn) {
          fail(s, JoinError.ALREADY_ON_DESK, '备货单已加入发货台');
          continue;
        }
        seen.add(s);
        const joined = await advanceRecord(
          c.db,
          x.row,
          { status: x.row.status, data: { ...x.o, deskJoinedAt: c.now }, dueAt: null },
          c.now,
        );
        if (!joined) fail(s, JoinError.ALREADY_ON_DESK, '备货单已加入发货台');
      }
      return { existJoinErrorSubPurchase: joinErrorList.length > 0, joinErrorList };
    },
  },
  {
    /** bg.shiporder.staging.get: the desk's orders, one entry per WB, lines as 定制品 SKUs. */
    type: 'bg.shiporder.staging.get',
    zone: 'CN',
    handle: async (c) => {
      const p = params(getSchema, c.params);
      const mallId = c.mall!.mallId;
      const none =
        p.settlementType === 0 ||
        p.urgencyType === 1 ||
        p.isCustomProduct === false ||
        p.purchaseStockType === 1 ||
        p.isJit === true ||
        p.isFirstOrder === true ||
        (p.inventoryRegion?.length && !p.inventoryRegion.includes(1));
      let q = c.db
        .selectFrom('sandbox_temu_records')
        .select(['data'])
        .where('mall_id', '=', mallId)
        .where('kind', '=', 'order')
        .where('status', '=', PurchaseOrderStatus.ACCEPTED);
      if (p.subPurchaseOrderSnList?.length) q = q.where('ref', 'in', p.subPurchaseOrderSnList);
      const skcCode = await skcExtCodes(c.db, mallId);
      const all = none
        ? []
        : (await q.orderBy('created_at').orderBy('id').execute())
            .map((r) => parseOrder(r.data))
            .filter(onDesk)
            .filter((o) => !p.productSkcIdList?.length || p.productSkcIdList.includes(o.productSkcId))
            .filter((o) => !p.skcExtCode?.length || p.skcExtCode.includes(skcCode(o.productSkcId)))
            .filter((o) => p.subWarehouseId === undefined || warehouseOf(o).subWarehouseId === p.subWarehouseId);
      const start = (p.pageNo - 1) * p.pageSize;
      return {
        total: all.length,
        list: all.slice(start, start + p.pageSize).map((o) => deskEntry(o, mallId, skcCode(o.productSkcId), c.now)),
      };
    },
  },
  {
    /** bg.shiporder.receiveaddressv2.get: the receiving warehouses of desk orders, one group each. */
    type: 'bg.shiporder.receiveaddressv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = params(addressSchema, c.params);
      const orders = await ownOrders(c.db, c.mall!.mallId, p.subPurchaseOrderSnList);
      const groups = new Map<
        number,
        { subWarehouseId: number; subPurchaseOrderSnList: string[]; receiveAddressInfo: unknown }
      >();
      for (const s of new Set(p.subPurchaseOrderSnList)) {
        const x = orders.get(s);
        // Live text (README §6.4): orders that are not on the desk / not shippable.
        if (!x || x.row.status !== PurchaseOrderStatus.ACCEPTED || !onDesk(x.o)) throw refuse('存在不可发货的订单');
        const w = warehouseOf(x.o);
        const g = groups.get(w.subWarehouseId) ?? {
          subWarehouseId: w.subWarehouseId,
          subPurchaseOrderSnList: [],
          receiveAddressInfo: w.receiveAddressInfo,
        };
        g.subPurchaseOrderSnList.push(s);
        groups.set(w.subWarehouseId, g);
      }
      return { subPurchaseReceiveAddressGroups: [...groups.values()] };
    },
  },
  {
    /** bg.mall.address.get: no parameters; `result` is a bare list (the shop's one default address). */
    type: 'bg.mall.address.get',
    zone: 'CN',
    handle: async (c) => [sellerAddress(c.mall!.mallId)],
  },
];
