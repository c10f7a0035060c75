import { z } from 'zod';
import { parseGoods } from '../goods/model';
import { ownOrders, skcExtCodes } from '../orders/lookup';
import { PurchaseOrderStatus, parseOrder, personalLines, warehouseOf } from '../orders/model';
import { issueDataKey, type PrintJob } from '../orders/print';
import { ownShipOrders, parseShipOrder, ShipOrderStatus } from '../orders/ship';
import { boolish, int, params, refuse, sn, stableDigits, stableInt, str } from '../orders/wire';
import { advanceRecord, listRecords } from '../state/record-repository';
import type { TemuCall, TemuTypeHandler } from './registry';

export { stableDigits };

const ints = z.array(int);
const customSchema = z.looseObject({
  personalProductSkuIdList: ints.optional(),
  productSkuIdList: ints.optional(),
  productSkcIdList: ints.optional(),
  createTimeStart: int.optional(),
  createTimeEnd: int.optional(),
  labelCode: int.optional(),
  page: int.min(1).optional(),
  pageSize: int.min(1).optional(),
  return_data_key: boolish.optional(),
});
const labelSchema = z.looseObject({
  productSkuIdList: ints.optional(),
  productSkcIdList: ints.optional(),
  skcExtCode: str.optional(),
  skuExtCode: str.optional(),
  labelCode: int.optional(),
  page: int.min(1).optional(),
  pageSize: int.min(1).optional(),
  return_data_key: boolish.optional(),
});
const boxSchema = z.looseObject({ deliveryOrderSnList: z.array(sn).min(1), return_data_key: boolish.optional() });

/** Orders Temu wants no goods for any more: their customised SKUs get no label. */
const ENDED: readonly number[] = [
  PurchaseOrderStatus.REJECTED,
  PurchaseOrderStatus.VOID,
  PurchaseOrderStatus.TIMED_OUT,
  PurchaseOrderStatus.CANCELLED,
];
const spec = (className: string) =>
  className.split('/').map((v, i) => ({
    parentSpecId: i === 0 ? 1001 : 3001,
    parentSpecName: i === 0 ? '颜色' : '尺码',
    specId: stableInt(`spec|${i}|${v}`, 5),
    specName: v,
  }));
const pageOf = <T>(all: T[], page = 1, size = all.length || 1) => all.slice((page - 1) * size, page * size);

/** bg.glo.goods.custom.label.get: one label per 定制品 SKU of the shop's live stock-up orders. */
async function customLabels(c: TemuCall) {
  const p = params(customSchema, c.params);
  const mallId = c.mall!.mallId;
  const rows = (await listRecords(c.db, mallId, 'order')).filter((r) => !ENDED.includes(r.status));
  const all = rows.flatMap((r) => {
    const o = parseOrder(r.data);
    return personalLines(o).map((l) => {
      const labelCode = stableInt(`label|${o.subPurchaseOrderSn}|${l.productOriginalSkuId}`, 12);
      const ids = { productSkuId: l.productSkuId, productSkcId: o.productSkcId, productId: o.productId };
      return {
        o,
        l,
        row: {
          productSkuLabelCodeDTO: { ...ids, labelCode, createTimeTs: o.purchaseTime },
          productSkuDTO: {
            ...ids,
            extCode: l.line.extCode,
            thumbUrl: o.productSkcPicture ?? '',
            numberOfPieces: 1,
            pieceUnitCode: 1,
            skuClassification: 1,
            productSkuSpec: { ...ids, specList: spec(l.line.className) },
          },
          productSkcDTO: {
            productSkcId: o.productSkcId,
            productId: o.productId,
            extCode: '',
            specIdList: [],
            productSkcSpec: {
              productId: o.productId,
              productSkcId: o.productSkcId,
              specList: spec(l.line.className).slice(0, 1),
            },
          },
          productOrigin: { region1ShortName: 'CN', region1Name: 'China' },
        },
      };
    });
  });
  const hit = all.filter(
    ({ o, l, row }) =>
      (!p.personalProductSkuIdList?.length || p.personalProductSkuIdList.includes(l.productSkuId)) &&
      (!p.productSkuIdList?.length || p.productSkuIdList.includes(l.productOriginalSkuId)) &&
      (!p.productSkcIdList?.length || p.productSkcIdList.includes(o.productSkcId)) &&
      (p.labelCode === undefined || row.productSkuLabelCodeDTO.labelCode === p.labelCode) &&
      (p.createTimeStart === undefined || o.purchaseTime >= p.createTimeStart) &&
      (p.createTimeEnd === undefined || o.purchaseTime <= p.createTimeEnd),
  );
  if (p.return_data_key) {
    const job: PrintJob = {
      zone: 'PA',
      type: c.type,
      title: '定制品商品条码',
      labels: hit.map(({ l, row }) => ({
        heading: l.line.extCode,
        code: String(row.productSkuLabelCodeDTO.labelCode),
        lines: [`SKU ${l.productSkuId}`, l.line.className, l.personalText, 'Made in China'],
      })),
    };
    return issueDataKey(c.db, mallId, job, c.now);
  }
  return {
    personalLabelCodePageResult: { totalCount: hit.length, data: pageOf(hit, p.page, p.pageSize).map((x) => x.row) },
  };
}

