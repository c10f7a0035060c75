import { type TemuTemplate, templateOf } from '../catalog/templates';
import { categoryById, pathOf, type TemuCategory } from '../catalog/tree';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

export interface CheckedCategory {
  leaf: TemuCategory;
  path: number[];
  apparel: boolean;
  template: TemuTemplate;
}

/** cat1Id…cat10Id: the path from level 1 to a leaf, 0 for the unused levels (Temu doc 199 §一). */
export function checkCategory(p: GoodsAddRequest): CheckedCategory {
  const ids = Array.from({ length: 10 }, (_, i) => p[`cat${(i + 1) as 1}Id`]);
  const depth = ids.indexOf(0) === -1 ? 10 : ids.indexOf(0);
  if (depth === 0) throw goodsError(GoodsCode.CATEGORY_INVALID, 'cat1Id');
  if (ids.slice(depth).some((x) => x !== 0))
    throw goodsError(GoodsCode.CATEGORY_NOT_ALLOWED, '从一级类目到叶子类目依次填写，其他传0');
  const leaf = categoryById(ids[depth - 1]!);
  if (!leaf) throw goodsError(GoodsCode.CATEGORY_INVALID, String(ids[depth - 1]));
  const path = pathOf(leaf);
  if (path.length !== depth || path.some((id, i) => id !== ids[i])) {
    throw goodsError(GoodsCode.CATEGORY_NOT_ALLOWED, `类目路径应为 ${path.join(' > ')}`);
  }
  if (!leaf.kind) throw goodsError(GoodsCode.TEMPLATE_FAILED, `${leaf.catId} 不是叶子类目`);
  return { leaf, path, apparel: leaf.catType === 1, template: templateOf(leaf.kind) };
}
