import { type SheinAnyFetch, type SheinRequestOptions, parseBeijing } from '@podbench/shein';
import { sheinOrderRequester } from '../src/modules/shein-order/order-client';
import type { SheinTemplateBody } from '@podbench/contract';
import type { TestApp } from './helper';
import type { SheinSeller } from './shein-fixtures';

export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  hasBody: boolean;
}

/** The server's own request options for a shop, with every request it sends recorded (the sandbox still answers). */
export async function recordingRequester(
  t: TestApp,
  s: SheinSeller,
): Promise<{ req: SheinRequestOptions; seen: SeenCall[] }> {
  const req = await sheinOrderRequester(t.runtime.ctx, s.mainId, s.shopId);
  const seen: SeenCall[] = [];
  const inner = req.fetch as SheinAnyFetch;
  const fetch: SheinAnyFetch = async (url, init) => {
    const u = new URL(url);
    seen.push({
      method: init.method,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      hasBody: init.body !== undefined,
    });
    return inner(url, init);
  };
  return { req: { ...req, fetch }, seen };
}

export const ORDER_PATH = '/open-api/order/purchase-order-infos';
export const DAY = 86_400_000;

/** The update-time windows of the recorded purchase-order calls of one type, first page only, as epoch ms. */
export function windowsOf(seen: SeenCall[], type: 1 | 2) {
  return seen
    .filter((c) => c.path.endsWith(ORDER_PATH) && c.query.type === String(type) && c.query.pageNumber === '1')
    .map((c) => ({
      start: parseBeijing(c.query.updateTimeStart) ?? Number.NaN,
      end: parseBeijing(c.query.updateTimeEnd) ?? Number.NaN,
    }));
}

/** Documented labels (order.purchase-order-infos.md, DOC 3001651), written out here apart from the product's. */
export const DOCUMENTED_STATUS: Record<number, string> = {
  1: '待下单',
  2: '已下单',
  3: '发货中',
  4: '已送货',
  5: '已收货',
  6: '已查验',
  7: '已退货',
  8: '已完成',
  9: '无货下架',
  10: '已作废',
  11: '待审核',
  12: '分单中',
  13: '待退货',
};
export const DOCUMENTED_TYPE: Record<number, string> = { 1: '急采', 2: '备货' };

/**
 * A cushion cover (抱枕套, leaf 27110 of the sandbox's category tree: colour × size, 材质 required, no size chart),
 * so that orders can be raised without the size-chart support the T-shirt leaf asks for.
 */
export function cushionBody(base: SheinTemplateBody, title: string): SheinTemplateBody {
  return {
    ...base,
    title,
    categoryId: 27110,
    categoryPath: '家居用品 > 家纺 > 抱枕套',
    attributes: [{ attributeId: 160, name: '材质', value: '帆布', required: true }],
    skcs: [
      {
        color: '白色',
        skus: [
          { variantId: 11, size: '40x40cm', priceFen: 3990, stock: 100, weightG: 180 },
          { variantId: 12, size: '45x45cm', priceFen: 4290, stock: 100, weightG: 190 },
        ],
      },
      { color: '黑色', skus: [{ variantId: 21, size: '40x40cm', priceFen: 3990, stock: 50, weightG: 180 }] },
    ],
  };
}
