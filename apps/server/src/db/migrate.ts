import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './index';
import * as m0001 from './migrations/20261122_0001_foundation';
import * as m0002 from './migrations/20261122_0002_money';
import * as m0003 from './migrations/20261122_0003_marketplace';
import * as m0004g from './migrations/20261122_0004_gallery';
import * as m0004 from './migrations/20261122_0004_money_daily';
import * as m0005 from './migrations/20261122_0005_catalogue';
import * as m0006 from './migrations/20261122_0006_design';
import * as m0007 from './migrations/20261122_0007_temu_goods';
import * as m0008g from './migrations/20261122_0008_gallery_counts';
import * as m0009g from './migrations/20261124_0009_gallery_search';
import * as m0010 from './migrations/20261124_0010_temu_templates';
import * as m0012c from './migrations/20261124_0012_console';
import * as m0011o from './migrations/20261126_0011_temu_orders';
import * as m0014c from './migrations/20261126_0014_console_menus';
import * as m0015p from './migrations/20261126_0015_order_push_records';
import * as m0016c from './migrations/20261126_0016_catalogue_menus';
import * as m0019t from './migrations/20261126_0019_template_extras';
import * as m0022l from './migrations/20261126_0022_publish_lease';
import * as m0011s from './migrations/20261126_0011_temu_shipments';
import * as m0020s from './migrations/20261126_0020_shein';
import * as m0023r from './migrations/20261126_0023_temu_rate_slots';
import * as m0024i from './migrations/20261127_0024_template_image_refs';
import * as m0026j from './migrations/20261127_0026_fair_jobs';
import * as m0027f from './migrations/20261127_0027_funds_exceptions';
import * as m0029t from './migrations/20261127_0029_temu_attr_templates';
import * as m0030o from './migrations/20261127_0030_temu_order_fields';
import * as m0031f from './migrations/20261127_0031_fulfilment_desk';
import * as m0033d from './migrations/20261127_0033_shipping_desk_menus';
import * as m0032s from './migrations/20261127_0032_shein_purchase_orders';
import * as m0039p from './migrations/20261127_0039_permission_menus';
import * as m0035t from './migrations/20261127_0035_design_templates';
import * as m0036s from './migrations/20261127_0036_statistics';
import * as m0037n from './migrations/20261127_0037_notifications';
import * as m0038m from './migrations/20261127_0038_margins_auto_pay';
import * as m0034w from './migrations/20261127_0034_mug_wrap';
import * as m0040p from './migrations/20261127_0040_order_line_supply_price';
import * as m0041r from './migrations/20261127_0041_render_views';
import * as m0042c from './migrations/20261127_0042_order_state_counts';

/** Every migration, in order. Frozen once landed: add new files, never edit old ones. */
const migrations: Record<string, Migration> = {
  '20261122_0001_foundation': m0001,
  '20261122_0002_money': m0002,
  '20261122_0003_marketplace': m0003,
  '20261122_0004_gallery': m0004g,
  '20261122_0004_money_daily': m0004,
  '20261122_0005_catalogue': m0005,
  '20261122_0006_design': m0006,
  '20261122_0007_temu_goods': m0007,
  '20261122_0008_gallery_counts': m0008g,
  '20261124_0009_gallery_search': m0009g,
  '20261124_0010_temu_templates': m0010,
  '20261124_0012_console': m0012c,
  '20261126_0011_temu_orders': m0011o,
  '20261126_0014_console_menus': m0014c,
  '20261126_0015_order_push_records': m0015p,
  '20261126_0016_catalogue_menus': m0016c,
  '20261126_0019_template_extras': m0019t,
  '20261126_0022_publish_lease': m0022l,
  '20261126_0011_temu_shipments': m0011s,
  '20261126_0020_shein': m0020s,
  '20261126_0023_temu_rate_slots': m0023r,
  '20261127_0024_template_image_refs': m0024i,
  '20261127_0026_fair_jobs': m0026j,
  '20261127_0027_funds_exceptions': m0027f,
  '20261127_0029_temu_attr_templates': m0029t,
  '20261127_0030_temu_order_fields': m0030o,
  '20261127_0031_fulfilment_desk': m0031f,
  '20261127_0033_shipping_desk_menus': m0033d,
  '20261127_0032_shein_purchase_orders': m0032s,
  '20261127_0039_permission_menus': m0039p,
  '20261127_0035_design_templates': m0035t,
  '20261127_0036_statistics': m0036s,
  '20261127_0037_notifications': m0037n,
  '20261127_0038_margins_auto_pay': m0038m,
  '20261127_0034_mug_wrap': m0034w,
  '20261127_0040_order_line_supply_price': m0040p,
  '20261127_0041_render_views': m0041r,
  '20261127_0042_order_state_counts': m0042c,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs pending migrations. Kysely's migrator locks, so several processes starting at once migrate once. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its own tables in every schema; pin them to ours (PostgreSQL search_path) so that another
  // schema's kysely_migration_lock (parallel test schemas, other apps) is never mistaken for this one's.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  // Features land in parallel: a migration numbered before one a database already ran (0004_gallery beside
  // 0004_money_daily) must still run there rather than stop the server. Each migration touches its own tables.
  const migrator = new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Kysely checks for its tables by listing every schema's tables (pg_catalog): a schema another client drops or
    // builds meanwhile (a finished test's `t_…` schema, a parallel test migrating its own) fails that listing —
    // 3F000 naming the other schema, or 42703/42P01 for a column or table dropped under the scan (seen with four
    // test workers: `column "actor_id" of relation "temu_order_events" does not exist`, no migration run).
    // Nothing ran; look again.
    if (!failed && attempt < 5 && catalogRace(error, migrationTableSchema)) {
      await new Promise((r) => setTimeout(r, 50 * attempt));
      continue;
    }
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}

/**
 * An error of Kysely's catalog scan caused by another client's DDL: a "schema … does not exist" (3F000) naming a
 * schema other than ours, or an undefined column/table (42703/42P01) met before any migration ran.
 */
function catalogRace(error: unknown, ours: string | undefined): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  if (e?.code === '42703' || e?.code === '42P01') return true;
  if (e?.code !== '3F000') return false;
  const named = /schema "([^"]+)" does not exist/.exec(e.message ?? '')?.[1];
  return named !== undefined && named !== ours;
}
