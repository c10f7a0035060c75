import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  shanghaiDateTime,
  TEMU_LABEL_API,
  TEMU_LABEL_KIND_LABELS,
  TEMU_LABEL_MAX_PAGES,
  type TemuLabelCopies,
  type TemuLabelKind,
  type TemuLabelPrintResult,
  type TemuLabelResult,
  type temuBoxMarksBody,
  type temuLabelBody,
  type temuLabelFileQuery,
  type temuLabelPrintBody,
} from '@podbench/contract';
import type { BoxMark } from '@podbench/temu';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { shopNames } from '../online-product/shops';
import { TMP_PREFIX } from '../storage/storage';
import { urlSigner } from '../storage/url-signer';
import { linesOf } from '../temu-order/repository';
import { openShopCaller, type TemuShopCaller } from '../temu-publish/temu-shop';
import { type BarcodeLabel, toBarcodeLabels } from './barcode-labels';
import {
  boxMarkData,
  byShop,
  checkPrintable,
  customLabels,
  type LabelCallerFor,
  type LabelScope,
  labelQueries,
  ordersForLabels,
  temuRefusal,
} from './label-data';
import { labelPrintKey, printBase, printUrl } from './print';
import { barcodePages, renderBarcodeLabels } from './render-barcodes';
import { renderBoxMarks } from './render-box-marks';

/** How long the viewer's link works; the file itself goes with the hourly sweep of tmp/ (after 6 h). */
const LINK_TTL_S = 60 * 60;
const keyOf = (f: string) => `${TMP_PREFIX}labels/${f}.pdf`;
const signed = (f: string) => `temu-label|${f}`;
const shopCallers =
  (ctx: AppContext): LabelCallerFor =>
  (mainId, shopId) =>
    openShopCaller(ctx, mainId, shopId);

/** The file id carries the kind and time for the download name: `barcode-20261126-1015-<random>`. */
const newFileId = (kind: TemuLabelKind, now: number) =>
  `${kind}-${shanghaiDateTime(now)
    .slice(0, 16)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-')}-${randomBytes(9).toString('base64url')}`;

export function labelFileName(f: string) {
  const [kind, day, time] = f.split('-');
  const label = TEMU_LABEL_KIND_LABELS[kind as TemuLabelKind] ?? '标签';
  return { ascii: `temu-${kind}-${day}-${time}.pdf`, zh: `${label}-${day}-${time}.pdf` };
}

/** Keeps a rendered PDF under tmp/ behind a signed link the `/pdf` page opens. */
async function storePdf(ctx: AppContext, kind: TemuLabelKind, pdf: Buffer, pages: number, orders: number) {
  const now = Date.now();
  const f = newFileId(kind, now);
  await ctx.storage.put(keyOf(f), Readable.from([pdf]), { contentType: 'application/pdf', size: pdf.length });
  const exp = Math.floor(now / 1000) + LINK_TTL_S;
  const sig = (await urlSigner(ctx)).sign(signed(f), exp);
  const url = `${TEMU_LABEL_API.file}?f=${f}&exp=${exp}&sig=${sig}`;
  const result: TemuLabelResult = {
    kind,
    url,
    downloadUrl: `${url}&download=1`,
    fileName: labelFileName(f).zh,
    pages,
    orders,
    bytes: pdf.length,
    expiresAt: exp * 1000,
  };
  return result;
}

/** Each shop's box marks in the order asked (ship order, then package). */
const sortMarks = (marks: BoxMark[], sns: string[]) => {
  const rank = new Map(sns.map((s, i) => [s, i]));
  return marks.sort(
    (a, b) =>
      (rank.get(a.deliveryOrderSn) ?? 0) - (rank.get(b.deliveryOrderSn) ?? 0) || a.packageIndex - b.packageIndex,
  );
};

/**
 * Our own PDF (the fallback to Temu's print page), drawn from the documented data fields: customised-goods barcodes
 * (bg.glo.goods.custom.label.get) or box marks (bg.logistics.boxmarkinfo.get), through each order's shop.
 */
