import { z } from 'zod';
import { skcExtCodes } from '../../orders/lookup';
import { parseOrder, type SandboxOrder } from '../../orders/model';
import { parseShipOrder } from '../../orders/ship';
import { purchaseOrderView } from '../../orders/views';
import { boolish, int, paging, params, str } from '../../orders/wire';
import { findRecords } from '../../state/record-repository';
import type { TemuTypeHandler } from '../registry';

const ints = z.array(int);
const strs = z.array(str);
/** bg.purchaseorderv2.get's request table: pageNo/pageSize required ([1,500]), every filter optional and typed. */
const schema = z.looseObject({
  ...paging(500),
  statusList: z.array(int.min(0).max(10)).optional(),
  subPurchaseOrderSnList: strs.optional(),
  originalPurchaseOrderSnList: strs.optional(),
  productSkcIdList: ints.optional(),
  productSnList: strs.optional(),
  deliverOrderSnList: strs.optional(),
  purchaseTimeFrom: int.optional(),
  purchaseTimeTo: int.optional(),
  expectLatestDeliverTimeFrom: int.optional(),
  expectLatestDeliverTimeTo: int.optional(),
  expectLatestArrivalTimeFrom: int.optional(),
  expectLatestArrivalTimeTo: int.optional(),
  isCustomGoods: boolish.optional(),
  customizationType: int.optional(),
  urgencyType: int.optional(),
  settlementType: int.optional(),
  purchaseStockType: int.optional(),
  isFirst: boolish.optional(),
  isDelayDeliver: boolish.optional(),
  isDelayArrival: boolish.optional(),
  deliverOrArrivalDelayStatusList: ints.optional(),
  todayCanDeliver: boolish.optional(),
  sourceList: ints.optional(),
  qcReject: int.optional(),
  qcOption: int.optional(),
  skuLackSnapshot: int.optional(),
  lackOrSoldOutTagList: ints.optional(),
  isCloseJit: boolish.optional(),
  warehouseGroupIdList: ints.optional(),
  productLabelCodeStyle: int.optional(),
  supplierIdList: ints.optional(),
  supplierName: str.optional(),
});
type Params = z.output<typeof schema>;

/** Filters the sandbox's orders can never match (they are all customised, non-urgent, VMI, non-JIT, not first). */
function matchesNone(p: Params) {
  return (
    p.isCustomGoods === false ||
    (p.customizationType !== undefined && p.customizationType !== 0) ||
    p.urgencyType === 1 ||
    p.settlementType === 0 ||
    p.purchaseStockType === 1 ||
    p.isFirst === true ||
    p.isCloseJit === true ||
    p.qcReject === 1 ||
    p.skuLackSnapshot === 1 ||
    (p.lackOrSoldOutTagList?.length ?? 0) > 0
  );
}

/** Filters answered from the order's data (the rest are SQL columns: status, number, purchase time). */
function dataFilter(p: Params, skcCode: (id: number) => string, liveFh: Map<string, string>) {
  const tests: Array<(o: SandboxOrder) => boolean> = [];
  if (p.originalPurchaseOrderSnList?.length)
    tests.push((o) => p.originalPurchaseOrderSnList!.includes(o.originalPurchaseOrderSn));
  if (p.productSkcIdList?.length) tests.push((o) => p.productSkcIdList!.includes(o.productSkcId));
  if (p.productSnList?.length) tests.push((o) => p.productSnList!.includes(skcCode(o.productSkcId)));
  if (p.deliverOrderSnList?.length)
    tests.push((o) => p.deliverOrderSnList!.includes(liveFh.get(o.subPurchaseOrderSn) ?? ''));
  if (p.warehouseGroupIdList?.length) tests.push((o) => p.warehouseGroupIdList!.includes(o.subWarehouseId ?? -1));
  return tests.length ? (o: SandboxOrder) => tests.every((t) => t(o)) : null;
}

