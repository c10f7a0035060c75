import {
  type FulfilmentPage,
  type FulfilmentPageQuery,
  TEMU_ORDER_STATES,
  TEMU_PURCHASE_STATUS_LABELS,
  type TemuOrderState,
} from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { containsText } from '../../lib/escape-like';

/**
 * Every seller's stock-up orders for the operator, oldest paid first (the production queue is first in, first out),
 * with counts per platform state under the same keyword.
 */
export async function pageFulfilment(db: Executor, q: FulfilmentPageQuery): Promise<FulfilmentPage> {
  let scoped = db
    .selectFrom('temu_orders as o')
    .innerJoin('users as u', 'u.id', 'o.main_id')
    .leftJoin('shops as s', 's.id', 'o.shop_id');
  const kw = q.keyword?.trim();
  if (kw)
    scoped = scoped.where((eb) => eb.or([eb('o.sub_purchase_order_sn', '=', kw), containsText('u.user_name', kw)]));
  const byState = await scoped
    .select(['o.state', (eb) => eb.fn.countAll().as('n')])
    .groupBy('o.state')
    .execute();
  const counts = Object.fromEntries(TEMU_ORDER_STATES.map((s) => [s, 0])) as Record<TemuOrderState, number>;
  for (const c of byState) if (c.state in counts) counts[c.state as TemuOrderState] = Number(c.n);
  const filtered = q.state ? scoped.where('o.state', '=', q.state) : scoped;
  const total = q.state ? counts[q.state] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await filtered
    .select([
      'o.id',
      'o.sub_purchase_order_sn',
      'u.user_name',
      's.mall_name',
      'o.product_name',
      'o.image_url',
      'o.quantity',
      'o.state',
      'o.temu_status',
      'o.total_fen',
      'o.design_id',
      'o.paid_at',
      'o.updated_at',
    ])
    .orderBy(sql`coalesce(o.paid_at, o.purchase_time)`, 'asc')
    .orderBy('o.id', 'asc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    total,
    counts,
    rows: rows.map((r) => ({
      id: Number(r.id),
      subPurchaseOrderSn: r.sub_purchase_order_sn,
      sellerName: r.user_name,
      shopName: r.mall_name ?? '',
      productName: r.product_name,
      imageUrl: r.image_url,
      quantity: Number(r.quantity),
      state: r.state as TemuOrderState,
      temuStatusText: TEMU_PURCHASE_STATUS_LABELS[Number(r.temu_status)] ?? String(r.temu_status),
      totalFen: Number(r.total_fen),
      designId: r.design_id === null ? null : Number(r.design_id),
      paidAt: r.paid_at === null ? null : Number(r.paid_at),
      updatedAt: Number(r.updated_at),
    })),
  };
}
