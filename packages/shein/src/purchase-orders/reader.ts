import { z } from 'zod';
import { SheinApiError } from '../errors';
import {
  MAX_ORDER_NOS,
  MAX_PAGE_SIZE,
  PURCHASE_ORDER_PATHS as P,
  type PurchaseOrderQuery,
  purchaseOrderSearch,
  splitWindows,
  type TimeWindow,
  windowQuery,
} from './query';
import { type SheinRequestOptions, sheinRequest } from './request';
import {
  ccstResponse,
  compositeQueryTask,
  compositeTask,
  compositeTaskBody,
  customInfos,
  customInfoTemplates,
  motherChildOrders,
  type PurchaseOrder,
  purchaseOrderInfos,
  sheinResponse,
} from './schemas';

/** One page of purchase-order-infos (GET; the query is checked before it is sent). */
export async function readPurchaseOrderPage(o: SheinRequestOptions, q: PurchaseOrderQuery) {
  const query = purchaseOrderSearch(q);
  const env = await sheinRequest(o, {
    method: 'GET',
    path: P.purchaseOrderInfos,
    query,
    schema: sheinResponse(purchaseOrderInfos),
  });
  return env.info;
}

export interface PurchaseOrderScan {
  type: 1 | 2;
  /** Update-time range, epoch ms, split into windows of ≤ 60 days. */
  start: number;
  end: number;
  pageSize?: number;
}

/**
 * Every order of one type updated in [start, end]: window by window (≤ 60 days), page by page (≤ 200). Paging ends
 * at the first short or empty page, so an exact multiple ends on an empty one; `count` changing between pages or a
 * page repeating fails the scan (production practice, FMBI paginated-fetch).
 */
export async function scanPurchaseOrders(
  o: SheinRequestOptions,
  scan: PurchaseOrderScan,
  onPage: (
    orders: PurchaseOrder[],
    at: { window: TimeWindow; windowIndex: number; windows: number; page: number },
  ) => Promise<void>,
) {
  const pageSize = Math.min(scan.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const windows = splitWindows(scan.start, scan.end);
  let calls = 0;
  for (const [windowIndex, window] of windows.entries()) {
    let count: number | null = null;
    let previous = '';
    for (let page = 1; ; page++) {
      const info = await readPurchaseOrderPage(o, windowQuery(scan.type, window, page, pageSize));
      calls++;
      if (count !== null && info.count !== null && info.count !== count)
        throw new SheinApiError('同步期间 Shein 采购单总数发生变化，请稍后重试', 'system', P.purchaseOrderInfos);
      count = info.count ?? count;
      const key = info.list.map((x) => x.orderNo).join(',');
      if (page > 1 && key !== '' && key === previous)
        throw new SheinApiError('Shein 采购单分页返回了重复的一页，请稍后重试', 'system', P.purchaseOrderInfos);
      previous = key;
      if (info.list.length > 0) await onPage(info.list, { window, windowIndex, windows: windows.length, page });
      if (info.list.length < pageSize) break;
    }
  }
  return { windows: windows.length, calls };
}

/** JIT links: the children of mothers (selectJitMother 1) or the mother of children (2); ≤ 200 numbers. */
export async function readMotherChildOrders(o: SheinRequestOptions, orderNos: string[], selectJitMother: 1 | 2) {
  if (orderNos.length === 0 || orderNos.length > MAX_ORDER_NOS)
    throw new SheinApiError(`一次查询 1 ~ ${MAX_ORDER_NOS} 个采购单号`, 'business', P.motherChildOrders);
  const query = new URLSearchParams({ orderNos: orderNos.join(','), selectJitMother: String(selectJitMother) });
  const env = await sheinRequest(o, {
    method: 'GET',
    path: P.motherChildOrders,
    query,
    schema: sheinResponse(motherChildOrders),
  });
  return env.info;
}

/** The buyer's customisation (texts, images, previews) of a customised order; `lang` per the ccst list. */
export async function readCustomInfos(o: SheinRequestOptions, customInfoId: string, lang = 'zh_CN') {
  const query = new URLSearchParams({ customInfoId, lang });
  const env = await sheinRequest(o, { method: 'GET', path: P.customInfos, query, schema: ccstResponse(customInfos) });
  return env.data;
}

/** The design template(s) (compositeId) of a customised order. */
export async function readCustomInfoTemplates(o: SheinRequestOptions, customInfoId: string) {
  const query = new URLSearchParams({ customInfoId });
  const env = await sheinRequest(o, {
    method: 'GET',
    path: P.customInfoTemplates,
    query,
    schema: ccstResponse(customInfoTemplates),
  });
  return env.data;
}

/** Starts the production-image render; the task id is a string (it exceeds 2^53). */
export async function startCompositeTask(o: SheinRequestOptions, body: z.input<typeof compositeTaskBody>) {
  const env = await sheinRequest(o, {
    method: 'POST',
    path: P.compositeTask,
    body: compositeTaskBody.parse(body),
    schema: ccstResponse(compositeTask),
  });
  return env.data;
}

export async function queryCompositeTask(o: SheinRequestOptions, id: string) {
  const env = await sheinRequest(o, {
    method: 'GET',
    path: P.compositeQueryTask,
    query: new URLSearchParams({ id: z.string().min(1).parse(id) }),
    schema: ccstResponse(compositeQueryTask),
  });
  return env.data;
}
