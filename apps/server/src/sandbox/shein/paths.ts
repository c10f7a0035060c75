/**
 * Where the Shein sandbox lives. `gateway` is the API origin a SheinClient is pointed at (stable); `gateways`
 * stand for the two production hosts of README §3.1 — the sandbox accepts both, paths and shapes are identical.
 */
export const SHEIN_SANDBOX = {
  gateway: '/sandbox/shein',
  gateways: {
    /** openapi.sheincorp.cn: 代运营 / 简易平台 / 全托管, SHEIN自营, 其他. */
    cn: '/sandbox/shein/cn',
    /** openapi.sheincorp.com: 自主运营, 半托管. */
    com: '/sandbox/shein/com',
  },
  app: '/sandbox/shein/app',
  empower: '/sandbox/shein/empower',
  getByToken: '/sandbox/shein/open-api/auth/get-by-token',
  openApi: '/sandbox/shein/open-api/*',
  image: '/sandbox/shein/img/:file',
  raiseOrders: '/sandbox/shein/orders/raise',
  orderStatus: '/sandbox/shein/orders/status',
  review: '/sandbox/shein/products/review',
} as const;

/** README §3.1: the production gateway host per app type. */
export const SHEIN_GATEWAY_HOSTS = {
  selfOperated: 'https://openapi.sheincorp.com',
  semiManaged: 'https://openapi.sheincorp.com',
  fullyManaged: 'https://openapi.sheincorp.cn',
  sheinSelf: 'https://openapi.sheincorp.cn',
  other: 'https://openapi.sheincorp.cn',
  test: 'https://openapi-test01.sheincorp.cn',
} as const;
