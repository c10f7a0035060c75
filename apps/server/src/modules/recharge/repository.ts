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

/**
 * Not yet paid (待支付, 已过期 or 已关闭) → paid, at most once: for a payment the provider confirmed after the
 * deadline. Also ends the sweep's queries of the order.
 */
export async function markLatePaid(db: Executor, id: number, providerTradeNo: string, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({
      status: RechargeStatus.PAID,
      paid_at: now,
      provider_trade_no: providerTradeNo.slice(0, 64),
      query_next_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', [RechargeStatus.PENDING, RechargeStatus.EXPIRED, RechargeStatus.CLOSED])
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

/** Pending → expired, due for the sweep's provider query; false when it was no longer pending. */
export async function expirePendingOrder(db: Executor, id: number, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ status: RechargeStatus.EXPIRED, query_next_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', RechargeStatus.PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Marks every pending order whose deadline (plus grace) has passed as expired, due for a query of its provider at
 * once (a payment whose notification never arrived is found that way); returns how many.
 */
export async function expireOverdueOrders(db: Executor, deadline: number, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ status: RechargeStatus.EXPIRED, query_next_at: now, updated_at: now })
    .where('status', '=', RechargeStatus.PENDING)
    .where('expires_at', '<', deadline)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Expired orders never asked about (expired by a process older than migration 0027, during a rolling upgrade)
 * become due now; only those that expired after `since`.
 */
export async function markUnaskedExpiredOrdersDue(db: Executor, since: number, now: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ query_next_at: now })
    .where('status', '=', RechargeStatus.EXPIRED)
    .where('expires_at', '>', since)
    .where('query_next_at', 'is', null)
    .where('query_attempts', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Expired orders due for a provider query, oldest due first. */
export async function ordersDueForQuery(db: Executor, now: number, limit: number) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('query_next_at', '<=', now)
    .where('status', '=', RechargeStatus.EXPIRED)
    .orderBy('query_next_at')
    .limit(limit)
    .execute();
}

/**
 * Takes an order's next query for this process: a compare-and-set on `query_next_at`, moved to `leaseUntil`, so
 * two server processes sweeping at once never ask twice. False when another process took it first.
 */
export async function claimOrderQuery(db: Executor, id: number, dueAt: number, leaseUntil: number) {
  const r = await db
    .updateTable('recharge_orders')
    .set((eb) => ({ query_next_at: leaseUntil, query_attempts: eb('query_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('query_next_at', '=', dueAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The next query's time, or null when nothing is left to ask. */
export async function setNextQuery(db: Executor, id: number, at: number | null) {
  await db.updateTable('recharge_orders').set({ query_next_at: at }).where('id', '=', id).execute();
}
