import type { OrderPushDetail } from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import type { UrlSigner } from '../storage/url-signer';
import { base, type PushedFile, type Row, toDetail } from './service';

/** The push record of one order (any seller's; operators only), or null when it has not been pushed yet. */
export async function pushRecordOfOrder(
  db: Executor,
  orderId: number,
  signer: UrlSigner,
): Promise<OrderPushDetail | null> {
  const order = await db.selectFrom('temu_orders').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('订单不存在');
  const r = await base(db).where('p.order_id', '=', orderId).executeTakeFirst();
  return r ? toDetail(db, r as Row, signer) : null;
}

/**
 * Pushes a failed record again (the seller has since opened the design and its print files exist): the design's
 * print files at its current version replace the record's, which turns 成功. Audited; a record that already
 * succeeded is left alone (409).
 */
export async function repushOrder(db: Executor, orderId: number, operatorId: number, signer: UrlSigner) {
  return db.transaction().execute(async (trx) => {
    const r = await base(trx).where('p.order_id', '=', orderId).executeTakeFirst();
    if (!r) throw notFound('该订单还没有推送记录');
    if (r.result === 'success') throw new AppError(409, '该订单已推送成功，无需重新推送');
    if (r.design_id === null) throw new AppError(400, '订单未匹配到设计，无法推送印刷文件');
    const d = await trx
      .selectFrom('designs')
      .select('version')
      .where('id', '=', Number(r.design_id))
      .where('main_id', '=', Number(r.main_id))
      .executeTakeFirst();
    const renders = d
      ? await trx
          .selectFrom('design_renders')
          .select(['kind', 'area_key', 'color', 'storage_key', 'width', 'height'])
          .where('design_id', '=', Number(r.design_id))
          .where('version', '=', Number(d.version))
          .where('kind', '=', 'print')
          .orderBy('id')
          .execute()
      : [];
    if (renders.length === 0) throw new AppError(400, '设计的印刷文件仍未生成，请让卖家在设计中心打开该设计重新生成');
    const files: PushedFile[] = renders.map((f) => ({
      kind: f.kind,
      areaKey: f.area_key,
      color: f.color,
      width: Number(f.width),
      height: Number(f.height),
      key: f.storage_key,
    }));
    const message = `运营重新推送 ${files.length} 个印刷文件`;
    await trx
      .updateTable('order_push_records')
      .set({
        files: JSON.stringify(files),
        result: 'success',
        message,
        design_version: Number(d!.version),
        pushed_by: operatorId,
      })
      .where('id', '=', Number(r.id))
      .where('result', '=', 'failed')
      .execute();
    await writeAudit(trx, {
      operatorId,
      action: 'order_push.repush',
      targetType: 'temu_order',
      targetId: orderId,
      before: { result: r.result, message: r.message },
      after: { result: 'success', message, fileCount: files.length },
    });
    const after = await base(trx).where('p.id', '=', Number(r.id)).executeTakeFirstOrThrow();
    return toDetail(trx, after as Row, signer);
  });
}
