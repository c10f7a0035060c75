import { DEFAULT_PRODUCTION_DAYS } from '@podbench/contract';
import type { Executor } from '../../db';

export interface OrderExtras {
  /** Each line's colour and size (the blank variant's; Temu's spec text when unmatched) and quantity, line order. */
  skus: { color: string; size: string; quantity: number }[];
  /** The slowest blank's production days among the lines (the pay deadline's lead). */
  productionDays: number;
}

export const NO_EXTRAS: OrderExtras = { skus: [], productionDays: DEFAULT_PRODUCTION_DAYS };

/** Colour, size and production days of the given orders' lines, in one query. */
export async function orderExtras(db: Executor, orderIds: number[]): Promise<Map<number, OrderExtras>> {
  const out = new Map<number, OrderExtras>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('temu_order_lines as l')
    .leftJoin('blank_variants as v', 'v.id', 'l.variant_id')
    .leftJoin('blanks as b', 'b.id', 'v.blank_id')
    .select(['l.order_id', 'l.spec', 'l.quantity', 'v.color_name', 'v.size', 'b.production_days'])
    .where('l.order_id', 'in', orderIds)
    .orderBy('l.id')
    .execute();
  for (const r of rows) {
    const k = Number(r.order_id);
    const e = out.get(k) ?? { skus: [], productionDays: 0 };
    e.skus.push(
      r.color_name === null
        ? { color: r.spec, size: '', quantity: Number(r.quantity) }
        : { color: r.color_name, size: r.size ?? '', quantity: Number(r.quantity) },
    );
    e.productionDays = Math.max(e.productionDays, Number(r.production_days ?? DEFAULT_PRODUCTION_DAYS));
    out.set(k, e);
  }
  return out;
}
