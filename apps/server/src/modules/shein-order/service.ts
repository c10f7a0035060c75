import {
  SHEIN_ORDER_TABS,
  type SheinOrderDetail,
  type SheinOrderLine,
  type SheinOrderPage,
  type SheinOrderRow,
  type SheinOrderTab,
  sheinOrderStatusLabel,
  type sheinOrderPageQuery,
} from '@podbench/contract';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';

const columns = [
  'o.id',
  'o.order_no',
  'o.shop_id',
  'o.status',
  'o.spu_name',
  'o.title',
  'o.quantity',
  'o.amount_fen',
  'o.placed_at',
  'o.updated_at',
  's.mall_name',
] as const;

function toRow(r: {
  id: number;
  order_no: string;
  shop_id: number;
  status: number;
  spu_name: string;
  title: string;
  quantity: number;
  amount_fen: number;
  placed_at: number;
  updated_at: number;
  mall_name: string | null;
}): SheinOrderRow {
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    shopId: Number(r.shop_id),
    shopName: r.mall_name ?? '',
    status: Number(r.status),
    statusLabel: sheinOrderStatusLabel(Number(r.status)),
    spuName: r.spu_name,
    title: r.title,
    quantity: Number(r.quantity),
    amountFen: Number(r.amount_fen),
    placedAt: Number(r.placed_at),
    updatedAt: Number(r.updated_at),
  };
}

const tabOf = (status: number): SheinOrderTab | null => {
  for (const [tab, set] of Object.entries(SHEIN_ORDER_TABS) as Array<[SheinOrderTab, readonly number[]]>)
    if (tab !== 'all' && set.includes(status)) return tab;
  return null;
};

/** The seller's Shein orders with each tab's count (one grouped query) and the page (another). */
export async function sheinOrderPage(
  db: Executor,
  mainId: number,
  q: z.infer<typeof sheinOrderPageQuery>,
): Promise<SheinOrderPage> {
  let scoped = db.selectFrom('shein_orders as o').where('o.main_id', '=', mainId);
  if (q.shopId) scoped = scoped.where('o.shop_id', '=', q.shopId);
  const kw = q.keyword?.trim();
  if (kw)
    scoped = scoped.where((eb) =>
      eb.or([eb('o.order_no', '=', kw), eb('o.spu_name', '=', kw), containsText('o.title', kw)]),
    );
  const byStatus = await scoped
    .select(['o.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('o.status')
    .execute();
  const counts: Record<string, number> = { all: 0, open: 0, shipping: 0, done: 0, closed: 0 };
  for (const c of byStatus) {
    const n = Number(c.n);
    counts.all = (counts.all ?? 0) + n;
    const tab = tabOf(Number(c.status));
    if (tab) counts[tab] = (counts[tab] ?? 0) + n;
  }
  const set = SHEIN_ORDER_TABS[q.tab];
  const base = set.length > 0 ? scoped.where('o.status', 'in', [...set]) : scoped;
  const rows = await base
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select(columns)
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { rows: rows.map(toRow), total: counts[q.tab] ?? 0, counts };
}

export async function sheinOrderDetail(db: Executor, mainId: number, id: number): Promise<SheinOrderDetail> {
  const r = await db
    .selectFrom('shein_orders as o')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select([...columns, 'o.lines'])
    .where('o.id', '=', id)
    .where('o.main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) throw notFound('备货单不存在');
  return { ...toRow(r), lines: JSON.parse(r.lines) as SheinOrderLine[] };
}
