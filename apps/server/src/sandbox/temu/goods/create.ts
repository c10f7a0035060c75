import { createHash, randomInt } from 'node:crypto';
import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import type { Executor } from '../../../db';
import type { SandboxTemuShop } from '../state/shop-repository';
import { findRecords, insertRecord, listRecords } from '../state/record-repository';
import { SandboxTemuError } from '../handlers/registry';
import type { GoodsAddParams } from './add-request';
import { checkCategories, checkName, checkStructure, checkTechnology, GOODS_ERROR_CODE } from './add-rules';
import { canonicalJson } from './hash';
import { imageRefOf } from './images';
import { checkSizeCharts } from './size-chart-rules';
import { GoodsStatus, parseGoods, type SandboxGoods } from './model';

const newId = (digits: number) => randomInt(10 ** (digits - 1), 10 ** digits - 1);

/** 212 常见问题 2-3: every image must be one this shop uploaded through bg.goods.image.upload.global. */
async function checkImages(db: Executor, mallId: string, p: GoodsAddParams) {
  const urls = [
    ...p.carouselImageUrls,
    ...p.productSkcReqs.flatMap((s) => [...s.previewImgUrls, ...(s.colorImageUrl ? [s.colorImageUrl] : [])]),
  ];
  const refs = urls.map(imageRefOf);
  const known = new Set(
    (
      await findRecords(
        db,
        'image',
        refs.filter((r): r is string => r !== null),
      )
    )
      .filter((r) => r.mall_id === mallId)
      .map((r) => r.ref),
  );
  if (refs.some((r) => r === null || !known.has(r))) {
    throw new SandboxTemuError(GOODS_ERROR_CODE, 'URL域名校验不通过或URL包含不合法字符串');
  }
}

/**
 * bg.glo.goods.add: checks like Temu, then creates the SPU with its SKCs and SKUs, 审核中 until the review delay
 * passes. Publishing the same content twice creates a second listing, as Temu would: the copy is marked
 * `duplicateOf` so tests and the control page can see that a caller was not idempotent.
 */
export async function createGoods(
  db: Executor,
  mall: SandboxTemuShop,
  p: GoodsAddParams,
  timing: SandboxTemuTiming,
  now: number,
) {
  const chain = checkCategories(p);
  checkName(p.productName, chain[0]!);
  checkStructure(p, chain[0]!, mall.managedType);
  const customized = checkTechnology(p);
  await checkSizeCharts(db, mall.mallId, p, chain.at(-1)!);
  await checkImages(db, mall.mallId, p);

  const requestHash = createHash('sha256').update(canonicalJson(p)).digest('hex');
  const earlier = (await listRecords(db, mall.mallId, 'goods')).find(
    (r) => parseGoods(r.data).requestHash === requestHash,
  );
  const goods: SandboxGoods & { duplicateOf?: number } = {
    productId: newId(10),
    productName: p.productName,
    leafCatId: chain.at(-1)!,
    catIds: chain,
    carouselImageUrls: p.carouselImageUrls,
    customized,
    skcs: p.productSkcReqs.map((skc) => ({
      productSkcId: newId(11),
      colorImageUrl: skc.colorImageUrl ?? null,
      previewImgUrls: skc.previewImgUrls,
      skus: skc.productSkuReqs.map((sku) => ({
        productSkuId: newId(11),
        spec:
          sku.productSkuSpecReqs
            .map((s) => s.specName)
            .filter(Boolean)
            .join('/') || '默认',
        supplierPrice: sku.supplierPrice ?? sku.siteSupplierPrices?.[0]?.supplierPrice ?? 0,
        extCode: sku.extCode ?? '',
      })),
    })),
    requestHash,
    createdAt: now,
    reviewedAt: null,
    onSaleAt: null,
    inspectedAt: null,
    ...(earlier ? { duplicateOf: parseGoods(earlier.data).productId } : {}),
  };
  await insertRecord(
    db,
    {
      mallId: mall.mallId,
      kind: 'goods',
      ref: String(goods.productId),
      status: GoodsStatus.REVIEWING,
      data: goods,
      dueAt: now + timing.reviewMs,
    },
    now,
  );
  return goods;
}
