/**
 * Per-shop, per-type calls per second, from Temu doc 196 (接口列表, column 接口规则 "Nqps/店铺"). The sandbox's own
 * table: never the client's, so a wrong limit on either side shows up as 429s or as slack.
 *
 * Types doc 196 gives no number for (every publishing type, labels, quality checks, sales …) get
 * {@link UNSTATED_QPS}: the lowest limit doc 196 states anywhere (3), the most conservative documented choice.
 */
export const DOC_196_QPS: Readonly<Record<string, number>> = {
  'bg.purchaseorder.apply': 3,
  'bg.purchaseorderv2.get': 3,
  'bg.shiporder.staging.add': 3,
  'bg.shiporder.staging.get': 5,
  'bg.mall.address.add': 3,
  'bg.shiporder.receiveaddressv2.get': 5,
  'bg.shiporderv3.create': 5,
  'bg.shiporderv2.get': 3,
  'bg.shiporder.cancel': 3,
  'bg.shiporder.package.get': 3,
  'bg.shiporder.package.edit': 3,
  'bg.logistics.boxmarkinfo.get': 3,
  'bg.shiporderv3.logisticsmatch.get': 5,
  'bg.shiporder.packing.send': 5,
  'bg.shiporder.logistics.change': 3,
};

/** See the table's comment: doc 196 states no number for these types. */
export const UNSTATED_QPS = 3;

export const sandboxQpsOf = (type: string) => DOC_196_QPS[type] ?? UNSTATED_QPS;
