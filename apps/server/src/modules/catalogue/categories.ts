import type { CategoryNode } from '@podbench/contract';
import type { Executor } from '../../db';
import { countOnSaleByCategory, listCategories } from './repository';

export interface CategoryIndex {
  tree: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

/** The category tree with on-sale counts rolled up to each ancestor. Small table: read whole per request. */
export async function loadCategoryIndex(db: Executor): Promise<CategoryIndex> {
  const [rows, counts] = await Promise.all([listCategories(db), countOnSaleByCategory(db)]);
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) {
    const id = Number(r.id);
    byId.set(id, { id, parentId: Number(r.parent_id), name: r.name, productCount: counts.get(id) ?? 0, children: [] });
  }
  const tree: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  const rollUp = (n: CategoryNode): number => {
    n.productCount += n.children.reduce((s, c) => s + rollUp(c), 0);
    return n.productCount;
  };
  tree.forEach(rollUp);
  return { tree, byId };
}

/** The category and all below it. */
export function descendantIds(index: CategoryIndex, id: number): number[] {
  const root = index.byId.get(id);
  if (!root) return [];
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n.id);
    stack.push(...n.children);
  }
  return out;
}

/** Names from the top category down to `id`. */
export function categoryPath(index: CategoryIndex, id: number): string[] {
  const path: string[] = [];
  for (let n = index.byId.get(id); n && path.length < 10; n = index.byId.get(n.parentId)) path.unshift(n.name);
  return path;
}
