/** Where the Shein sandbox lives; `gateway` is the API origin a SheinClient is pointed at. */
export const SHEIN_SANDBOX = {
  gateway: '/sandbox/shein',
  app: '/sandbox/shein/app',
  empower: '/sandbox/shein/empower',
  getByToken: '/sandbox/shein/open-api/auth/get-by-token',
  openApi: '/sandbox/shein/open-api/*',
  image: '/sandbox/shein/img/:file',
  raiseOrders: '/sandbox/shein/orders/raise',
  orderStatus: '/sandbox/shein/orders/status',
} as const;
