import {
  SHEIN_ORDER_API,
  SHEIN_TEMPLATE_API,
  type SheinOnlineRow,
  type SheinOrderDetail,
  type SheinOrderPage,
  type SheinPublishPage,
  type SheinTemplateDetail,
} from '@podbench/contract';
import { SheinClient, sheinSignature } from '@podbench/shein';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN, inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { openSheinShop } from '../src/modules/shop/access';
import { createTokenCipher, loadShopTokenKey } from '../src/modules/shop/token-cipher';
import { tickSheinOrders } from '../src/sandbox/shein/orders';
import { useTestApp } from './helper';
import {
  addSheinShop,
  drainShein,
  publish,
  type SheinSeller,
  saveSheinTemplate,
  sellerWithSheinShop,
  sheinBody,
  syncSheinOrders,
} from './shein-fixtures';

const t = await useTestApp();
const db = () => t.runtime.ctx.db;
const count = async (table: 'sandbox_shein_products' | 'shein_orders' | 'sandbox_shein_skus') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

async function keysOf(s: SheinSeller) {
  return openSheinShop(db(), createTokenCipher(loadShopTokenKey(t.config)), s.mainId, s.shopId);
}
const GATEWAY = `${IN_PROCESS_ORIGIN}/sandbox/shein`;
const jpeg = async (w = 1000, h = 1000) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();