export async function createLabels(
  ctx: AppContext,
  scope: LabelScope,
  body: z.output<typeof temuLabelBody>,
  callerFor: LabelCallerFor = shopCallers(ctx),
): Promise<TemuLabelResult> {
  const orders = await ordersForLabels(ctx.db, scope, body.ids);
  const shipOrders = await checkPrintable(ctx.db, body.kind, orders);
  if (body.kind === 'boxmark') {
    const marks: BoxMark[] = [];
    for (const [shopId, g] of byShop(orders)) {
      const sns = [...new Set(g.rows.map((o) => shipOrders.get(Number(o.id))!))];
      const caller = await callerFor(g.mainId, shopId);
      marks.push(...(await boxMarkData(caller, sns).catch((e) => temuRefusal(e, '箱唛'))));
    }
    if (marks.length === 0) throw badRequest('Temu 没有返回这些订单的箱唛');
    sortMarks(marks, [...new Set(orders.map((o) => shipOrders.get(Number(o.id))!))]);
    return storePdf(ctx, 'boxmark', await renderBoxMarks(marks), marks.length, orders.length);
  }
  const lines = await linesOf(
    ctx.db,
    orders.map((o) => Number(o.id)),
  );
  const labels: BarcodeLabel[] = [];
  for (const [shopId, g] of byShop(orders)) {
    const ids = new Set(g.rows.map((o) => Number(o.id)));
    const own = lines.filter((l) => ids.has(Number(l.order_id)));
    const caller = await callerFor(g.mainId, shopId);
    const rows = await customLabels(caller, labelQueries(own)).catch((e) => temuRefusal(e, '商品条码'));
    labels.push(...toBarcodeLabels(g.rows, own, rows));
  }
  if (labels.length === 0) throw badRequest('Temu 没有返回这些订单的商品条码');
  const rank = new Map(orders.map((o, i) => [o.sub_purchase_order_sn, i]));
  labels.sort((a, b) => (rank.get(a.subPurchaseOrderSn) ?? 0) - (rank.get(b.subPurchaseOrderSn) ?? 0));
  const pages = barcodePages(labels, body.copies);
  if (pages > TEMU_LABEL_MAX_PAGES) {
    throw badRequest(`共 ${pages} 张标签，一次最多打印 ${TEMU_LABEL_MAX_PAGES} 张：请少选一些订单或改为每个 SKU 一张`);
  }
  return storePdf(ctx, 'barcode', await renderBarcodeLabels(labels, body.copies), pages, orders.length);
}

export function renderLabels(kind: TemuLabelKind, data: BarcodeLabel[] | BoxMark[], copies: TemuLabelCopies) {
  return kind === 'barcode' ? renderBarcodeLabels(data as BarcodeLabel[], copies) : renderBoxMarks(data as BoxMark[]);
}

/**
 * Temu's own print page (the default): per shop a fresh dataKey for the orders' labels — box marks by their ship
 * orders (CN host), customised-goods barcodes by their customised SKUs (PA host). Keys are never stored.
 */
export async function printLabels(
  ctx: AppContext,
  scope: LabelScope,
  body: z.output<typeof temuLabelPrintBody>,
  callerFor: LabelCallerFor = shopCallers(ctx),
): Promise<TemuLabelPrintResult> {
  const orders = await ordersForLabels(ctx.db, scope, body.ids);
  const shipOrders = await checkPrintable(ctx.db, body.kind, orders);
  const lines =
    body.kind === 'barcode'
      ? await linesOf(
          ctx.db,
          orders.map((o) => Number(o.id)),
        )
      : [];
  const pages: TemuLabelPrintResult['pages'] = [];
  let expiresAt = Number.POSITIVE_INFINITY;
  const base = printBase(ctx, body.kind === 'boxmark' ? 'CN' : 'PA');
  for (const [shopId, g] of byShop(orders)) {
    const names = await shopNames(ctx.db, g.mainId);
    const caller = await callerFor(g.mainId, shopId);
    const ids = new Set(g.rows.map((o) => Number(o.id)));
    const filters =
      body.kind === 'boxmark'
        ? [{ deliveryOrderSnList: [...new Set(g.rows.map((o) => shipOrders.get(Number(o.id))!))] }]
        : labelQueries(lines.filter((l) => ids.has(Number(l.order_id))));
    for (const f of filters) {
      const key = await labelPrintKey(caller, body.kind, f).catch((e) => temuRefusal(e, '打印页'));
      pages.push({ shopId, shopName: names.get(shopId) ?? '', url: printUrl(base, key.dataKey) });
      expiresAt = Math.min(expiresAt, key.expiresAt);
    }
  }
  if (pages.length === 0) throw badRequest('这些订单没有可打印的商品条码');
  return { kind: body.kind, pages, orders: orders.length, expiresAt };
}

/**
 * Box marks of one shop's ship orders, for the shipping desk (modules/fulfilment) with its own shop caller:
 * `print` → Temu's print page URL (a fresh dataKey), `data` → the documented data, one element per package.
 */
