import { z } from 'zod';

// Requests of order/purchase-order-infos (GET, query string): pageNumber / pageSize ≤ 200, start+end pairs ≤ 60 days,
// Beijing time `yyyy-MM-dd HH:mm:ss` (../shared/references/shein/order.purchase-order-infos.md).

export const PURCHASE_ORDER_PATHS = {
  purchaseOrderInfos: '/open-api/order/purchase-order-infos',
  motherChildOrders: '/open-api/order/get-mothe-child-orders',
  customInfos: '/open-api/ccst/v1/custom-infos',
  customInfoTemplates: '/open-api/ccst/v1/custom-info/templates',
  compositeTask: '/open-api/ccst/v1/composite/task',
  compositeQueryTask: '/open-api/ccst/v1/composite/queryTask',
} as const;

export const MAX_PAGE_SIZE = 200;
export const MAX_ORDER_NOS = 200;
export const MAX_WINDOW_DAYS = 60;
const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/** Epoch ms → `yyyy-MM-dd HH:mm:ss` in Beijing time (GMT+8, no daylight saving). */
export function formatBeijing(ms: number): string {
  const d = new Date(Math.floor(ms / 1000) * 1000 + BEIJING);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` Beijing → epoch ms; null for anything else (and for the unset 1970 value). */
export function parseBeijing(s: string | null | undefined): number | null {
  const m = s ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(s.trim()) : null;
  if (!m) return null;
  const t = Date.parse(`${m[1]}T${m[2]}+08:00`);
  return Number.isFinite(t) && t > 1000 ? t : null;
}

export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * Splits [start, end] (epoch ms, both inclusive, whole seconds) into consecutive windows of at most `maxDays`
 * days (end − start ≤ maxDays), with no gap and no overlap at second granularity.
 */
export function splitWindows(start: number, end: number, maxDays = MAX_WINDOW_DAYS): TimeWindow[] {
  const s0 = Math.floor(start / 1000) * 1000;
  const e0 = Math.floor(end / 1000) * 1000;
  if (e0 < s0) return [];
  const out: TimeWindow[] = [];
  for (let s = s0; s <= e0; ) {
    const e = Math.min(s + maxDays * DAY, e0);
    out.push({ start: s, end: e });
    s = e + 1000;
  }
  return out;
}

const beijingTime = z.string().refine((s) => parseBeijing(s) !== null, '时间格式应为 yyyy-MM-dd HH:mm:ss（北京时间）');
const commaList = (max: number, what: string) =>
  z
    .array(
      z
        .string()
        .min(1)
        .regex(/^[^,]+$/, `${what}不能含逗号`),
    )
    .min(1)
    .max(max, `${what}最多 ${max} 个`);

/** The query of purchase-order-infos, checked as the reference documents it. */
export const purchaseOrderQuery = z
  .strictObject({
    type: z.union([z.literal(1), z.literal(2)]).optional(),
    orderNos: commaList(MAX_ORDER_NOS, '采购单号').optional(),
    skcs: commaList(MAX_ORDER_NOS, 'SKC').optional(),
    supplierCodes: commaList(MAX_ORDER_NOS, '货号').optional(),
    combineTimeStart: beijingTime.optional(),
    combineTimeEnd: beijingTime.optional(),
    updateTimeStart: beijingTime.optional(),
    updateTimeEnd: beijingTime.optional(),
    pageNumber: z.number().int().min(1, '页码从 1 开始'),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE, `每页最多 ${MAX_PAGE_SIZE} 条`),
    selectJitMother: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .superRefine((q, ctx) => {
    let windows = 0;
    for (const [a, b] of [
      ['combineTimeStart', 'combineTimeEnd'],
      ['updateTimeStart', 'updateTimeEnd'],
    ] as const) {
      const s = q[a];
      const e = q[b];
      if ((s === undefined) !== (e === undefined)) {
        ctx.addIssue({ code: 'custom', path: [s === undefined ? a : b], message: '开始与结束时间须成对提供' });
        windows++;
        continue;
      }
      if (s === undefined || e === undefined) continue;
      windows++;
      const span = (parseBeijing(e) ?? 0) - (parseBeijing(s) ?? 0);
      if (span < 0) ctx.addIssue({ code: 'custom', path: [b], message: '结束时间不能早于开始时间' });
      else if (span > MAX_WINDOW_DAYS * DAY)
        ctx.addIssue({ code: 'custom', path: [b], message: `时间范围不能超过 ${MAX_WINDOW_DAYS} 天` });
    }
    if (windows === 0 && !q.orderNos && !q.skcs && !q.supplierCodes)
      ctx.addIssue({ code: 'custom', path: [], message: '须提供单号、SKC、货号或一个时间范围' });
  });
export type PurchaseOrderQuery = z.input<typeof purchaseOrderQuery>;

/** The query string, lists comma-joined, in the documented parameter names. */
export function purchaseOrderSearch(q: PurchaseOrderQuery): URLSearchParams {
  const v = purchaseOrderQuery.parse(q);
  const p = new URLSearchParams();
  for (const [k, x] of Object.entries(v)) if (x !== undefined) p.set(k, Array.isArray(x) ? x.join(',') : String(x));
  return p;
}

/** A query over one update-time window, one page. */
export function windowQuery(
  type: 1 | 2,
  w: TimeWindow,
  pageNumber: number,
  pageSize = MAX_PAGE_SIZE,
): PurchaseOrderQuery {
  return {
    type,
    updateTimeStart: formatBeijing(w.start),
    updateTimeEnd: formatBeijing(w.end),
    pageNumber,
    pageSize,
    selectJitMother: 1,
  };
}
