import { LedgerType, type TemuOrderState, temuOrderTransitionError } from '@podbench/contract';
import type { Executor } from '../../db';
import type { Updateable } from 'kysely';
import type { TemuOrdersTable } from '../../db/schema-temu-order';
import { badRequest } from '../../lib/app-error';
import { applyBalanceChange } from '../ledger/service';
import { ORDER_LEDGER_REF, type OrderRow } from './repository';

export interface Actor {
  /** system: auto-pay (issue 21 §4). */
  actor: 'seller' | 'operator' | 'sync' | 'system';
  actorId?: number | null;
  remark?: string;
  temuStatus?: number | null;
}

type OrderSet = Omit<Updateable<TemuOrdersTable>, 'id' | 'state' | 'main_id' | 'shop_id'>;

/**
 * Moves an order along the state machine: refused (400, Chinese) when the contract's table does not allow
 * `from → to`; otherwise a conditional update on the state as read, so of two concurrent moves exactly one
 * happens (false for the other), and a history row in the same transaction.
 */
export async function moveOrder(
  db: Executor,
  o: Pick<OrderRow, 'id' | 'state'>,
  to: TemuOrderState,
  who: Actor,
  set: OrderSet = {},
  now = Date.now(),
): Promise<boolean> {
  const err = temuOrderTransitionError(o.state, to);
  if (err) throw badRequest(err);
  const r = await db
    .updateTable('temu_orders')
    .set({ ...set, state: to, updated_at: now })
    .where('id', '=', o.id)
    .where('state', '=', o.state)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return false;
  await db
    .insertInto('temu_order_events')
    .values({
      order_id: o.id,
      from_state: o.state,
      to_state: to,
      temu_status: who.temuStatus ?? null,
      actor: who.actor,
      actor_id: who.actorId ?? null,
      remark: (who.remark ?? '').slice(0, 255),
      created_at: now,
    })
    .execute();
  return true;
}

/**
 * {@link moveOrder} for many orders in one state at once (the shipping desk books a hundred): one conditional update
 * on the state as read and one insert of their history rows (`remark` per order). Answers the ids that moved; an
 * order another request moved first is left out, as moveOrder's false.
 */
export async function moveOrders(
  db: Executor,
  ids: number[],
  from: TemuOrderState,
  to: TemuOrderState,
  who: Omit<Actor, 'remark'>,
  remarkOf: (id: number) => string,
  now = Date.now(),
): Promise<number[]> {
  const err = temuOrderTransitionError(from, to);
  if (err) throw badRequest(err);
  if (ids.length === 0) return [];
  const moved = (
    await db
      .updateTable('temu_orders')
      .set({ state: to, updated_at: now })
      .where('id', 'in', ids)
      .where('state', '=', from)
      .returning('id')
      .execute()
  ).map((r) => Number(r.id));
  if (moved.length === 0) return moved;
  await db
    .insertInto('temu_order_events')
    .values(
      moved.map((id) => ({
        order_id: id,
        from_state: from,
        to_state: to,
        temu_status: who.temuStatus ?? null,
        actor: who.actor,
        actor_id: who.actorId ?? null,
        remark: remarkOf(id).slice(0, 255),
        created_at: now,
      })),
    )
    .execute();
  return moved;
}

/**
 * Cancels an order and, when it was paid, refunds what it debited (退款, the ledger's insert-once key on the order
 * id makes a second cancel or a replayed sync refund nothing). Call inside a transaction.
 */
export async function cancelOrder(db: Executor, o: OrderRow, reason: string, who: Actor, now = Date.now()) {
  const moved = await moveOrder(db, o, 'cancelled', { ...who, remark: reason }, { cancel_reason: reason }, now);
  if (!moved || o.pay_ledger_id === null || o.paid_fen === null || Number(o.paid_fen) <= 0) return moved;
  const refund = await applyBalanceChange(db, {
    mainId: Number(o.main_id),
    type: LedgerType.REFUND,
    amountFen: Number(o.paid_fen),
    refType: ORDER_LEDGER_REF,
    refId: String(o.id),
    remark: `备货单 ${o.sub_purchase_order_sn} 取消退款`,
    operatorId: who.actor === 'operator' ? (who.actorId ?? null) : null,
  });
  await db
    .updateTable('temu_orders')
    .set({ refund_ledger_id: refund.ledgerId, refunded_at: now })
    .where('id', '=', o.id)
    .execute();
  return moved;
}
