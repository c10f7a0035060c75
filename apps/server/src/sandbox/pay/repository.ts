import type { Executor } from '../../db';

export async function findTrade(db: Executor, outTradeNo: string) {
  return db.selectFrom('sandbox_pay_trades').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
}

/** WAIT_BUYER_PAY → SUCCESS or CLOSED once; false when someone else finished it first. */
export async function finishTrade(db: Executor, outTradeNo: string, status: 'SUCCESS' | 'CLOSED') {
  const r = await db
    .updateTable('sandbox_pay_trades')
    .set({ status, updated_at: Date.now() })
    .where('out_trade_no', '=', outTradeNo)
    .where('status', '=', 'WAIT_BUYER_PAY')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function saveLastNotification(db: Executor, outTradeNo: string, body: string) {
  await db
    .updateTable('sandbox_pay_trades')
    .set({ last_notification: body, updated_at: Date.now() })
    .where('out_trade_no', '=', outTradeNo)
    .execute();
}
