import { WithdrawStatus } from '@podbench/contract';
import type { Executor } from '../../db';
import { notify } from './service';

/**
 * One call per place where an event happens (order sync, publish core, quality-check sync, withdrawal review), so
 * those modules gain a single line each. Each runs in the caller's executor (its transaction, when it has one).
 */

/** Orders the sync has just inserted (only those; a re-sync inserts none). Cancelled ones are not news. */
export async function notifyNewOrders(
  db: Executor,
  shop: { id: number; mainId: number },
  inserted: Array<{ id: number | string; sub_purchase_order_sn: string; state: string }>,
) {
  const orders = inserted
    .filter((r) => r.state === 'unpaid')
    .map((r) => ({ id: Number(r.id), sn: r.sub_purchase_order_sn }));
  if (orders.length === 0) return;
  const s = await db.selectFrom('shops').select('mall_name').where('id', '=', shop.id).executeTakeFirst();
  await notify(db, shop.mainId, { type: 'order_new', shopId: shop.id, shopName: s?.mall_name ?? '', orders });
}

async function publishRow(db: Executor, table: 'temu_publishes' | 'shein_publishes', id: number) {
  if (table === 'temu_publishes') {
    return db
      .selectFrom('temu_publishes as p')
      .leftJoin('temu_templates as t', 't.id', 'p.template_id')
      .leftJoin('shops as s', 's.id', 'p.shop_id')
      .select(['p.id', 'p.main_id', 'p.error', 't.title', 's.mall_name'])
      .where('p.id', '=', id)
      .executeTakeFirst();
  }
  return db
    .selectFrom('shein_publishes as p')
    .leftJoin('shein_templates as t', 't.id', 'p.template_id')
    .leftJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.main_id', 'p.error', 't.title', 's.mall_name'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** A publish that has just moved to failed (either marketplace's table). */
export async function notifyPublishFailed(db: Executor, table: 'temu_publishes' | 'shein_publishes', id: number) {
  const p = await publishRow(db, table, id);
  if (!p) return;
  await notify(db, Number(p.main_id), {
    type: 'publish_failed',
    platform: table === 'temu_publishes' ? 'temu' : 'shein',
    publishId: Number(p.id),
    templateName: p.title ?? '（模板已删除）',
    shopName: p.mall_name ?? '',
    error: p.error ?? '未知原因',
  });
}

/** A quality-check bill whose newest inspection failed (Temu's qcResult 2 不合格). */
export async function notifyQcResult(
  db: Executor,
  shop: { id: number; mainId: number },
  bill: {
    qcBillId: string;
    updateTime: string;
    productName: string;
    spec: string;
    result: number;
    defectiveQuantity: number;
  },
) {
  if (bill.result !== 2) return;
  await notify(db, shop.mainId, { type: 'qc_failed', shopId: shop.id, ...bill });
}

/** A withdrawal the operator has just approved (paid) or rejected. */
export async function notifyWithdrawReviewed(db: Executor, id: number) {
  const w = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!w || (w.status !== WithdrawStatus.PAID && w.status !== WithdrawStatus.REJECTED)) return;
  await notify(db, Number(w.main_id), {
    type: 'withdraw_result',
    withdrawId: Number(w.id),
    approved: w.status === WithdrawStatus.PAID,
    amountFen: Number(w.amount_fen),
    reason: w.reason,
    payoutReference: w.payout_reference,
  });
}
