import {
  type TemuOrderDetail,
  ORDER_PUSH_ADMIN_API,
  ORDER_PUSH_API,
  type OrderPushDetail,
  type TemuOrderPage,
  TEMU_ORDER_API,
  TEMU_TEMPLATE_API,
} from '@podbench/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ORDER_PUSH_SWEEP, orderPushSweepJob } from '../src/jobs/order-push-sweep-job';
import { enqueueJob } from '../src/jobs/queue';
import { createJobRunner } from '../src/jobs/runner';
import { renderPool } from '../src/modules/design/render/render-pool';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { drainRenders, save, teeDetail, teeDocument } from './design-fixtures';
import { uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { newOperator } from './money-fixtures';
import { raiseOrders, syncOrders, topUp } from './temu-order-fixtures';
import { completeTemplate, drainPublishes, sandboxGoods, sellerWithShops } from './temu-publish-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => renderPool.stop());

/** A design rendered, made a template, published, on sale; `count` orders raised, synced and all paid. */
async function paidOrdersOfADesign(count: number) {
  const { seller, shops } = await sellerWithShops(t, 1);
  const shop = shops[0]!;
  const tee = await teeDetail(t);
  const image = await uploadOne(t, seller.token, 'art.png', 11);
  const design = await save(t, seller.token, { productId: tee.id, document: teeDocument(tee, image.id), version: 0 });
  await drainRenders(t);
  const tpl = await t.call<{ id: number }>({
    method: 'POST',
    url: TEMU_TEMPLATE_API.fromDesign,
    payload: { designId: design.data.id },
    token: seller.token,
  });
  // The seller finishes it in the editor (leaf, properties, colour/size mapping, size chart, origin).
  const done = await completeTemplate(t, seller, tpl.data.id);
  expect(done.problems).toEqual([]);
  expect(done.status).toBe('ready');
  await t.call({
    method: 'POST',
    url: TEMU_TEMPLATE_API.upload,
    payload: { templateIds: [tpl.data.id], shopIds: [shop.shopId] },
    token: seller.token,
  });
  await drainPublishes(t);
  const [goods] = await sandboxGoods(t, shop.mallId);
  await t.call({ method: 'POST', url: TEMU_SANDBOX.onSaleNow, payload: { productId: goods!.productId } });
  const sns = await raiseOrders(t, shop.mallId, count);
  await syncOrders(t, seller, shop.shopId);
  await topUp(t, seller, 10_000_000);
  const list = await t.call<TemuOrderPage>({ method: 'GET', url: TEMU_ORDER_API.page, token: seller.token });
  const ids = list.data.rows.map((r) => r.id);
  const paid = await t.call({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids }, token: seller.token });
  expect(paid.code).toBe(200);
  return { seller, sns, ids, designId: design.data.id };
}

