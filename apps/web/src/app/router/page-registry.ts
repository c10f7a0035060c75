import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Page key (the menu's `component`) → the page, loaded on demand: one chunk per page. When a module ships,
 * its line here points at the real page instead of the placeholder.
 */
export const PAGE_REGISTRY: Readonly<Record<string, LazyPage>> = {
  'authorizeShop/temu': lazy(() => import('@/features/shop/pages/temu-shops-page')),
  'authorizeShop/shein': lazy(() => import('@/features/shop/pages/shein-shops-page')),
  'authorizeShop/home': lazy(() => import('@/features/shop/pages/authorize-home-page')),
  'gallery/galleryMy': lazy(() => import('@/features/gallery/pages/gallery-my-page')),
  'design/designCanvas': lazy(() => import('@/features/designer/pages/design-canvas-page')),
  'design/designTemplate': lazy(() => import('@/features/design-template/pages/design-template-page')),
  'design/designBatch': lazy(() => import('@/features/design-template/pages/design-batch-page')),
  'select/designProduct': lazy(() => import('@/features/catalogue/pages/catalogue-page')),
  'select/designProductInfo': lazy(() => import('@/features/catalogue/pages/product-detail-page')),
  'select/designMy': lazy(() => import('@/features/designer/my/design-my-page')),
  'publish/temuTemplate': lazy(() => import('@/features/temu-publish/pages/temu-template-page')),
  'publish/temuPush': lazy(() => import('@/features/temu-publish/pages/temu-push-page')),
  'publish/temuInfo': lazy(() => import('@/features/temu-publish/pages/temu-info-page')),
  'publish/temuTemplateInfo': lazy(() => import('@/features/temu-publish/pages/temu-template-info-page')),
  'publish/qualityCheck': lazy(() => import('@/features/quality-check/pages/quality-check-page')),
  'publish/onlineProduct': lazy(() => import('@/features/online-product/pages/online-product-page')),
  'publish/sheinTemplate': lazy(() => import('@/features/shein-publish/pages/shein-template-page')),
  'publish/sheinTemplateInfo': lazy(() => import('@/features/shein-publish/pages/shein-template-info-page')),
  'publish/onlineProductShein': lazy(() => import('@/features/shein-publish/pages/online-product-shein-page')),
  'order/orderTemu': lazy(() => import('@/features/temu-order/pages/order-temu-page')),
  'order/orderTemu1': lazy(() => import('@/features/temu-order/pages/order-temu-detail-page')),
  'order/payTemu': lazy(() => import('@/features/temu-order/pages/pay-temu-page')),
  'order/orderShein': lazy(() => import('@/features/shein-order/pages/order-shein-page')),
  'order/shippingDesk': lazy(() => import('@/features/shipping-desk/pages/order-shipping-desk-page')),
  'order/orderPushRecord': lazy(() => import('@/features/order-push/pages/order-push-record-page')),
  'statistics/clientUserAccountRecord': lazy(() => import('@/features/wallet/records/account-record-page')),
  'statistics/overview': lazy(() => import('@/features/statistics/pages/overview-page')),
  'statistics/profit': lazy(() => import('@/features/statistics/pages/profit-page')),
  'system/userInfo': lazy(() => import('@/features/account/pages/user-info-page')),
  'system/vip': lazy(() => import('@/features/wallet/vip/vip-page')),
  'system/recharge': lazy(() => import('@/features/wallet/recharge/recharge-page')),
  'system/notifySettings': lazy(() => import('@/features/notification/pages/notify-settings-page')),
  'console/sellers': lazy(() => import('@/features/console/pages/console-sellers-page')),
  'console/withdraw': lazy(() => import('@/features/console/pages/console-withdraw-page')),
  'console/fundsException': lazy(() => import('@/features/console/pages/console-funds-exception-page')),
  'console/fulfilment': lazy(() => import('@/features/console/pages/console-fulfilment-page')),
  'console/shippingDesk': lazy(() => import('@/features/shipping-desk/pages/console-shipping-desk-page')),
  'console/catalogue': lazy(() => import('@/features/console/pages/console-catalogue-page')),
  'console/catalogueBlank': lazy(() => import('@/features/console/pages/console-catalogue-blank-page')),
  'console/notices': lazy(() => import('@/features/console/pages/console-notices-page')),
  'console/vip': lazy(() => import('@/features/console/pages/console-vip-page')),
  'console/site': lazy(() => import('@/features/console/pages/console-site-page')),
  'console/audit': lazy(() => import('@/features/console/pages/console-audit-page')),
  'console/menu': lazy(() => import('@/features/console/pages/console-menu-page')),
  'system/help': lazy(() => import('@/features/account/help/help-center-page')),
  'errors/forbidden': lazy(() => import('@/features/errors/pages/forbidden-page')),
};

/** A key the server delivers but this build does not know: shown as such rather than as a blank page. */
export const UNKNOWN_PAGE: LazyPage = lazy(() => import('@/features/errors/pages/unknown-page'));

export const resolvePage = (key: string): LazyPage => PAGE_REGISTRY[key] ?? UNKNOWN_PAGE;
