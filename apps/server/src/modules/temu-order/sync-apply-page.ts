import { computeTemuOrderCost, TEMU_PURCHASE_CANCELLED } from '@podbench/contract';
import type { Executor } from '../../db';
import { notifyNewOrders } from '../notification/hooks';
import { withSupplyPrices } from '../statistics/price-snapshot';
import { type createMatcher, isMatched, type MatchedLine } from './match';
import { lineRows, type RemoteOrder, updateLineCounters } from './sync-read';
import { followTemu, temuLabel } from './sync-follow-temu';

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

/**
 * One page of Temu's orders into ours, in one transaction: new orders inserted with their matched lines, cost and
 * a first history row (a concurrent sync that inserted one first wins, ON CONFLICT DO NOTHING); orders whose content
 * hash is unchanged are not touched at all; changed ones take Temu's new status (and, while unpaid, new lines and
 * cost) and follow it through the state machine.
 */
export async function applyPage(
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
