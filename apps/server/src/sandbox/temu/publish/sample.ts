import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../../db';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { COLOURS, SIZES } from '../catalog/specs';
import { sizeClassOfLeaf } from '../catalog/size-classes';
import type { StoredImage } from '../handlers/publishing/images';
import type { StoredSizeChart } from '../handlers/publishing/size-charts';
import { SandboxTemuError } from '../handlers/registry';
import { IMAGE_PATH } from '../goods/images';
import { insertRecord } from '../state/record-repository';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode } from './codes';
import { publishGoods } from './create';

const LEAF = 30469;
const PATH = [27011, 27012, 27100, 30469];

async function hostImage(db: Executor, mallId: string, w: number, h: number, hex: string, now: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${hex}"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="#ff7a45" opacity="0.85"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const ref = randomBytes(12).toString('hex');
  const img: StoredImage = {
    mime: 'image/png',
    format: 'png',
    width: w,
    height: h,
    bytes: png.length,
    base64: png.toString('base64'),
    imageBizType: 0,
  };
  await insertRecord(db, { mallId, kind: 'image', ref, status: 0, data: img, dueAt: null }, now);
  return `${IMAGE_PATH}${ref}.png`;
}

/**
 * A customised T-shirt published through the strict bg.glo.goods.add rules (images hosted as uploads, a one-off size
 * chart, the template's properties and specs): `skcs` colours × S/M/L, for tests and demos that need goods on the
 * shelf without building a listing template.
 */
export async function publishSampleGoods(
  db: Executor,
  mall: SandboxTemuShop,
  timing: SandboxTemuTiming,
  opts: { productName: string; skcs: number; supplierPrice: number },
  now = Date.now(),
) {
  const colours = COLOURS.slice(0, Math.max(1, Math.min(opts.skcs, 3)));
  const sizes = SIZES.slice(0, 3);
  const material = await hostImage(db, mall.mallId, 800, 800, '#f5f5f5', now);
  const previews = await Promise.all(
    colours.map((_, i) => hostImage(db, mall.mallId, 1340, 1787, ['#222222', '#f5f5f5', '#9e9e9e'][i]!, now)),
  );
  const chartId = randomInt(100_000_000_000, 999_999_999_999);
  const chart: StoredSizeChart = {
    classId: sizeClassOfLeaf(LEAF)!.classId,
    catId: LEAF,
    reusable: false,
    sizes: sizes.map((s) => s.value),
    name: 'sample',
    content: {},
  };
  await insertRecord(
    db,
    { mallId: mall.mallId, kind: 'sizechart', ref: String(chartId), status: 0, data: chart, dueAt: null },
    now,
  );
  const spec = (parentSpecId: number, parentSpecName: string, v: { specId: number; value: string }) => ({
    parentSpecId,
    parentSpecName,
    specId: v.specId,
    specName: v.value,
  });
  // Apparel: one price per SKC (2000031).
  const price =
    mall.managedType === 'semi'
      ? { siteSupplierPrices: [{ siteId: 100, supplierPrice: opts.supplierPrice }] }
      : { supplierPrice: opts.supplierPrice };
  const build = (productName: string): GoodsAddRequest => ({
    cat1Id: PATH[0]!,
    cat2Id: PATH[1]!,
    cat3Id: PATH[2]!,
    cat4Id: PATH[3]!,
    cat5Id: 0,
    cat6Id: 0,
    cat7Id: 0,
    cat8Id: 0,
    cat9Id: 0,
    cat10Id: 0,
    productName,
    materialImgUrl: material,
    carouselImageUrls: [],
    productPropertyReqs: [
      { templatePid: 201831, pid: 89, refPid: 121, propName: '材料', vid: 2198, propValue: '棉', valueUnit: '' },
    ],
    productSpecPropertyReqs: [
      ...colours.map((c) => [1001, '颜色', c] as const),
      ...sizes.map((s) => [3001, '尺码', s] as const),
    ].map(([parentSpecId, propName, v]) => ({
      parentSpecId,
      specId: v.specId,
      templatePid: 0,
      pid: 0,
      refPid: 0,
      propName,
      propValue: v.value,
      vid: 0,
      valueGroupId: 0,
      valueGroupName: '',
      valueUnit: '',
    })),
    productSkcReqs: colours.map((c, i) => ({
      extCode: `POD-${i + 1}`,
      mainProductSkuSpecReqs: [spec(1001, '颜色', c)],
      previewImgUrls: [previews[i]!],
      colorImageUrl: previews[i]!,
      productSkuReqs: sizes.map((s) => ({
        extCode: `POD-${i + 1}-${s.value}`,
        productSkuSpecReqs: [spec(1001, '颜色', c), spec(3001, '尺码', s)],
        currencyType: 'CNY' as const,
        ...price,
        thumbUrl: previews[i]!,
        productSkuWhExtAttrReq: {
          productSkuWeightReq: { value: 180_000 },
          productSkuVolumeReq: { len: 300, width: 250, height: 20 },
          productSkuSensitiveAttrReq: { isSensitive: 0 as const, sensitiveList: [] },
          productSkuSensitiveLimitReq: {},
        },
      })),
    })),
    productWhExtAttrReq: { outerGoodsUrl: '', productOrigin: { region1ShortName: 'CN', region2Id: 43000000000006 } },
    productSaleExtAttrReq: { customizedTechnologyReq: { technologyType: 1, firstType: 10004, twiceType: [20027] } },
    personalizationSwitch: 1,
    ...(mall.managedType === 'semi'
      ? {
          productSemiManagedReq: { bindSiteIds: [100] },
          productShipmentReq: { freightTemplateId: 'HFT-SANDBOX', shipmentLimitSecond: 259200 as const },
        }
      : {}),
    sizeTemplateIds: [chartId],
    showSizeTemplateIds: [],
  });
  try {
    return await publishGoods(db, mall, build(opts.productName), timing, now);
  } catch (err) {
    // The same sample twice is a duplicate to Temu (2000168): the control route makes a distinct one instead.
    if (!(err instanceof SandboxTemuError) || err.errorCode !== GoodsCode.DUPLICATE) throw err;
    return publishGoods(db, mall, build(`${opts.productName} ${randomBytes(2).toString('hex')}`), timing, now);
  }
}
