import { formatPodSkuCode, type TemuTemplateBody } from '@podbench/contract';

/**
 * The bg.glo.goods.add business parameters for a template whose images are already uploaded to the shop
 * (`urls`, in template order): one SKC per colour, SKUs per size, every SKU's extCode = PB-T{template}-V{variant}
 * so the listing (and later its stock-up orders) can be matched back, and a lost answer looked up. `sizeChartId` is
 * the businessId bg.goods.sizecharts.create returned for this listing (null when the category needs none).
 */
export function buildGoodsAdd(
  templateId: number,
  t: TemuTemplateBody,
  urls: string[],
  semi = false,
  sizeChartId: number | null = null,
) {
  const cats = Object.fromEntries(t.categoryIds.map((id, i) => [`cat${i + 1}Id`, id]));
  const colours = [...new Set(t.skus.map((s) => s.color))];
  const sizes = [...new Set(t.skus.map((s) => s.size))];
  return {
    ...cats,
    productName: t.title.trim(),
    carouselImageUrls: urls,
    productPropertyReqs: t.attributes.map((a) => ({ propName: a.name, propValue: a.value })),
    productSkcReqs: colours.map((colour, ci) => {
      const img = urls[ci % urls.length]!;
      return {
        previewImgUrls: [img],
        colorImageUrl: img,
        productSkuReqs: t.skus
          .filter((s) => s.color === colour)
          .map((s) => ({
            productSkuSpecReqs: [
              { parentSpecId: 1001, parentSpecName: '颜色', specId: 100 + ci, specName: s.color },
              { parentSpecId: 3001, parentSpecName: '尺码', specId: 300 + sizes.indexOf(s.size), specName: s.size },
            ],
            ...(semi
              ? { siteSupplierPrices: [{ siteId: 100, supplierPrice: s.priceFen }] }
              : { supplierPrice: s.priceFen }),
            extCode: formatPodSkuCode({ templateId, variantId: s.variantId }),
            productSkuWhExtAttrReq: {
              productSkuWeightReq: { value: s.weightG * 1000 },
              productSkuVolumeReq: { len: s.lenMm, width: s.widthMm, height: s.heightMm },
            },
          })),
      };
    }),
    // 199 FAQ 8-6: without a size chart both lists are sent empty.
    sizeTemplateIds: sizeChartId === null ? [] : [sizeChartId],
    showSizeTemplateIds: [],
    productSaleExtAttrReq: {
      customizedTechnologyReq: {
        firstType: t.technology.firstType,
        // 单一工艺 is one code, 组合工艺 a list (203 定制工艺层级关系).
        ...(t.technology.twiceTypes.length === 0
          ? {}
          : { twiceType: t.technology.twiceTypes.length === 1 ? t.technology.twiceTypes[0] : t.technology.twiceTypes }),
      },
    },
  };
}

export const skuExtCodes = (templateId: number, t: TemuTemplateBody) =>
  t.skus.map((s) => formatPodSkuCode({ templateId, variantId: s.variantId }));
