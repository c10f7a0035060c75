import { LAYOUT, PARENT_VIEW } from './menu';

/**
 * The built-in route table of spec §2. The server seeds the seller menu from it and the web app falls
 * back to it when the server sends no routes. Child paths that start with `/` are absolute (the publish
 * groups), others are joined to their parent's path.
 */
export interface RouteSeed {
  menuName: string;
  path: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  icon?: string;
  roles?: string[];
  perms?: string;
  children?: RouteSeed[];
}

const page = (path: string, menuName: string, component: string, extra: Partial<RouteSeed> = {}): RouteSeed => ({
  path,
  menuName,
  component,
  ...extra,
});

export const SELLER_ROUTES: RouteSeed[] = [
  {
    path: '/authorizeShop',
    menuName: '店铺授权',
    component: LAYOUT,
    redirect: '/authorizeShop/temu',
    icon: 'shop',
    children: [
      page('temu', 'Temu店铺', 'authorizeShop/temu'),
      page('shein', 'Shein店铺', 'authorizeShop/shein'),
      page('home', '授权首页', 'authorizeShop/home', { hidden: true }),
    ],
  },
  {
    path: '/gallery',
    menuName: '图库管理',
    component: LAYOUT,
    redirect: '/gallery/galleryMy',
    icon: 'picture',
    children: [page('galleryMy', '我的图库', 'gallery/galleryMy')],
  },
  {
    path: '/design',
    menuName: '设计中心',
    component: LAYOUT,
    redirect: '/design/designCanvas',
    icon: 'highlight',
    children: [
      page('designCanvas', '新版设计器', 'design/designCanvas'),
      page('designTemplate', '设计模板', 'design/designTemplate'),
      page('designBatch', '批量套图', 'design/designBatch'),
    ],
  },
  {
    path: '/select',
    menuName: '选品定制',
    component: LAYOUT,
    redirect: '/select/designProduct',
    icon: 'product',
    children: [
      page('designProduct', '定制产品', 'select/designProduct'),
      page('designProductInfo', '产品详情', 'select/designProductInfo', { hidden: true }),
      page('designMy', '我的定制', 'select/designMy'),
    ],
  },
  {
    path: '/publish',
    menuName: '模板发布',
    component: LAYOUT,
    redirect: '/publish/temuTemplate',
    icon: 'cloud-upload',
    children: [
      {
        path: 'temu',
        menuName: 'Temu全托管',
        component: PARENT_VIEW,
        children: [
          page('/publish/temuTemplate', '模板管理', 'publish/temuTemplate'),
          page('/publish/temuPush', '模板发布', 'publish/temuPush'),
          page('/publish/temuInfo', '发布详情', 'publish/temuInfo', { hidden: true }),
          page('/publish/temuTemplateInfo', '模板编辑', 'publish/temuTemplateInfo', { hidden: true }),
          page('/publish/qualityCheck', '质检结果', 'publish/qualityCheck'),
          page('/publish/onlineProduct', '在线商品', 'publish/onlineProduct'),
        ],
      },
      {
        path: 'shein',
        menuName: 'Shein',
        component: PARENT_VIEW,
        children: [
          page('/publish/sheinTemplate', 'Shein模板', 'publish/sheinTemplate'),
          page('/publish/sheinTemplateInfo', 'Shein模板编辑', 'publish/sheinTemplateInfo', { hidden: true }),
          page('/publish/onlineProductShein', 'Shein在线商品', 'publish/onlineProductShein'),
        ],
      },
    ],
  },
  {
    path: '/order',
    menuName: '订单管理',
    component: LAYOUT,
    redirect: '/order/orderTemu',
    icon: 'shopping',
    children: [
      page('orderTemu', '全托管订单', 'order/orderTemu'),
      page('orderTemu1', '订单详情', 'order/orderTemu1', { hidden: true }),
      page('payTemu', '账户支付', 'order/payTemu', { hidden: true }),
      page('shippingDesk', '发货台', 'order/shippingDesk'),
      page('orderPushRecord', '订单推送记录', 'order/orderPushRecord'),
      page('orderShein', 'Shein订单', 'order/orderShein'),
    ],
  },
  {
    path: '/statistics',
    menuName: '数据统计',
    component: LAYOUT,
    redirect: '/statistics/clientUserAccountRecord',
    icon: 'total',
    children: [
      page('clientUserAccountRecord', '交易记录', 'statistics/clientUserAccountRecord'),
      page('overview', '经营概览', 'statistics/overview'),
      page('profit', '利润分析', 'statistics/profit'),
    ],
  },
  {
    path: '/system',
    menuName: '个人中心',
    component: LAYOUT,
    redirect: '/system/userInfo',
    icon: 'company',
    roles: ['admin'],
    children: [
      page('userInfo', '个人信息', 'system/userInfo'),
      page('notifySettings', '通知设置', 'system/notifySettings'),
      page('vip', '购买会员', 'system/vip'),
      page('recharge', '在线充值', 'system/recharge'),
    ],
  },
];

/** The operator area's pages, in menu order. Migrations 0014, 0016 and 0027 add the ones an older database lacks. */
export const CONSOLE_PAGES: RouteSeed[] = [
  page('sellers', '卖家管理', 'console/sellers', { roles: ['admin'] }),
  page('fulfilment', '生产发货', 'console/fulfilment', { roles: ['admin'] }),
  page('shippingDesk', '发货台', 'console/shippingDesk', { roles: ['admin'] }),
  page('catalogue', '底版管理', 'console/catalogue', { roles: ['admin'] }),
  page('catalogueBlank', '底版编辑', 'console/catalogueBlank', { roles: ['admin'], hidden: true }),
  page('withdraw', '提现审核', 'console/withdraw', { roles: ['admin'] }),
  page('fundsException', '资金异常', 'console/fundsException', { roles: ['admin'] }),
  page('notices', '公告管理', 'console/notices', { roles: ['admin'] }),
  page('vip', '会员套餐', 'console/vip', { roles: ['admin'] }),
  page('site', '站点设置', 'console/site', { roles: ['admin'] }),
  page('audit', '操作日志', 'console/audit', { roles: ['admin'] }),
  page('menu', '菜单管理', 'console/menu', { roles: ['admin'] }),
];

/** Operator-only menu (role admin). */
export const OPERATOR_ROUTES: RouteSeed[] = [
  {
    path: '/console',
    menuName: '运营后台',
    component: LAYOUT,
    redirect: '/console/sellers',
    icon: 'setting',
    roles: ['admin'],
    children: CONSOLE_PAGES,
  },
];

/** The default home after `/`. */
export const HOME_PATH = '/authorizeShop/temu';
