import type { AnyDb } from './helpers';

/**
 * Frozen: a listing template's 定制工艺, 尺码表 and pricing rule (JSON). Null on templates made before: they read as
 * the defaults they were published with (布艺 › 数码直喷, no size chart, base × 2 rounded to ¥x9.90).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('temu_templates').addColumn('technology', 'text').execute();
  await db.schema.alterTable('temu_templates').addColumn('size_chart', 'text').execute();
  await db.schema.alterTable('temu_templates').addColumn('pricing', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
