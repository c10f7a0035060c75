import {
  NOTIFICATION_API,
  type NotificationPage,
  type QualityCheckRow,
  type ShopRow,
  TEMU_GOODS_API,
} from '@podbench/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import { temuOrderSyncJob } from '../src/jobs/temu-order-sync-job';
import { temuProductSyncJob } from '../src/jobs/temu-product-sync-job';
import { temuQcSyncJob } from '../src/jobs/temu-qc-sync-job';
import { scanUnpaid } from '../src/modules/notification/scan';
import { AFTER_PUBLISH_DELAY_MS } from '../src/modules/online-product/auto-sync';
import { TEMU_PUBLISHING } from '../src/modules/publish-core/marketplaces';
import { movePublish } from '../src/modules/publish-core/state';
import { writeRequestedPublishes } from '../src/modules/publish-core/queue';
import { queuePublishRun } from '../src/modules/temu-publish/publishes';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { authorize, newSeller, sandboxShop } from './marketplace-fixtures';
import { syncGoldenQc } from './quality-check-fixtures';
import { control, sampleGoods } from './temu-goods-fixtures';
import { raiseOrders, syncOrders } from './temu-order-fixtures';
import { drainPublishes, saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

/**
 * Where events happen: authorising a shop syncs it (products, QC, orders) and updates 最近同步; new stock-up
 * orders, orders unpaid past N hours, QC failures and failed publishes each become one notification.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const HOUR = 3_600_000;
const list = async (token: string, qs = '') =>
  (await t.call<NotificationPage>({ method: 'GET', url: `${NOTIFICATION_API.page}${qs}`, token })).data;
const drainShopSyncs = () =>
  createJobRunner(t.runtime.ctx, {
    handlers: [temuProductSyncJob, temuQcSyncJob, temuOrderSyncJob] as JobHandler[],
  }).drain();

afterEach(() => {
  vi.useRealTimers();
});

/** A sandbox shop with one on-sale customised product and `orders` stock-up orders, authorised only afterwards. */
async function shopWithOrdersThenAuthorised(orders: number) {
  const seller = await newSeller(t);
  const shop = await sandboxShop(t);
  const goods = await sampleGoods(t, shop.mallId, { productName: '印花T恤 通知', skcs: 1 });
  await control(t, TEMU_SANDBOX.onSaleNow, { productId: goods.productId });
  const sns = await raiseOrders(t, shop.mallId, orders);
  const started = Date.now();
  const bound = await authorize(t, seller, shop.accessToken);
  if (bound.code !== 200) throw new Error(bound.msg);
  return { seller, shop, shopId: bound.data.id, sns, started };
}

describe('sync on authorisation', () => {
  it('queues product, QC and order syncs of the new shop; once run, 在线商品 is filled and 最近同步 is set', async () => {
    const { seller, shopId, started } = await shopWithOrdersThenAuthorised(1);
    const jobs = await db.selectFrom('jobs').select(['kind', 'status']).where('shop_id', '=', shopId).execute();
    expect(jobs.map((j) => j.kind).sort()).toEqual(['temu-order-sync', 'temu-product-sync', 'temu-qc-sync']);
    const before = await t.call<{ rows: ShopRow[] }>({ method: 'GET', url: '/api/shop/page', token: seller.token });
    expect(before.data.rows[0]!.lastSyncTime).toBeNull();
    await drainShopSyncs();
    const products = await t.call<{ total: number }>({
      method: 'GET',
      url: TEMU_GOODS_API.productPage,
      token: seller.token,
    });
    expect(products.data.total).toBe(1);
    const after = await t.call<{ rows: ShopRow[] }>({ method: 'GET', url: '/api/shop/page', token: seller.token });
    expect(after.data.rows[0]!.lastSyncTime).toBeGreaterThanOrEqual(started);
  });
});

describe('order notifications', () => {
  it('new orders: one notification per sync batch naming them; a re-sync announces nothing', async () => {
    const { seller, shop, shopId, sns } = await shopWithOrdersThenAuthorised(2);
    await drainShopSyncs();
    const { mall_name } = await db
      .selectFrom('shops')
      .select('mall_name')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    const rows = (await list(seller.token, '?type=order_new')).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('新备货单 2 个');
    expect(rows[0]!.content).toBe(`店铺「${mall_name}」同步到 2 个新备货单：${sns.join('、')}，请及时支付。`);
    expect(rows[0]!.link).toBe('/order/orderTemu');
    await syncOrders(t, seller, shopId);
    expect((await list(seller.token, '?type=order_new')).total).toBe(1);
    // Switched off: the next new order is not announced.
    await t.call({
      method: 'PUT',
      url: NOTIFICATION_API.settings,
      token: seller.token,
      payload: { enabled: ['order_unpaid'], unpaidHours: 24, lowBalanceFen: 0 },
    });
    await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shopId);
    expect((await list(seller.token, '?type=order_new')).total).toBe(1);
  });

  it('unpaid past N hours: each order once, judged from Temu’s purchase time', async () => {
    const { seller, shop, sns } = await shopWithOrdersThenAuthorised(2);
    await drainShopSyncs();
    const orders = await db
      .selectFrom('temu_orders')
      .select(['id', 'sub_purchase_order_sn', 'purchase_time', 'total_fen'])
      .where('main_id', '=', seller.mainId)
      .orderBy('purchase_time')
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.sub_purchase_order_sn).sort()).toEqual([...sns].sort());
    const newest = Math.max(...orders.map((o) => Number(o.purchase_time)));
    expect(await scanUnpaid(db, seller.mainId, newest + 24 * HOUR - 1_000)).toBeLessThan(2);
    expect(await scanUnpaid(db, seller.mainId, newest + 24 * HOUR)).toBeGreaterThan(0);
    expect((await list(seller.token, '?type=order_unpaid')).total).toBe(2);
    expect(await scanUnpaid(db, seller.mainId, newest + 48 * HOUR)).toBe(0);
    const rows = (await list(seller.token, '?type=order_unpaid')).rows;
    expect(rows.map((r) => r.link).sort()).toEqual(orders.map((o) => `/order/orderTemu1?id=${o.id}`).sort());
    for (const o of orders) {
      expect(
        rows.some((r) => r.content.includes(`的备货单 ${o.sub_purchase_order_sn} 下单已超过 24 小时仍未支付`)),
      ).toBe(true);
    }
    // The sandbox clock control runs the same scan: nothing is announced twice.
    const scan = await t.call<{ unpaid: number }>({
      method: 'POST',
      url: '/sandbox/notification/scan-now',
      payload: { mallId: shop.mallId, aheadHours: 100 },
    });
    expect(scan.data.unpaid).toBe(0);
    const bad = await t.call({ method: 'POST', url: '/sandbox/notification/scan-now', payload: { mallId: 'nope' } });
    expect([bad.code, bad.msg]).toEqual([404, '没有已授权该店铺的卖家']);
  });

  it('a paid or cancelled order is not "unpaid"', async () => {
    const { seller } = await shopWithOrdersThenAuthorised(1);
    await drainShopSyncs();
    await db.updateTable('temu_orders').set({ state: 'cancelled' }).where('main_id', '=', seller.mainId).execute();
    expect(await scanUnpaid(db, seller.mainId, Date.now() + 100 * HOUR)).toBe(0);
  });
});

