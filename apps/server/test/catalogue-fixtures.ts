import type { CategoryNode, PageResult, ProductCard, ProductDetail } from '@podbench/contract';
import { expect } from 'vitest';
import type { TestApp } from './helper';

/** Catalogue suites' helpers: seeded blanks found by name, not by id (seeding runs two blanks at a time). */
export async function productPage(t: TestApp, query = '', token?: string) {
  const r = await t.call<PageResult<ProductCard>>({ method: 'GET', url: `/api/product/page${query}`, token });
  expect(r.status, r.msg).toBe(200);
  return r.data;
}

export async function productId(t: TestApp, name: string): Promise<number> {
  const page = await productPage(t, '?pageSize=100');
  const card = page.rows.find((c) => c.name.includes(name));
  if (!card) throw new Error(`no seeded blank named like ${name}`);
  return card.id;
}

export async function productDetail(t: TestApp, name: string, token?: string) {
  const id = await productId(t, name);
  const r = await t.call<ProductDetail>({ method: 'GET', url: `/api/product/detail?id=${id}`, token });
  expect(r.status, r.msg).toBe(200);
  return r.data;
}

export async function categoryTree(t: TestApp) {
  const r = await t.call<CategoryNode[]>({ method: 'GET', url: '/api/product/categories' });
  expect(r.status, r.msg).toBe(200);
  return r.data;
}

export const findCategory = (tree: CategoryNode[], name: string): CategoryNode | undefined => {
  for (const n of tree) {
    if (n.name === name) return n;
    const hit = findCategory(n.children, name);
    if (hit) return hit;
  }
  return undefined;
};
