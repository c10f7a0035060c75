import { SELLER_ROUTES } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { isProductionHost, toNavTree, visibleNav } from './nav-tree';

const paths = (items: ReturnType<typeof toNavTree>): string[] =>
  items.flatMap((item) => [item.path, ...paths(item.children)]);

describe('visibleNav', () => {
  const tree = toNavTree(SELLER_ROUTES);

  it('resolves absolute paths', () => {
    const publish = tree.find((i) => i.path === '/publish');
    expect(publish?.children.map((c) => c.path)).toEqual(['/publish/temu', '/publish/shein']);
    expect(publish?.children[0].children[0].path).toBe('/publish/temuTemplate');
  });

  it('skips hidden entries', () => {
    const shown = paths(visibleNav(tree, { productionHost: false }));
    expect(shown).not.toContain('/authorizeShop/home');
    expect(shown).not.toContain('/select/designProductInfo');
    expect(shown).toContain('/select/designMy');
  });

  it('hides /system (role admin) from a seller but not from an operator', () => {
    expect(paths(visibleNav(tree, { roles: ['seller'], productionHost: false }))).not.toContain('/system');
    expect(paths(visibleNav(tree, { roles: ['admin'], productionHost: false }))).toContain('/system/userInfo');
    expect(paths(visibleNav(tree, { productionHost: false }))).toContain('/system');
  });

  it('hides the second marketplace on production hosts', () => {
    const prod = paths(visibleNav(tree, { productionHost: true }));
    expect(prod.filter((p) => /shein/i.test(p))).toEqual([]);
    expect(prod).toContain('/authorizeShop/temu');
    const dev = paths(visibleNav(tree, { productionHost: false }));
    expect(dev).toContain('/authorizeShop/shein');
    expect(dev).toContain('/order/orderShein');
  });

  it('matches the host against site config productionHosts', () => {
    expect(isProductionHost('pod.example.com', ['pod.example.com'])).toBe(true);
    expect(isProductionHost('localhost', ['pod.example.com'])).toBe(false);
    expect(isProductionHost('localhost', undefined)).toBe(false);
  });
});
