import type { AnyDb } from './helpers';

/**
 * Frozen (statistics): `temu_order_lines.supply_price_fen`, the line's supply price (申报价, fen) when the line was
 * written by the order sync (Temu's stock-up order carries no price), so a later template price change does not
 * rewrite past sales. Lines written before this migration keep null: statistics price them at the current price
 * (docs/statistics.md). The lines' covering index of 0036 is replaced by one that also holds the price.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('temu_order_lines').addColumn('supply_price_fen', 'integer').execute();
  await db.schema
    .createIndex('stats_order_lines_price_idx')
    .ifNotExists()
    .on('temu_order_lines')
    .columns([
      'order_id',
      'template_id',
      'variant_id',
      'product_sku_id',
      'quantity',
      'unit_cost_fen',
      'supply_price_fen',
    ])
    .execute();
  await db.schema.dropIndex('stats_order_lines_cover_idx').ifExists().execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
