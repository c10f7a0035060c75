import type { Executor } from '../../../db';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { GoodsStatus } from '../goods/model';
import { advanceRecord, dueRecords, findRecord } from '../state/record-repository';
import { buildOrders, insertOrders, orderableGoods } from './model';

/** Clock rows stop (status 1) when their product is no longer on sale. */
const TICKING = 0;
const STOPPED = 1;

/**
 * Temu raising stock-up orders over time: every on-sale customised product gets an order clock (an `orderclock`
 * row sharing the product's ref), and each time a clock is due the product gets one stock-up order and the clock
 * moves on by `orderEveryMs`. Clocks are created with ON CONFLICT DO NOTHING and advanced conditionally, so several
 * processes ticking at once raise each order once. Returns the orders raised.
 */
export async function tickOrderClocks(db: Executor, timing: SandboxTemuTiming, now = Date.now()): Promise<number> {
  if (timing.orderEveryMs <= 0) return 0;
  const unclocked = await db
    .selectFrom('sandbox_temu_records as g')
    .leftJoin('sandbox_temu_records as c', (j) => j.on('c.kind', '=', 'orderclock').onRef('c.ref', '=', 'g.ref'))
    .select(['g.mall_id', 'g.ref'])
    .where('g.kind', '=', 'goods')
    .where('g.status', '=', GoodsStatus.ON_SALE)
    .where('c.id', 'is', null)
    .limit(200)
    .execute();
  if (unclocked.length > 0) {
    await db
      .insertInto('sandbox_temu_records')
      .values(
        unclocked.map((g) => ({
          mall_id: g.mall_id,
          kind: 'orderclock',
          ref: g.ref,
          status: TICKING,
          data: '{}',
          due_at: now + timing.orderEveryMs,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
      .execute();
  }
  let raised = 0;
  for (const clock of await dueRecords(db, 'orderclock', now)) {
    const goods = await findRecord(db, 'goods', clock.ref);
    const onSale = goods?.status === GoodsStatus.ON_SALE;
    const next = onSale ? now + timing.orderEveryMs : null;
    if (!(await advanceRecord(db, clock, { status: onSale ? TICKING : STOPPED, data: {}, dueAt: next }, now))) continue;
    if (!onSale) continue;
    const orderable = await orderableGoods(db, clock.mall_id, Number(clock.ref)).catch(() => []);
    if (orderable.length === 0) continue;
    // One order at a time: its warehouse follows from its number (places.ts), not the batch's alternation.
    const orders = buildOrders(orderable, 1, now).map((o) => ({ ...o, subWarehouseId: undefined }));
    await db.transaction().execute((trx) => insertOrders(trx, clock.mall_id, orders, now));
    raised += orders.length;
  }
  return raised;
}
