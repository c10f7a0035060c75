import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8 } from './helpers';

/**
 * Frozen: fair background work (jobs/runner.ts, jobs/queue.ts).
 * - `jobs.shop_id`: the shop a job works on, for the per-shop cap of its lane; an index to claim by kind.
 * - Temu publishes become jobs of the queue: every publish still queued or adding gets its job (its own lease columns
 *   on temu_publishes, migration 0022, are no longer used).
 * - `temu_publish_quota_days`: the daily publish quota, counted atomically per seller and Beijing day.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('shop_id', int8(db)).execute();
  await db.schema.createIndex('jobs_kind_claim_idx').on('jobs').columns(['kind', 'status', 'run_at', 'id']).execute();
  await db.schema
    .createTable('temu_publish_quota_days')
    .addColumn('main_id', int8(db), (c) => c.notNull())
    .addColumn('day', int8(db), (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('temu_publish_quota_days_pk', ['main_id', 'day'])
    .execute();
  const now = Date.now();
  await sql`
    insert into jobs (kind, main_id, shop_id, payload, status, progress, attempts, max_attempts, run_at, created_at, updated_at)
    select 'temu-publish', main_id, shop_id,
      '{"publishId":' || cast(id as varchar(24)) || ',"shopId":' || cast(shop_id as varchar(24)) || '}',
      'queued', 0, 0, 5, ${now}, ${now}, ${now}
    from temu_publishes where state in ('queued', 'adding')
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
