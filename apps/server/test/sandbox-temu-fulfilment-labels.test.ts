import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { type RawShop, rawTemu, signDoc192 } from './sandbox-temu-client';
import {
  createShipOrders,
  missingKeys,
  type Obj,
  ok,
  rebind,
  sample,
  shopWithOrders,
} from './sandbox-temu-fulfilment-fixtures';

const t = await useTestApp();
const temu = rawTemu(t);
vi.setConfig({ testTimeout: 90_000 });

describe('sandbox Temu labels and sales answer the reference samples (raw doc 192 client)', () => {
  let shop: RawShop;
  let sns: string[];
  let productId: number;

  beforeAll(async () => {
    ({ shop, sns, productId } = await shopWithOrders(t, temu, 4));
    // Order 2 in a ship order; order 3 stays on the desk.
    await createShipOrders(temu, shop, [sns[2]!]);
    await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: sns[3], deliveryAddressType: 4 }],
    });
  });

  it('labels: custom.label.get and labelv2.get (data and print modes), box marks print mode answer a bare dataKey string', async () => {
    const desk = await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, { pageNo: 1, pageSize: 100 });
    const po = await ok(temu, 'CN', 'bg.purchaseorderv2.get', shop, {
      pageNo: 1,
      pageSize: 10,
      subPurchaseOrderSnList: [sns[3]],
    });
    expect(po.total).toBe(1);
    const personal = (
      await ok(temu, 'CN', 'bg.shiporderv2.get', shop, { pageNo: 1, pageSize: 10, subPurchaseOrderSnList: [sns[2]] })
    ).list[0].packageDetailList[0].productSkuId;
    const custom = await ok(
      temu,
      'PA',
      'bg.glo.goods.custom.label.get',
      shop,
      rebind(sample('bg.glo.goods.custom.label.get.request'), [[52000000001, personal]]),
    );
    expect(missingKeys(sample('bg.glo.goods.custom.label.get.response').result, custom)).toEqual([]);
    expect(custom.personalLabelCodePageResult.totalCount).toBe(1);
    expect(custom.personalLabelCodePageResult.data[0].productSkuLabelCodeDTO.productSkuId).toBe(personal);

    const base = po.subOrderForSupplierList[0].skuQuantityDetailList[0];
    const labels = await ok(
      temu,
      'PA',
      'bg.glo.goods.labelv2.get',
      shop,
      rebind(sample('bg.glo.goods.labelv2.get.data.request'), [
        [99211925917, po.subOrderForSupplierList[0].productSkcId],
      ]),
    );
    expect(missingKeys(sample('bg.glo.goods.labelv2.get.data.response').result, labels)).toEqual([]);
    expect(labels.labelCodePageResult.data.map((d: Obj) => d.productSkuLabelCodeDTO.productSkuId)).toContain(
      base.productSkuId,
    );
    const printReq = rebind(sample('bg.glo.goods.labelv2.get.print.request'), [[6993876813, base.productSkuId]]);
    expect(printReq.return_data_key).toBe('true');
    const key = await temu.call('PA', 'bg.glo.goods.labelv2.get', shop, printReq);
    expect(key).toMatchObject({ success: true, errorCode: 1000000, errorMsg: '' });
    expect(typeof key.result).toBe('string');
    expect(key.result as unknown as string).toMatch(/^[0-9a-f-]{36}[A-Za-z0-9]{100,}$/);
    // A CN-made box-mark key is a string too (print-datakey.md sample), and the desk is untouched by printing.
    const fh = (
      await ok(temu, 'CN', 'bg.shiporderv2.get', shop, { pageNo: 1, pageSize: 10, subPurchaseOrderSnList: [sns[2]] })
    ).list[0].deliveryOrderSn;
    const boxKey = await temu.call(
      'CN',
      'bg.logistics.boxmarkinfo.get',
      shop,
      rebind(sample('bg.logistics.boxmarkinfo.get.print.request'), [['FH2505142395173', fh]]),
    );
    expect(typeof boxKey.result).toBe('string');
    expect(missingKeys(sample('bg.logistics.boxmarkinfo.get.print.response'), boxKey, '')).toEqual([]);
    expect((await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, { pageNo: 1, pageSize: 100 })).total).toBe(
      desk.total,
    );
    const bad = await temu.call('CN', 'bg.logistics.boxmarkinfo.get', shop, {
      deliveryOrderSnList: [fh],
      return_data_key: 'yes',
    });
    expect(bad).toMatchObject({ success: false, errorCode: 1000003 });
  });

  it('bg.goods.salesv2.get: the request sample lists the on-sale customised SKCs with every key of the answer sample', async () => {
    const r = await ok(temu, 'CN', 'bg.goods.salesv2.get', shop, sample('bg.goods.salesv2.get.request'));
    expect(r.total).toBe(2);
    expect(missingKeys(sample('bg.goods.salesv2.get.response').result, r)).toEqual([]);
    for (const row of r.subOrderList as Obj[])
      expect(row).toMatchObject({ productId, customInfoVO: { isCustomGoods: true } });
    expect(await temu.call('CN', 'bg.goods.salesv2.get', shop, { pageNo: 1 })).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
  });
  it("holds a shop to doc 196's own limits per type: staging.get 5 a second, cancel 3 (4000004 beyond)", async () => {
    const app = (await t.call<{ appKey: string; appSecret: string }>({ method: 'GET', url: TEMU_SANDBOX.app })).data;
    const burst = async (type: string, p: Obj) => {
      // A fresh window: earlier calls of the type in this second count too.
      await new Promise((r) => setTimeout(r, 1100));
      const bodies = Array.from({ length: 12 }, () => {
        const b: Obj = {
          type,
          app_key: app.appKey,
          access_token: shop.accessToken,
          timestamp: String(Math.floor(Date.now() / 1000)),
          data_type: 'JSON',
          ...p,
        };
        b.sign = signDoc192(b, app.appSecret);
        return b;
      });
      const answers = await Promise.all(
        bodies.map((payload) =>
          t.app.inject({ method: 'POST', url: `${TEMU_SANDBOX.gatewayCn}/openapi/router`, payload }),
        ),
      );
      return answers.map((a) => (a.json() as Obj).errorCode as number);
    };
    // Twelve at once fall in one or two one-second windows: at most 2 × the limit pass.
    const desk = await burst('bg.shiporder.staging.get', { pageNo: 1, pageSize: 1 });
    const deskPassed = desk.filter((c) => c !== 4000004).length;
    expect(deskPassed).toBeGreaterThanOrEqual(5);
    expect(deskPassed).toBeLessThanOrEqual(10);
    expect(desk).toContain(4000004);
    const cancel = await burst('bg.shiporder.cancel', { deliveryOrderSn: 'FH2509283324004' });
    const cancelPassed = cancel.filter((c) => c !== 4000004);
    expect(cancelPassed.length).toBeGreaterThanOrEqual(3);
    expect(cancelPassed.length).toBeLessThanOrEqual(6);
    // Past the limiter, an unknown ship order is refused as a business error.
    expect(new Set(cancelPassed)).toEqual(new Set([1000003]));
  });
});
