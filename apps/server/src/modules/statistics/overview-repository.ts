import { DAY_MS, percentOf, QC_WINDOW_DAYS, TOKEN_EXPIRY_WARN_DAYS } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { orderStateTotals } from './order-state-counts';

/**
 * The dashboard's counts, each one index-backed query scoped by main_id:
 * orders by state (temu_order_state_counts, migration 0042), the unpaid orders in deadline order
 * (stats_orders_state_cover_idx, migration 0036), publishes by state (stats_*_publishes_state_idx), QC results (temu_quality_checks_list_idx),
 * shops (shops_main_idx).
 */

const num = (v: unknown) => Number(v ?? 0);

/** Orders per platform state. */
export async function orderStateCounts(db: Executor, mainId: number): Promise<Map<string, number>> {
  const totals = await orderStateTotals(db, mainId);
  return new Map([...totals].map(([state, t]) => [state, t.n]));
}

/** Unpaid orders read per round while the balance lasts (oldest deadline first). */
const COVER_BATCH = 500;

/**
 * The unpaid orders, oldest deadline first (the deliver deadline, else the purchase time; then id): how many the
 * balance pays in full taken in that order until the first that does not fit, what they cost, and the unpaid total.
 * The count and total come from the state counts; the coverage walks the unpaid orders in deadline order
 * (stats_orders_state_cover_idx) only as far as the balance reaches, a batch at a time. A caller that has read the
 * state totals already passes the unpaid ones.
 */
export async function unpaidCoverage(
  db: Executor,
  mainId: number,
  balanceFen: number,
  unpaidTotals?: { n: number; fen: number },
) {
  const unpaid = unpaidTotals ?? (await orderStateTotals(db, mainId)).get('unpaid') ?? { n: 0, fen: 0 };
  let coverCount = 0;
  let coverFen = 0;
  // Keyset paging on (deadline, id): each round starts after the last row the previous one read.
  let after: { deadline: number; id: number } | null = null;
  const deadline = sql<number>`coalesce(expect_deliver_at, purchase_time)`;
  walk: while (coverCount < unpaid.n) {
    let q = db
      .selectFrom('temu_orders')
      .select(['id', 'total_fen', deadline.as('deadline')])
      .where('main_id', '=', mainId)
      .where('state', '=', 'unpaid');
    if (after) {
      const from = after;
      q = q.where((eb) => eb(eb.refTuple(deadline, 'id'), '>', eb.tuple(from.deadline, from.id)));
    }
    const rows: Array<{ id: unknown; total_fen: unknown; deadline: unknown }> = await q
      .orderBy(deadline)
      .orderBy('id')
      .limit(COVER_BATCH)
      .execute();
    for (const r of rows) {
      const fen = num(r.total_fen);
      if (coverFen + fen > balanceFen) break walk;
      coverFen += fen;
      coverCount++;
    }
    if (rows.length < COVER_BATCH) break;
    const last = rows[rows.length - 1]!;
    after = { deadline: num(last.deadline), id: num(last.id) };
  }
  return {
    count: unpaid.n,
    totalFen: unpaid.fen,
    coverCount,
    coverFen,
    shortfallFen: Math.max(0, unpaid.fen - balanceFen),
  };
}

/** Temu and Shein publishes: running (queued, adding, deferred) and failed. */
export async function publishCounts(db: Executor, mainId: number) {
  const [temu, shein] = await Promise.all([
    db
      .selectFrom('temu_publishes')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('main_id', '=', mainId)
      .where('state', 'in', ['queued', 'adding', 'deferred', 'failed'])
      .groupBy('state')
      .execute(),
    db
      .selectFrom('shein_publishes')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('main_id', '=', mainId)
      .where('state', 'in', ['queued', 'adding', 'failed'])
      .groupBy('state')
      .execute(),
  ]);
  const sum = (rows: typeof temu) => {
    let running = 0;
    let failed = 0;
    for (const r of rows) {
      if (r.state === 'failed') failed += num(r.n);
      else running += num(r.n);
    }
    return { running, failed };
  };
  const t = sum(temu);
  const s = sum(shein);
  return { running: t.running + s.running, failed: t.failed + s.failed, temu: t, shein: s };
}

/** QC results inspected in the window (Temu's inspection time): all and 不合格 (result 2). */
export async function qcCounts(db: Executor, mainId: number, now: number) {
  const r = await db
    .selectFrom('temu_quality_checks')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when result = 2 then 1 else 0 end)`.as('failed'),
    ])
    .where('main_id', '=', mainId)
    .where('inspected_at', '>=', now - QC_WINDOW_DAYS * DAY_MS)
    .executeTakeFirst();
  const total = num(r?.total);
  const failed = num(r?.failed);
  return { days: QC_WINDOW_DAYS, total, failed, failureRatePercent: percentOf(failed, total) };
}

/** Bound shops: live ones, expired or refused tokens, tokens running out within the warning window, soonest first. */
export async function shopExpiries(db: Executor, mainId: number, now: number) {
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'platform', 'mall_name', 'token_expire_time', 'status'])
    .where('main_id', '=', mainId)
    .where('unbound_at', 'is', null)
    .execute();
  const soon = now + TOKEN_EXPIRY_WARN_DAYS * DAY_MS;
  let expired = 0;
  let expiringSoon = 0;
  for (const s of rows) {
    const at = s.token_expire_time === null ? null : num(s.token_expire_time);
    if (num(s.status) !== 0 || (at !== null && at <= now)) expired++;
    else if (at !== null && at <= soon) expiringSoon++;
  }
  const soonest = rows
    .filter((s) => num(s.status) === 0 && s.token_expire_time !== null)
    .map((s) => ({
      shopId: num(s.id),
      platform: s.platform,
      shopName: s.mall_name,
      expiresAt: num(s.token_expire_time),
    }))
    .sort((a, b) => a.expiresAt - b.expiresAt || a.shopId - b.shopId)
    .slice(0, 5);
  return { live: rows.length - expired, expired, expiringSoon, soonest };
}
