import { randomBytes } from 'node:crypto';
import { LedgerType, TEMU_ORDER_API, TEMU_TEMPLATE_API } from '@podbench/contract';
import { temuOrderSyncJob } from '../src/jobs/temu-order-sync-job';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import { applyBalanceChange } from '../src/modules/ledger/service';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';
import type { Seller } from './marketplace-fixtures';
import { drainPublishes, sandboxGoods, saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

/**
 * A seller with one shop whose listing (published from a template through the real publish flow, so its SKUs carry
 * PB-T…-V… codes) is on sale in the sandbox, and `balanceFen` on the account.
 */
export async function sellerWithOnSaleGoods(t: TestApp, balanceFen = 0) {
  const { seller, shops } = await sellerWithShops(t, 1);
  const shop = shops[0]!;
  const { data: tpl } = await saveTemplate(t, seller, await templateBodyFor(t));
  const up = await t.call({
    method: 'POST',
    url: TEMU_TEMPLATE_API.upload,
    payload: { templateIds: [tpl.id], shopIds: [shop.shopId] },
    token: seller.token,
  });
  if (up.code !== 200) throw new Error(up.msg);
  await drainPublishes(t);
  const [goods] = await sandboxGoods(t, shop.mallId);
  if (!goods) throw new Error('publish did not reach the sandbox');
  const onSale = await t.call({ method: 'POST', url: TEMU_SANDBOX.onSaleNow, payload: { productId: goods.productId } });
  if (onSale.code !== 200) throw new Error(onSale.msg);
  if (balanceFen > 0) await topUp(t, seller, balanceFen);
  return { seller, shop, templateId: tpl.id, productId: goods.productId };
}

export async function topUp(t: TestApp, seller: Seller, amountFen: number) {
  await applyBalanceChange(t.runtime.ctx.db, {
    mainId: seller.mainId,
    type: LedgerType.ADJUST,
    amountFen,
    refType: 'test',
    refId: randomBytes(8).toString('hex'),
    remark: '测试加款',
  });
}

/** Temu raises `count` stock-up orders for the shop's on-sale customised goods now. */
export async function raiseOrders(t: TestApp, mallId: string, count = 1) {
  const r = await t.call<{ created: number; subPurchaseOrderSns: string[] }>({
    method: 'POST',
    url: TEMU_SANDBOX.ordersNow,
    payload: { mallId, count },
  });
  if (r.code !== 200) throw new Error(r.msg);
  return r.data.subPurchaseOrderSns;
}

export async function cancelOnTemu(t: TestApp, subPurchaseOrderSn: string, status = 10) {
  const r = await t.call({ method: 'POST', url: TEMU_SANDBOX.cancelOrder, payload: { subPurchaseOrderSn, status } });
  if (r.code !== 200) throw new Error(r.msg);
}

/** A 同步 click for the seller's shop, run to the end by a job runner as the server's would. */
export async function syncOrders(t: TestApp, seller: Seller, shopId: number) {
  const r = await t.call<{ jobIds: number[] }>({
    method: 'POST',
    url: TEMU_ORDER_API.sync,
    payload: { shopId },
    token: seller.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  const runner = createJobRunner(t.runtime.ctx, { handlers: [temuOrderSyncJob as JobHandler] });
  await runner.drain();
  const jobs = await t.runtime.ctx.db.selectFrom('jobs').selectAll().where('id', 'in', r.data.jobIds).execute();
  for (const j of jobs) if (j.status !== 'done') throw new Error(`order sync ${j.status}: ${j.error}`);
  return r.data.jobIds;
}

export const balanceOf = async (t: TestApp, mainId: number) =>
  Number(
    (
      await t.runtime.ctx.db
        .selectFrom('users')
        .select('balance_fen')
        .where('id', '=', mainId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

export const ledgerRows = (t: TestApp, mainId: number, type: string) =>
  t.runtime.ctx.db
    .selectFrom('account_ledger')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
