import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface PublicRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Shown inside the light public frame (brand bar) rather than full-bleed. */
  framed: boolean;
  /**
   * Signed in, the page sits in the layout shell like a menu page (sidebar, header, its own tab with this title)
   * instead of the public frame: a tool every visitor may see, but a seller uses inside their workspace.
   */
  shellTitle?: string;
}

/** Routes that exist for everyone, signed in or not (the whitelist of spec §2 plus /404). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', page: lazy(() => import('@/features/auth/pages/login-page')), framed: false },
  { path: '/register', page: lazy(() => import('@/features/auth/pages/register-page')), framed: false },
  { path: '/bind', page: lazy(() => import('@/features/auth/pages/bind-page')), framed: false },
  { path: '/auth-redirect', page: lazy(() => import('@/features/auth/pages/auth-redirect-page')), framed: true },
  { path: '/index', page: lazy(() => import('@/features/home/pages/home-page')), framed: false },
  { path: '/404', page: lazy(() => import('@/features/errors/pages/not-found-page')), framed: true },
  // Full-bleed: the designer brings its own frame and sign-up banner.
  { path: '/demo', page: lazy(() => import('@/features/designer/pages/demo-page')), framed: false },
  { path: '/pdf', page: lazy(() => import('@/features/label-pdf/pages/pdf-page')), framed: true },
  {
    path: '/BatchRemoval',
    page: lazy(() => import('@/features/batch-removal/pages/batch-removal-page')),
    framed: true,
    shellTitle: '批量抠图',
  },
  {
    path: '/clientShopRepinfo',
    page: lazy(() => import('@/features/shop/pages/client-shop-repinfo-page')),
    framed: true,
  },
  {
    path: '/clientOrderPushRecord',
    page: lazy(() => import('@/features/order-push/pages/order-push-record-page')),
    framed: true,
  },
  {
    path: '/clientOrderPushRecord/orderManage',
    page: lazy(() => import('@/features/order-push/pages/order-push-shared-page')),
    framed: true,
  },
  {
    // Whitelisted alias of the product-info page, reachable without signing in.
    path: '/select/selectManage/designProductInfo',
    page: lazy(() => import('@/features/catalogue/pages/product-detail-page')),
    framed: true,
  },
];
