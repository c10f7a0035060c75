import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  shanghaiDateTime,
  TEMU_LABEL_API,
  TEMU_LABEL_KIND_LABELS,
  TEMU_LABEL_MAX_PAGES,
  type TemuLabelCopies,
  type TemuLabelKind,
  type TemuLabelResult,
  type temuLabelBody,
  type temuLabelFileQuery,
} from '@podbench/contract';
import type { BoxMarkInfo, CustomLabel } from '@podbench/temu';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { TMP_PREFIX } from '../storage/storage';
import { urlSigner } from '../storage/url-signer';
import { checkPrintable, fetchLabelData, type LabelScope, ordersForLabels } from './label-data';
import { barcodePages, renderBarcodeLabels } from './render-barcodes';
import { renderBoxMarks } from './render-box-marks';

/** How long the viewer's link works; the file itself goes with the hourly sweep of tmp/ (after 6 h). */
const LINK_TTL_S = 60 * 60;
const keyOf = (f: string) => `${TMP_PREFIX}labels/${f}.pdf`;
const signed = (f: string) => `temu-label|${f}`;

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

/**
 * Labels for the orders asked for, as one PDF: the orders are the seller's own (or anyone's for an operator),
 * printable (not cancelled; box marks need Temu's ship order), the data comes from Temu through each order's shop,
 * and the PDF is kept under tmp/ behind a signed link the `/pdf` page opens.
 */
export async function createLabels(
  ctx: AppContext,
  scope: LabelScope,
  body: z.output<typeof temuLabelBody>,
): Promise<TemuLabelResult> {
  const orders = await ordersForLabels(ctx.db, scope, body.ids);
  const shipOrders = await checkPrintable(ctx.db, body.kind, orders);
  const data = await fetchLabelData(ctx, body.kind, orders, shipOrders);
  if (data.length === 0) throw badRequest('Temu 没有返回这些订单的标签');
  const pages = body.kind === 'barcode' ? barcodePages(data as CustomLabel[], body.copies) : data.length;
  if (pages > TEMU_LABEL_MAX_PAGES) {
    throw badRequest(`共 ${pages} 张标签，一次最多打印 ${TEMU_LABEL_MAX_PAGES} 张：请少选一些订单或改为每个 SKU 一张`);
  }
  const pdf = await renderLabels(body.kind, data, body.copies);
  const now = Date.now();
  const f = newFileId(body.kind, now);
  await ctx.storage.put(keyOf(f), Readable.from([pdf]), { contentType: 'application/pdf', size: pdf.length });
  const exp = Math.floor(now / 1000) + LINK_TTL_S;
  const sig = (await urlSigner(ctx)).sign(signed(f), exp);
  const url = `${TEMU_LABEL_API.file}?f=${f}&exp=${exp}&sig=${sig}`;
  return {
    kind: body.kind,
    url,
    downloadUrl: `${url}&download=1`,
    fileName: labelFileName(f).zh,
    pages,
    orders: orders.length,
    bytes: pdf.length,
    expiresAt: exp * 1000,
  };
}

export function renderLabels(kind: TemuLabelKind, data: CustomLabel[] | BoxMarkInfo[], copies: TemuLabelCopies) {
  return kind === 'barcode'
    ? renderBarcodeLabels(data as CustomLabel[], copies)
    : renderBoxMarks(data as BoxMarkInfo[]);
}

/** The PDF behind a signed link; a forged, altered or expired link reads nothing (404, the same for all). */
export async function openLabelFile(ctx: AppContext, q: z.output<typeof temuLabelFileQuery>) {
  if (!(await urlSigner(ctx)).verify(signed(q.f), q.exp, q.sig)) throw notFound('链接无效或已过期，请重新生成');
  const file = await ctx.storage.get(keyOf(q.f));
  if (!file) throw notFound('标签文件已过期，请重新生成');
  return { ...file, name: labelFileName(q.f) };
}