/**
 * bg.purchaseorderv2.get: the shop's stock-up orders, oldest purchase first (stable pages while orders keep
 * arriving). Status, numbers and purchase time are filtered in SQL so 10,000 orders page cheaply; `statusNumMap`
 * (SDK-only in the reference) counts the shop's orders per status, `delayNumMap` is all zeros (nothing is late).
 */
export const purchaseOrderHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.purchaseorderv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = params(schema, c.params);
      const mallId = c.mall!.mallId;
      const base = c.db.selectFrom('sandbox_temu_records').where('mall_id', '=', mallId).where('kind', '=', 'order');
      const counts = await base
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const statusNumMap: Record<string, number> = {};
      for (let s = 0; s <= 10; s++) statusNumMap[String(s)] = 0;
      for (const r of counts) statusNumMap[String(r.status)] = Number(r.n);
      const head = {
        statusNumMap,
        delayNumMap: { '101': 0, '102': 0, '201': 0, '202': 0 },
        todayCanDeliverNum: statusNumMap['1'] ?? 0,
      };
      const late =
        p.isDelayDeliver === true || p.isDelayArrival === true || (p.deliverOrArrivalDelayStatusList?.length ?? 0) > 0;
      if (matchesNone(p) || late) return { total: 0, ...head, subOrderForSupplierList: [] };
      let q = base;
      if (p.purchaseTimeFrom !== undefined) q = q.where('created_at', '>=', p.purchaseTimeFrom);
      if (p.purchaseTimeTo !== undefined) q = q.where('created_at', '<=', p.purchaseTimeTo);
      if (p.statusList?.length) q = q.where('status', 'in', p.statusList);
      if (p.todayCanDeliver === true) q = q.where('status', '=', 1);
      if (p.subPurchaseOrderSnList?.length) q = q.where('ref', 'in', p.subPurchaseOrderSnList);
      const skcCode = await skcExtCodes(c.db, mallId);
      const ships = new Map<string, { status: number; sentAt: number | null; receivedAt: number | null }>();
      const shipOf = async (fhs: string[]) => {
        for (const r of await findRecords(
          c.db,
          'shiporder',
          fhs.filter((f) => !ships.has(f)),
        )) {
          const s = parseShipOrder(r.data);
          ships.set(r.ref, { status: r.status, sentAt: s.sentAt, receivedAt: s.receivedAt });
        }
      };
      const liveFh = new Map<string, string>();
      const view = (o: SandboxOrder, status: number) => {
        const s = o.deliveryOrderSn ? ships.get(o.deliveryOrderSn) : undefined;
        return purchaseOrderView(o, mallId, {
          status,
          skcExtCode: skcCode(o.productSkcId),
          delivered: !!s?.sentAt,
          received: !!s?.receivedAt,
          sentAt: s?.sentAt ?? null,
          receivedAt: s?.receivedAt ?? null,
        });
      };
      const start = (p.pageNo - 1) * p.pageSize;
      const rows = q.select(['data', 'status']).orderBy('created_at').orderBy('id');
      let page: Array<{ o: SandboxOrder; status: number }>;
      let total: number;
      const filter = dataFilter(p, skcCode, liveFh);
      if (filter) {
        const all = (await rows.execute()).map((r) => ({ o: parseOrder(r.data), status: r.status }));
        for (const x of all) if (x.o.deliveryOrderSn) liveFh.set(x.o.subPurchaseOrderSn, x.o.deliveryOrderSn);
        const hit = all.filter((x) => filter(x.o));
        total = hit.length;
        page = hit.slice(start, start + p.pageSize);
      } else {
        const [n, r] = await Promise.all([
          q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows.limit(p.pageSize).offset(start).execute(),
        ]);
        total = Number(n.n);
        page = r.map((x) => ({ o: parseOrder(x.data), status: x.status }));
      }
      await shipOf(page.flatMap((x) => (x.o.deliveryOrderSn ? [x.o.deliveryOrderSn] : [])));
      return { total, ...head, subOrderForSupplierList: page.map((x) => view(x.o, x.status)) };
    },
  },
];
