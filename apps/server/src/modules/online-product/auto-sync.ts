import type { Executor } from '../../db';
import { enqueueJob } from '../../jobs/queue';
import { ORDER_SYNC } from '../temu-order/sync-jobs';
import { PRODUCT_SYNC, PRODUCT_SYNC_JOB, QC_SYNC, queueShopSyncs } from './sync-jobs';

/** A burst of publishes to one shop is followed by one product sync this long after the first success. */
export const AFTER_PUBLISH_DELAY_MS = 10_000;

/**
 * Issue 21 §7: a newly authorised (or re-authorised) Temu shop is synced at once — its online products, quality
 * checks and stock-up orders — rather than staying empty until the seller clicks 同步 or the next scheduled sync.
 */
export async function syncAuthorisedShop(db: Executor, shop: { id: number; mainId: number; platform: string }) {
  if (shop.platform !== 'temu') return;
  for (const kind of [PRODUCT_SYNC, QC_SYNC, ORDER_SYNC]) await queueShopSyncs(db, kind, [shop]);
}

/**
 * After a successful Temu publish, the shop's online products are synced so the new listing shows up. Publishes
 * come in bursts (a template to many shops, many templates to one): a product sync of the shop still waiting in
 * the queue already covers this one, so at most one waits per shop.
 */
export async function syncAfterPublish(db: Executor, publishId: number, now = Date.now()) {
  const p = await db
    .selectFrom('temu_publishes')
    .select(['shop_id', 'main_id'])
    .where('id', '=', publishId)
    .executeTakeFirst();
  if (!p) return;
  const shopId = Number(p.shop_id);
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', PRODUCT_SYNC_JOB)
    .where('shop_id', '=', shopId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (waiting) return;
  await enqueueJob(
    db,
    PRODUCT_SYNC,
    { shopId },
    { mainId: Number(p.main_id), groupKey: `shop:${shopId}`, maxAttempts: 3, runAt: now + AFTER_PUBLISH_DELAY_MS },
    now,
  );
}
