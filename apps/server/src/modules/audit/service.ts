import type { AuditLog, AuditPageQuery } from '@podbench/contract';
import type { Executor } from '../../db';

export interface AuditEntry {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Records one operator data change. Call it with the same `trx` as the change so both land or neither does. */
export async function writeAudit(db: Executor, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      operator_id: e.operatorId,
      action: e.action,
      target_type: e.targetType,
      target_id: String(e.targetId),
      before_json: JSON.stringify(e.before ?? null),
      after_json: JSON.stringify(e.after ?? null),
      created_at: Date.now(),
    })
    .execute();
}

const parse = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
};

/** Newest first, filtered by operator, action, target and time range. */
export async function pageAudit(db: Executor, q: AuditPageQuery): Promise<{ rows: AuditLog[]; total: number }> {
  let base = db.selectFrom('audit_logs as a').leftJoin('users as u', 'u.id', 'a.operator_id');
  if (q.operatorId) base = base.where('a.operator_id', '=', q.operatorId);
  if (q.action) base = base.where('a.action', '=', q.action);
  if (q.targetType) base = base.where('a.target_type', '=', q.targetType);
  if (q.targetId) base = base.where('a.target_id', '=', q.targetId);
  if (q.beginTime !== undefined) base = base.where('a.created_at', '>=', q.beginTime);
  if (q.endTime !== undefined) base = base.where('a.created_at', '<=', q.endTime);
  const totalRow = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('a')
    .select('u.user_name')
    .orderBy('a.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      operatorId: Number(r.operator_id),
      operatorName: r.user_name ?? '',
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parse(r.before_json),
      after: parse(r.after_json),
      createTime: Number(r.created_at),
    })),
  };
}
