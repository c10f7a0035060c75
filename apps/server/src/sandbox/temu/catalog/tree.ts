/** Which property template (templates.ts) a leaf uses: one per kind of blank in the catalogue. */
export type LeafKind = 'tee' | 'hoodie' | 'mug' | 'phone-case' | 'bag' | 'pillow' | 'wall-art' | 'mouse-pad';

export interface TemuCategory {
  catId: number;
  catName: string;
  parentCatId: number;
  /** 1 服饰 (apparel), 0 otherwise (bg.goods.cats.get.md: SDK `1` = 服饰; detail.get 0 未分类 / 1 服饰). */
  catType: 0 | 1;
  /** Leaves carry a template; a category is a leaf exactly when it has one. */
  kind?: LeafKind;
  /** Size-chart class (Temu doc 200) bg.goods.sizecharts.class.get answers for this leaf; absent = no chart needed. */
  sizeClassId?: number;
}

/**
 * The sandbox's slice of Temu's category tree, for the catalogue's eight blanks (T-shirt, hoodie, mug, phone case,
 * tote bag, pillow, wall art, mouse pad). Level-1 ids are Temu's own (doc 205: 27011 服装鞋靴和珠宝饰品, 9711
 * 家具厨房用品, 24252 手机和配件, 2542 电子), so doc 205's title limits apply as they are. The path
 * 27011 → 27012 → 27100 → 30469 is the one the reference's goods.add sample uses; the other ids below level 1 are the
 * sandbox's own.
 */
const APPAREL = 1 as const;
const OTHER = 0 as const;
export const CATEGORIES: readonly TemuCategory[] = [
  { catId: 27011, catName: '服装鞋靴和珠宝饰品', parentCatId: 0, catType: APPAREL },
  { catId: 27012, catName: '男装', parentCatId: 27011, catType: APPAREL },
  { catId: 27100, catName: '男士上衣', parentCatId: 27012, catType: APPAREL },
  { catId: 30469, catName: 'T恤', parentCatId: 27100, catType: APPAREL, kind: 'tee', sizeClassId: 3 },
  { catId: 30470, catName: '卫衣', parentCatId: 27100, catType: APPAREL, kind: 'hoodie', sizeClassId: 3 },
  { catId: 27013, catName: '女装', parentCatId: 27011, catType: APPAREL },
  { catId: 27200, catName: '女士上衣', parentCatId: 27013, catType: APPAREL },
  { catId: 30479, catName: 'T恤', parentCatId: 27200, catType: APPAREL, kind: 'tee', sizeClassId: 5 },
  { catId: 30480, catName: '卫衣', parentCatId: 27200, catType: APPAREL, kind: 'hoodie', sizeClassId: 5 },
  { catId: 27014, catName: '中性服装', parentCatId: 27011, catType: APPAREL },
  { catId: 27300, catName: '中性上衣', parentCatId: 27014, catType: APPAREL },
  { catId: 30489, catName: 'T恤', parentCatId: 27300, catType: APPAREL, kind: 'tee', sizeClassId: 52 },
  { catId: 30490, catName: '连帽卫衣', parentCatId: 27300, catType: APPAREL, kind: 'hoodie', sizeClassId: 52 },
  { catId: 27015, catName: '箱包', parentCatId: 27011, catType: OTHER },
  { catId: 27400, catName: '女士包袋', parentCatId: 27015, catType: OTHER },
  { catId: 30499, catName: '帆布包', parentCatId: 27400, catType: OTHER, kind: 'bag' },
  { catId: 30500, catName: '托特包', parentCatId: 27400, catType: OTHER, kind: 'bag' },
  { catId: 9711, catName: '家具厨房用品', parentCatId: 0, catType: OTHER },
  { catId: 9712, catName: '厨房餐具', parentCatId: 9711, catType: OTHER },
  { catId: 9713, catName: '饮具', parentCatId: 9712, catType: OTHER },
  { catId: 9714, catName: '马克杯', parentCatId: 9713, catType: OTHER, kind: 'mug' },
  { catId: 9720, catName: '家居装饰', parentCatId: 9711, catType: OTHER },
  { catId: 9721, catName: '墙面装饰', parentCatId: 9720, catType: OTHER },
  { catId: 9722, catName: '装饰画', parentCatId: 9721, catType: OTHER, kind: 'wall-art' },
  { catId: 9730, catName: '家纺', parentCatId: 9711, catType: OTHER },
  { catId: 9731, catName: '靠垫及抱枕', parentCatId: 9730, catType: OTHER },
  { catId: 9732, catName: '抱枕套', parentCatId: 9731, catType: OTHER, kind: 'pillow' },
  { catId: 24252, catName: '手机和配件', parentCatId: 0, catType: OTHER },
  { catId: 24253, catName: '手机配件', parentCatId: 24252, catType: OTHER },
  { catId: 24254, catName: '手机壳', parentCatId: 24253, catType: OTHER, kind: 'phone-case' },
  { catId: 2542, catName: '电子', parentCatId: 0, catType: OTHER },
  { catId: 2543, catName: '电脑及配件', parentCatId: 2542, catType: OTHER },
  { catId: 2544, catName: '键鼠配件', parentCatId: 2543, catType: OTHER },
  { catId: 2545, catName: '鼠标垫', parentCatId: 2544, catType: OTHER, kind: 'mouse-pad' },
];

const byId = new Map(CATEGORIES.map((c) => [c.catId, c]));

export const categoryById = (catId: number) => byId.get(catId);
export const childCategories = (parentCatId: number) => CATEGORIES.filter((c) => c.parentCatId === parentCatId);

/** Level-1 … leaf ids of a category. */
export function pathOf(cat: TemuCategory): number[] {
  const path = [cat.catId];
  for (let p = byId.get(cat.parentCatId); p; p = byId.get(p.parentCatId)) path.unshift(p.catId);
  return path;
}
export const levelOfCategory = (cat: TemuCategory) => pathOf(cat).length;
