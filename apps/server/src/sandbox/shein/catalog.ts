import { SANDBOX_CATEGORIES, type TemplateKey } from '../temu/catalog/categories';

/**
 * The sandbox store's categories and attribute templates, in Shein's shapes (goods.query-category-tree.md,
 * goods.query-attribute-template.md). The category slice is the one the Temu sandbox plays; each leaf maps to a
 * product type, and several leaves share one, as in the official example.
 */
export const PRODUCT_TYPE: Record<TemplateKey, number> = {
  top: 1080,
  dress: 1090,
  pants: 1100,
  'kids-top': 1110,
  pillow: 2110,
  blanket: 2120,
  'wall-art': 2130,
  mug: 2310,
  bag: 2810,
  'phone-case': 2910,
  sticker: 3010,
  notebook: 3020,
};

export interface SheinAttrValue {
  attribute_value_id: number;
  attribute_value: string;
  /** In the official example, not in the schema. */
  attribute_value_en: string;
  is_show: number;
  is_custom_attribute_value: boolean;
}
export interface SheinAttr {
  attribute_id: number;
  attribute_name: string;
  /** In the official example, not in the schema. */
  attribute_name_en: string;
  attribute_is_show: number;
  /** 1 sale, 2 size chart, 3 composition, 4 ordinary. */
  attribute_type: 1 | 2 | 3 | 4;
  /** 1 main sale attribute (SKC level). */
  attribute_label: 0 | 1;
  /** 0 manual, 1 multi-select, 2/3 single-select, 4 multi-select + manual. */
  attribute_mode: 0 | 1 | 2 | 3 | 4;
  attribute_input_num: number;
  /** 1 may not be filled, 2 optional, 3 required. */
  attribute_status: 1 | 2 | 3;
  attribute_remark_list: number[];
  supplier_id: number;
  attribute_value_info_list: SheinAttrValue[];
}

const EN: Record<string, string> = {
  颜色: 'color',
  尺寸: 'Size',
  成分: 'Composition',
  材质: 'Material',
  图案类型: 'Pattern Type',
  领型: 'Neckline',
  旧款标签: 'Legacy Tag',
  衣长: 'Length',
  胸围: 'Bust',
  黑色: 'Black',
  白色: 'White',
  杏色: 'Apricot',
  红色: 'Red',
  蓝色: 'Blue',
  灰色: 'Grey',
  粉色: 'Pink',
  绿色: 'Green',
  黄色: 'Yellow',
  紫色: 'Purple',
  单一尺寸: 'one-size',
  棉: 'Cotton',
  聚酯纤维: 'Polyester',
  氨纶: 'Elastane',
  粘纤: 'Viscose',
  字母: 'Letter',
  卡通: 'Cartoon',
  几何图案: 'Geometric',
  风景: 'Landscape',
  圆领: 'Round Neck',
  V领: 'V Neck',
  连帽: 'Hooded',
  旧款: 'Legacy',
  帆布: 'Canvas',
  短毛绒: 'Short Plush',
  法兰绒: 'Flannel',
  纸: 'Paper',
  陶瓷: 'Ceramic',
  硅胶: 'Silicone',
};
const en = (zh: string) => EN[zh] ?? zh;
const values = (list: Array<[number, string]>): SheinAttrValue[] =>
  list.map(([id, v]) => ({
    attribute_value_id: id,
    attribute_value: v,
    attribute_value_en: en(v),
    is_show: 1,
    is_custom_attribute_value: false,
  }));
const attr = (
  id: number,
  name: string,
  t: Pick<SheinAttr, 'attribute_type' | 'attribute_mode' | 'attribute_status'> & Partial<SheinAttr>,
  vals: Array<[number, string]> = [],
): SheinAttr => ({
  attribute_id: id,
  attribute_name: name,
  attribute_name_en: en(name),
  attribute_is_show: 1,
  attribute_label: 0,
  attribute_input_num: 0,
  attribute_remark_list: [],
  supplier_id: 0,
  ...t,
  attribute_value_info_list: values(vals),
});

/** 颜色 is the main sale attribute everywhere; value 1448 is the empty value the official example also carries. */
const COLOUR = attr(27, '颜色', { attribute_type: 1, attribute_label: 1, attribute_mode: 2, attribute_status: 3 }, [
  [112, '黑色'],
  [739, '白色'],
  [78, '杏色'],
  [81, '红色'],
  [92, '蓝色'],
  [104, '灰色'],
  [118, '粉色'],
  [129, '绿色'],
  [136, '黄色'],
  [141, '紫色'],
  [1448, ''],
]);
const size = (vals: Array<[number, string]>) =>
  attr(87, '尺寸', { attribute_type: 1, attribute_mode: 2, attribute_status: 3 }, vals);
