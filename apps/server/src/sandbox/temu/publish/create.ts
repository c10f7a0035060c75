import { createHash, randomInt } from 'node:crypto';
import type { Executor } from '../../../db';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { hitCounter } from '../../../modules/rate-limit/service';
import { GoodsStatus, type SandboxGoods } from '../goods/model';
import { claimRecord, deleteRecord, findRecord, insertRecord } from '../state/record-repository';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';
import { checkCategory } from './category-rules';
import { checkCustomisation, checkOrigin, checkSkuDetails, checkTitle } from './field-rules';
import { checkImages } from './image-rules';
import { checkPrices } from './price-rules';
import { checkProperties } from './property-rules';
import { checkSizeCharts } from './size-chart-rules';
import { checkSpecs } from './spec-rules';

const DAY = 24 * 60 * 60 * 1000;
const BEIJING = 8 * 60 * 60 * 1000;

/** A SKU's specs as goods.add answers them (`skuSpecList`) and list.get shows them (`productSkuSpecList`). */
export interface SpecEntry {
  parentSpecId: number;
  parentSpecName: string;
  specId: number;
  specName: string;
}

/**
 * What the sandbox keeps of a published product: the fields the fulfilment side reads (SandboxGoods) plus what
 * list.get / detail.get answer from.
 */
export interface PublishedGoods extends SandboxGoods {
  catType: 0 | 1;
  materialImgUrl: string;
  isSupportPersonalization: boolean;
  productProperties: GoodsAddRequest['productPropertyReqs'];
  origin: { region1ShortName: string; region2Id?: number };
  skcExtra: Array<{ productSkcId: number; extCode: string; mainImageUrl: string | null }>;
  skuExtra: Array<{
    productSkuId: number;
    skuSpecList: SpecEntry[];
    currencyType: string;
    weightMg: number;
    volumeMm: { len: number; width: number; height: number };
    isSensitive: number;
  }>;
}

/** The shop's daily cap, set by the control route (absent: no cap; Temu does not publish its number). */
export async function dailyCapOf(db: Executor, mallId: string): Promise<number | null> {
  const r = await findRecord(db, 'dailycap', mallId);
  return r ? ((JSON.parse(r.data) as { cap: number | null }).cap ?? null) : null;
}

/**
 * "相同或高度相似的商品" (2000168): the same leaf, the same title (case and spacing ignored) and the same spec values.
 * How similar Temu's check is is not found in the reference; this is the sandbox's reading.
 */