/** A signed request sent as it is, past our client's own checks: what a client with the old guesses would send. */
async function rawCall(s: SheinSeller, path: string, body: unknown) {
  const keys = await keysOf(s);
  const timestamp = Date.now();
  const signature = sheinSignature({
    keyId: keys.openKeyId,
    secretKey: keys.secretKey,
    path,
    timestamp,
    randomKey: 'ab12c',
  });
  const res = await inProcessFetch(t.app)(`${GATEWAY}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      language: 'zh-cn',
      'x-lt-openKeyId': keys.openKeyId,
      'x-lt-timestamp': String(timestamp),
      'x-lt-signature': signature,
    },
    body: JSON.stringify(body),
  });
  return JSON.parse(await res.text()) as { code: string; info?: { success?: boolean } | null };
}

describe("Shein client against the sandbox: the pack's image path, and the old guesses refused", () => {
  it('uploads mockup bytes through upload-pic; the old data: URI and free-text shapes never make a product', async () => {
    const a = await sellerWithSheinShop(t, '店A');
    const client = new SheinClient({ gateway: GATEWAY, fetch: inProcessFetch(t.app) });
    const keys = await keysOf(a);
    const up = await client.uploadPic(keys, { imageType: 5, bytes: await jpeg() });
    expect(up.image_url).toMatch(/^https?:\/\/|^\//);
    // Our client refuses the old transform-pic guess before sending anything.
    await expect(
      client.call('transformPic', { image_type: 1, original_url: 'data:image/png;base64,iVBORw0KGgo=' }, keys),
    ).rejects.toThrow('不符合接口规范');

    const before = await count('sandbox_shein_products');
    const old = await rawCall(a, '/open-api/goods/transform-pic', {
      original_url: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(old.code === '0' ? (old.info as { transformed?: string } | null)?.transformed : '').toBeFalsy();
    // The request our client used to build: sale values by name, a sale price, no cost price, no dimensions.
    const guessed = await rawCall(a, '/open-api/goods/product/publishOrEdit', {
      category_id: 26110,
      multi_language_name_list: [{ language: 'zh-cn', name: '测试商品' }],
      product_attribute_list: [{ attribute_id: 160, attribute_extra_value: '棉' }],
      image_info: { image_info_list: [{ image_sort: 1, image_type: 1, image_url: up.image_url }] },
      skc_list: [
        {
          sale_attribute: { attribute_id: 27, attribute_value_name: '白色' },
          sku_list: [
            {
              supplier_sku: 'X-1',
              sale_attribute_list: [{ attribute_id: 87, attribute_value_name: 'S' }],
              price_info_list: [{ currency: 'CNY', base_price: 39.9 }],
              stock_info_list: [{ inventory_num: 10 }],
            },
          ],
        },
      ],
    });
    // The pack: a refusal is a non-"0" code, or code "0" with success false (pre_valid_result).
    expect(guessed.code !== '0' || guessed.info?.success === false).toBe(true);
    expect(await count('sandbox_shein_products')).toBe(before);
  });
});

describe('Shein templates and publishing', () => {
  it('checks fields, publishes, shows the product online, and a retry never makes a second product', async () => {
    const s = await sellerWithSheinShop(t);
    const empty = await saveSheinTemplate(t, s, { ...(await sheinBody(t)), title: ' ', categoryId: null });
    expect(empty.problems.map((p) => (p as { field: string }).field)).toEqual(['title', 'categoryId']);
    const bad = await t.call({
      method: 'POST',
      url: SHEIN_TEMPLATE_API.save,
      payload: { template: { title: 1 } },
      token: s.token,
    });
    expect(bad.status).toBe(400);
    const refused = await t.call({
      method: 'POST',
      url: SHEIN_TEMPLATE_API.upload,
      payload: { templateIds: [empty.id], shopIds: [s.shopId] },
      token: s.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('请填写商品标题');

    // A category the shop's tree does not have: the publish fails before publishOrEdit, then a fixed template passes.
    const body = await sheinBody(t);
    const { id } = await saveSheinTemplate(t, s, { ...body, categoryId: 987_654_321 });
    const first = await publish(t, s, [id], [s.shopId]);
    expect(first.data.queued).toBe(1);
    const page = async () =>
      (await t.call<SheinPublishPage>({ method: 'GET', url: SHEIN_TEMPLATE_API.publishPage, token: s.token })).data;
    const failed = (await page()).rows[0];
    expect(failed).toMatchObject({ state: 'failed', spuName: null });
    expect(failed?.error).toContain('不能使用模板所选类目');
    await saveSheinTemplate(t, s, body, id);
    expect(
      (await t.call({ method: 'POST', url: SHEIN_TEMPLATE_API.retry, payload: { id: failed?.id }, token: s.token }))
        .code,
    ).toBe(200);
    await drainShein(t);
    const done = (await page()).rows[0];
    expect(done).toMatchObject({ state: 'success', error: null });
    const spu = done?.spuName as string;
    expect(spu).toBeTruthy();
    const again = await t.call({
      method: 'POST',
      url: SHEIN_TEMPLATE_API.retry,
      payload: { id: done?.id },
      token: s.token,
    });
    expect(again.status).toBe(400);

    const online = await t.call<{ rows: SheinOnlineRow[]; total: number }>({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.onlinePage}?keyword=${encodeURIComponent(`PB-S${id}-V12`)}`,
      token: s.token,
    });
    expect(online.data.total).toBe(1);
    const row = online.data.rows[0] as SheinOnlineRow;
    expect(row).toMatchObject({ spuName: spu, shopId: s.shopId, priceMinFen: 3990, priceMaxFen: 4290 });
    expect(row.skcs.map((c) => c.color)).toEqual(body.skcs.map((c) => c.color));
    expect(row.skcs[0]?.skus.map((k) => k.supplierSku)).toEqual([`PB-S${id}-V11`, `PB-S${id}-V12`]);
    expect(row.skcs.every((c) => c.skcName && c.skus.every((k) => k.skuCode))).toBe(true);
    expect(row.imageUrl).toBeTruthy();
    const products = await count('sandbox_shein_products');

    // Publishing again edits the same SPU (spu-info gives the codes; Shein edits approved products only).
    const edit = await publish(t, s, [id], [s.shopId]);
    expect(edit.data.queued).toBe(1);
    const edited = (await page()).rows[0];
    expect(edited?.spuName).toBe(spu);
    if (edited?.state !== 'success') expect(edited?.error).toContain('审核通过后才能修改');
    expect(await count('sandbox_shein_products')).toBe(products);

    // The answer of a publish is lost (spu_name never stored): check-supplierSku-repeated finds its SKUs taken, so
    // the retry refuses to submit a second product and says why.
    await db()
      .updateTable('shein_publishes')
      .set({ state: 'failed', spu_name: null, product: null, error: 'Shein 系统繁忙' })
      .where('id', '=', done?.id as number)
      .execute();
    await t.call({ method: 'POST', url: SHEIN_TEMPLATE_API.retry, payload: { id: done?.id }, token: s.token });
    await drainShein(t);
    const lost = (await page()).rows[0];
    expect(lost).toMatchObject({ state: 'failed', spuName: null });
    expect(lost?.error).toContain(`PB-S${id}-V11`);
    expect(lost?.error).toContain('本次未提交');
    expect(await count('sandbox_shein_products')).toBe(products);

    // Another seller: 404 for the template, the shop and the publish; an empty online list.
    const other = await sellerWithSheinShop(t, '别人的店');
    const cross = [
      await t.call({ method: 'GET', url: `${SHEIN_TEMPLATE_API.detail}?id=${id}`, token: other.token }),
      await t.call({
        method: 'POST',
        url: SHEIN_TEMPLATE_API.upload,
        payload: { templateIds: [id], shopIds: [other.shopId] },
        token: other.token,
      }),
      await t.call({ method: 'POST', url: SHEIN_TEMPLATE_API.retry, payload: { id: done?.id }, token: other.token }),
      await t.call({ method: 'POST', url: SHEIN_TEMPLATE_API.remove, payload: { id }, token: other.token }),
    ];
    expect(cross.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const otherOnline = await t.call<{ total: number }>({
      method: 'GET',
      url: SHEIN_TEMPLATE_API.onlinePage,
      token: other.token,
    });
    expect(otherOnline.data.total).toBe(0);
    const detail = await t.call<SheinTemplateDetail>({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.detail}?id=${id}`,
      token: s.token,
    });
    expect(detail.data.problems).toEqual([]);
  });

  it('reads the category tree and attribute template through a shop, cached', async () => {
    const s = await sellerWithSheinShop(t);
    const tree = await t.call<Array<{ categoryName: string }>>({
      method: 'GET',
      url: SHEIN_TEMPLATE_API.categories,
      token: s.token,
    });
    expect(tree.data.length).toBeGreaterThan(0);
    const body = await sheinBody(t);
    const top = tree.data.find((c) => body.categoryPath.startsWith(c.categoryName)) as { categoryId?: number };
    const attrs = await t.call<Array<{ name: string; required: boolean; sale: boolean; kind: string }>>({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.attributes}?categoryId=${body.categoryId}`,
      token: s.token,
    });
    // The leaf's template: exactly one main sale attribute (colour) and the size sale attribute, as flows.md (b) 5.
    expect(attrs.data.filter((a) => a.kind === 'sale').length).toBeGreaterThanOrEqual(2);
    expect(attrs.data.every((a) => a.sale === (a.kind === 'sale'))).toBe(true);
    const notLeaf = await t.call({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.attributes}?categoryId=${top?.categoryId ?? 1}`,
      token: s.token,
    });
    expect(notLeaf.status).toBe(400);
    const cached = await t.call({
      method: 'GET',
      url: `${SHEIN_TEMPLATE_API.attributes}?categoryId=${body.categoryId}`,
      token: (await sellerWithSheinShop(t)).token,
    });
    expect(cached.status).toBe(200);
  });
});

describe('Shein stock-up orders', () => {
  it('syncs orders twice without duplicates, follows status changes, and keeps sellers apart', async () => {
    const s = await sellerWithSheinShop(t, '订单店');
    const second = await addSheinShop(t, s, '订单店2');
    const { id } = await saveSheinTemplate(t, s, await sheinBody(t, '订单测试T恤'));
    await publish(t, s, [id], [s.shopId, second.shopId]);
    for (const shop of [s.supplierId, second.supplierId]) {
      const r = await t.call<{ raised: number }>({
        method: 'POST',
        url: '/sandbox/shein/orders/raise',
        payload: { supplierId: shop, perProduct: 3 },
      });
      expect(r.data.raised).toBe(3);
    }
    await syncSheinOrders(t, s);
    const list = async (q = '') =>
      (await t.call<SheinOrderPage>({ method: 'GET', url: `${SHEIN_ORDER_API.page}${q}`, token: s.token })).data;
    expect((await list()).total).toBe(6);
    await syncSheinOrders(t, s);
    expect((await list()).total).toBe(6);
    expect(await count('shein_orders')).toBeGreaterThanOrEqual(6);

    const one = (await list(`?shopId=${s.shopId}`)).rows[0];
    expect(one).toMatchObject({ status: 2, statusLabel: '已下单', title: '订单测试T恤', shopId: s.shopId });
    await t.call({
      method: 'POST',
      url: '/sandbox/shein/orders/status',
      payload: { orderNo: one?.orderNo, status: 8 },
    });
    await syncSheinOrders(t, s, s.shopId);
    const after = await list();
    expect(after.counts).toMatchObject({ all: 6, open: 5, done: 1 });
    expect((await list('?tab=done')).rows.map((r) => r.orderNo)).toEqual([one?.orderNo]);
    expect((await list(`?keyword=${one?.orderNo}`)).total).toBe(1);

    const detail = await t.call<SheinOrderDetail>({
      method: 'GET',
      url: `${SHEIN_ORDER_API.detail}?id=${one?.id}`,
      token: s.token,
    });
    expect(detail.data.lines.length).toBeGreaterThan(0);
    expect(detail.data.lines[0]?.supplierSku).toMatch(new RegExp(`^PB-S${id}-V\\d+$`));
    expect(detail.data.amountFen).toBe(detail.data.lines.reduce((n, l) => n + l.quantity * l.priceFen, 0));

    const other = await sellerWithSheinShop(t, '他人店');
    expect(
      (await t.call({ method: 'GET', url: `${SHEIN_ORDER_API.detail}?id=${one?.id}`, token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: SHEIN_ORDER_API.sync, payload: { shopId: s.shopId }, token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call<SheinOrderPage>({ method: 'GET', url: SHEIN_ORDER_API.page, token: other.token })).data.total,
    ).toBe(0);
    const mine = await t.call<{ jobIds: number[] }>({
      method: 'POST',
      url: SHEIN_ORDER_API.sync,
      payload: {},
      token: s.token,
    });
    const theirs = await t.call<unknown[]>({
      method: 'GET',
      url: `${SHEIN_ORDER_API.syncStatus}?ids=${mine.data.jobIds.join(',')}`,
      token: other.token,
    });
    expect(theirs.data).toEqual([]);
    await drainShein(t);
  });
});

describe('Shein sandbox order clock', () => {
  it('raises one order per product when its time has come, once', async () => {
    const s = await sellerWithSheinShop(t, '时钟店');
    const { id } = await saveSheinTemplate(t, s, await sheinBody(t, '时钟T恤'));
    await publish(t, s, [id], [s.shopId]);
    const shop = await db()
      .selectFrom('sandbox_shein_shops')
      .select('id')
      .where('supplier_id', '=', s.supplierId)
      .executeTakeFirstOrThrow();
    const orders = async () =>
      Number(
        (
          await db()
            .selectFrom('sandbox_shein_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shop.id)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const every = t.config.marketplace.sandboxTemu.orderEveryMs;
    await tickSheinOrders(db(), Number(shop.id), every);
    expect(await orders()).toBe(0);
    const later = Date.now() + every + 1000;
    await Promise.all([
      tickSheinOrders(db(), Number(shop.id), every, later),
      tickSheinOrders(db(), Number(shop.id), every, later),
    ]);
    expect(await orders()).toBe(1);
    await syncSheinOrders(t, s);
    expect(
      (await t.call<SheinOrderPage>({ method: 'GET', url: SHEIN_ORDER_API.page, token: s.token })).data.total,
    ).toBe(1);
  });
});
