/** Which property template (attr-templates.ts) a leaf uses. */
export type TemplateKey =
  | 'top'
  | 'dress'
  | 'pants'
  | 'kids-top'
  | 'pillow'
  | 'blanket'
  | 'wall-art'
  | 'mug'
  | 'bag'
  | 'phone-case'
  | 'sticker'
  | 'notebook';

export interface SandboxCategory {
  catId: number;
  catName: string;
  parentCatId: number;
  template?: TemplateKey;
}

/**
 * A small but realistic slice of Temu's category tree for print-on-demand goods. A category is a leaf exactly
 * when it has a template; levels follow from the parent chain. Ids are stable: listings and templates refer to them.
 */
export const SANDBOX_CATEGORIES: readonly SandboxCategory[] = [
  { catId: 26000, catName: '服装', parentCatId: 0 },
  { catId: 26100, catName: '女装', parentCatId: 26000 },
  { catId: 26110, catName: 'T恤', parentCatId: 26100, template: 'top' },
  { catId: 26111, catName: '卫衣', parentCatId: 26100, template: 'top' },
  { catId: 26112, catName: '背心', parentCatId: 26100, template: 'top' },
  { catId: 26113, catName: '连衣裙', parentCatId: 26100, template: 'dress' },
  { catId: 26200, catName: '男装', parentCatId: 26000 },
  { catId: 26210, catName: 'T恤', parentCatId: 26200, template: 'top' },
  { catId: 26211, catName: '卫衣', parentCatId: 26200, template: 'top' },
  { catId: 26212, catName: 'POLO衫', parentCatId: 26200, template: 'top' },
  { catId: 26213, catName: '休闲裤', parentCatId: 26200, template: 'pants' },
  { catId: 26300, catName: '童装', parentCatId: 26000 },
  { catId: 26310, catName: '儿童T恤', parentCatId: 26300, template: 'kids-top' },
  { catId: 26311, catName: '儿童卫衣', parentCatId: 26300, template: 'kids-top' },
  { catId: 27000, catName: '家居用品', parentCatId: 0 },
  { catId: 27100, catName: '家纺', parentCatId: 27000 },
  { catId: 27110, catName: '抱枕套', parentCatId: 27100, template: 'pillow' },
  { catId: 27111, catName: '毛毯', parentCatId: 27100, template: 'blanket' },
  { catId: 27200, catName: '家居装饰', parentCatId: 27000 },
  { catId: 27210, catName: '装饰画', parentCatId: 27200, template: 'wall-art' },
  { catId: 27211, catName: '挂毯', parentCatId: 27200, template: 'wall-art' },
  { catId: 27300, catName: '厨房餐具', parentCatId: 27000 },
  { catId: 27310, catName: '马克杯', parentCatId: 27300, template: 'mug' },
  { catId: 28000, catName: '箱包', parentCatId: 0 },
  { catId: 28100, catName: '女包', parentCatId: 28000 },
  { catId: 28110, catName: '帆布包', parentCatId: 28100, template: 'bag' },
  { catId: 28111, catName: '托特包', parentCatId: 28100, template: 'bag' },
  { catId: 29000, catName: '手机及配件', parentCatId: 0 },
  { catId: 29100, catName: '手机配件', parentCatId: 29000 },
  { catId: 29110, catName: '手机壳', parentCatId: 29100, template: 'phone-case' },
  { catId: 30000, catName: '办公文具', parentCatId: 0 },
  { catId: 30100, catName: '本册纸品', parentCatId: 30000 },
  { catId: 30110, catName: '笔记本', parentCatId: 30100, template: 'notebook' },
  { catId: 30120, catName: '贴纸', parentCatId: 30100, template: 'sticker' },
];

const byId = new Map(SANDBOX_CATEGORIES.map((c) => [c.catId, c]));

export const findCategory = (catId: number) => byId.get(catId);

export function levelOf(cat: SandboxCategory): number {
  let level = 1;
  for (let p = byId.get(cat.parentCatId); p; p = byId.get(p.parentCatId)) level++;
  return level;
}

export const childrenOf = (parentCatId: number) => SANDBOX_CATEGORIES.filter((c) => c.parentCatId === parentCatId);