const ONE_SIZE: [number, string] = [474, '单一尺寸'];
const ADULT = size([
  [405, 'XS'],
  [568, 'S'],
  [417, 'M'],
  [387, 'L'],
  [401, 'XL'],
  [402, 'XXL'],
  [403, '2XL'],
  [404, '3XL'],
]);
const KIDS = size([
  [5101, '110cm'],
  [5102, '120cm'],
  [5103, '130cm'],
  [5104, '140cm'],
]);
const COMPOSITION = attr(
  1000105,
  '成分',
  { attribute_type: 3, attribute_mode: 4, attribute_status: 3, attribute_remark_list: [2] },
  [
    [63, '棉'],
    [64, '聚酯纤维'],
    [65, '氨纶'],
    [66, '粘纤'],
  ],
);
const material = (vals: Array<[number, string]>) =>
  attr(160, '材质', { attribute_type: 4, attribute_mode: 3, attribute_status: 3 }, vals);
const PATTERN = attr(
  1000099,
  '图案类型',
  { attribute_type: 4, attribute_mode: 1, attribute_status: 2, attribute_input_num: 2 },
  [
    [7301, '字母'],
    [7302, '卡通'],
    [7303, '几何图案'],
    [7304, '风景'],
  ],
);
const NECKLINE = attr(1000411, '领型', { attribute_type: 4, attribute_mode: 3, attribute_status: 2 }, [
  [7201, '圆领'],
  [7202, 'V领'],
  [7203, '连帽'],
]);
/** attribute_status 1: retired, must not be filled. */
const RETIRED = attr(1000001, '旧款标签', { attribute_type: 4, attribute_mode: 3, attribute_status: 1 }, [
  [7401, '旧款'],
]);
const LENGTH = attr(85, '衣长', { attribute_type: 2, attribute_mode: 0, attribute_status: 3 });
const BUST = attr(86, '胸围', { attribute_type: 2, attribute_mode: 0, attribute_status: 2 });

const apparel = (sizes: SheinAttr) => [COLOUR, sizes, COMPOSITION, PATTERN, NECKLINE, RETIRED, LENGTH, BUST];
const goods = (sizes: Array<[number, string]>, mats: Array<[number, string]>) => [
  COLOUR,
  size(sizes),
  material(mats),
  PATTERN,
];

const TEMPLATES: Record<TemplateKey, SheinAttr[]> = {
  top: apparel(ADULT),
  dress: apparel(ADULT),
  pants: [COLOUR, ADULT, COMPOSITION, PATTERN, LENGTH],
  'kids-top': apparel(KIDS),
  pillow: goods(
    [
      [6201, '40x40cm'],
      [6202, '45x45cm'],
    ],
    [
      [7105, '帆布'],
      [7108, '短毛绒'],
    ],
  ),
  blanket: goods(
    [
      [6401, '100x150cm'],
      [6402, '130x150cm'],
    ],
    [
      [7108, '短毛绒'],
      [7109, '法兰绒'],
    ],
  ),
  'wall-art': goods(
    [
      [6501, '30x40cm'],
      [6502, '40x60cm'],
    ],
    [
      [7105, '帆布'],
      [7106, '纸'],
    ],
  ),
  mug: goods([ONE_SIZE, [6101, '11oz'], [6102, '15oz']], [[7101, '陶瓷']]),
  bag: goods([ONE_SIZE], [[7105, '帆布']]),
  'phone-case': goods(
    [
      [6301, 'iPhone 15'],
      [6302, 'iPhone 15 Pro'],
      [6303, 'iPhone 16'],
    ],
    [
      [7102, 'TPU'],
      [7103, 'PC'],
      [7104, '硅胶'],
    ],
  ),
  sticker: goods(
    [ONE_SIZE],
    [
      [7107, 'PVC'],
      [7106, '纸'],
    ],
  ),
  notebook: goods([ONE_SIZE, [6601, 'A5']], [[7106, '纸']]),
};
/** main_attribute_status 3: the SKC colour must be a real value. */
export const MAIN_ATTRIBUTE_STATUS = 3;

const typeTemplates = new Map<number, SheinAttr[]>(
  (Object.keys(PRODUCT_TYPE) as TemplateKey[]).map((k) => [PRODUCT_TYPE[k], TEMPLATES[k]]),
);
/** The attributes of a product type, or undefined for one the store does not sell. */
export const attributesOf = (productTypeId: number) => typeTemplates.get(productTypeId);

export interface SheinLeaf {
  categoryId: number;
  productTypeId: number;
  name: string;
}
const leaves = new Map<number, SheinLeaf>(
  SANDBOX_CATEGORIES.filter((c) => c.template).map((c) => [
    c.catId,
    { categoryId: c.catId, productTypeId: PRODUCT_TYPE[c.template as TemplateKey], name: c.catName },
  ]),
);
export const leafOf = (categoryId: number) => leaves.get(categoryId);

interface TreeNode {
  category_id: number;
  product_type_id: number;
  parent_category_id: number;
  category_name: string;
  last_category: boolean;
  children: TreeNode[];
}
/** The whole store tree in snake_case (the category tree takes no parent filter). */
export function categoryTree(parent = 0): TreeNode[] {
  return SANDBOX_CATEGORIES.filter((c) => c.parentCatId === parent).map((c) => ({
    category_id: c.catId,
    product_type_id: c.template ? PRODUCT_TYPE[c.template] : 0,
    parent_category_id: c.parentCatId,
    category_name: c.catName,
    last_category: Boolean(c.template),
    children: categoryTree(c.catId),
  }));
}
