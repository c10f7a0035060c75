import { HOME_PATH } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import type { FlatRouteTable } from './flatten-routes';
import { FORBIDDEN_PAGE, homeFor, isUsablePage, withForbiddenPages } from './landing';

const page = (path: string, component: string) => ({ path, component, title: path, hidden: false, roles: [] });
/** What a gallery-only sub-account is delivered: 我的图库, 个人信息, 帮助中心. */
const galleryOnly: FlatRouteTable = {
  pages: [
    page('/gallery/galleryMy', 'gallery/galleryMy'),
    page('/system/userInfo', 'system/userInfo'),
    page('/system/help', 'system/help'),
  ],
  redirects: [{ path: '/gallery', to: '/gallery/galleryMy' }],
};

describe('withForbiddenPages', () => {
  const table = withForbiddenPages(galleryOnly);
  const byPath = new Map(table.pages.map((p) => [p.path, p]));

  it('keeps the delivered pages as they are', () => {
    expect(byPath.get('/gallery/galleryMy')?.component).toBe('gallery/galleryMy');
    expect(table.redirects).toEqual(galleryOnly.redirects);
  });

  it('routes known pages outside the menu (seller and operator) to 无权访问, hidden', () => {
    for (const path of [
      '/order/orderTemu',
      '/order/payTemu',
      '/statistics/clientUserAccountRecord',
      '/console/sellers',
    ]) {
      expect(byPath.get(path)).toMatchObject({ component: FORBIDDEN_PAGE, hidden: true });
      expect(isUsablePage(byPath.get(path)!)).toBe(false);
    }
    expect(byPath.has('/no/such/page')).toBe(false);
  });
});

describe('homeFor', () => {
  const seller = withForbiddenPages({ pages: [page(HOME_PATH, 'authorizeShop/temu')], redirects: [] });

  it('a seller who may use the shops lands on them (spec §2), whatever first-url says', () => {
    expect(homeFor(seller, '/authorizeShop/temu', false)).toBe('/authorizeShop/temu');
  });

  it('a sub-account without shop:manage lands on its first-url, not on a 无权访问 page', () => {
    expect(homeFor(withForbiddenPages(galleryOnly), '/gallery/galleryMy', false)).toBe('/gallery/galleryMy');
  });

  it('an operator lands on its first-url (the console) even though it may open the shops', () => {
    expect(homeFor(seller, '/console/sellers', true)).toBe('/console/sellers');
  });
});
