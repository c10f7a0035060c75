import {
  SHEIN_ORDER_TABS,
  type SheinCustomisation,
  type SheinOrderDetail,
  type SheinOrderFields,
  type SheinOrderPage,
  type SheinOrderRow,
  type SheinOrderTab,
  sheinOrderStatusLabel,
  sheinOrderTypeLabel,
  type sheinOrderPageQuery,
} from '@podbench/contract';
import { parseBeijing } from '@podbench/shein';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import type { StoredLine } from './mapping';

const columns = [
  'o.id',
  'o.order_no',
  'o.shop_id',
  'o.order_type',
  'o.status',
  'o.spu_name',
  'o.title',
  'o.quantity',
  'o.amount_fen',
  'o.custom_info_id',
  'o.fields',
  'o.placed_at',
  'o.updated_at',
  's.mall_name',
] as const;

const parse = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

function toRow(r: {
  id: number;
  order_no: string;
  shop_id: number;
  order_type: number;
  status: number;
  spu_name: string;
  title: string;
  quantity: number;
  amount_fen: number;
  custom_info_id: string;
  fields: string | null;
  placed_at: number;
  updated_at: number;
  mall_name: string | null;
}): SheinOrderRow {
  const fields = parse<SheinOrderFields>(r.fields);
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    shopId: Number(r.shop_id),
    shopName: r.mall_name ?? '',
    type: Number(r.order_type),
    typeLabel: sheinOrderTypeLabel(Number(r.order_type)),
    status: Number(r.status),
    statusLabel: sheinOrderStatusLabel(Number(r.status)),
    spuName: r.spu_name,
    title: r.title,
    quantity: Number(r.quantity),
    amountFen: Number(r.amount_fen),
    customised: r.custom_info_id !== '',
    jitMother: fields?.isJitMotherName === '是',
    warehouseName: fields?.warehouseName ?? '',
    requestTakeParcelAt: parseBeijing(fields?.requestTakeParcelTime),
    placedAt: Number(r.placed_at),
    updatedAt: Number(r.updated_at),
  };
}

const tabOf = (status: number): SheinOrderTab | null => {
  for (const [tab, set] of Object.entries(SHEIN_ORDER_TABS) as Array<[SheinOrderTab, readonly number[]]>)
    if (tab !== 'all' && set.includes(status)) return tab;
  return null;
};

/** The seller's Shein purchase orders (type / status / shop / keyword) with each tab's count, and the page. */
export async function sheinOrderPage(
  db: Executor,
  mainId: number,
  q: z.infer<typeof sheinOrderPageQuery>,
): Promise<SheinOrderPage> {
  let scoped = db.selectFrom('shein_orders as o').where('o.main_id', '=', mainId);
  if (q.shopId) scoped = scoped.where('o.shop_id', '=', q.shopId);
  if (q.type) scoped = scoped.where('o.order_type', '=', q.type);
  if (q.status !== undefined) scoped = scoped.where('o.status', '=', q.status);
  const kw = q.keyword?.trim();
  if (kw)
    scoped = scoped.where((eb) =>
      eb.or([
        eb('o.order_no', '=', kw),
        eb('o.spu_name', '=', kw),
        containsText('o.title', kw),
        containsText('o.lines', kw),
      ]),
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
  const total = q.tab === 'all' ? (counts.all ?? 0) : (counts[q.tab] ?? 0);
  return { rows: rows.map(toRow), total, counts };
}

/** One order with its lines, documented fields and customisation (on each line too). */
export async function sheinOrderDetail(db: Executor, mainId: number, id: number): Promise<SheinOrderDetail> {
  const r = await db
    .selectFrom('shein_orders as o')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select([...columns, 'o.lines', 'o.custom_info', 'o.custom_error'])
    .where('o.id', '=', id)
    .where('o.main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) throw notFound('采购单不存在');
  const customisation = parse<SheinCustomisation>(r.custom_info);
  const lines = parse<StoredLine[]>(r.lines) ?? [];
  return {
    ...toRow(r),
    lines: lines.map((l) => ({ ...l, customisation })),
    fields: parse<SheinOrderFields>(r.fields),
    customInfoId: r.custom_info_id,
    customisation,
    customError: r.custom_error,
  };
}
