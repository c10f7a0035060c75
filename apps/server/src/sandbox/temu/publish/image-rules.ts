import type { Executor } from '../../../db';
import { paramError } from '../handlers/publishing/params';
import { uploadedImages } from '../handlers/publishing/images';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

type Rule = { code: number; ratio: number; minW: number; minH: number };
const SQUARE = (code: number): Rule => ({ code, ratio: 1, minW: 800, minH: 800 });
const APPAREL_SKC: Rule = { code: GoodsCode.APPAREL_SKC_IMAGE, ratio: 3 / 4, minW: 1340, minH: 1785 };
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Proportions are compared with 1% tolerance (the pages give the ratio only). */
const RATIO_TOLERANCE = 0.01;

/**
 * Images, checked on the uploaded original (doc 199 §8-5): every URL one this shop uploaded (2000114 empty, 2000158
 * foreign), JPG/PNG only (2000021), ≤2 MB and the ratio/size of its place: apparel SKC previews 3:4 ≥1340×1785
 * (2000014), the material image 1:1 ≥800 (2000017), non-apparel carousel 1:1 ≥800 (2000018) and SKU previews
 * (2000020). Apparel needs SKC previews, other goods a carousel.
 */
export async function checkImages(db: Executor, mallId: string, p: GoodsAddRequest, apparel: boolean) {
  const places: Array<{ url: string; rule: Rule | null }> = [
    { url: p.materialImgUrl, rule: SQUARE(GoodsCode.MATERIAL_IMAGE) },
  ];
  if (!apparel && (p.carouselImageUrls ?? []).length === 0)
    throw paramError('非服饰类目货品轮播图carouselImageUrls必填');
  for (const url of p.carouselImageUrls ?? [])
    places.push({ url, rule: apparel ? null : SQUARE(GoodsCode.CAROUSEL_IMAGE) });
  for (const skc of p.productSkcReqs) {
    if (apparel && (skc.previewImgUrls ?? []).length === 0) throw paramError('服饰类目SKC轮播图previewImgUrls必填');
    for (const url of skc.previewImgUrls ?? []) places.push({ url, rule: apparel ? APPAREL_SKC : null });
    if (skc.colorImageUrl !== undefined) places.push({ url: skc.colorImageUrl, rule: null });
    for (const sku of skc.productSkuReqs)
      places.push({ url: sku.thumbUrl, rule: apparel ? null : SQUARE(GoodsCode.SKU_THUMB_IMAGE) });
  }
  for (const o of p.productOuterPackageImageReqs ?? []) places.push({ url: o.imageUrl, rule: null });

  if (places.some((x) => x.url.trim() === '')) throw goodsError(GoodsCode.EMPTY_URL);
  const images = await uploadedImages(
    db,
    mallId,
    places.map((x) => x.url),
  );
  places.forEach(({ url, rule }, i) => {
    const img = images[i];
    if (!img) throw goodsError(GoodsCode.URL_INVALID);
    if (img.format !== 'jpeg' && img.format !== 'png') throw goodsError(GoodsCode.IMAGE_FORMAT, url);
    if (!rule) return;
    const ratioOk = Math.abs(img.width / img.height - rule.ratio) <= rule.ratio * RATIO_TOLERANCE;
    if (!ratioOk || img.width < rule.minW || img.height < rule.minH || img.bytes > MAX_IMAGE_BYTES) {
      throw goodsError(rule.code, url);
    }
  });
}
