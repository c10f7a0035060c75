import { createHash } from 'node:crypto';
import type { SheinOrderLine } from '@podbench/contract';
import { z } from 'zod';
import type { Executor } from '../../db';
import type { SheinCaller } from '../shein-publish/shop-client';

const PAGE_SIZE = 100;
/** More pages than this in one sync means something is wrong (50,000 orders): stop rather than loop. */
const MAX_PAGES = 500;

const line = z.looseObject({
  skc_name: z.string().nullish(),
  sku_code: z.string().nullish(),
  supplier_sku: z.string().nullish(),
  color: z.string().nullish(),
  size: z.string().nullish(),
  order_goods_cnt: z.coerce.number().int().nullish(),
  price: z.coerce.number().nullish(),
  spu_name: z.string().nullish(),
  goods_name: z.string().nullish(),
});
const order = z.looseObject({
  order_no: z.string().min(1),
  status: z.coerce.number().int(),
  add_time: z.string(),
  update_time: z.string().nullish(),
  order_goods_info_list: z
    .array(line)
    .nullish()
    .transform((v) => v ?? []),
});

/** Shein writes Beijing time as `yyyy-MM-dd HH:mm:ss`. */
export function parseSheinTime(s: string | null | undefined): number | null {
  const m = s ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(s.trim()) : null;
  if (!m) return null;
  const t = Date.parse(`${m[1]}T${m[2]}+08:00`);
  return Number.isFinite(t) ? t : null;
}

/**
 * Reads every stock-up order of one shop from purchase-order-infos, page by page, and keeps them: a new order is
 * inserted, a changed one (content hash) updated, an unchanged one not written. Safe to run twice or at once with
 * another sync: (shop_id, order_no) is unique and the insert does nothing on conflict.
 */
export async function syncSheinOrders(
  db: Executor,
  call: SheinCaller,
  shop: { id: number; mainId: number },
  progress: (percent: number) => Promise<void>,
) {
  let inserted = 0;
  let updated = 0;
  let seen = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await call('purchaseOrders', { type: 1, page, page_size: PAGE_SIZE });
    const total = r.count ?? 0;
    const orders = r.list.flatMap((raw) => {
      const o = order.safeParse(raw);
      return o.success ? [o.data] : [];
    });
    const known = new Map(
      orders.length === 0
        ? []
        : (
            await db
              .selectFrom('shein_orders')
              .select(['order_no', 'content_hash'])
              .where('shop_id', '=', shop.id)
              .where(
                'order_no',
                'in',
                orders.map((o) => o.order_no),
              )
              .execute()
          ).map((k) => [k.order_no, k.content_hash]),
    );
    const now = Date.now();
    for (const o of orders) {
      const lines: SheinOrderLine[] = o.order_goods_info_list.map((l) => ({
        skcName: l.skc_name ?? '',
        skuCode: l.sku_code ?? '',
        supplierSku: l.supplier_sku ?? '',
        color: l.color ?? '',
        size: l.size ?? '',
        quantity: l.order_goods_cnt ?? 0,
        priceFen: Math.round((l.price ?? 0) * 100),
      }));
      const first = o.order_goods_info_list[0];
      const placedAt = parseSheinTime(o.add_time) ?? now;
      const values = {
        status: o.status,
        spu_name: (first?.spu_name ?? '').slice(0, 64),
        title: (first?.goods_name ?? '').slice(0, 1000),
        quantity: lines.reduce((n, l) => n + l.quantity, 0),
        amount_fen: lines.reduce((n, l) => n + l.quantity * l.priceFen, 0),
        lines: JSON.stringify(lines),
        placed_at: placedAt,
        shein_updated_at: parseSheinTime(o.update_time) ?? placedAt,
      };
      const hash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
      const had = known.get(o.order_no);
      if (had === hash) continue;
      if (had === undefined) {
        const res = await db
          .insertInto('shein_orders')
          .values({
            main_id: shop.mainId,
            shop_id: shop.id,
            order_no: o.order_no,
            ...values,
            content_hash: hash,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['shop_id', 'order_no']).doNothing())
          .executeTakeFirst();
        inserted += Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
      } else {
        await db
          .updateTable('shein_orders')
          .set({ ...values, content_hash: hash, updated_at: now })
          .where('shop_id', '=', shop.id)
          .where('order_no', '=', o.order_no)
          .execute();
        updated++;
      }
    }
    seen += r.list.length;
    await progress(total > 0 ? Math.min(99, Math.round((seen / total) * 100)) : 99);
    if (r.list.length < PAGE_SIZE || seen >= total) break;
  }
  return { seen, inserted, updated };
}
