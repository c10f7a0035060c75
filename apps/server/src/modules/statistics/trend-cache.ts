import { DAY_MS, type ProfitSums, SHANGHAI_OFFSET_MS } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { Lru, perOwner } from '../../lib/owner-cache';
import { dailyProfit, trendOf, trendWindow } from './profit-service';

/**
 * The dashboard's 30-day trend, kept per database handle and seller and brought up to date incrementally: when only
 * the seller's orders changed since it was computed (the signature's orders part, max `updated_at`, moved forward;
 * templates, online products and the day did not), only the Shanghai days of the orders written since then
 * (`updated_at` ≥ the previous max, through stats_orders_updated_idx) are recomputed. Anything else — first call,
 * a price source changed, a new day — recomputes all 30 days. Exact under the cache invariant of docs/statistics.md
 * (every write to an order that changes what is counted sets `updated_at` to the current time) and as long as an
 * order's purchase time never changes (Temu's 下单时间 does not).
 */
type Day = ProfitSums & { date: string };
interface Kept {
  rest: string;
  ordersMax: number;
  firstDay: number;
  days: Day[];
}

const MAX_SELLERS = 2_000;
const keptOf = perOwner(() => new Lru<number, Kept>(MAX_SELLERS));

const dayExpr = sql<number>`(purchase_time + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/** `sig` is cache.ts's sellerSignature: `orders max:templates max:products max:day`. */
export async function incrementalTrend(db: Executor, mainId: number, sig: string, now: number) {
  const [o = '', ...others] = sig.split(':');
  const rest = others.join(':');
  const ordersMax = o === '' ? -1 : Number(o);
  const m = keptOf(db);
  const k = m.get(mainId);
  const w = trendWindow(now);
  let days: Day[];
  if (k && k.rest === rest && k.firstDay === w.firstDay && k.ordersMax === ordersMax) {
    days = k.days;
  } else if (k && k.rest === rest && k.firstDay === w.firstDay && ordersMax > k.ordersMax && k.ordersMax >= 0) {
    const touched = await db
      .selectFrom('temu_orders')
      .select(dayExpr.as('d'))
      .distinct()
      .where('main_id', '=', mainId)
      .where('updated_at', '>=', k.ordersMax)
      .where('purchase_time', '>=', w.from)
      .where('purchase_time', '<', w.to)
      .execute();
    days = [...k.days];
    for (const { d } of touched) {
      const i = Number(d) - w.firstDay;
      if (i < 0 || i >= days.length) continue;
      const from = Number(d) * DAY_MS - SHANGHAI_OFFSET_MS;
      const [fresh] = await dailyProfit(db, { mainId, from, to: from + DAY_MS });
      if (fresh) days[i] = fresh;
    }
  } else {
    days = await dailyProfit(db, { mainId, from: w.from, to: w.to });
  }
  m.set(mainId, { rest, ordersMax, firstDay: w.firstDay, days });
  return trendOf(days);
}
