import {
  TEMU_ORDER_VIEWS,
  type TemuOrderTemuCounts,
  type TemuOrderView,
  type TemuOrderViewCounts,
} from '@podbench/contract';
import type { Executor } from '../../db';

const from = (db: Executor) => db.selectFrom('temu_orders');
/** The list's filtered query (seller, shop, dates, numbers, product) before the view and the status tab. */
export type OrderQuery = ReturnType<typeof from>;

/**
 * A working view as a filter on Temu's fields (contract temu-order-views.ts): 待发货 status 1, 加急 urgencyType 1,
 * JIT purchaseStockType 1, 逾期 past the deliver deadline undelivered or the arrival deadline unreceived.
 */
export function applyView(b: OrderQuery, view: TemuOrderView, now: number): OrderQuery {
  switch (view) {
    case 'to_deliver':
      return b.where('temu_status', '=', 1);
    case 'urgent':
      return b.where('urgency_type', '=', 1);
    case 'jit':
      return b.where('purchase_stock_type', '=', 1);
    case 'overdue':
      return b.where((eb) =>
        eb.or([
          eb.and([eb('temu_status', 'in', [0, 1]), eb('expect_deliver_at', '<', now)]),
          eb.and([eb('temu_status', '=', 2), eb('expect_arrival_at', '<', now)]),
        ]),
      );
  }
}

/** Temu's count for a view from the summed maps; null where Temu gives none (加急, JIT) or gave no map. */
function temuCountOf(view: TemuOrderView, t: TemuOrderTemuCounts | null): number | null {
  if (!t) return null;
  if (view === 'to_deliver') return t.statusNumMap['1'] ?? null;
  if (view === 'overdue') {
    const a = t.delayNumMap['102'];
    const b = t.delayNumMap['202'];
    return a === undefined && b === undefined ? null : (a ?? 0) + (b ?? 0);
  }
  return null;
}

/** Every view's count under the filters (one index-backed count each), beside Temu's own. */
export async function viewCounts(
  base: OrderQuery,
  temu: TemuOrderTemuCounts | null,
  now: number,
): Promise<TemuOrderViewCounts> {
  const counts = await Promise.all(
    TEMU_ORDER_VIEWS.map((v) =>
      applyView(base, v, now)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(
    TEMU_ORDER_VIEWS.map((v, i) => [v, { count: Number(counts[i]!.n), temuCount: temuCountOf(v, temu) }]),
  ) as TemuOrderViewCounts;
}

const sumInto = (acc: Record<string, number>, json: string | null) => {
  if (!json) return false;
  try {
    for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
      if (typeof v === 'number' && Number.isFinite(v)) acc[k] = (acc[k] ?? 0) + v;
    }
    return true;
  } catch {
    return false;
  }
};

/** The seller's shops' (or one shop's) statusNumMap / delayNumMap as last read, summed; null before any reading. */
export async function temuCountsOf(db: Executor, mainId: number, shopId?: number): Promise<TemuOrderTemuCounts | null> {
  let q = db
    .selectFrom('temu_order_sync')
    .select(['status_num_map', 'delay_num_map', 'today_can_deliver_num', 'counts_at'])
    .where('main_id', '=', mainId)
    .where('counts_at', 'is not', null);
  if (shopId !== undefined) q = q.where('shop_id', '=', shopId);
  const rows = await q.execute();
  const statusNumMap: Record<string, number> = {};
  const delayNumMap: Record<string, number> = {};
  let any = false;
  let today: number | null = null;
  let readAt = Number.POSITIVE_INFINITY;
  for (const r of rows) {
    const s = sumInto(statusNumMap, r.status_num_map);
    const d = sumInto(delayNumMap, r.delay_num_map);
    if (r.today_can_deliver_num !== null) today = (today ?? 0) + Number(r.today_can_deliver_num);
    if (s || d || r.today_can_deliver_num !== null) {
      any = true;
      readAt = Math.min(readAt, Number(r.counts_at));
    }
  }
  return any ? { statusNumMap, delayNumMap, todayCanDeliverNum: today, readAt } : null;
}
