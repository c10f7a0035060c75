import { ORDER_PUSH_LINK_TTL_S, type OrderPushDetail, type OrderPushRow } from '@podbench/contract';
import type { Executor } from '../../db';
import type { OrderPushRecordsTable } from '../../db/schema-order-push';
import { AppError, notFound } from '../../lib/app-error';
import { areaNameOf, designAreaNames } from '../design/area-names';
import { renderFileUrl } from '../design/urls';
import type { UrlSigner } from '../storage/url-signer';
import type { Selectable } from 'kysely';

export interface PushedFile {
  kind: string;
  areaKey: string;
  color: string;
  width: number;
  height: number;
  key: string;
}

export type Row = Selectable<OrderPushRecordsTable> & { pushed_by_name: string | null };

/**
 * Pushes paid orders to production: records, once per order, the design's print files at its current version (the
 * files the factory prints). An order whose print files are not rendered yet is recorded as failed with the reason.
 * Orders not paid (not 待生产) or already pushed are skipped, so calling it again changes nothing.
 */
export async function pushPaidOrders(db: Executor, mainId: number, userId: number | null, orderIds: number[]) {
  if (orderIds.length === 0) return 0;
  const orders = await db
    .selectFrom('temu_orders as o')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .leftJoin('designs as d', (j) => j.onRef('d.id', '=', 'o.design_id').onRef('d.main_id', '=', 'o.main_id'))
    .leftJoin('order_push_records as p', 'p.order_id', 'o.id')
    .select([
      'o.id',
      'o.sub_purchase_order_sn',
      'o.product_name',
      'o.quantity',
      'o.design_id',
      's.mall_name',
      'd.version',
      'p.id as pushed',
    ])
    .where('o.main_id', '=', mainId)
    .where('o.id', 'in', orderIds)
    .where('o.state', '=', 'to_produce')
    .execute();
  const todo = orders.filter((o) => o.pushed === null);
  // Every needed design's print files in one query (a batch can hold up to 200 orders of a few designs).
  const designIds = [...new Set(todo.filter((o) => o.design_id !== null).map((o) => Number(o.design_id)))];
  const renders =
    designIds.length === 0
      ? []
      : await db
          .selectFrom('design_renders')
          .select(['design_id', 'version', 'kind', 'area_key', 'color', 'storage_key', 'width', 'height'])
          .where('design_id', 'in', designIds)
          .where('kind', '=', 'print')
          .orderBy('id')
          .execute();
  let pushed = 0;
  const now = Date.now();
  for (const o of todo) {
    const files: PushedFile[] = renders
      .filter((f) => Number(f.design_id) === Number(o.design_id) && Number(f.version) === Number(o.version))
      .map((f) => ({
        kind: f.kind,
        areaKey: f.area_key,
        color: f.color,
        width: Number(f.width),
        height: Number(f.height),
        key: f.storage_key,
      }));
    const ok = files.length > 0;
    const r = await db
      .insertInto('order_push_records')
      .values({
        main_id: mainId,
        order_id: Number(o.id),
        sub_purchase_order_sn: o.sub_purchase_order_sn,
        shop_name: o.mall_name ?? '',
        product_name: o.product_name,
        quantity: Number(o.quantity),
        design_id: o.design_id === null ? null : Number(o.design_id),
        design_version: o.version === null ? null : Number(o.version),
        files: JSON.stringify(files),
        result: ok ? 'success' : 'failed',
        message: ok
          ? `已推送 ${files.length} 个印刷文件`
          : o.design_id === null
            ? '订单未匹配到设计，无法推送印刷文件'
            : '设计的印刷文件尚未生成，请在设计中心打开该设计重新生成',
        pushed_by: userId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) pushed++;
  }
  return pushed;
}

export const base = (db: Executor) =>
  db
    .selectFrom('order_push_records as p')
    .leftJoin('users as u', 'u.id', 'p.pushed_by')
    .selectAll('p')
    .select('u.user_name as pushed_by_name');

const toRow = (r: Row): OrderPushRow => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  subPurchaseOrderSn: r.sub_purchase_order_sn,
  shopName: r.shop_name,
  productName: r.product_name,
  quantity: Number(r.quantity),
  designId: r.design_id === null ? null : Number(r.design_id),
  result: r.result === 'success' ? 'success' : 'failed',
  message: r.message,
  fileCount: (JSON.parse(r.files) as PushedFile[]).length,
  pushedBy: r.pushed_by_name ?? '系统',
  createdAt: Number(r.created_at),
});

export async function pagePushRecords(
  db: Executor,
  mainId: number,
  q: { pageNum: number; pageSize: number; orderSn?: string | undefined },
) {
  let scoped = db.selectFrom('order_push_records').where('main_id', '=', mainId);
  if (q.orderSn) scoped = scoped.where('sub_purchase_order_sn', '=', q.orderSn);
  const total = Number((await scoped.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  let rows = base(db).where('p.main_id', '=', mainId);
  if (q.orderSn) rows = rows.where('p.sub_purchase_order_sn', '=', q.orderSn);
  const list = await rows
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { total, rows: list.map((r) => toRow(r as Row)) };
}

export async function toDetail(db: Executor, r: Row, signer: UrlSigner): Promise<OrderPushDetail> {
  const files = JSON.parse(r.files) as PushedFile[];
  const names = await designAreaNames(db, r.design_id === null ? null : Number(r.design_id));
  return {
    ...toRow(r),
    files: files.map((f) => ({
      kind: f.kind,
      areaKey: f.areaKey,
      areaName: areaNameOf(names, f.areaKey),
      color: f.color,
      width: f.width,
      height: f.height,
      url: renderFileUrl(signer, Number(r.main_id), f.key),
    })),
  };
}

export async function pushRecordDetail(db: Executor, mainId: number, id: number, signer: UrlSigner) {
  const r = await base(db).where('p.id', '=', id).where('p.main_id', '=', mainId).executeTakeFirst();
  if (!r) throw notFound('推送记录不存在');
  return toDetail(db, r as Row, signer);
}

const payload = (id: number) => `opr|${id}`;

/** A link to one record that works without signing in until it expires (7 days). */
export async function sharePushRecord(db: Executor, mainId: number, id: number, signer: UrlSigner, now = Date.now()) {
  const r = await db
    .selectFrom('order_push_records')
    .select('id')
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) throw notFound('推送记录不存在');
  const e = Math.floor(now / 1000) + ORDER_PUSH_LINK_TTL_S;
  const s = signer.sign(payload(id), e);
  return { path: `/clientOrderPushRecord/orderManage?id=${id}&e=${e}&s=${encodeURIComponent(s)}`, expiresAt: e * 1000 };
}

/** The record behind a signed link; a wrong or expired signature reads as 403 without saying which. */
export async function sharedPushRecord(db: Executor, q: { id: number; e: number; s: string }, signer: UrlSigner) {
  if (!signer.verify(payload(q.id), q.e, q.s)) throw new AppError(403, '链接无效或已过期，请向卖家索取新的链接');
  const r = await base(db).where('p.id', '=', q.id).executeTakeFirst();
  if (!r) throw new AppError(403, '链接无效或已过期，请向卖家索取新的链接');
  return toDetail(db, r as Row, signer);
}
