import sharp from 'sharp';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';

export const png = async (w: number, h: number) =>
  (
    await sharp({ create: { width: w, height: h, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer()
  ).toString('base64');

/** A valid 全托管 T-shirt request with the given image URLs. */
export function tshirtRequest(urls: string[], over: Record<string, unknown> = {}) {
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