/** bg.glo.goods.labelv2.get: the base SKU barcodes of the shop's goods. */
async function skuLabels(c: TemuCall) {
  const p = params(labelSchema, c.params);
  const mallId = c.mall!.mallId;
  const skcCode = await skcExtCodes(c.db, mallId);
  const all = (await listRecords(c.db, mallId, 'goods')).flatMap((r) => {
    const g = parseGoods(r.data);
    return g.skcs.flatMap((skc) =>
      skc.skus.map((k) => {
        const ids = {
          productSkuId: k.productSkuId,
          productSkcId: skc.productSkcId,
          productId: g.productId,
          supplierId: Number(mallId),
        };
        return {
          skcExt: skcCode(skc.productSkcId),
          k,
          row: {
            productSkuLabelCodeDTO: {
              ...ids,
              labelCode: stableInt(`label|${k.productSkuId}`, 12),
              createTimeTs: g.createdAt,
            },
            productSkuDTO: {
              ...ids,
              extCode: k.extCode,
              thumbUrl: skc.previewImgUrls[0] ?? '',
              productSkuSpec: { specList: spec(k.spec) },
            },
            productSkcDTO: {
              productSkcId: skc.productSkcId,
              productId: g.productId,
              extCode: skcCode(skc.productSkcId),
              specIdList: [],
              productSkcSpec: { specList: spec(k.spec).slice(0, 1) },
            },
            productDTO: { productId: g.productId, productName: g.productName, createdAtTs: g.createdAt },
            productOrigin: { countryShortName: 'CN', countryName: 'China' },
          },
        };
      }),
    );
  });
  const hit = all.filter(
    ({ skcExt, k, row }) =>
      (!p.productSkuIdList?.length || p.productSkuIdList.includes(k.productSkuId)) &&
      (!p.productSkcIdList?.length || p.productSkcIdList.includes(row.productSkcDTO.productSkcId)) &&
      (p.skcExtCode === undefined || skcExt === p.skcExtCode) &&
      (p.skuExtCode === undefined || k.extCode === p.skuExtCode) &&
      (p.labelCode === undefined || row.productSkuLabelCodeDTO.labelCode === p.labelCode),
  );
  if (p.return_data_key) {
    const labels = hit.map(({ k, row }) => ({
      heading: k.extCode,
      code: String(row.productSkuLabelCodeDTO.labelCode),
      lines: [k.spec, 'Made in China'],
    }));
    return issueDataKey(c.db, mallId, { zone: 'PA', type: c.type, title: '商品条码', labels }, c.now);
  }
  return { labelCodePageResult: { totalCount: hit.length, data: pageOf(hit, p.page, p.pageSize).map((x) => x.row) } };
}

