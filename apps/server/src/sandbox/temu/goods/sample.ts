import sharp from 'sharp';
import type { Executor } from '../../../db';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import type { SandboxTemuShop } from '../state/shop-repository';
import { insertRecord } from '../state/record-repository';
import type { GoodsAddParams } from './add-request';
import { randomInt } from 'node:crypto';
import { sizeClassOfCategory } from '../catalog/size-charts';
import type { SandboxSizeChart } from '../handlers/size-charts';
import { createGoods } from './create';
import { checkImage } from './images';

const COLOURS: Array<[string, string]> = [
  ['白色', '#f5f5f5'],
  ['黑色', '#222222'],
  ['灰色', '#9e9e9e'],
];

async function uploadSwatch(db: Executor, mallId: string, hex: string, label: string, now: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="${hex}"/><circle cx="400" cy="360" r="180" fill="#ff7a45" opacity="0.85"/><text x="400" y="680" font-size="64" text-anchor="middle" fill="#1677ff" font-family="sans-serif">${label}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const img = await checkImage(png.toString('base64'), 1);
  await insertRecord(db, { mallId, kind: 'image', ref: img.ref, status: 0, data: img, dueAt: null }, now);
  return img.url;
}

/**
 * A T-shirt listing published as a seller's app would (images uploaded first, then bg.glo.goods.add's checks), for
 * tests and demos that need goods without building a listing template: `skcs` colours × S/M/L.
 */
export async function createSampleGoods(
  db: Executor,
  mall: SandboxTemuShop,
  timing: SandboxTemuTiming,
  opts: { productName: string; skcs: number; supplierPrice: number },
  now = Date.now(),
) {
  const colours = COLOURS.slice(0, Math.max(1, Math.min(opts.skcs, COLOURS.length)));
  const urls = await Promise.all(colours.map(([, hex], i) => uploadSwatch(db, mall.mallId, hex, `POD ${i + 1}`, now)));
  // T恤 needs a size chart (女上装), made as a seller's app would with bg.goods.sizecharts.create.
  const sizeChartId = randomInt(100_000_000, 999_999_999);
  const chart: SandboxSizeChart = {
    classId: sizeClassOfCategory(26110)!.classId,
    catId: 26110,
    reusable: false,
    sizes: ['S', 'M', 'L'],
  };
  await insertRecord(
    db,
    { mallId: mall.mallId, kind: 'sizechart', ref: String(sizeChartId), status: 0, data: chart, dueAt: null },
    now,
  );
  const weight = { productSkuWeightReq: { value: 180_000 }, productSkuVolumeReq: { len: 300, width: 250, height: 20 } };
  const params: GoodsAddParams = {
    cat1Id: 26000,
    cat2Id: 26100,
    cat3Id: 26110,
    productName: opts.productName,
    carouselImageUrls: urls,
    productPropertyReqs: [],
    productSkcReqs: colours.map(([colour], i) => ({
      previewImgUrls: [urls[i]!],
      colorImageUrl: urls[i]!,
      productSkuReqs: ['S', 'M', 'L'].map((size, j) => ({
        productSkuSpecReqs: [
          { parentSpecId: 1001, parentSpecName: '颜色', specId: 100 + i, specName: colour },
          { parentSpecId: 3001, parentSpecName: '尺码', specId: 300 + j, specName: size },
        ],
        ...(mall.managedType === 'semi'
          ? { siteSupplierPrices: [{ siteId: 100, supplierPrice: opts.supplierPrice + j * 100 }] }
          : { supplierPrice: opts.supplierPrice + j * 100 }),
        extCode: `POD-${i + 1}-${size}`,
        productSkuWhExtAttrReq: weight,
      })),
    })),
    sizeTemplateIds: [sizeChartId],
    showSizeTemplateIds: [],
    productSaleExtAttrReq: { customizedTechnologyReq: { firstType: 10004, twiceType: 20027 } },
  };
  return createGoods(db, mall, params, timing, now);
}