function similarityKey(p: GoodsAddRequest, leafCatId: number) {
  const title = p.productName.toLowerCase().replace(/\s+/g, ' ').trim();
  const specs = p.productSpecPropertyReqs.map((s) => `${s.parentSpecId}:${s.propValue}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([leafCatId, title, specs]))
    .digest('hex')
    .slice(0, 40);
}

const newId = (digits: number) => randomInt(10 ** (digits - 1), 10 ** digits - 1);

/**
 * bg.glo.goods.add: every rule of the reference in the order a request fails them (category, title, prices,
 * properties, specs and structure, SKU details, origin, customisation, size charts, images), then duplicates
 * (2000168, claimed atomically so parallel copies cannot both pass) and the shop's daily cap (2000197, an atomic
 * counter per Beijing day), then the product is created 审核中.
 */
export async function publishGoods(
  db: Executor,
  mall: SandboxTemuShop,
  p: GoodsAddRequest,
  timing: SandboxTemuTiming,
  now: number,
) {
  const cat = checkCategory(p);
  checkTitle(p, cat.path[0]!);
  checkPrices(p, mall, cat.apparel);
  checkProperties(p, cat.template);
  await checkSpecs(db, p, cat);
  checkSkuDetails(p);
  checkOrigin(p);
  const customized = checkCustomisation(p);
  await checkSizeCharts(db, mall.mallId, p, cat.leaf.catId);
  await checkImages(db, mall.mallId, p, cat.apparel);

  const productId = newId(10);
  const keyRef = `${mall.mallId}:${similarityKey(p, cat.leaf.catId)}`;
  const claimed = await claimRecord(
    db,
    { mallId: mall.mallId, kind: 'goodskey', ref: keyRef, status: 0, data: { productId }, dueAt: null },
    now,
  );
  if (!claimed) throw goodsError(GoodsCode.DUPLICATE);
  const cap = await dailyCapOf(db, mall.mallId);
  if (cap !== null) {
    const day = Math.floor((now + BEIJING) / DAY);
    const used = await hitCounter(db, `sbx-temu-goods-day:${mall.mallId}:${day}`, 2 * DAY, now);
    if (used > cap) {
      await deleteRecord(db, 'goodskey', keyRef);
      throw goodsError(GoodsCode.DAILY_CAP);
    }
  }

  const skcs = p.productSkcReqs.map((skc) => ({
    productSkcId: newId(11),
    req: skc,
    skus: skc.productSkuReqs.map((sku) => ({ productSkuId: newId(11), req: sku })),
  }));
  const goods: PublishedGoods = {
    productId,
    productName: p.productName,
    leafCatId: cat.leaf.catId,
    catIds: cat.path,
    catType: cat.leaf.catType,
    carouselImageUrls: p.carouselImageUrls?.length
      ? p.carouselImageUrls
      : skcs.flatMap((s) => s.req.previewImgUrls ?? []),
    materialImgUrl: p.materialImgUrl,
    customized,
    isSupportPersonalization: customized,
    productProperties: p.productPropertyReqs,
    origin: p.productWhExtAttrReq!.productOrigin! as PublishedGoods['origin'],
    skcs: skcs.map((s) => ({
      productSkcId: s.productSkcId,
      colorImageUrl: s.req.colorImageUrl ?? null,
      previewImgUrls: s.req.previewImgUrls ?? [],
      skus: s.skus.map((k) => ({
        productSkuId: k.productSkuId,
        spec: k.req.productSkuSpecReqs.map((x) => x.specName).join('/'),
        supplierPrice: k.req.supplierPrice ?? k.req.siteSupplierPrices?.[0]?.supplierPrice ?? 0,
        extCode: k.req.extCode,
      })),
    })),
    skcExtra: skcs.map((s) => ({
      productSkcId: s.productSkcId,
      extCode: s.req.extCode,
      mainImageUrl: s.req.previewImgUrls?.[0] ?? p.carouselImageUrls?.[0] ?? p.materialImgUrl,
    })),
    skuExtra: skcs.flatMap((s) =>
      s.skus.map((k) => ({
        productSkuId: k.productSkuId,
        skuSpecList: k.req.productSkuSpecReqs.map((x) => ({
          parentSpecId: x.parentSpecId,
          parentSpecName: x.parentSpecName,
          specId: x.specId,
          specName: x.specName,
        })),
        currencyType: k.req.currencyType,
        weightMg: k.req.productSkuWhExtAttrReq.productSkuWeightReq.value,
        volumeMm: {
          len: k.req.productSkuWhExtAttrReq.productSkuVolumeReq.len,
          width: k.req.productSkuWhExtAttrReq.productSkuVolumeReq.width,
          height: k.req.productSkuWhExtAttrReq.productSkuVolumeReq.height,
        },
        isSensitive: k.req.productSkuWhExtAttrReq.productSkuSensitiveAttrReq.isSensitive,
      })),
    ),
    requestHash: keyRef,
    createdAt: now,
    reviewedAt: null,
    onSaleAt: null,
    inspectedAt: null,
  };
  await insertRecord(
    db,
    {
      mallId: mall.mallId,
      kind: 'goods',
      ref: String(productId),
      status: GoodsStatus.REVIEWING,
      data: goods,
      dueAt: now + timing.reviewMs,
    },
    now,
  );
  return {
    productId,
    productSkcList: goods.skcs.map((s) => ({ productSkcId: s.productSkcId })),
    productSkuList: goods.skcs.flatMap((s) =>
      s.skus.map((k) => ({
        productSkuId: k.productSkuId,
        productSkcId: s.productSkcId,
        extCode: k.extCode,
        skuSpecList: goods.skuExtra.find((x) => x.productSkuId === k.productSkuId)!.skuSpecList,
      })),
    ),
  };
}
