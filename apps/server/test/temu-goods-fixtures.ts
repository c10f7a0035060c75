import sharp from 'sharp';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';

export const png = async (w: number, h: number) =>
  (
    await sharp({ create: { width: w, height: h, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer()
  ).toString('base64');

/** A S/M size chart for T恤 (女上装) made through the client, as a seller's app would. */
export async function tshirtSizeChart(
  c: { call: (name: 'bg.goods.sizecharts.create', p: Record<string, unknown>) => Promise<unknown> },
  sizes = ['S', 'M'],
) {
  const r = (await c.call('bg.goods.sizecharts.create', {
    catId: 26110,
    classId: 5,
    reusable: false,
    content: {
      records: sizes.map((size, i) => ({
        values: { '1': size, '101': String(69 + i * 3), '102': String(46 + i * 3) },
      })),
      meta: {
        groupList: [{ id: 1, name: '尺码' }],
        elementList: [
          { id: 101, name: '衣长' },
          { id: 102, name: '胸宽' },
        ],
      },
    },
  })) as { businessId: number };
  return r.businessId;
}

/** A valid 全托管 T-shirt request with the given image URLs (and the S/M size chart T恤 requires). */
export function tshirtRequest(urls: string[], over: Record<string, unknown> = {}, sizeChartId?: number) {
  const wh = { productSkuWeightReq: { value: 180000 }, productSkuVolumeReq: { len: 300, width: 250, height: 20 } };
  return {
    cat1Id: 26000,
    cat2Id: 26100,
    cat3Id: 26110,
    productName: '定制印花T恤',
    carouselImageUrls: urls,
    productSkcReqs: [
      {
        previewImgUrls: urls,
        productSkuReqs: ['S', 'M'].map((size, i) => ({
          productSkuSpecReqs: [{ parentSpecId: 3001, parentSpecName: '尺码', specId: 300 + i, specName: size }],
          supplierPrice: 3900,
          productSkuWhExtAttrReq: wh,
        })),
      },
    ],
    sizeTemplateIds: sizeChartId === undefined ? [] : [sizeChartId],
    productSaleExtAttrReq: { customizedTechnologyReq: { firstType: 10004, twiceType: 20027 } },
    ...over,
  };
}

export interface SandboxGoodsView {
  productId: number;
  productName: string;
  status: number;
  duplicateOf: number | null;
  skuIds: number[];
}

export async function sampleGoods(t: TestApp, mallId: string, body: Record<string, unknown> = {}) {
  const r = await t.call<SandboxGoodsView>({
    method: 'POST',
    url: TEMU_SANDBOX.sampleGoods,
    payload: { mallId, ...body },
  });
  if (r.code !== 200) throw new Error(`sample goods: ${r.msg}`);
  return r.data;
}

export async function control(t: TestApp, url: string, payload: Record<string, unknown>) {
  const r = await t.call<SandboxGoodsView>({ method: 'POST', url, payload });
  if (r.code !== 200) throw new Error(`control ${url}: ${r.msg}`);
  return r.data;
}
