import { type AnyDb, addSellerMenuPages } from './helpers';

/** The seller's 数据统计 order once 经营概览 and 利润分析 are in; 交易记录 stays first (and the group's redirect). */
const STATISTICS_ORDER = ['clientUserAccountRecord', 'overview', 'profit'] as const;
const PAGES = [
  { path: 'overview', menuName: '经营概览', component: 'statistics/overview' },
  { path: 'profit', menuName: '利润分析', component: 'statistics/profit' },
] as const;

/**
 * Frozen (issue 21 §1, §3): 数据统计 › 经营概览 and 利润分析 for sellers, where the menu exists (a fresh database
 * gets them from the seed), and the indexes behind the dashboard's and the profit report's aggregates.
 */
export async function up(db: AnyDb): Promise<void> {
  const idx = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  // Unpaid orders oldest deadline first with their totals (the balance's coverage), from the index alone.
  await idx('stats_orders_state_cover_idx', 'temu_orders', [
    'main_id',
    'state',
    'expect_deliver_at',
    'purchase_time',
    'id',
    'total_fen',
  ]);
  // Counted (paid, not refunded) orders by purchase time with what is summed and grouped.
  await idx('stats_orders_paid_idx', 'temu_orders', [
    'main_id',
    'purchase_time',
    'paid_at',
    'refunded_at',
    'state',
    'shop_id',
    'paid_fen',
    'base_cost_fen',
    'quantity',
    'id',
  ]);
  await idx('stats_order_lines_cover_idx', 'temu_order_lines', [
    'order_id',
    'template_id',
    'variant_id',
    'product_sku_id',
    'quantity',
    'unit_cost_fen',
  ]);
  await idx('stats_temu_publishes_state_idx', 'temu_publishes', ['main_id', 'state']);
  await idx('stats_shein_publishes_state_idx', 'shein_publishes', ['main_id', 'state']);
  await idx('stats_qc_result_idx', 'temu_quality_checks', ['main_id', 'inspected_at', 'result']);
  // The statistics cache's signature: the latest change to a seller's orders, templates and online products.
  await idx('stats_orders_updated_idx', 'temu_orders', ['main_id', 'updated_at']);
  await idx('stats_templates_updated_idx', 'temu_templates', ['main_id', 'updated_at']);
  await idx('stats_online_products_updated_idx', 'temu_online_products', ['main_id', 'updated_at']);
  await addStatisticsMenus(db);
}

export async function addStatisticsMenus(db: AnyDb, now = Date.now()): Promise<void> {
  await addSellerMenuPages(db, '/statistics', PAGES, STATISTICS_ORDER, now);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
