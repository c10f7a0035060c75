import {
  DAY_MS,
  type ProfitDay,
  type ProfitQuery,
  type ProfitResult,
  type ProfitRow,
  type ProfitSums,
  percentOf,
  SHANGHAI_OFFSET_MS,
  shanghaiDate,
  shanghaiDayIndex,
} from '@podbench/contract';
import type { Executor } from '../../db';
import {
  type GroupKey,
  type LineSums,
  lineSums,
  type OrderSums,
  type ProfitScope,
  orderSums,
  shopLabels,
  skuSums,
} from './profit-repository';
import { type PriceOf, supplyPrices } from './supply-prices';

/** Current prices, looked up only for lines without a snapshot (synced before migration 0040). */
const currentPrices = (db: Executor, mainId: number, lines: readonly LineSums[]) =>
  supplyPrices(
    db,
    mainId,
    lines.filter((l) => l.snapshotFen === null),
  );

/** Sales, cost and profit of one group: sales from priced lines, cost from the orders (see docs/statistics.md). */
function sums(orders: OrderSums | undefined, lines: readonly LineSums[], price: PriceOf): ProfitSums {
  let quantity = 0;
  let salesFen = 0;
  let unpricedQuantity = 0;
  for (const l of lines) {
    quantity += l.quantity;
    const p = l.snapshotFen ?? price(l);
    if (p === null) unpricedQuantity += l.quantity;
    else salesFen += p * l.quantity;
  }
  const costFen = orders?.costFen ?? 0;
  return finish({ orders: orders?.orders ?? 0, quantity, salesFen, costFen, unpricedQuantity });
}

function finish(s: Omit<ProfitSums, 'profitFen' | 'marginPercent'>): ProfitSums {
  const profitFen = s.salesFen - s.costFen;
  return { ...s, profitFen, marginPercent: percentOf(profitFen, s.salesFen) };
}

/** Adds groups up (groups of orders that do not overlap: days, months, shops). */
export function addUp(list: readonly ProfitSums[]): ProfitSums {
  const t = { orders: 0, quantity: 0, salesFen: 0, costFen: 0, unpricedQuantity: 0 };
  for (const s of list) {
    t.orders += s.orders;
    t.quantity += s.quantity;
    t.salesFen += s.salesFen;
    t.costFen += s.costFen;
    t.unpricedQuantity += s.unpricedQuantity;
  }
  return finish(t);
}

async function grouped(db: Executor, scope: ProfitScope, key: GroupKey) {
  const [orders, lines] = await Promise.all([orderSums(db, scope, key), lineSums(db, scope, key)]);
  const price = await currentPrices(db, scope.mainId, [...lines.values()].flat());
  const keys = new Set([...orders.keys(), ...lines.keys()]);
  return new Map([...keys].map((k) => [k, sums(orders.get(k), lines.get(k) ?? [], price)]));
}

/** Every Shanghai day in [from, to), oldest first, zeros included. */
export async function dailyProfit(db: Executor, scope: ProfitScope): Promise<Array<ProfitSums & { date: string }>> {
  const byDay = await grouped(db, scope, 'day');
  const out: Array<ProfitSums & { date: string }> = [];
  for (let d = shanghaiDayIndex(scope.from); d <= shanghaiDayIndex(scope.to - 1); d++) {
    out.push({ date: shanghaiDate(d * DAY_MS - SHANGHAI_OFFSET_MS), ...(byDay.get(d) ?? addUp([])) });
  }
  return out;
}

const row = (key: string, label: string, detail: string, s: ProfitSums): ProfitRow => ({ key, label, detail, ...s });

export async function profitReport(db: Executor, mainId: number, q: ProfitQuery): Promise<ProfitResult> {
  const scope: ProfitScope = { mainId, from: q.beginTime, to: q.endTime, shopId: q.shopId };
  const base = { groupBy: q.groupBy, from: q.beginTime, to: q.endTime };
  if (q.groupBy === 'day' || q.groupBy === 'month') {
    const days = await dailyProfit(db, scope);
    if (q.groupBy === 'day') {
      const rows = days.map((d) => row(d.date, d.date, '', d));
      return { ...base, rows, totals: addUp(rows) };
    }
    const months = new Map<string, ProfitSums[]>();
    for (const d of days) months.set(d.date.slice(0, 7), [...(months.get(d.date.slice(0, 7)) ?? []), d]);
    const rows = [...months].map(([m, list]) => row(m, m, '', addUp(list)));
    return { ...base, rows, totals: addUp(rows) };
  }
  if (q.groupBy === 'shop') {
    const [byShop, labels] = await Promise.all([grouped(db, scope, 'shop'), shopLabels(db, mainId)]);
    const rows = [...byShop]
      .map(([id, s]) => {
        const l = labels.get(id);
        return row(String(id), l?.name ?? `店铺 ${id}`, l?.platform === 'shein' ? 'Shein' : 'Temu', s);
      })
      .sort((a, b) => b.profitFen - a.profitFen || a.key.localeCompare(b.key));
    return { ...base, rows, totals: addUp(rows) };
  }
  // Per SKU: cost is each SKU's share of its orders' payments; totals come from the orders themselves.
  const [skus, all] = await Promise.all([skuSums(db, scope), grouped(db, scope, 'all')]);
  const price = await currentPrices(db, mainId, skus);
  const merged = new Map<string, { s: ProfitSums[]; name: string; spec: string; ext: string }>();
  for (const k of skus) {
    const p = k.snapshotFen ?? price(k);
    const s = finish({
      orders: k.orders,
      quantity: k.quantity,
      salesFen: p === null ? 0 : p * k.quantity,
      costFen: k.costFen,
      unpricedQuantity: p === null ? k.quantity : 0,
    });
    const m = merged.get(k.productSkuId) ?? { s: [], name: k.productName, spec: k.spec, ext: k.extCode };
    m.s.push(s);
    merged.set(k.productSkuId, m);
  }
  const rows = [...merged]
    .map(([id, m]) => row(id, m.ext || id, [m.name, m.spec].filter(Boolean).join(' · '), addUp(m.s)))
    .sort((a, b) => b.profitFen - a.profitFen || a.key.localeCompare(b.key));
  return { ...base, rows, totals: all.get(0) ?? addUp([]) };
}

/** The dashboard's trend window: the last 30 Shanghai days up to today. */
export function trendWindow(now: number) {
  const today = shanghaiDayIndex(now);
  return {
    firstDay: today - 29,
    from: (today - 29) * DAY_MS - SHANGHAI_OFFSET_MS,
    to: (today + 1) * DAY_MS - SHANGHAI_OFFSET_MS,
  };
}

/** The trend's answer from its 30 days: each day, and the 7- and 30-day sums. */
export function trendOf(days: ReadonlyArray<ProfitSums & { date: string }>) {
  const day = (d: ProfitSums & { date: string }): ProfitDay => ({
    date: d.date,
    orders: d.orders,
    salesFen: d.salesFen,
    costFen: d.costFen,
    profitFen: d.profitFen,
  });
  return { days: days.map(day), last7: addUp(days.slice(-7)), last30: addUp(days) };
}

/** The dashboard's trend: the last 30 Shanghai days up to today, and the 7- and 30-day sums. */
export async function overviewTrend(db: Executor, mainId: number, now: number) {
  const { from, to } = trendWindow(now);
  return trendOf(await dailyProfit(db, { mainId, from, to }));
}
