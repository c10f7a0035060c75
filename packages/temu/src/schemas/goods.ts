import { z } from 'zod';
import { list, loose, num } from './common';

const category = z.looseObject({
  catId: num,
  catName: z.string(),
  parentCatId: num.nullish(),
  catLevel: num.nullish(),
  isLeaf: z.boolean(),
});
/** bg.goods.cats.get: children of `parentCatId` (0 = roots). */
export const catsResult = z.looseObject({ categoryDTOList: list(category) });

const propertyValue = z.looseObject({ vid: num, value: z.string() });
const property = z.looseObject({
  pid: num,
  templatePid: num.nullish(),
  refPid: num.nullish(),
  name: z.string(),
  required: z.boolean().nullish(),
  /** true = sales spec (规格: colour, size) that spans SKUs; false = ordinary attribute. */
  isSale: z.boolean().nullish(),
  controlType: num.nullish(),
  values: list(propertyValue),
});
/** bg.goods.attrs.get: the leaf category's property template. */
export const attrsResult = z.looseObject({
  properties: list(property),
  inputMaxSpecNum: num.nullish(),
  singleSpecValueNum: num.nullish(),
});

/** bg.goods.image.upload.global: listings may only use the URL returned here. */
export const imageUploadResult = z.looseObject({ url: z.string().min(1) });

/** bg.glo.goods.add: ids of the created SPU / SKCs / SKUs. */
export const goodsAddResult = z.looseObject({
  productId: num,
  productSkcList: list(z.looseObject({ productSkcId: num })),
  productSkuList: list(z.looseObject({ productSkuId: num })),
});

const goodsRow = z.looseObject({
  productId: num,
  productSkcId: num.nullish(),
  productName: z.string().nullish(),
  skcSiteStatus: num.nullish(),
  productSkuSummaries: list(loose),
});
/** bg.glo.goods.list.get: a page of the shop's goods. */
export const goodsListResult = z.looseObject({
  total: num.nullish(),
  totalCount: num.nullish(),
  data: list(goodsRow),
});

/** bg.glo.goods.detail.get: read loosely until the online-products page decides what it shows. */
export const goodsDetailResult = z.looseObject({ productId: num.nullish() });

const sizeClass = z.looseObject({
  classId: num,
  className: z.string().nullish(),
  /** 1 = 套装 (a set: use relatedClassIds, at least two charts). */
  classType: num.nullish(),
  relatedClassIds: list(num),
});
/** bg.goods.sizecharts.class.get: the leaf category's size-chart class; an empty answer = no chart required. */
export const sizeClassResult = z.looseObject({ sizeSpecClassCat: list(sizeClass) });

const metaItem = z.looseObject({ id: num, name: z.string() });
/** bg.goods.sizecharts.meta.get: the chart's columns — size groups and measurement elements. */
export const sizeMetaResult = z.looseObject({
  allowRange: z.boolean().nullish(),
  sizeSpecMeta: z.looseObject({
    groupList: list(metaItem.extend({ unnecessary: z.boolean().nullish() })),
    elementList: list(metaItem.extend({ necessary: z.boolean().nullish() })),
  }),
});

/** bg.goods.sizecharts.create: the chart's id (reusable=false: used directly as a sizeTemplateIds entry). */
export const sizeChartCreateResult = z.looseObject({ businessId: num });