/** bg.logistics.boxmarkinfo.get: one box mark per package of the ship orders; printing marks them printed. */
async function boxMarks(c: TemuCall) {
  const p = params(boxSchema, c.params);
  const mallId = c.mall!.mallId;
  const wanted = [...new Set(p.deliveryOrderSnList)];
  const mine = await ownShipOrders(c.db, mallId, wanted);
  for (const s of wanted) {
    const r = mine.get(s);
    if (!r) throw refuse(`发货单 ${s} 不存在`);
    if (r.status === ShipOrderStatus.CANCELLED) throw refuse(`发货单 ${s} 已取消`);
  }
  const ships = wanted.map((s) => ({ r: mine.get(s)!, s: parseShipOrder(mine.get(s)!.data) }));
  const orders = await ownOrders(
    c.db,
    mallId,
    ships.map((x) => x.s.subPurchaseOrderSn),
  );
  const skcCode = await skcExtCodes(c.db, mallId);
  const marks = ships.flatMap(({ s }) => {
    const o = orders.get(s.subPurchaseOrderSn)!.o;
    const w = warehouseOf(o);
    const total = s.packages.reduce((n, b) => n + b.items.reduce((m, i) => m + i.skuNum, 0), 0);
    return s.packages.map((b, i) => ({
      deliveryOrderSn: s.deliveryOrderSn,
      packageSn: b.packageSn,
      packageIndex: i + 1,
      totalPackageNum: s.packages.length,
      packageSkcNum: b.items.reduce((n, x) => n + x.skuNum, 0),
      deliverSkcNum: total,
      subPurchaseOrderSn: s.subPurchaseOrderSn,
      productSkcId: o.productSkcId,
      skcExtCode: skcCode(o.productSkcId),
      productName: o.productName,
      productSkcName: o.skuQuantityDetailList[0]?.className.split('/')[0] ?? '',
      productSkuIdList: b.items.map((x) => x.productSkuId),
      isCustomProduct: true,
      isClothCat: true,
      isFirst: false,
      urgencyType: 0,
      purchaseStockType: 0,
      settlementType: 1,
      nonClothMainSpecVOList: [],
      nonClothSecondarySpecVOList: [],
      nonClothSkuExtCode: null,
      subWarehouseId: w.subWarehouseId,
      subWarehouseName: w.subWarehouseName,
      subWarehouseEnglishName: w.subWarehouseEnglishName,
      expressCompany: s.delivery?.expressCompany ?? null,
      expressEnglishCompany: null,
      expressDeliverySn: s.delivery?.expressDeliverySn ?? null,
      deliveryMethod: s.delivery?.deliverMethod ?? null,
      driverName: s.delivery?.driverName ?? null,
      driverPhone: null,
      deliverTime: s.sentAt,
      purchaseTime: o.purchaseTime,
      supplierId: Number(mallId),
      supplierName: c.mall!.mallName,
      volumeType: 10,
      deliveryStatus: s.sentAt ? 1 : 0,
      greyKeyHitMap: { key_cn_BG_215946: true },
      storageAttrName: '常温',
    }));
  });
  for (const { r, s } of ships) {
    if (!s.boxMarkPrinted)
      await advanceRecord(c.db, r, { status: r.status, data: { ...s, boxMarkPrinted: true }, dueAt: r.due_at }, c.now);
  }
  if (p.return_data_key) {
    const labels = marks.map((m) => ({
      heading: `${m.subWarehouseName} 第 ${m.packageIndex}/${m.totalPackageNum} 箱`,
      code: m.packageSn,
      lines: [
        `发货单 ${m.deliveryOrderSn}`,
        `备货单 ${m.subPurchaseOrderSn}`,
        `${m.skcExtCode} ${m.productName}`,
        `本箱 ${m.packageSkcNum} 件 / 共 ${m.deliverSkcNum} 件`,
        m.supplierName,
      ],
    }));
    return issueDataKey(c.db, mallId, { zone: 'CN', type: c.type, title: '箱唛', labels }, c.now);
  }
  return marks;
}

/** Labels: customised-SKU barcodes and SKU barcodes (PA), box marks (CN); all three have a print-page mode. */
export const labelHandlers: TemuTypeHandler[] = [
  { type: 'bg.glo.goods.custom.label.get', zone: 'PA', handle: customLabels },
  { type: 'temu.goods.custom.label.get', zone: 'PA', handle: customLabels },
  { type: 'bg.glo.goods.labelv2.get', zone: 'PA', handle: skuLabels },
  { type: 'temu.goods.labelv2.get', zone: 'PA', handle: skuLabels },
  { type: 'bg.logistics.boxmarkinfo.get', zone: 'CN', handle: boxMarks },
];
