import { z } from 'zod';
import { productColor } from './catalogue-detail';
import { pageQuery, pageResult, queryInt } from './envelope';

/**
 * The catalogue of blanks (`/select/designProduct`, `/select/designProductInfo`). Every read is public: the
 * product-info page is on the whitelist. When a token comes along, prices also show the caller's VIP price.
 */
export const CATALOGUE_API = {
  categories: '/api/product/categories',
  page: '/api/product/page',
  detail: '/api/product/detail',
  /** Mockup base images and shading maps. Content-addressed names, so cached for a year and never revalidated. */
  asset: '/api/catalogue/asset/:name',
} as const;

export const CATALOGUE_ASSET_PREFIX = '/api/catalogue/asset/';
/** `<64 hex>.jpg|png`: the only names the asset route serves (nothing outside the catalogue's own files). */
export const CATALOGUE_ASSET_NAME = /^[a-f0-9]{64}\.(?:jpg|png)$/;

/** Temu customisation technology (定制工艺): `firstType` codes of bg.goods.add's customizedTechnologyReq. */
export const TECH_FIRST_TYPES: Readonly<Record<number, string>> = {
  10001: '基础工艺',
  10002: '木/竹制品定制工艺',
  10003: '金属制品定制工艺',
  10004: '皮具/布艺定制工艺',
  10005: '有机材料定制工艺',
  10006: '画布/纸张定制工艺',
};

/**
 * What goods each first type is for, so a seller reads 皮具/布艺定制工艺 on a T-shirt as "fabric", not "leather".
 * The names above are Temu's own (doc 203); these hints are ours, from the goods doc 203 groups under each type.
 */
export const TECH_FIRST_TYPE_HINTS: Readonly<Record<number, string>> = {
  10001: '无需审版的基础工艺',
  10002: '木制、竹制品',
  10003: '金属制品',
  10004: '服装、抱枕、帆布袋等布料制品，以及皮具',
  10005: '亚克力、树脂、玻璃、陶瓷、塑料制品',
  10006: '画布、纸张制品',
};

/** `twiceType` (二级工艺) codes; the gap after 20027 is Temu's own. */
export const TECH_SECOND_TYPES: Readonly<Record<number, string>> = {
  20001: '激光雕刻-文字',
  20002: '激光雕刻-图片',
  20003: '机械雕刻-文字',
  20004: '机械雕刻-图片',
  20005: '焊接',
  20006: '蚀刻',
  20007: 'UV',
  20008: '丝网印刷-文字',
  20009: '丝网印刷-图片',
  20010: '喷漆',
  20011: '滴油',
  20012: '滴胶-文字',
  20013: '滴胶-图片',
  20014: '激光切割-文字',
  20015: '激光切割-图片',
  20016: '镶钻',
  20017: '烫金-文字',
  20018: '烫金-图片',
  20019: '锡金',
  20020: '热转印-文字',
  20021: '热转印-图片',
  20022: '刺绣',
  20023: '植绒',
  20024: '电镀',
  20025: '烫画-文字',
  20026: '烫画-图片',
  20027: '数码直喷',
  20033: '压印',
  20034: '美甲手绘',
  20035: '机织图案-胶贴',
  20036: '烫钻',
  20037: '手绘',
  20038: '水转印印刷',
};

/**
 * What a VIP pays for a blank: the base cost less the level's discount, rounded to the fen. The one formula
 * for the catalogue's displayed price and for whatever later charges the seller for production.
 */
export const vipPriceFen = (baseCostFen: number, discountPercent: number): number =>
  Math.round((baseCostFen * (100 - Math.min(100, Math.max(0, discountPercent)))) / 100);

export const productPageQuery = pageQuery.extend({
  /** A category and everything below it. */
  categoryId: queryInt.pipe(z.number().int().positive('类目 id 必须大于 0')).optional(),
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
});
export type ProductPageQuery = z.infer<typeof productPageQuery>;

export const productDetailQuery = z.object({
  id: z.coerce.number({ error: '产品 id 必须是数字' }).int('产品 id 必须是整数').positive('产品 id 必须大于 0'),
});

export const catalogueAssetParams = z.object({
  name: z.string().regex(CATALOGUE_ASSET_NAME, '图片名称不正确'),
});

export const productCard = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Mockup of the first view in the first colour, card-sized. */
  coverUrl: z.string(),
  minBaseCostFen: z.number().int(),
  /** Only with a token: the lowest base cost after the caller's VIP discount. */
  minVipPriceFen: z.number().int().nullable(),
  colors: z.array(productColor),
  sizes: z.array(z.string()),
  productionDays: z.number().int(),
  printAreaNames: z.array(z.string()),
  technology: z.string(),
});
export type ProductCard = z.infer<typeof productCard>;
export const productPageResult = pageResult(productCard);

export interface CategoryNode {
  id: number;
  parentId: number;
  name: string;
  /** Blanks on sale in this category and below it. */
  productCount: number;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  productCount: z.number().int(),
  get children() {
    return z.array(categoryNode);
  },
});
export const categoryTree = z.array(categoryNode);

export * from './catalogue-detail';
