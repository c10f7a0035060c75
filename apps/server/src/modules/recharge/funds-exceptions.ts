import {
  type FundsException,
  type FundsExceptionKind,
  type FundsExceptionPageQuery,
  type FundsExceptionSource,
  FundsExceptionStatus,
} from '@podbench/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db';
import { toCount } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';

export interface NewFundsException {
  kind: FundsExceptionKind;
  source: FundsExceptionSource;
  outTradeNo: string;
  method: string;
  mainId: number;
  amountFen: number;
  paidFen: number;
  credited: boolean;
  providerTradeNo?: string;
  detail: string;
}

/**
 * Records an exception once per (order number, kind): a replayed notification or a second query finds the row and
 * adds nothing. Call it in the transaction that moved (or refused to move) the money.
 */
export async function recordFundsException(db: Executor, e: NewFundsException): Promise<boolean> {
  const now = Date.now();
  const r = await db
    .insertInto('funds_exceptions')
    .values({
      kind: e.kind,
      source: e.source,
      out_trade_no: e.outTradeNo.slice(0, 64),
      method: e.method.slice(0, 16),
      main_id: e.mainId,
      amount_fen: e.amountFen,
      paid_fen: e.paidFen,
      credited: e.credited ? 1 : 0,
      provider_trade_no: (e.providerTradeNo ?? '').slice(0, 64),
      detail: e.detail.slice(0, 500),
      status: FundsExceptionStatus.OPEN,
      resolver_id: null,
      resolved_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['out_trade_no', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

const baseQuery = (db: Executor) =>
  db
    .selectFrom('funds_exceptions as f')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'f.main_id').on('f.main_id', '>', 0))
    .leftJoin('users as r', 'r.id', 'f.resolver_id');

type Row = {
  id: number;
  kind: string;
  source: string;
  out_trade_no: string;
  method: string;
  main_id: number;
  amount_fen: number;
  paid_fen: number;
  credited: number;
  provider_trade_no: string;
  detail: string;
  status: string;
  resolve_note: string;
  resolved_at: number | null;
  created_at: number;
  user_name: string | null;
  resolver_name: string | null;
};

const toFundsException = (r: Row): FundsException => ({
  id: Number(r.id),
  kind: r.kind as FundsException['kind'],
  source: r.source === 'query' ? 'query' : 'notify',
  outTradeNo: r.out_trade_no,
  method: r.method,
  mainId: Number(r.main_id),
  userName: r.user_name ?? '',
  amountFen: Number(r.amount_fen),
  paidFen: Number(r.paid_fen),
  credited: Number(r.credited) === 1,
  providerTradeNo: r.provider_trade_no,
  detail: r.detail,
  status: r.status === FundsExceptionStatus.RESOLVED ? FundsExceptionStatus.RESOLVED : FundsExceptionStatus.OPEN,
  resolveNote: r.resolve_note,
  resolverName: r.resolver_name ?? '',
  resolveTime: r.resolved_at === null ? null : Number(r.resolved_at),
  createTime: Number(r.created_at),
});

const COLUMNS = [
  'f.id',
  'f.kind',
  'f.source',
  'f.out_trade_no',
  'f.method',
  'f.main_id',
  'f.amount_fen',
  'f.paid_fen',
  'f.credited',
  'f.provider_trade_no',
  'f.detail',
  'f.status',
  'f.resolve_note',
  'f.resolved_at',
  'f.created_at',
  'u.user_name',
  'r.user_name as resolver_name',
] as const;

/** Newest first; filters by status, kind, time and a keyword (order or trade number exactly, or seller account). */
export async function pageFundsExceptions(db: Executor, q: FundsExceptionPageQuery) {
  let base = baseQuery(db);
  if (q.status) base = base.where('f.status', '=', q.status);
  if (q.kind) base = base.where('f.kind', '=', q.kind);
  if (q.beginTime !== undefined) base = base.where('f.created_at', '>=', q.beginTime);
  if (q.endTime !== undefined) base = base.where('f.created_at', '<', q.endTime);
  if (q.keyword) {
    const kw = q.keyword;
    const like = `%${kw.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('f.out_trade_no', '=', kw),
        eb('f.provider_trade_no', '=', kw),
        eb(eb.fn('lower', ['u.user_name']), 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('f.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toFundsException(r as Row)), total: toCount(total?.n) };
}

async function findFundsException(db: Executor, id: number) {
  const r = await baseQuery(db).select(COLUMNS).where('f.id', '=', id).executeTakeFirst();
  return r ? toFundsException(r as Row) : null;
}

/** 处理: 待处理 → 已处理 once, with the operator's note, audited in the same transaction. */
export async function resolveFundsException(db: Db, operatorId: number, id: number, note: string) {
  return db.transaction().execute(async (trx) => {
    const before = await findFundsException(trx, id);
    if (!before) throw notFound('资金异常记录不存在');
    if (before.status !== FundsExceptionStatus.OPEN) throw conflict('该资金异常已处理');
    const now = Date.now();
    const r = await trx
      .updateTable('funds_exceptions')
      .set({
        status: FundsExceptionStatus.RESOLVED,
        resolve_note: note.slice(0, 500),
        resolver_id: operatorId,
        resolved_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', FundsExceptionStatus.OPEN)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict('该资金异常已处理');
    await writeAudit(trx, {
      operatorId,
      action: 'funds_exception.resolve',
      targetType: 'funds_exception',
      targetId: id,
      before: { status: before.status, kind: before.kind, outTradeNo: before.outTradeNo },
      after: { status: FundsExceptionStatus.RESOLVED, note },
    });
    const after = await findFundsException(trx, id);
    if (!after) throw new Error('funds exception vanished');
    return after;
  });
}