export async function boxMarksForShop(
  ctx: AppContext,
  caller: TemuShopCaller,
  deliveryOrderSns: string[],
  mode: 'print',
): Promise<{ url: string; expiresAt: number }>;
export async function boxMarksForShop(
  ctx: AppContext,
  caller: TemuShopCaller,
  deliveryOrderSns: string[],
  mode: 'data',
): Promise<BoxMark[]>;
export async function boxMarksForShop(
  ctx: AppContext,
  caller: TemuShopCaller,
  deliveryOrderSns: string[],
  mode: 'print' | 'data',
) {
  if (mode === 'data') return sortMarks(await boxMarkData(caller, deliveryOrderSns), deliveryOrderSns);
  const key = await labelPrintKey(caller, 'boxmark', { deliveryOrderSnList: deliveryOrderSns });
  return { url: printUrl(printBase(ctx, 'CN'), key.dataKey), expiresAt: key.expiresAt };
}

/**
 * Box marks by ship-order number (FH…) for the seller's (or, for operators, anyone's) ship orders: Temu's print page
 * per shop (default) or our PDF from the data. A number none of the scope's orders or shipments carries is 404.
 */
export async function boxMarks(
  ctx: AppContext,
  scope: LabelScope,
  body: z.output<typeof temuBoxMarksBody>,
  callerFor: LabelCallerFor = shopCallers(ctx),
): Promise<TemuLabelPrintResult | TemuLabelResult> {
  const sns = [...new Set(body.deliveryOrderSns)];
  const main = 'mainId' in scope ? scope.mainId : null;
  const [a, b] = await Promise.all([
    ctx.db
      .selectFrom('temu_orders')
      .select(['shop_id', 'main_id', 'delivery_order_sn'])
      .where('delivery_order_sn', 'in', sns)
      .$if(main !== null, (q) => q.where('main_id', '=', main!))
      .execute(),
    ctx.db
      .selectFrom('temu_shipments')
      .select(['shop_id', 'main_id', 'delivery_order_sn'])
      .where('delivery_order_sn', 'in', sns)
      .$if(main !== null, (q) => q.where('main_id', '=', main!))
      .execute(),
  ]);
  const owner = new Map<string, { shop_id: number; main_id: number; sn: string }>();
  for (const r of [...a, ...b]) {
    owner.set(r.delivery_order_sn!, {
      shop_id: Number(r.shop_id),
      main_id: Number(r.main_id),
      sn: r.delivery_order_sn!,
    });
  }
  const missing = sns.find((s) => !owner.has(s));
  if (missing) throw notFound(`发货单 ${missing} 不存在`);
  const groups = byShop(sns.map((s) => owner.get(s)!));
  if (body.mode === 'pdf') {
    const marks: BoxMark[] = [];
    for (const [shopId, g] of groups) {
      const caller = await callerFor(g.mainId, shopId);
      marks.push(
        ...(await boxMarkData(
          caller,
          g.rows.map((r) => r.sn),
        ).catch((e) => temuRefusal(e, '箱唛'))),
      );
    }
    if (marks.length === 0) throw badRequest('Temu 没有返回这些发货单的箱唛');
    return storePdf(ctx, 'boxmark', await renderBoxMarks(sortMarks(marks, sns)), marks.length, sns.length);
  }
  const pages: TemuLabelPrintResult['pages'] = [];
  let expiresAt = Number.POSITIVE_INFINITY;
  for (const [shopId, g] of groups) {
    const names = await shopNames(ctx.db, g.mainId);
    const caller = await callerFor(g.mainId, shopId);
    const r = await boxMarksForShop(
      ctx,
      caller,
      g.rows.map((x) => x.sn),
      'print',
    ).catch((e) => temuRefusal(e, '打印页'));
    pages.push({ shopId, shopName: names.get(shopId) ?? '', url: r.url });
    expiresAt = Math.min(expiresAt, r.expiresAt);
  }
  return { kind: 'boxmark', pages, orders: sns.length, expiresAt };
}

/** The PDF behind a signed link; a forged, altered or expired link reads nothing (404, the same for all). */
export async function openLabelFile(ctx: AppContext, q: z.output<typeof temuLabelFileQuery>) {
  if (!(await urlSigner(ctx)).verify(signed(q.f), q.exp, q.sig)) throw notFound('链接无效或已过期，请重新生成');
  const file = await ctx.storage.get(keyOf(q.f));
  if (!file) throw notFound('标签文件已过期，请重新生成');
  return { ...file, name: labelFileName(q.f) };
}