describe('QC and publish failures', () => {
  it('a failed inspection from the sandbox is announced once, naming the bill the QC list shows', async () => {
    const { seller, shop, shopId } = await shopWithOrdersThenAuthorised(1);
    const [goods] = await t
      .call<Array<{ productId: number }>>({ method: 'GET', url: `${TEMU_SANDBOX.goods}?mallId=${shop.mallId}` })
      .then((r) => r.data);
    await control(t, TEMU_SANDBOX.inspectNow, { productId: goods!.productId, result: 'fail' });
    await drainShopSyncs();
    const qc = await t.call<{ rows: QualityCheckRow[] }>({
      method: 'GET',
      url: `${TEMU_GOODS_API.qcPage}?result=2`,
      token: seller.token,
    });
    const rows = (await list(seller.token, '?type=qc_failed')).rows;
    expect(rows).toHaveLength(qc.data.rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const bill of qc.data.rows) expect(rows.some((r) => r.content.includes(`质检单 ${bill.qcBillId}`))).toBe(true);
    await t.call({ method: 'POST', url: TEMU_GOODS_API.qcSync, payload: { shopId }, token: seller.token });
    await drainShopSyncs();
    expect((await list(seller.token, '?type=qc_failed')).total).toBe(rows.length);
  });

  it('the reference’s golden failed bill, read within 7 days of its inspection, reads as the sample says', async () => {
    const seller = await newSeller(t);
    // bg.goods.qualityinspectiondetail.get sample: qcEndTime 1761372191000, 次品 2, SKU 黑色-S.
    vi.useFakeTimers({ now: 1_761_372_191_000 + 2 * HOUR, toFake: ['Date'] });
    await syncGoldenQc(db, { id: 987_654, mainId: seller.mainId });
    vi.useRealTimers();
    const rows = (await list(seller.token, '?type=qc_failed')).rows;
    expect(rows.map((r) => r.content)).toEqual([
      'Custom Photo Text T-Shirt …（黑色-S） 质检不合格，次品 2 件（质检单 6100000001）。',
    ]);
    // A year later the same bill on a first sync of another seller is history, not news.
    const other = await newSeller(t);
    await syncGoldenQc(db, { id: 987_655, mainId: other.mainId });
    expect((await list(other.token)).total).toBe(0);
  });

  it('a publish that fails is announced with its template, shop and reason', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const title = '定制印花T恤 通知测试 纯棉短袖';
    const tpl = (await saveTemplate(t, seller, await templateBodyFor(t, title))).data;
    // Queued as the upload route does (its price checks are another suite's subject).
    const { run } = await writeRequestedPublishes(
      db,
      TEMU_PUBLISHING,
      seller.mainId,
      [tpl.id],
      [shops[0]!.shopId],
      [],
      Date.now(),
    );
    for (const r of run) await queuePublishRun(db, seller.mainId, r.id, r.shopId, Date.now());
    expect(run).toHaveLength(1);
    // Temu refuses the shop's token before the run: the publish fails for good at once.
    await db.updateTable('shops').set({ status: 2 }).where('id', '=', shops[0]!.shopId).execute();
    await drainPublishes(t);
    const p = await db
      .selectFrom('temu_publishes')
      .select(['id', 'state', 'error'])
      .where('main_id', '=', seller.mainId)
      .executeTakeFirstOrThrow();
    expect(p.state).toBe('failed');
    const shop = await db.selectFrom('shops').select('mall_name').where('id', '=', shops[0]!.shopId).executeTakeFirst();
    const rows = (await list(seller.token, '?type=publish_failed')).rows;
    expect(rows.map((r) => [r.title, r.content, r.link])).toEqual([
      ['发布失败', `模板「${title}」发布到店铺「${shop!.mall_name}」失败：${p.error}`, `/publish/temuInfo?id=${p.id}`],
    ]);
  });

  it('a successful publish queues one product sync of its shop, 10 s on; a burst queues no second one', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shopId = shops[0]!.shopId;
    await db.deleteFrom('jobs').where('shop_id', '=', shopId).execute();
    const ids: number[] = [];
    for (const title of ['定制印花T恤 甲款 纯棉短袖', '定制印花T恤 乙款 纯棉短袖']) {
      const tpl = (await saveTemplate(t, seller, await templateBodyFor(t, title))).data;
      const { run } = await writeRequestedPublishes(db, TEMU_PUBLISHING, seller.mainId, [tpl.id], [shopId], [], 0);
      ids.push(run[0]!.id);
    }
    const now = Date.now();
    expect(await movePublish(db, TEMU_PUBLISHING, ids[0]!, ['queued'], 'success', {}, now)).toBe(true);
    expect(await movePublish(db, TEMU_PUBLISHING, ids[1]!, ['queued'], 'success', {}, now + 1)).toBe(true);
    const jobs = await db
      .selectFrom('jobs')
      .select(['kind', 'run_at', 'status'])
      .where('shop_id', '=', shopId)
      .execute();
    expect(jobs.map((j) => [j.kind, Number(j.run_at), j.status])).toEqual([
      ['temu-product-sync', now + AFTER_PUBLISH_DELAY_MS, 'queued'],
    ]);
    expect(AFTER_PUBLISH_DELAY_MS).toBe(10_000);
  });
});
