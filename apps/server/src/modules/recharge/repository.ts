import { RechargeStatus } from '@podbench/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { RechargeOrdersTable } from '../../db/schema-money';

export async function insertOrder(db: Executor, values: Insertable<RechargeOrdersTable>) {
  const r = await db.insertInto('recharge_orders').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function setOrderQr(db: Executor, id: number, qrCode: string) {
  await db
    .updateTable('recharge_orders')
    .set({ qr_code: qrCode, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

/** The caller's own order: another account's number reads as not found. */
export async function findOrderOfMain(db: Executor, mainId: number, outTradeNo: string) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('out_trade_no', '=', outTradeNo)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
}

/** For settling a provider's notification, which names the order only by its number. */
export async function findOrderByTradeNo(db: Executor, outTradeNo: string) {
  return db.selectFrom('recharge_orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
}

/**
 * Pending → paid, at most once: the conditional update is the gate concurrent replays pass one at a time (on
 * PostgreSQL the second waits for the first's row lock, then sees it paid and updates nothing).
 */
export async function markOrderPaid(db: Executor, id: number, providerTradeNo: string, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({
      status: RechargeStatus.PAID,
      paid_at: now,
      provider_trade_no: providerTradeNo.slice(0, 64),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', RechargeStatus.PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Pending → closed or expired; false when it was no longer pending. */
export async function endPendingOrder(db: Executor, id: number, status: RechargeStatus, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', RechargeStatus.PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks every pending order whose deadline (plus grace) has passed as expired; returns how many. */
export async function expireOverdueOrders(db: Executor, deadline: number, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ status: RechargeStatus.EXPIRED, updated_at: now })
    .where('status', '=', RechargeStatus.PENDING)
    .where('expires_at', '<', deadline)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
