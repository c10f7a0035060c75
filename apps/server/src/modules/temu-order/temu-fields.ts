import { shanghaiDateTime, type TemuOrderField } from '@podbench/contract';

/**
 * The documented order-level fields of bg.purchaseorderv2.get (reference api/bg.purchaseorderv2.get.md), labelled
 * for the detail page, in the page's order. Enumerations are spelled out as the page gives them; a value Temu did
 * not send is left out. Per-SKU fields are shown on the lines.
 */
type Fmt = (v: unknown) => string | null;
const text: Fmt = (v) => (v === null || v === undefined || v === '' ? null : String(v));
const yesNo: Fmt = (v) => (v === true || v === 1 ? '是' : v === false || v === 0 ? '否' : null);
const time: Fmt = (v) => (typeof v === 'number' && v > 0 ? shanghaiDateTime(v) : null);
const oneOf =
  (labels: Record<number, string>): Fmt =>
  (v) =>
    v === null || v === undefined ? null : (labels[Number(v)] ?? String(v));
const list: Fmt = (v) => {
  if (!Array.isArray(v) || v.length === 0) return null;
  return v
    .map((x) =>
      x && typeof x === 'object' && 'skuDisplay' in x ? String((x as { skuDisplay: unknown }).skuDisplay) : String(x),
    )
    .join('、');
};

const FIELDS: Array<[key: string, label: string, fmt: Fmt]> = [
  ['subPurchaseOrderSn', '采购子单号', text],
  ['originalPurchaseOrderSn', '母订单号', text],
  // status: shown once, as the order's Temu 状态 (issue 21 §4), not again here.
  ['productId', '商品 ID', text],
  ['productSkcId', 'SKC ID', text],
  ['productName', '商品名称', text],
  ['productSn', '货号', text],
  ['category', '类目', text],
  ['categoryType', '类目类型', oneOf({ 0: '未分类', 1: '服饰' })],
  ['isCustomProduct', '定制品', yesNo],
  ['isFirst', '首单', yesNo],
  ['urgencyType', '加急', oneOf({ 0: '否', 1: '是' })],
  ['settlementType', '结算类型', oneOf({ 0: '非VMI（采购）', 1: 'VMI（备货）' })],
  ['purchaseStockType', '备货类型', oneOf({ 0: '普通', 1: 'JIT备货' })],
  ['isCloseJit', 'JIT转备货', yesNo],
  ['warehouseGroupId', '备货仓组', text],
  ['todayCanDeliver', '今日可发货', yesNo],
  ['supportIncreaseNum', '支持加单', yesNo],
  ['isCanJoinDeliverPlatform', '可加入发货台', yesNo],
  ['purchaseTime', '下单时间', time],
  ['source', '下单来源', oneOf({ 0: '运营', 1: '供应商', 2: '系统', 3: 'excel上传', 4: '系统规则' })],
  ['deliverInfo.receiveWarehouseName', '收货仓', text],
  ['deliverInfo.receiveWarehouseId', '收货仓 ID', text],
  ['deliverInfo.expectLatestDeliverTimeOrDefault', '要求最晚发货时间', time],
  ['deliverInfo.expectLatestArrivalTimeOrDefault', '要求最晚到货时间', time],
  ['deliverInfo.deliverTime', '发货时间', time],
  ['deliverInfo.receiveTime', '收货时间', time],
  ['deliveryOrderSn', '发货单号', text],
  ['deliverInfo.deliveryOrderSn', '发货单号（发货信息）', text],
  ['currencyType', '币种', text],
  ['hasQcBill', '有质检报告', yesNo],
  ['qcReject', '创单时存在质检不合格SKU', yesNo],
  ['skuQcRejectItemList', '质检不合格SKU', list],
  ['skuLackSnapshot', '创单时存在缺货SKU', yesNo],
  ['skuLackItemList', '缺货SKU', list],
  ['lackOrSoldOutTagList', '缺货/售罄SKU', list],
  ['supplyStatus', '供货状态', oneOf({ 0: '正常供货', 1: '暂时无货', 2: '停产' })],
  ['applyDeleteStatus', '申请作废', oneOf({ 0: '未申请', 1: '审核中', 2: '通过', 3: '不通过' })],
  ['applyChangeSupplyStatus', '供货状态变更', oneOf({ 0: '无需审核', 1: '审核中', 2: '通过', 3: '驳回', 4: '撤销' })],
  ['appealStatus', '申述', oneOf({ 1000: '审核中', 1010: '通过', 1020: '驳回' })],
  ['fulfilmentFormId', '履约函 ID', text],
  ['fulfilmentFormStatus', '履约函状态', oneOf({ 0: '待确认', 1: '已确认', 2: '已拒绝', 3: '已取消' })],
  ['expectLatestArrivalIntervalDays', '要求到货间隔（天）', text],
  ['defectiveTime', '退货时间', time],
  ['supplierId', '供应商 ID', text],
  ['supplierName', '供应商', text],
];

const at = (o: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);

/** The stored record (`temu_orders.temu_data`) as labelled fields; [] when none is stored or it does not parse. */
export function temuFieldsOf(json: string | null): TemuOrderField[] {
  if (!json) return [];
  let o: unknown;
  try {
    o = JSON.parse(json);
  } catch {
    return [];
  }
  const out: TemuOrderField[] = [];
  for (const [key, label, fmt] of FIELDS) {
    const value = fmt(at(o, key));
    if (value !== null) out.push({ key, label, value });
  }
  return out;
}
