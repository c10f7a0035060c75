/** Where the Temu sandbox lives. Gateway bases get `/openapi/router` appended by the client, as Temu's do. */
export const TEMU_SANDBOX = {
  gatewayCn: '/sandbox/temu',
  gatewayPa: '/sandbox/temu/pa',
  app: '/sandbox/temu/app',
  shops: '/sandbox/temu/shops',
  shopToken: '/sandbox/temu/shops/token',
  authorize: '/sandbox/temu/authorize',
  seller: '/sandbox/temu/seller',
  /** Seller Center's authorisation page for the code flow (appKey, redirect_uri, state in the query). */
  sellerAuthorize: '/sandbox/temu/seller/authorize',
  expireToken: '/sandbox/temu/control/expire-token',
  revokeToken: '/sandbox/temu/control/revoke-token',
  fault: '/sandbox/temu/control/fault',
  /** Uploaded images, as bg.goods.image.upload.global returns them. */
  image: '/sandbox/temu/img/:file',
  goods: '/sandbox/temu/control/goods',
  sampleGoods: '/sandbox/temu/control/goods/sample',
  reviewNow: '/sandbox/temu/control/goods/review-now',
  onSaleNow: '/sandbox/temu/control/goods/on-sale-now',
  inspectNow: '/sandbox/temu/control/goods/inspect-now',
  /** A shop's daily publishing cap (2000197): `{ mallId, cap }`, cap null = none. */
  dailyCap: '/sandbox/temu/control/goods/daily-cap',
  tick: '/sandbox/temu/control/tick',
  /** Stock-up orders: list a shop's, raise some now for its on-sale customised goods, cancel one. */
  orders: '/sandbox/temu/control/orders',
  ordersNow: '/sandbox/temu/control/orders/create-now',
  cancelOrder: '/sandbox/temu/control/orders/cancel',
  /** The warehouse signs for and puts away a sent package now. */
  receiveNow: '/sandbox/temu/control/shiporders/receive-now',
  /** Temu's print pages (`{host}/tool/print?dataKey=`): CN for box marks, PA for the bg.glo.* barcode types. */
  printCn: '/sandbox/temu/tool/print',
  printPa: '/sandbox/temu/pa/tool/print',
  /** Waybill PDFs of express.note.get (`childWaybillNote`), fetched with the header sign of Temu doc 121. */
  waybillBase: '/sandbox/temu/cn-caster-waybill',
  waybill: '/sandbox/temu/cn-caster-waybill/:file',
} as const;

export const routerPath = (base: string) => `${base}/openapi/router`;
