import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';
import { type RawShop, type rawTemu, referenceSample } from './sandbox-temu-client';
import { control, sampleGoods } from './temu-goods-fixtures';

// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON
export type Obj = Record<string, any>;
type Raw = ReturnType<typeof rawTemu>;

/** A sample of the reference pack, verbatim (packages/temu/test/fixtures/reference, comments removed). */
export const sample = (file: string) => referenceSample<Obj>(`${file}.txt`);

/**
 * The sample with the reference's example ids swapped for the sandbox's own (the structure, keys and types stay
 * the sample's): every value equal to a `from` becomes its `to`; an object under a key in `objects` is replaced.
 */
export function rebind(v: unknown, pairs: Array<[unknown, unknown]>, objects: Record<string, unknown> = {}): Obj {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object') {
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, k in objects ? objects[k] : walk(y)]));
    }
    const hit = pairs.find(([from]) => from === x);
    return hit ? hit[1] : x;
  };
  return walk(v) as Obj;
}

/** The keys of the reference's answer that ours lacks (objects recursively, lists by their first element). */
export function missingKeys(sampleValue: unknown, ours: unknown, at = 'result'): string[] {
  if (Array.isArray(sampleValue)) {
    if (!Array.isArray(ours)) return [at];
    if (sampleValue.length && !ours.length) return [`${at}[] (empty)`];
    return sampleValue.length ? missingKeys(sampleValue[0], ours[0], `${at}[]`) : [];
  }
  if (sampleValue && typeof sampleValue === 'object') {
    if (!ours || typeof ours !== 'object') return [at];
    return Object.entries(sampleValue).flatMap(([k, v]) =>
      k in (ours as Obj) ? missingKeys(v, (ours as Obj)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

/** A shop with an on-sale customised T-shirt (2 colours) and `count` stock-up orders raised now. */
export async function shopWithOrders(
  t: TestApp,
  temu: Raw,
  count: number,
  extra: Record<string, unknown> = {},
): Promise<{ shop: RawShop & { mallId: string }; productId: number; sns: string[] }> {
  const shop = await temu.shop();
  const g = await sampleGoods(t, shop.mallId, { skcs: 2 });
  await control(t, TEMU_SANDBOX.onSaleNow, { productId: g.productId });
  const sns = await raise(t, shop.mallId, g.productId, count, extra);
  return { shop, productId: g.productId, sns };
}

export async function raise(t: TestApp, mallId: string, productId: number, count: number, extra: Obj = {}) {
  const r = await t.call<{ created: number; subPurchaseOrderSns: string[] }>({
    method: 'POST',
    url: TEMU_SANDBOX.ordersNow,
    payload: { mallId, productId, count, ...extra },
  });
  if (r.code !== 200) throw new Error(`create-now: ${r.msg}`);
  return r.data.subPurchaseOrderSns;
}

/** Calls and expects success; the answer's `result`. */
export async function ok(temu: Raw, zone: 'CN' | 'PA', type: string, shop: RawShop, p: Obj = {}) {
  const r = await temu.call<Obj>(zone, type, shop, p);
  if (!r.success) throw new Error(`${type}: ${r.errorCode} ${r.errorMsg}`);
  return r.result as Obj;
}

/**
 * Desk → warehouses → ship-from → create, as flows.md (b) steps 2–6 chain them: one v3.create with a group per
 * warehouse; each order's SKUs in `boxes` boxes (the quantities split as evenly as they go).
 */
export async function createShipOrders(temu: Raw, shop: RawShop, sns: string[], boxes = 1) {
  const add = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
    joinInfoList: sns.map((s) => ({ subPurchaseOrderSn: s, deliveryAddressType: 4 })),
  });
  if (add.existJoinErrorSubPurchase) throw new Error(JSON.stringify(add.joinErrorList));
  const desk = await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, {
    pageNo: 1,
    pageSize: 100,
    subPurchaseOrderSnList: sns,
  });
  const addr = await ok(temu, 'CN', 'bg.shiporder.receiveaddressv2.get', shop, { subPurchaseOrderSnList: sns });
  const [from] = (await ok(temu, 'CN', 'bg.mall.address.get', shop)) as unknown as Obj[];
  const lines = new Map<string, Obj[]>(
    (desk.list as Obj[]).map((e) => [e.subPurchaseOrderBasicVO.subPurchaseOrderSn, e.orderDetailVOList]),
  );
  const deliveryOrderCreateGroupList = (addr.subPurchaseReceiveAddressGroups as Obj[]).map((g) => ({
    subWarehouseId: g.subWarehouseId,
    receiveAddressInfo: g.receiveAddressInfo,
    deliveryOrderCreateInfos: (g.subPurchaseOrderSnList as string[]).map((s) => {
      const ls = lines.get(s)!;
      return {
        subPurchaseOrderSn: s,
        deliveryAddressId: from!.id,
        deliverOrderDetailInfos: ls.map((l) => ({
          productSkuId: l.productSkuId,
          deliverSkuNum: l.skuDeliveryQuantityMaxLimit,
        })),
        packageInfos: Array.from({ length: boxes }, (_, b) => ({
          packageDetailSaveInfos: ls
            .map((l) => {
              const n = l.skuDeliveryQuantityMaxLimit as number;
              const share = Math.floor(n / boxes) + (b < n % boxes ? 1 : 0);
              return { productSkuId: l.productSkuId, skuNum: share };
            })
            .filter((x) => x.skuNum > 0),
        })).filter((p) => p.packageDetailSaveInfos.length > 0),
      };
    }),
  }));
  const created = await ok(temu, 'CN', 'bg.shiporderv3.create', shop, { deliveryOrderCreateGroupList });
  return {
    groups: addr.subPurchaseReceiveAddressGroups as Obj[],
    from: from!,
    created,
    request: deliveryOrderCreateGroupList,
  };
}
