import type { AdminNotice, NoticeSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import { insertNotice, NoticeStatus, setNoticeStatus } from './repository';

export async function pageAdminNotices(
  db: Executor,
  q: { pageNum: number; pageSize: number; status?: number | undefined },
): Promise<{ rows: AdminNotice[]; total: number }> {
  let base = db.selectFrom('notices as n');
  if (q.status !== undefined) base = base.where('n.status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll().as('c')).executeTakeFirst())?.c ?? 0);
  const rows = await base
    .select([
      'n.id',
      'n.title',
      'n.content',
      'n.status',
      'n.publish_time',
      'n.created_at',
      'n.updated_at',
      (eb) =>
        eb
          .selectFrom('notice_reads as r')
          .select((e) => e.fn.countAll().as('c'))
          .whereRef('r.notice_id', '=', 'n.id')
          .as('read_count'),
    ])
    .orderBy('n.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      content: r.content,
      status: Number(r.status),
      publishTime: r.publish_time === null ? null : Number(r.publish_time),
      readCount: Number(r.read_count ?? 0),
      createTime: Number(r.created_at),
      updateTime: Number(r.updated_at),
    })),
  };
}

const snapshot = (db: Executor, id: number) =>
  db.selectFrom('notices').select(['title', 'content', 'status']).where('id', '=', id).executeTakeFirst();

/** Writes a draft (or edits one, published or not) and publishes it when asked; audited. */
export async function saveNotice(db: Executor, operatorId: number, body: NoticeSaveBody) {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    let id = body.id;
    const before = id === null ? null : await snapshot(trx, id);
    if (id !== null && !before) throw notFound('公告不存在');
    if (id === null) {
      id = await insertNotice(trx, { title: body.title, content: body.content, createdBy: operatorId }, now);
    } else {
      await trx
        .updateTable('notices')
        .set({ title: body.title, content: body.content, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    if (body.publish) await setNoticeStatus(trx, id, NoticeStatus.PUBLISHED, now);
    await writeAudit(trx, {
      operatorId,
      action: before ? 'notice.edit' : 'notice.add',
      targetType: 'notice',
      targetId: id,
      before,
      after: await snapshot(trx, id),
    });
    return { id };
  });
}

/** 发布 / 下线. Publishing stamps the time, so sellers see it as new in the header. */
export async function changeNoticeStatus(db: Executor, operatorId: number, id: number, publish: boolean) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('公告不存在');
    const to = publish ? NoticeStatus.PUBLISHED : NoticeStatus.OFFLINE;
    if (Number(before.status) === to) throw new AppError(400, publish ? '公告已是发布状态' : '公告未发布');
    await setNoticeStatus(trx, id, to);
    await writeAudit(trx, {
      operatorId,
      action: publish ? 'notice.publish' : 'notice.unpublish',
      targetType: 'notice',
      targetId: id,
      before: { status: Number(before.status) },
      after: { status: to },
    });
  });
}

export async function deleteNotice(db: Executor, operatorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('公告不存在');
    await trx.deleteFrom('notice_reads').where('notice_id', '=', id).execute();
    await trx.deleteFrom('notices').where('id', '=', id).execute();
    await writeAudit(trx, { operatorId, action: 'notice.remove', targetType: 'notice', targetId: id, before });
  });
}
