import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { fixture, missingKeys, type RawShop, rawShein } from './fixtures/shein-reference/raw-client';

/** Purchase orders (GET, order.purchase-order-infos.md) and the ccst custom-order APIs, from the pack's samples. */
let t: TestApp;
let shein: ReturnType<typeof rawShein>;
let shop: RawShop;
let other: RawShop;
// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON, read field by field
type Body = Record<string, any>;
const ORDERS = '/open-api/order/purchase-order-infos';
const cn = { 'x-lt-language': 'CN' };
const bj = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const windowQuery = (days = 30, extra = '') =>
  `updateTimeStart=${encodeURIComponent(bj(Date.now() - days * 86_400_000))}&updateTimeEnd=${encodeURIComponent(bj(Date.now() + 60_000))}${extra}`;
const orders = (query: string, headers: Record<string, string> = cn) =>
  shein.shopCall<Body>(shop, ORDERS, { method: 'GET', query, headers });
const raise = (supplierId: number, body: Body) =>
  t.call<{ raised: number }>({
    method: 'POST',
    url: '/sandbox/shein/orders/raise',
    payload: { supplierId: String(supplierId), ...body },
  });

async function publishOne(s: RawShop, tag: string) {
  const lang = { language: 'zh-cn' };
  const up = async (type: number, w: number, h: number) => {
    const data = await sharp({ create: { width: w, height: h, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    const r = await shein.shopCall<{ image_url: string }>(s, '/open-api/goods/upload-pic', {
      headers: lang,
      form: { fields: { image_type: String(type) }, file: { data, filename: 'a.jpg', contentType: 'image/jpeg' } },
    });
    return r.info.image_url;
  };
  const b = JSON.parse(JSON.stringify(fixture<{ body: Body }>('publishOrEdit').body)) as Body;
  const urls: Record<number, string> = {
    1: await up(1, 1340, 1785),
    2: await up(2, 900, 900),
    5: await up(5, 900, 900),
    6: await up(6, 80, 80),
  };
  Object.assign(b, { category_id: 26110, product_type_id: 1080, supplier_code: `PO-${tag}` });
  delete b.brand_code;
  for (const l of [b.multi_language_name_list, b.multi_language_desc_list]) l[0].language = 'zh-cn';
  b.skc_list.forEach((skc: Body, i: number) => {
    skc.supplier_code = `PO-${tag}-${i}`;
    for (const img of skc.image_info.image_info_list) img.image_url = urls[img.image_type];
    for (const sku of skc.sku_list) sku.supplier_sku = sku.supplier_sku.replace('POD-TEE-0001', `PO-${tag}`);
  });
  const r = await shein.shopCall<Body>(s, '/open-api/goods/product/publishOrEdit', { headers: lang, body: b });
  if (!r.info.success) throw new Error(JSON.stringify(r.info.pre_valid_result));
  return r.info;
}

beforeAll(async () => {
  t = await createTestApp();
  shein = rawShein(t);
  shop = (await shein.authorize('订单店')).shop;
  other = (await shein.authorize('别家店')).shop;
  await publishOne(shop, 'A');
  await publishOne(other, 'B');
  expect((await raise(shop.supplierId, { perProduct: 2, type: 1 })).data.raised).toBe(2);
  expect((await raise(shop.supplierId, { perProduct: 1, type: 2 })).data.raised).toBe(1);
  expect((await raise(shop.supplierId, { perProduct: 1, custom: true })).data.raised).toBe(1);
  await raise(other.supplierId, { perProduct: 1, custom: true });
}, 60_000);
afterAll(() => t.close());

describe('purchase-order-infos', () => {
  it('answers the documented sample query with the documented fields (type 2 only)', async () => {
    const s = fixture<{ query: string; headers: Record<string, string>; response: { info: Body } }>(
      'purchase-order-infos',
    );
    const q = new URLSearchParams(s.query);
    q.set('updateTimeStart', bj(Date.now() - 86_400_000));
    q.set('updateTimeEnd', bj(Date.now() + 60_000));
    const r = await orders(q.toString(), s.headers);
    expect(r.code).toBe('0');
    expect(r.info).toMatchObject({ count: 1, pageNo: 1, pageSize: 200 });
    const doc = s.response.info;
    expect(missingKeys(doc, r.info).filter((k) => !['.list[].orderMarkId', '.list[].category'].includes(k))).toEqual(
      [],
    );
    const o = r.info.list[0];
    expect(o).toMatchObject({ type: 2, typeName: '备货', status: 2, statusName: '已下单', customInfoId: '' });
    expect(o.orderExtends).toHaveLength(3);
    expect(o.orderExtends[0].suffixZh).toMatch(/^(黑色|白色)-(S|M|L)$/);
    expect(new Set(o.orderExtends.map((l: Body) => l.skc)).size).toBe(1);
  });

  it('pages with pageNumber / pageSize and filters by type, orderNos and window', async () => {
    const all = await orders(windowQuery());
    expect(all.info.count).toBe(4);
    expect(all.info.pageSize).toBe(20);
    const urgent = await orders(windowQuery(30, '&type=1&pageSize=2&pageNumber=2'));
    expect(urgent.info).toMatchObject({ count: 3, pageNo: 2, pageSize: 2 });
    expect(urgent.info.list).toHaveLength(1);
    const no = all.info.list[0].orderNo;
    const one = await orders(`orderNos=${no}`);
    expect(one.info.list.map((o: Body) => o.orderNo)).toEqual([no]);
    const past = await orders(
      `combineTimeStart=${encodeURIComponent('2025-05-01 00:00:00')}&combineTimeEnd=${encodeURIComponent('2025-05-31 23:59:59')}`,
    );
    expect(past.info.count).toBe(0);
  });

  it('refuses the old POST shape, page / page_size, pageSize over 200, windows over 60 days, half windows, bad enums', async () => {
    const post = await shein.shopCall(shop, ORDERS, { body: { type: 1, page: 1, page_size: 20 }, headers: cn });
    expect(post.code).not.toBe('0');
    const bad = [
      windowQuery(30, '&page=1&page_size=20'),
      windowQuery(30, '&pageSize=201'),
      windowQuery(30, '&type=3'),
      windowQuery(30, '&selectJitMother=3'),
      windowQuery(61),
      `updateTimeStart=${encodeURIComponent(bj(Date.now() - 86_400_000))}`,
      'updateTimeStart=2025-05-01&updateTimeEnd=2025-05-02',
      'pageNumber=1&pageSize=20',
      `orderNos=${Array.from({ length: 201 }, (_, i) => `PA${i}`).join(',')}`,
    ];
    for (const q of bad) {
      const r = await orders(q);
      expect(r.code, q).not.toBe('0');
      expect(r.info, q).toBeNull();
    }
    const noLanguage = await orders(windowQuery(), {});
    expect(noLanguage.code).not.toBe('0');
  });

  it('raises both kinds when the control endpoint names no type', async () => {
    const before = (await orders(windowQuery())).info.count as number;
    expect((await raise(shop.supplierId, { perProduct: 2 })).data.raised).toBe(2);
    const after = await orders(windowQuery(30, '&pageSize=200'));
    expect(after.info.count).toBe(before + 2);
    const fresh = after.info.list.slice(before).map((o: Body) => o.type);
    expect(fresh).toEqual([1, 2]);
  });

  it('follows the control endpoint through the 全托管 status enum only', async () => {
    const no = (await orders(windowQuery(30, '&type=1'))).info.list[0].orderNo;
    for (const status of [3, 4, 5, 8]) {
      expect(
        (await t.call({ method: 'POST', url: '/sandbox/shein/orders/status', payload: { orderNo: no, status } })).code,
      ).toBe(200);
      expect((await orders(`orderNos=${no}`)).info.list[0]).toMatchObject({ status });
    }
    for (const status of [1, 6, 9, 11]) {
      expect(
        (await t.call({ method: 'POST', url: '/sandbox/shein/orders/status', payload: { orderNo: no, status } })).code,
      ).not.toBe(200);
    }
  });
});

describe('ccst custom orders (flows.md (c) 2–4)', () => {
  it('runs custom-infos → templates → composite/task → queryTask with the documented samples and envelopes', async () => {
    const customInfoId = (await orders(windowQuery())).info.list.find((o: Body) => o.customInfoId)
      ?.customInfoId as string;
    expect(customInfoId).toMatch(/^[0-9a-f]{32}$/);
    const swap = (q: string) => q.replace('58d3dcb1f269463da29dc4a2957cd7a7', customInfoId);
    const infosFx = fixture<{ path: string; query: string; response: Body }>('ccst.custom-infos');
    const infos = await shein.shopCall<Body>(shop, infosFx.path, { method: 'GET', query: swap(infosFx.query) });
    expect(infos).toMatchObject({ code: '0', message: 'OK' });
    expect(missingKeys(infosFx.response.data, infos.data)).toEqual([]);
    const tplFx = fixture<{ path: string; query: string; response: Body }>('ccst.custom-info.templates');
    const tpl = await shein.shopCall<Body>(shop, tplFx.path, { method: 'GET', query: swap(tplFx.query) });
    expect(missingKeys(tplFx.response.data, tpl.data)).toEqual([]);
    const compositeId = tpl.data.template[0].compositeId as string;
    const taskFx = fixture<{ path: string; body: Body; response: Body }>('ccst.composite.task');
    // the official example sends compositeId as a number
    const task = await shein.shopCall<Body>(shop, taskFx.path, {
      body: { ...taskFx.body, customInfoId, compositeId: Number(compositeId) },
    });
    expect(task.code).toBe('0');
    expect(task.data.id).toMatch(/^\d{19}$/);
    const qFx = fixture<{ path: string; query: string; response: Body }>('ccst.composite.queryTask');
    const q = `id=${task.data.id}`;
    expect((await shein.shopCall<Body>(shop, qFx.path, { method: 'GET', query: q })).data.status).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    const done = await shein.shopCall<Body>(shop, qFx.path, { method: 'GET', query: q });
    expect(missingKeys(qFx.response.data, done.data)).toEqual([]);
    expect(done.data).toMatchObject({ status: 2, customInfoId, compositeId });
    expect(done.data.resources[0]).toMatch(/^http/);
  });

  it('answers the documented ccst codes with HTTP 200', async () => {
    const foreign = (await shein.shopCall<Body>(other, ORDERS, { method: 'GET', query: windowQuery(), headers: cn }))
      .info.list[0].customInfoId as string;
    const cases: Array<[string, string, string, string]> = [
      ['/open-api/ccst/v1/custom-info/templates', '', '100001', 'CustomInfoId字段是为必填项'],
      [
        '/open-api/ccst/v1/custom-info/templates',
        'customInfoId=58d3dcb1f269463da29dc4a2957cd7a7',
        '120001',
        '未找到模版数据',
      ],
      ['/open-api/ccst/v1/custom-info/templates', `customInfoId=${foreign}`, '120002', '商家ID不匹配'],
      ['/open-api/ccst/v1/custom-infos', `customInfoId=${foreign}`, '100002', '请求异常'],
      ['/open-api/ccst/v1/composite/queryTask', '', '100004', 'Id字段为必填项'],
      ['/open-api/ccst/v1/composite/queryTask', 'id=2559732325967204352', '100008', '任务未找到'],
    ];
    for (const [path, query, code, message] of cases) {
      const r = await shein.shopCall(shop, path, { method: 'GET', query });
      expect(r.status).toBe(200);
      expect(r, `${path}?${query}`).toMatchObject({ code, message, data: null });
    }
    const wrongTpl = await shein.shopCall(shop, '/open-api/ccst/v1/composite/task', {
      body: { customInfoId: foreign, compositeId: '1' },
    });
    expect(wrongTpl.code).toBe('120002');
  });

  it('limits the ccst family to 60 calls a minute per IP (130002)', async () => {
    let last: { code: string } = { code: '0' };
    for (let i = 0; i < 61 && last.code !== '130002'; i++)
      last = await shein.shopCall(shop, '/open-api/ccst/v1/composite/queryTask', {
        method: 'GET',
        query: 'id=2559732325967204352',
      });
    expect(last).toMatchObject({ code: '130002', message: '该IP已达到1分钟60次限制' });
  });
});
