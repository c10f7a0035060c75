import { shanghaiDate } from '@podbench/contract';
import type { Executor } from '../../db';
import { lockAccountBalance } from '../ledger/repository';
import { readSettings } from '../margin/settings';
import { pushPaidOrders } from '../order-push/service';
import { chargeOrder, queueByDeadline } from './batch-pay';

export interface AutoPayResult {
  paidIds: number[];
  chargedFen: number;
  /** Why auto-pay stopped before paying every new order (余额不足 / 已达每日上限), or null. */
  stoppedBy: string | null;
}

const NONE: AutoPayResult = { paidIds: [], chargedFen: 0, stoppedBy: null };

/**
 * Auto-pay (opt-in, issue 21 §4): a shop's orders that a sync just created (created_at ≥ `since`), still 待支付 and
 * matched, are paid from the balance oldest pay deadline first, while both the balance and the day's cap (Beijing
 * day) cover the next one; it stops at the first that does not fit. One transaction under the account lock: the
 * day's spending (auto_pay_days) is read and written inside it, so two syncs never exceed the cap together, and
 * each order's ledger row is insert-once, so an order is never charged twice. Never throws into the sync: a failure
 * leaves the orders 待支付 for the seller.
 */
export async function autoPayNewOrders(
  db: Executor,
  shop: { id: number; mainId: number },
  since: number,
  now = Date.now(),
): Promise<AutoPayResult> {
  try {
    const settings = await readSettings(db, shop.mainId);
    if (!settings.autoPayEnabled || settings.autoPayDailyCapFen <= 0) return NONE;
    const fresh = await db
      .selectFrom('temu_orders')
      .select('id')
      .where('main_id', '=', shop.mainId)
      .where('shop_id', '=', shop.id)
      .where('state', '=', 'unpaid')
      .where('matched', '=', 1)
      .where('created_at', '>=', since)
      .execute();
    if (fresh.length === 0) return NONE;
    const day = shanghaiDate(now);
    const result = await db.transaction().execute(async (trx) => {
      const balanceFen = await lockAccountBalance(trx, shop.mainId);
      if (balanceFen === null) return NONE;
      const spentRow = await trx
        .selectFrom('auto_pay_days')
        .select('paid_fen')
        .where('main_id', '=', shop.mainId)
        .where('day', '=', day)
        .executeTakeFirst();
      let spent = Number(spentRow?.paid_fen ?? 0);
      let balance = balanceFen;
      const out: AutoPayResult = { paidIds: [], chargedFen: 0, stoppedBy: null };
      const { queued } = await queueByDeadline(
        trx,
        shop.mainId,
        fresh.map((r) => Number(r.id)),
      );
      for (const q of queued) {
        if (q.alreadyPaid || q.reason !== null) continue;
        if (spent + q.cost.totalFen > settings.autoPayDailyCapFen) {
          out.stoppedBy = '已达每日上限';
          break;
        }
        if (q.cost.totalFen > balance) {
          out.stoppedBy = '余额不足';
          break;
        }
        const r = await chargeOrder(trx, shop.mainId, q, { actor: 'system', remark: '自动支付' }, now);
        balance = r.balanceAfterFen;
        spent += r.chargedFen;
        out.chargedFen += r.chargedFen;
        out.paidIds.push(q.id);
      }
      if (out.chargedFen > 0) {
        await trx
          .insertInto('auto_pay_days')
          .values({ main_id: shop.mainId, day, paid_fen: out.chargedFen, orders: out.paidIds.length })
          .onConflict((oc) =>
            oc.columns(['main_id', 'day']).doUpdateSet((eb) => ({
              paid_fen: eb('auto_pay_days.paid_fen', '+', out.chargedFen),
              orders: eb('auto_pay_days.orders', '+', out.paidIds.length),
            })),
          )
          .execute();
      }
      return out;
    });
    // Paid orders go to production; a failed push is repeated by the order-push.sweep job.
    await pushPaidOrders(db, shop.mainId, null, result.paidIds).catch(() => 0);
    return result;
  } catch (err) {
    // The orders stay 待支付 (the transaction rolled back); the seller pays them by hand.
    return { ...NONE, stoppedBy: `自动支付失败：${err instanceof Error ? err.message : String(err)}`.slice(0, 200) };
  }
}
