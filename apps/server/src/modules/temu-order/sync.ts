import {
  computeTemuOrderCost,
  TEMU_PURCHASE_CANCELLED,
  TEMU_PURCHASE_STATUS_LABELS,
  type TemuOrderState,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { notifyNewOrders } from '../notification/hooks';
import { withSupplyPrices } from '../statistics/price-snapshot';
import { getVipBenefits } from '../vip/benefits';
import { autoPayNewOrders } from './auto-pay';
import { createMatcher, isMatched, type MatchedLine } from './match';
import type { OrderRow } from './repository';
import {
  lineRows,
  type OrderSyncCaller,
  type RemoteOrder,
  readPersonalTexts,
  readRemote,
  saveTemuCounts,
  updateLineCounters,
} from './sync-read';
import { cancelOrder, moveOrder } from './transition';

/** Temu's largest page for bg.purchaseorderv2.get. */
export const ORDER_PAGE = 100;
/** A sync reads from this long before the newest purchase time it has seen, so a late-visible order is not lost. */
export const SYNC_OVERLAP_MS = 60 * 60 * 1000;
/** Temu statuses after which an order no longer changes (older orders in other statuses are re-read by number). */
const TEMU_FINAL = [4, 5, 7, 8, 9, 10];
const ACTIVE: TemuOrderState[] = ['unpaid', 'to_produce', 'producing', 'to_ship', 'shipped', 'warehoused'];

export interface OrderSyncStats {
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  calls: number;
  /** bg.shiporder.staging.get calls for customisation texts. */
  stagingCalls: number;
  /** Why reading the desk stopped (the next sync reads again), or null. */
  stagingError: string | null;
}

const costColumns = (lines: MatchedLine[], discountPercent: number) => {
  const matched = isMatched(lines);
  const cost = matched
    ? computeTemuOrderCost(
        lines.map((l) => ({ unitCostFen: l.unitCostFen!, quantity: l.quantity, weightG: l.weightG ?? 0 })),
        discountPercent,
      )
    : { baseCostFen: 0, discountFen: 0, packingFen: 0, shippingFen: 0, totalFen: 0 };
  return {
    matched: matched ? 1 : 0,
    template_id: lines.find((l) => l.templateId !== null)?.templateId ?? null,
    design_id: lines.find((l) => l.designId !== null)?.designId ?? null,
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    base_cost_fen: cost.baseCostFen,
    discount_fen: cost.discountFen,
    packing_fen: cost.packingFen,
    shipping_fen: cost.shippingFen,
    total_fen: cost.totalFen,
  };
};

const temuLabel = (status: number) => TEMU_PURCHASE_STATUS_LABELS[status] ?? `状态 ${status}`;

/** What Temu's status means for our state: cancel (refunding a paid order), or received / warehoused after shipping. */
async function followTemu(db: Executor, o: OrderRow, status: number, now: number) {
  const who = { actor: 'sync' as const, temuStatus: status };
  if (TEMU_PURCHASE_CANCELLED.includes(status)) {
    // A payment may commit between our read and the cancel: read the order again and cancel (and refund) it from
    // the state it has now, so Temu's cancel is never lost behind the unchanged content hash.
    for (let i = 0; i < 3; i++) {
      if (o.state === 'cancelled' || o.state === 'warehoused' || o.state === 'completed') return false;
      if (await cancelOrder(db, o, `Temu ${temuLabel(status)}`, who, now)) return true;
      o = await db.selectFrom('temu_orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    }
    throw new Error(`order ${o.id} kept changing while Temu cancelled it`);
  }
  if (status === 3 || status === 6 || status === 7) {
    // The shipment shows the warehouse's side too: 2 received, 3 warehoused (Temu's ship-order statuses).
    await db
      .updateTable('temu_shipments')
      .set({ temu_status: status === 7 ? 3 : 2, updated_at: now })
      .where('order_id', '=', o.id)
      .execute();
  }
  if ((status === 3 || status === 6 || status === 7) && o.state === 'shipped') {
    await moveOrder(db, o, 'warehoused', { ...who, remark: `Temu ${temuLabel(status)}` }, {}, now);
    o = { ...o, state: 'warehoused' };
  }
  if (status === 7 && o.state === 'warehoused') {
    await moveOrder(db, o, 'completed', { ...who, remark: 'Temu 已入库' }, {}, now);
  }
  return false;
}

/**
 * One page of Temu's orders into ours, in one transaction: new orders inserted with their matched lines, cost and
 * a first history row (a concurrent sync that inserted one first wins, ON CONFLICT DO NOTHING); orders whose content
 * hash is unchanged are not touched at all; changed ones take Temu's new status (and, while unpaid, new lines and
 * cost) and follow it through the state machine.
 */
async function applyPage(
  db: Executor,
  shop: { id: number; mainId: number },
  page: RemoteOrder[],
  match: ReturnType<typeof createMatcher>,
  discountPercent: number,
  stats: OrderSyncStats,
  now: number,
) {
  const unique = [...new Map(page.map((o) => [o.sn, o])).values()];
  if (unique.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom('temu_orders')
          .selectAll()
          .where('shop_id', '=', shop.id)
          .where(
            'sub_purchase_order_sn',
            'in',
            unique.map((o) => o.sn),
          )
          .execute()
      ).map((r) => [r.sub_purchase_order_sn, r]),
    );
    const fresh = unique.filter((o) => !existing.has(o.sn));
    const changed = unique.filter((o) => {
      const r = existing.get(o.sn);
      return r !== undefined && r.content_hash !== o.hash;
    });
    stats.unchanged += unique.length - fresh.length - changed.length;
    const matched = await match(
      trx,
      [...fresh, ...changed].map((o) => o.lines),
    );

    if (fresh.length) {
      const values = fresh.map((o, i) => ({
        main_id: shop.mainId,
        shop_id: shop.id,
        sub_purchase_order_sn: o.sn,
        original_purchase_order_sn: o.originalSn,
        product_name: o.productName.slice(0, 500),
        product_skc_id: o.skcId,
        image_url: o.picture,
        temu_status: o.status,
        state: TEMU_PURCHASE_CANCELLED.includes(o.status) ? 'cancelled' : 'unpaid',
        ...costColumns(matched[i]!, discountPercent),
        purchase_time: o.purchaseTime,
        ...o.columns,
        content_hash: o.hash,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx
        .insertInto('temu_orders')
        .values(values)
        .onConflict((oc) => oc.columns(['shop_id', 'sub_purchase_order_sn']).doNothing())
        .returning(['id', 'sub_purchase_order_sn', 'state', 'temu_status'])
        .execute();
      const idx = new Map(fresh.map((o, i) => [o.sn, i]));
      const lines = await withSupplyPrices(
        trx,
        shop.mainId,
        inserted.flatMap((r) => {
          const i = idx.get(r.sub_purchase_order_sn)!;
          return lineRows(Number(r.id), matched[i]!, fresh[i]!.extras);
        }),
      );
      for (let i = 0; i < lines.length; i += 500) {
        await trx
          .insertInto('temu_order_lines')
          .values(lines.slice(i, i + 500))
          .execute();
      }
      if (inserted.length) {
        await trx
          .insertInto('temu_order_events')
          .values(
            inserted.map((r) => ({
              order_id: Number(r.id),
              from_state: null,
              to_state: r.state,
              temu_status: Number(r.temu_status),
              actor: 'sync',
              actor_id: null,
              remark: `同步新订单（Temu ${temuLabel(Number(r.temu_status))}）`,
              created_at: now,
            })),
          )
          .execute();
      }
      stats.created += inserted.length;
      await notifyNewOrders(trx, shop, inserted);
    }

    // The seller's products, for name search (new SKCs only: a re-sync of known orders writes nothing).
    const products = [...new Map([...fresh, ...changed].filter((o) => o.skcId).map((o) => [o.skcId, o])).values()];
    if (products.length) {
      await trx
        .insertInto('temu_order_products')
        .values(
          products.map((o) => ({
            main_id: shop.mainId,
            product_skc_id: o.skcId,
            product_name: o.productName.slice(0, 500),
          })),
        )
        .onConflict((oc) => oc.columns(['main_id', 'product_skc_id']).doNothing())
        .execute();
    }

    for (const [i, o] of changed.entries()) {
      const row = existing.get(o.sn)!;
      const lines = matched[fresh.length + i]!;
      const unpaid = row.state === 'unpaid';
      await trx
        .updateTable('temu_orders')
        .set({
          temu_status: o.status,
          content_hash: o.hash,
          original_purchase_order_sn: o.originalSn,
          product_name: o.productName.slice(0, 500),
          product_skc_id: o.skcId,
          image_url: o.picture,
          ...o.columns,
          // Paid orders keep the lines and cost they were paid for.
          ...(unpaid ? costColumns(lines, discountPercent) : {}),
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      if (unpaid) {
        await trx.deleteFrom('temu_order_lines').where('order_id', '=', row.id).execute();
        await trx
          .insertInto('temu_order_lines')
          .values(await withSupplyPrices(trx, shop.mainId, lineRows(Number(row.id), lines, o.extras)))
          .execute();
      } else {
        await updateLineCounters(trx, Number(row.id), o);
      }
      if (await followTemu(trx, { ...row, temu_status: o.status }, o.status, now)) stats.cancelled++;
      stats.updated++;
    }
  });
}

/**
 * Syncs one shop's stock-up orders: every page since a little before the newest purchase time seen (the whole
 * history the first time), then the older orders still open on Temu's side, by number, so a status change there is
 * never missed. Idempotent: a re-sync of unchanged orders writes nothing to them.
 */
export async function syncShopOrders(
  db: Executor,
  c: OrderSyncCaller,
  shop: { id: number; mainId: number },
  progress?: (percent: number) => Promise<void>,
  now = Date.now(),
): Promise<OrderSyncStats> {
  const state = await db.selectFrom('temu_order_sync').selectAll().where('shop_id', '=', shop.id).executeTakeFirst();
  const from = state ? Math.max(0, Number(state.watermark) - SYNC_OVERLAP_MS) : undefined;
  const { discountPercent } = await getVipBenefits(db, shop.mainId);
  const match = createMatcher(shop.mainId);
  const stats: OrderSyncStats = {
    fetched: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    cancelled: 0,
    calls: 0,
    stagingCalls: 0,
    stagingError: null,
  };
  let watermark = state ? Number(state.watermark) : 0;

  for (let pageNo = 1; ; pageNo++) {
    const r = await c.types.purchaseOrdersGet({
      pageNo,
      pageSize: ORDER_PAGE,
      ...(from === undefined ? {} : { purchaseTimeFrom: from }),
    });
    stats.calls++;
    // An unfiltered first page carries the shop's statusNumMap / delayNumMap as they are.
    if (pageNo === 1 && from === undefined) await saveTemuCounts(db, shop, r, now);
    const orders = r.subOrderForSupplierList.map(readRemote);
    await applyPage(db, shop, orders, match, discountPercent, stats, now);
    for (const o of orders) watermark = Math.max(watermark, o.purchaseTime);
    stats.fetched += orders.length;
    const total = Number(r.total ?? 0);
    await progress?.(Math.min(95, Math.floor((stats.fetched / Math.max(1, total)) * 90)));
    if (orders.length < ORDER_PAGE || stats.fetched >= total) break;
  }

  if (from !== undefined) {
    const open = await db
      .selectFrom('temu_orders')
      .select('sub_purchase_order_sn')
      .where('shop_id', '=', shop.id)
      .where('purchase_time', '<', from)
      .where('temu_status', 'not in', TEMU_FINAL)
      .where('state', 'in', ACTIVE)
      .orderBy('id')
      .execute();
    for (let i = 0; i < open.length; i += ORDER_PAGE) {
      const sns = open.slice(i, i + ORDER_PAGE).map((o) => o.sub_purchase_order_sn);
      const r = await c.types.purchaseOrdersGet({ pageNo: 1, pageSize: ORDER_PAGE, subPurchaseOrderSnList: sns });
      stats.calls++;
      const orders = r.subOrderForSupplierList.map(readRemote);
      stats.fetched += orders.length;
      await applyPage(db, shop, orders, match, discountPercent, stats, now);
    }
  }

  if (from !== undefined) {
    // The pages above were filtered by purchase time: the shop's counters come from one unfiltered read.
    await saveTemuCounts(db, shop, await c.types.purchaseOrdersGet({ pageNo: 1, pageSize: 1 }), now);
    stats.calls++;
  }
  // Auto-pay (opt-in): the orders this sync created, from the balance, within the day's cap.
  await autoPayNewOrders(db, shop, now);
  const texts = await readPersonalTexts(db, c, shop.id, now);
  stats.stagingCalls = texts.calls;
  stats.stagingError = texts.error;

  await db
    .insertInto('temu_order_sync')
    .values({ shop_id: shop.id, main_id: shop.mainId, watermark, synced_at: now })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ watermark, synced_at: now }))
    .execute();
  await progress?.(100);
  return stats;
}
