import { SandboxTemuError } from '../handlers/registry';

/**
 * bg.glo.goods.add's error codes the sandbox answers, messages verbatim from bg.glo.goods.add.md §Errors (Temu's
 * PA page, 2026-06); `[x]` / `x` is filled with what failed. Rules Temu reports only as text (主销售属性不合法,
 * 尺码表包含不合法的尺码规格 …) come as 1000003 参数错误 with that text, as a third-party report saw
 * ("参数错误：…SKU Sales Specification Attribute Value List Duplicated"). Codes go out without the `99` prefix PA
 * sometimes adds (README §6.3 says to match on the suffix).
 */
export const GoodsCode = {
  SPEC_INVALID: 2000004,
  CATEGORY_INVALID: 2000009,
  TEMPLATE_FAILED: 2000010,
  CUSTOM_SPEC_INVALID: 2000011,
  APPAREL_SKC_IMAGE: 2000014,
  MATERIAL_IMAGE: 2000017,
  CAROUSEL_IMAGE: 2000018,
  SKU_THUMB_IMAGE: 2000020,
  IMAGE_FORMAT: 2000021,
  APPAREL_PRICE: 2000031,
  VOLUME_ORDER: 2000044,
  CURRENCY: 2000060,
  EMPTY_URL: 2000114,
  ORIGIN_REQUIRED: 2000146,
  URL_INVALID: 2000158,
  DUPLICATE: 2000168,
  DUPLICATE_PROPERTY: 2000171,
  DAILY_CAP: 2000197,
  VALUE_NAME: 2000200,
  SITE_PRICE: 2000204,
  PROPERTY_INVALID: 6000002,
  CATEGORY_NOT_ALLOWED: 6000011,
  SIZE_CHART_INVALID: 6000012,
  EXT_CODE: 6000018,
} as const;

const MESSAGES: Record<number, (x: string) => string> = {
  2000004: (x) => `不合法的规格属性${x ? `：${x}` : ''}`,
  2000009: (x) => `不合法的类目${x ? `：${x}` : ''}`,
  2000010: (x) => `属性模板查询失败${x ? `：${x}` : ''}`,
  2000011: (x) => `自定义规格属性校验失败${x ? `：${x}` : ''}`,
  2000014: (x) => `服饰类目skc轮播图[${x}]校验失败，应符合宽高比例为3:4，宽>=1340px，高>=1785px，<=2M`,
  2000017: (x) => `素材图[${x}]校验失败，应符合图片宽高比例为1:1，宽>=800px，高>=800px，<=2M`,
  2000018: (x) => `非服饰类目货品轮播图${x}校验失败，应符合宽高比例为1:1，宽>=800px，高>=800px，<=2M`,
  2000020: (x) => `非服饰类目sku预览图[${x}]校验失败，应符合宽高比例为1:1，宽>=800px，高>=800px，<=2M`,
  2000021: (x) => `图片[${x}]格式校验失败，只允许.JPG .JPEG .PNG`,
  2000031: () => '服装类目skc下价格需要保持一致，请进行调整',
  2000044: () => '商品体积录入有误，请遵循最长边 ≥ 次长边 ≥ 最短边',
  2000060: () => '请选择正确的币种',
  2000114: () => '图片不合法，不支持空url',
  2000146: () => '产地必填',
  2000158: () => 'URL域名校验不通过或URL包含不合法字符串',
  2000168: () => '创建失败。您已创建相同或高度相似的商品，建议您重新编辑商品信息，避免重复创建相同或高度相似的商品',
  2000171: () => '创建失败，存在重复的货品属性',
  2000197: () => '已超出今日发品数量限制，若有需要请联系运营',
  2000200: (x) => `属性值id[${x}]的属性值名称有误`,
  2000204: () => '分站点申报价格校验失败',
  6000002: (x) => `货品属性校验失败${x ? `：${x}` : ''}`,
  6000011: (x) => `所选类目不合法${x ? `：${x}` : ''}`,
  6000012: (x) => `尺码表校验失败${x ? `：${x}` : ''}`,
  6000018: () => '货号不规范，请使用字母、数字和标点符号维护货号！',
};

export const goodsError = (code: number, x = '') => new SandboxTemuError(code, MESSAGES[code]?.(x) ?? String(code));
