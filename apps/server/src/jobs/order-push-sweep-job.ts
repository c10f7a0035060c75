import { pushPaidOrders } from '../modules/order-push/service';
import { z } from 'zod';
import { defineJob, jobKind } from './definition';

/** How often paid orders without a production push are looked for. */
export const ORDER_PUSH_SWEEP_EVERY_MS = 60_000;
const BATCH = 500;

/**
 * Every minute: paid orders (待生产) that have no push record yet are pushed. The pay route pushes right after the
 * payment commits; a process killed between the two (or a push that threw) leaves the order paid but unpushed, and
 * this picks it up. Pushing is once per order (unique order_id), so running beside the route changes nothing.
 * A payment follow-up: the commerce lane, never behind image work.
 */
export const ORDER_PUSH_SWEEP = jobKind({ kind: 'order-push.sweep', payload: z.object({}), lane: 'commerce' });
export const orderPushSweepJob = defineJob(ORDER_PUSH_SWEEP, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('temu_orders as o')
    .leftJoin('order_push_records as p', 'p.order_id', 'o.id')
    .select(['o.id', 'o.main_id'])
    .where('o.state', '=', 'to_produce')
    .where('p.id', 'is', null)
    .orderBy('o.id')
    .limit(BATCH)
    .execute();
  const byMain = new Map<number, number[]>();
  for (const r of rows) byMain.set(Number(r.main_id), [...(byMain.get(Number(r.main_id)) ?? []), Number(r.id)]);
  let pushed = 0;
  for (const [mainId, ids] of byMain) pushed += await pushPaidOrders(ctx.db, mainId, null, ids);
  return { pushed };
});