describe('pushing paid orders to production', () => {
  it('records each paid order once with its print files; a signed link shows it without signing in', async () => {
    const { seller, sns, ids, designId } = await paidOrdersOfADesign(2);
    const page = await t.call<{
      rows: Array<{ id: number; subPurchaseOrderSn: string; result: string }>;
      total: number;
    }>({ method: 'GET', url: ORDER_PUSH_API.page, token: seller.token });
    expect(page.data.total).toBe(2);
    expect(page.data.rows.map((r) => r.subPurchaseOrderSn).sort()).toEqual([...sns].sort());
    expect(page.data.rows.every((r) => r.result === 'success')).toBe(true);
    // Paying again (a second tab) pushes nothing twice.
    await t.call({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids }, token: seller.token });
    const again = await t.call<{ total: number }>({ method: 'GET', url: ORDER_PUSH_API.page, token: seller.token });
    expect(again.data.total).toBe(2);

    const id = page.data.rows[0]!.id;
    const detail = await t.call<OrderPushDetail>({
      method: 'GET',
      url: `${ORDER_PUSH_API.detail}?id=${id}`,
      token: seller.token,
    });
    expect(detail.data.designId).toBe(designId);
    expect(detail.data.files.length).toBeGreaterThan(0);
    // A factory reads the blank's area name (正面), not the storage key (front).
    expect(detail.data.files[0]).toMatchObject({
      kind: 'print',
      areaKey: 'front',
      areaName: '正面',
      width: 4500,
      height: 5400,
    });
    const file = await t.app.inject({ method: 'GET', url: detail.data.files[0]!.url });
    expect(file.statusCode).toBe(200);
    // The order's own page shows the same print files and the design's mockups, signed.
    const order = await t.call<TemuOrderDetail>({
      method: 'GET',
      url: `${TEMU_ORDER_API.detail}?id=${ids[0]}`,
      token: seller.token,
    });
    expect(order.data.printFiles.length).toBe(detail.data.files.length);
    expect(order.data.printFiles[0]).toMatchObject({ areaName: '正面', width: 4500, height: 5400 });
    expect(order.data.mockupUrls.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: order.data.printFiles[0]!.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: order.data.mockupUrls[0]! })).statusCode).toBe(200);
    expect(order.data.shipment).toBeNull();

    const share = await t.call<{ path: string; expiresAt: number }>({
      method: 'POST',
      url: ORDER_PUSH_API.share,
      payload: { id },
      token: seller.token,
    });
    const params = new URLSearchParams(share.data.path.split('?')[1]);
    const shared = await t.call<OrderPushDetail>({
      method: 'GET',
      url: `${ORDER_PUSH_API.shared}?${params.toString()}`,
    });
    expect(shared.code).toBe(200);
    expect(shared.data.subPurchaseOrderSn).toBe(detail.data.subPurchaseOrderSn);
    // A tampered or foreign link, or another seller, reads nothing.
    params.set('id', String(page.data.rows[1]!.id));
    expect((await t.call({ method: 'GET', url: `${ORDER_PUSH_API.shared}?${params.toString()}` })).code).toBe(403);
    const expired = new URLSearchParams(share.data.path.split('?')[1]);
    expired.set('e', String(Math.floor(Date.now() / 1000) - 10));
    expect((await t.call({ method: 'GET', url: `${ORDER_PUSH_API.shared}?${expired.toString()}` })).code).toBe(403);
    const other = await newSeller(t);
    expect((await t.call({ method: 'GET', url: `${ORDER_PUSH_API.detail}?id=${id}`, token: other.token })).code).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'POST', url: ORDER_PUSH_API.share, payload: { id }, token: other.token })).code,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: ORDER_PUSH_API.page })).code).toBe(401);
  });

  it('a paid order left unpushed (process killed between payment and push) is pushed by the sweep, once', async () => {
    const { seller, ids } = await paidOrdersOfADesign(2);
    // As if the process died after the payment committed: the push records are gone.
    await db.deleteFrom('order_push_records').where('main_id', '=', seller.mainId).execute();
    const sweep = async () => {
      const id = await enqueueJob(db, ORDER_PUSH_SWEEP, {});
      await createJobRunner(t.runtime.ctx, { handlers: [orderPushSweepJob] }).drain();
      const job = await db
        .selectFrom('jobs')
        .select('result')
        .where('id', '=', id ?? 0)
        .executeTakeFirstOrThrow();
      return JSON.parse(job.result ?? 'null') as { pushed: number };
    };
    expect((await sweep()).pushed).toBe(2);
    expect((await sweep()).pushed).toBe(0);
    const rows = await db
      .selectFrom('order_push_records')
      .select(['order_id', 'result'])
      .where('main_id', '=', seller.mainId)
      .execute();
    expect(rows.map((r) => Number(r.order_id)).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.result === 'success')).toBe(true);
  });

  it('operators see an order’s print files on the board and push a failed record again, audited', async () => {
    const { ids } = await paidOrdersOfADesign(1);
    const admin = (await newOperator(t)).token;
    const byOrder = (orderId: number) =>
      t.call<OrderPushDetail | null>({
        method: 'GET',
        url: `${ORDER_PUSH_ADMIN_API.byOrder}?orderId=${orderId}`,
        token: admin,
      });
    const seen = await byOrder(ids[0]!);
    expect(seen.data?.result).toBe('success');
    expect(seen.data?.files.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: seen.data!.files[0]!.url })).statusCode).toBe(200);
    expect((await byOrder(99_999_999)).code).toBe(404);
    const repush = () =>
      t.call<OrderPushDetail>({
        method: 'POST',
        url: ORDER_PUSH_ADMIN_API.repush,
        payload: { orderId: ids[0] },
        token: admin,
      });
    expect((await repush()).code).toBe(409);
    // As if the print files were missing when it was paid: the record failed; now they exist.
    await db
      .updateTable('order_push_records')
      .set({ result: 'failed', files: '[]', message: '设计的印刷文件尚未生成' })
      .where('order_id', '=', ids[0]!)
      .execute();
    const again = await repush();
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ result: 'success', fileCount: seen.data!.files.length });
    const audit = await db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'order_push.repush')
      .where('target_id', '=', String(ids[0]))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json)).toMatchObject({ result: 'failed' });
  });
});
