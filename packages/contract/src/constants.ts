/** Business constants of spec §9 and the session rules of §2/§4; web and server read them from here. */
export const REQUEST_TIMEOUT_MS = 180_000;
export const TOAST_DURATION_MS = 5_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 180;
export const TOKEN_COOKIE_DAYS = 7;
export const USER_INFO_COOKIE_DAYS = 7;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PROJECT_TYPE = 1;

export const DEFAULT_SITE_TITLE = 'PodBench';
export const DEFAULT_PROJECT_TITLE = '跨境POD卖家工作台';

export const ROLE_ADMIN = 'admin';
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
export const ROLE_SELLER = 'seller';
export const ALL_PERMISSIONS = '*:*:*';

/** userType 2 is a sub-account; anything else is shown as a main account. */
export const UserType = { MAIN: 1, SUB: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const UserStatus = { ACTIVE: 0, DISABLED: 1 } as const;

/** Routes reachable without a token (spec §2), exactly. */
export const WHITELIST: readonly string[] = [
  '/login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/demo',
  '/clientOrderPushRecord',
  '/clientOrderPushRecord/orderManage',
  '/clientShopRepinfo',
  '/pdf',
  '/BatchRemoval',
  '/index',
  '/select/selectManage/designProductInfo',
];

/** Permissions a main account can grant to a sub-account. The main account itself holds `*:*:*`. */
export const SUB_ACCOUNT_PERMISSIONS = [
  { value: 'shop:manage', label: '店铺授权' },
  { value: 'gallery:manage', label: '图库管理' },
  { value: 'design:manage', label: '设计管理' },
  { value: 'publish:template', label: '模板管理' },
  { value: 'publish:push', label: '模板发布' },
  { value: 'order:view', label: '查看订单' },
  { value: 'order:pay', label: '订单支付' },
  { value: 'order:ship', label: '发货台发货' },
  { value: 'wallet:view', label: '查看交易记录' },
  { value: 'wallet:recharge', label: '在线充值' },
  { value: 'wallet:withdraw', label: '余额提现' },
  { value: 'vip:buy', label: '购买会员' },
] as const;
export type SubAccountPermission = (typeof SUB_ACCOUNT_PERMISSIONS)[number]['value'];

/** SMS scenes: what a code may be used for. A code sent for one scene is useless for another. */
export const SMS_SCENES = ['login', 'register', 'changePhone', 'bind', 'resetPassword'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
