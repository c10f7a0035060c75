import { z } from 'zod';

// Answers of order/purchase-order-infos, order/get-mothe-child-orders and the four ccst APIs, typed from
// ../shared/references/shein/. Strict on the fields the product reads, tolerant of the rest (looseObject).

/** A number that may come as a digit string (FMBI accepts quantities sent as strings). */
const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const optNum = z
  .union([num, z.literal('')])
  .nullish()
  .transform((v) => (v === '' || v == null ? null : v));
/** Typed string on the page but sent as a number (storageId, recommendedSubWarehouseId). */
const idText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? null : String(v)));
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** The documented status enum (DOC 3001651); 全托管 uses only 2, 3, 4, 5, 7, 8 and 10. */
export const PURCHASE_ORDER_STATUS: Readonly<Record<number, string>> = {
  1: '待下单',
  2: '已下单',
  3: '发货中',
  4: '已送货',
  5: '已收货',
  6: '已查验',
  7: '已退货',
  8: '已完成',
  9: '无货下架',
  10: '已作废',
  11: '待审核',
  12: '分单中',
  13: '待退货',
};
export const FULL_MANAGED_STATUSES = [2, 3, 4, 5, 7, 8, 10] as const;
/** get-mothe-child-orders adds 14 全部触发 to the enum. */
export const MOTHER_CHILD_STATUS: Readonly<Record<number, string>> = { ...PURCHASE_ORDER_STATUS, 14: '全部触发' };
/** Unknown codes are opaque: shown with their number, never guessed. */
export const purchaseOrderStatusLabel = (s: number) => PURCHASE_ORDER_STATUS[s] ?? `未知状态（${s}）`;

export const PURCHASE_ORDER_TYPE = { 1: '急采', 2: '备货' } as const;
export type PurchaseOrderType = keyof typeof PURCHASE_ORDER_TYPE;
export const PURCHASE_ORDER_TYPES = [1, 2] as const satisfies readonly PurchaseOrderType[];

/** An unset time comes back as 1970-01-01 08:00:01; treat it as null. */
export const UNSET_TIME = '1970-01-01 08:00:01';
const time = z
  .string()
  .nullish()
  .transform((v) => (v == null || v === '' || v === UNSET_TIME ? null : v));

export const purchaseOrderLine = z.looseObject({
  skc: text,
  skuCode: z.string().min(1),
  supplierCode: text,
  supplierSku: text,
  suffixZh: text,
  price: optNum,
  needQuantity: optNum,
  orderQuantity: num,
  deliveryQuantity: optNum,
  receiptQuantity: optNum,
  storageQuantity: optNum,
  defectiveQuantity: optNum,
  requestDeliveryQuantity: optNum,
  noRequestDeliveryQuantity: optNum,
  alreadyDeliveryQuantity: optNum,
  imgPath: text,
  skuImg: text,
  remark: text,
});
export type PurchaseOrderLine = z.output<typeof purchaseOrderLine>;

const labelInfo = z.looseObject({ orderLabel: optNum, orderLabelName: text });
const goodsLevel = z.looseObject({ goodsLevel: optNum, goodsLevelName: text });

export const purchaseOrder = z.looseObject({
  orderNo: z.string().min(1),
  type: num.pipe(z.number().int()),
  typeName: text,
  status: num.pipe(z.number().int()),
  statusName: text,
  currency: text,
  currencyName: text,
  currencyId: optNum,
  supplierName: text,
  warehouseName: text,
  storageId: idText,
  recommendedSubWarehouseId: idText,
  countryMarket: optNum,
  prepareTypeId: optNum,
  prepareTypeName: text,
  urgentType: optNum,
  urgentTypeName: text,
  /** Typed boolean, but the example returns 2. */
  firstMark: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  firstMarkName: text,
  orderLabelInfo: list(labelInfo),
  goodsLevel: list(goodsLevel),
  addTime: time,
  allocateTime: time,
  requestTakeParcelTime: time,
  requestReceiptTime: time,
  requestDeliveryTime: time,
  deliveryTime: time,
  receiptTime: time,
  checkTime: time,
  storageTime: time,
  returnTime: time,
  reserveTime: time,
  updateTime: time,
  categoryName: text,
  orderMarkName: text,
  isJitMotherName: text,
  customInfoId: text,
  /** Shape not documented: kept as given. */
  customInfo: z.unknown().optional(),
  orderExtends: list(purchaseOrderLine),
});
export type PurchaseOrder = z.output<typeof purchaseOrder>;

/** `info` of purchase-order-infos. */
export const purchaseOrderInfos = z.looseObject({
  count: optNum,
  pageNo: optNum,
  pageSize: optNum,
  list: list(purchaseOrder),
});
export type PurchaseOrderInfos = z.output<typeof purchaseOrderInfos>;

/** `info` of get-mothe-child-orders: an array, one entry per requested order. */
export const motherChildOrders = z.array(
  z.looseObject({
    orderNo: z.string(),
    motherOrChildOrders: list(z.looseObject({ orderNo: z.string(), status: optNum, statusName: text })),
  }),
);

/** The main envelope (README §7): `code` "0" is success, the payload is in `info`. */
export const sheinResponse = <T extends z.ZodType>(info: T) =>
  z.looseObject({
    code: z.union([z.string(), z.number()]).transform(String),
    msg: text,
    info,
    traceId: text,
  });

/** The ccst envelope: the payload is in `data`, the text in `message` (or `msg`). */
export const ccstResponse = <T extends z.ZodType>(data: T) =>
  z.looseObject({
    code: z.union([z.string(), z.number()]).transform(String),
    msg: text,
    message: text,
    data,
    traceId: text,
  });

/** `data` of ccst/v1/custom-infos. `stores[].value` is a string, an array or an object, by `type`. */
export const customInfos = z.looseObject({
  id: z.string(),
  customInfo: z.looseObject({
    preview: z
      .looseObject({ effects: list(z.string()), images: list(z.string()), texts: list(z.string()) })
      .nullish()
      .transform((v) => v ?? { effects: [], images: [], texts: [] }),
    stores: list(
      z.looseObject({
        id: idText,
        key: text,
        label: text,
        moduleType: text,
        propertyName: text,
        type: text,
        value: z.unknown().optional(),
      }),
    ),
    customizerId: text,
    customizerVersion: optNum,
  }),
});
export type CustomInfos = z.output<typeof customInfos>;

/** `data` of ccst/v1/custom-info/templates. */
export const customInfoTemplates = z.looseObject({
  customInfoId: text,
  template: list(z.looseObject({ compositeId: z.union([z.string(), z.number()]).transform(String), title: text })),
});
export type CustomInfoTemplates = z.output<typeof customInfoTemplates>;

/** Body of ccst/v1/composite/task (compositeId is a string in templates, a number in the official example). */
export const compositeTaskBody = z.strictObject({
  customInfoId: z.string().min(1),
  compositeId: z.union([z.string().min(1), z.number()]),
  needUpdate: z.boolean().optional(),
});
/** `data` of composite/task: the 19-digit task id, kept as a string. */
export const compositeTask = z.looseObject({ id: z.string().min(1) });

export const COMPOSITE_STATUS = { 0: '无', 1: '处理中', 2: '成功', 3: '失败' } as const;
/** `data` of composite/queryTask. */
export const compositeQueryTask = z.looseObject({
  id: z.string(),
  customInfoId: z.string(),
  compositeId: z.union([z.string(), z.number()]).transform(String),
  status: num.pipe(z.number().int()),
  failedReason: text,
  resources: list(z.string()),
});
