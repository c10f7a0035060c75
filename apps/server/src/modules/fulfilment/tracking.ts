import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob, jobKind, PermanentJobError } from '../../jobs/definition';
import { enqueueJob } from '../../jobs/queue';
import { shopSyncPayload } from '../online-product/sync-jobs';
import { noteTemuFailure } from '../shop/access';
import { moveOrders } from '../temu-order/transition';
import { type Scope, scoped, shopInScope } from './scope';
import { chunks, type ShopTemu, shopTemu } from './temu';

export const SHIP_TRACK_JOB = 'fulfilment-ship-track';
/** Tracking one shop's booked shipments: the commerce lane, one per shop at a time. */
export const SHIP_TRACK = jobKind({
  kind: SHIP_TRACK_JOB,
  payload: shopSyncPayload,
  lane: 'commerce',
  shopOf: (p) => p.shopId,
});

export const SHIP_TRACK_SCHEDULE = jobKind({
  kind: 'fulfilment-ship-track-schedule',
  payload: z.object({}),
  lane: 'commerce',
});
/** How often booked shipments are tracked without a click. */
export const SHIP_TRACK_EVERY_MS = 30 * 60 * 1000;

/** Ship orders still moving (booked, in transit or partly received). */
const OPEN = ['booked', 'received'];
/** FH statuses (bg.shiporderv2.get) at which the goods reached the warehouse: 2 已收货, 3 已入库, 6 部分收货. */
const ARRIVED = [2, 3, 6];

/** Queues a tracking job per shop with open shipments in scope (or the one shop asked for). */
export async function queueTracking(
  ctx: AppContext,
  scope: Scope,
  shopId?: number,
  periodKey?: string,
): Promise<number[]> {
  if (shopId) await shopInScope(ctx.db, scope, shopId);
  let q = scoped(
    ctx.db.selectFrom('fulfilment_shipments').select(['shop_id', 'main_id']).where('state', 'in', OPEN),
    scope,
  );
  if (shopId) q = q.where('shop_id', '=', shopId);
  const shops = await q.distinct().execute();
  const ids: number[] = [];
  for (const s of shops) {
    const id = await enqueueJob(
      ctx.db,
      SHIP_TRACK,
      { shopId: Number(s.shop_id) },
      {
        mainId: Number(s.main_id),
        groupKey: `shop:${s.shop_id}`,
        dedupeKey: periodKey ? `${SHIP_TRACK_JOB}:${s.shop_id}:${periodKey}` : null,
      },
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * Reads the shop's open ship orders from bg.shiporderv2.get (20 FH a page) and follows them: each FH's status, the
 * platform's tracking number, the shipment 已收货 once every FH arrived and 已入库 once every FH is 3, and each order
 * 已发货 → 已入库 when its FH arrived. Idempotent: statuses are written as read, moves are conditional.
 */
export async function trackShop(ctx: AppContext, s: ShopTemu) {
  const db = ctx.db;
  const shipments = await db
    .selectFrom('fulfilment_shipments')
    .select(['id', 'state', 'express_delivery_sn'])
    .where('shop_id', '=', s.shopId)
    .where('state', 'in', OPEN)
    .execute();
  if (shipments.length === 0) return { shipments: 0, changed: 0 };
  const fhs = await db
    .selectFrom('fulfilment_ship_orders')
    .selectAll()
    .where(
      'shipment_id',
      'in',
      shipments.map((x) => Number(x.id)),
    )
    .execute();
  const status = new Map<string, { status: number; sn: string | null }>();
  const answers = await Promise.all(
    chunks(
      fhs.filter((f) => Number(f.temu_status) !== 5).map((f) => f.delivery_order_sn),
      20,
    ).map((part) => s.t.shipOrdersGet({ pageNo: 1, pageSize: 20, deliveryOrderSnList: part })),
  );
  for (const r of answers) {
    for (const f of r.list) status.set(f.deliveryOrderSn, { status: f.status, sn: f.expressDeliverySn ?? null });
  }
  let changed = 0;
  const now = Date.now();
  for (const sh of shipments) {
    const mine = fhs.filter((f) => Number(f.shipment_id) === Number(sh.id) && Number(f.temu_status) !== 5);
    await db.transaction().execute(async (trx) => {
      let trackingSn: string | null = null;
      const byStatus = new Map<number, typeof mine>();
      const arrived: typeof mine = [];
      for (const f of mine) {
        const st = status.get(f.delivery_order_sn);
        if (!st) continue;
        trackingSn ??= st.sn || null;
        if (Number(f.temu_status) !== st.status) byStatus.set(st.status, [...(byStatus.get(st.status) ?? []), f]);
        if (ARRIVED.includes(st.status)) arrived.push(f);
      }
      for (const [st, list] of byStatus) {
        changed += list.length;
        await trx
          .updateTable('fulfilment_ship_orders')
          .set({ temu_status: st, updated_at: now })
          .where(
            'id',
            'in',
            list.map((f) => f.id),
          )
          .execute();
        await trx
          .updateTable('temu_shipments')
          .set({ temu_status: st, updated_at: now })
          .where(
            'order_id',
            'in',
            list.map((f) => Number(f.order_id)),
          )
          .execute();
      }
      // Orders whose FH reached the warehouse: 已发货 → 已入库 (others stay as they are).
      const fhOf = new Map(arrived.map((f) => [Number(f.order_id), f.delivery_order_sn]));
      await moveOrders(
        trx,
        [...fhOf.keys()],
        'shipped',
        'warehoused',
        { actor: 'sync' },
        (id) => `Temu 发货单 ${fhOf.get(id)} 已收货`,
        now,
      );
      const sts = mine.map((f) => status.get(f.delivery_order_sn)?.status ?? Number(f.temu_status));
      const next = sts.every((x) => x === 3) ? 'warehoused' : sts.every((x) => ARRIVED.includes(x)) ? 'received' : null;
      const set: Record<string, unknown> = {};
      if (next && next !== sh.state) set.state = next;
      if (trackingSn && !sh.express_delivery_sn) set.express_delivery_sn = trackingSn;
      if (Object.keys(set).length) {
        await trx
          .updateTable('fulfilment_shipments')
          .set({ ...set, updated_at: now })
          .where('id', '=', Number(sh.id))
          .execute();
        if (set.express_delivery_sn) {
          await trx
            .updateTable('temu_shipments')
            .set({ tracking_no: trackingSn!.slice(0, 50) })
            .where(
              'order_id',
              'in',
              mine.map((f) => Number(f.order_id)),
            )
            .where('tracking_no', '=', '')
            .execute();
        }
      }
    });
  }
  return { shipments: shipments.length, changed };
}

/** The scheduled fan-out: one tracking job per shop with open shipments and period, however many processes run. */
export const shipTrackScheduleJob = defineJob(SHIP_TRACK_SCHEDULE, async (ctx) => {
  const period = String(Math.floor(Date.now() / SHIP_TRACK_EVERY_MS));
  return { queued: (await queueTracking(ctx, { kind: 'operator', userId: 0 }, undefined, period)).length };
});

export const shipTrackJob = defineJob(SHIP_TRACK, async (ctx, run) => {
  const mainId = Number(run.job.main_id);
  const s = await shopTemu(ctx, mainId, run.payload.shopId).catch((err: unknown) => {
    throw new PermanentJobError(err instanceof Error ? err.message : '店铺不可用');
  });
  try {
    return await trackShop(ctx, s);
  } catch (err) {
    await noteTemuFailure(ctx.db, s.shopId, err);
    throw err;
  }
});
