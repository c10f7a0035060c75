import { DAY_MS, SHANGHAI_OFFSET_MS } from '@podbench/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db';
import type { Database } from '../../db/schema';

/**
 * Aggregate SQL behind 利润分析 and the dashboard's trend; the same statements run on SQLite and PostgreSQL.
 *
 * Counted orders: the seller's stock-up orders paid from the balance and not refunded (`paid_at` set,
 * `refunded_at` null, state not 已取消), by Temu's purchase time in [from, to). Orders read through
 * stats_orders_paid_idx (migration 0036: main_id, purchase_time plus the columns summed here), lines through
 * stats_order_lines_price_idx (migration 0040: order_id plus the columns grouped and summed,
 * the snapshot price included).
 */
export interface ProfitScope {
  mainId: number;
  from: number;
  to: number;
  shopId?: number;
}

/** One group's raw sums: orders and cost from the orders, quantities per priced SKU from the lines. */
export interface OrderSums {
  orders: number;
  costFen: number;
}
export interface LineSums {
  templateId: number | null;
  variantId: number | null;
  productSkuId: string;
  /** The lines' supply price when synced (migration 0040); null for lines synced before it. */
  snapshotFen: number | null;
  quantity: number;
}

export type GroupKey = 'day' | 'shop' | 'all';

const num = (v: unknown) => Number(v ?? 0);
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Shanghai day index of the purchase time (integer division on both databases). */
const dayExpr = sql<number>`(o.purchase_time + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

function keyExpr(key: GroupKey) {
  if (key === 'day') return dayExpr;
  if (key === 'shop') return sql<number>`o.shop_id`;
  return sql<number>`0`;
}

function counted(db: Executor, s: ProfitScope) {
  let q = db
    .selectFrom('temu_orders as o')
    .where('o.main_id', '=', s.mainId)
    .where('o.purchase_time', '>=', s.from)
    .where('o.purchase_time', '<', s.to)
    .where('o.paid_at', 'is not', null)
    .where('o.refunded_at', 'is', null)
    .where('o.state', '<>', 'cancelled');
  if (s.shopId !== undefined) q = q.where('o.shop_id', '=', s.shopId);
  return q;
}

/** Orders and what the seller paid for them, per group. */
export async function orderSums(db: Executor, s: ProfitScope, key: GroupKey): Promise<Map<number, OrderSums>> {
  const k = keyExpr(key);
  const q = counted(db, s).select((eb: ExpressionBuilder<Database & { o: Database['temu_orders'] }, 'o'>) => [
    k.as('k'),
    eb.fn.countAll<number>().as('orders'),
    eb.fn.sum<number>('o.paid_fen').as('cost'),
  ]);
  // 'all' has no GROUP BY: a constant there would read as a column position.
  const rows = await (key === 'all' ? q : q.groupBy(k)).execute();
  return new Map(rows.map((r) => [num(r.k), { orders: num(r.orders), costFen: num(r.cost) }]));
}

/** Pieces per group and SKU (template, variant, Temu SKU id): the supply price is looked up per SKU afterwards. */
export async function lineSums(db: Executor, s: ProfitScope, key: GroupKey): Promise<Map<number, LineSums[]>> {
  const k = keyExpr(key);
  const rows = await counted(db, s)
    .innerJoin('temu_order_lines as l', 'l.order_id', 'o.id')
    .select((eb) => [
      k.as('k'),
      'l.template_id',
      'l.variant_id',
      'l.product_sku_id',
      'l.supply_price_fen',
      eb.fn.sum<number>('l.quantity').as('qty'),
    ])
    .$if(key !== 'all', (q) => q.groupBy(k))
    .groupBy(['l.template_id', 'l.variant_id', 'l.product_sku_id', 'l.supply_price_fen'])
    .execute();
  const out = new Map<number, LineSums[]>();
  for (const r of rows) {
    const list = out.get(num(r.k)) ?? [];
    list.push({
      templateId: nullableNum(r.template_id),
      variantId: nullableNum(r.variant_id),
      productSkuId: r.product_sku_id,
      snapshotFen: nullableNum(r.supply_price_fen),
      quantity: num(r.qty),
    });
    out.set(num(r.k), list);
  }
  return out;
}

/** Per Temu SKU: pieces, orders, the product and spec, and its share of what the seller paid. */
export interface SkuSums extends LineSums {
  orders: number;
  /** Σ over its lines of the order's paid amount × the line's share of the order's base cost (pieces if none). */
  costFen: number;
  productName: string;
  spec: string;
  extCode: string;
}

export async function skuSums(db: Executor, s: ProfitScope): Promise<SkuSums[]> {
  const share = sql<number>`sum(case when o.base_cost_fen > 0
      then cast(o.paid_fen as double precision) * l.quantity * coalesce(l.unit_cost_fen, 0) / o.base_cost_fen
      else cast(o.paid_fen as double precision) * l.quantity / (case when o.quantity > 0 then o.quantity else 1 end) end)`;
  const rows = await counted(db, s)
    .innerJoin('temu_order_lines as l', 'l.order_id', 'o.id')
    .select((eb) => [
      'l.product_sku_id',
      'l.template_id',
      'l.variant_id',
      'l.supply_price_fen',
      eb.fn.sum<number>('l.quantity').as('qty'),
      sql<number>`count(distinct o.id)`.as('orders'),
      share.as('cost'),
      eb.fn.max('o.product_name').as('product_name'),
      eb.fn.max('l.spec').as('spec'),
      eb.fn.max('l.sku_ext_code').as('ext_code'),
    ])
    .groupBy(['l.product_sku_id', 'l.template_id', 'l.variant_id', 'l.supply_price_fen'])
    .execute();
  return rows.map((r) => ({
    productSkuId: r.product_sku_id,
    snapshotFen: nullableNum(r.supply_price_fen),
    templateId: nullableNum(r.template_id),
    variantId: nullableNum(r.variant_id),
    quantity: num(r.qty),
    orders: num(r.orders),
    costFen: Math.round(num(r.cost)),
    productName: String(r.product_name ?? ''),
    spec: String(r.spec ?? ''),
    extCode: String(r.ext_code ?? ''),
  }));
}

/** The seller's shop names (bound or not: an unbound shop's old orders still count). */
export async function shopLabels(db: Executor, mainId: number) {
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'mall_name', 'platform'])
    .where('main_id', '=', mainId)
    .execute();
  return new Map(rows.map((r) => [num(r.id), { name: r.mall_name, platform: r.platform }]));
}
