import { WithdrawStatus } from '@podbench/contract';
import type { Insertable, Updateable } from 'kysely';
import { type Executor, toCount } from '../../db';
import type { WithdrawalsTable } from '../../db/schema-money';

export async function insertWithdrawal(db: Executor, values: Insertable<WithdrawalsTable>) {
  const r = await db.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function findWithdrawal(db: Executor, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The caller's own application: another account's id reads as not found. */
export async function findWithdrawalOfMain(db: Executor, mainId: number, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
}

interface PageFilter {
  status?: string;
  pageNum: number;
  pageSize: number;
}

export async function pageWithdrawalsOfMain(db: Executor, mainId: number, f: PageFilter) {
  let q = db.selectFrom('withdrawals').where('main_id', '=', mainId);
  if (f.status) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(count?.n as number | string | undefined) };
}

/** Operator view: every account's applications with the seller's, applicant's and reviewer's names. */
export async function pageAllWithdrawals(db: Executor, f: PageFilter & { keyword?: string }) {
  let q = db
    .selectFrom('withdrawals as w')
    .innerJoin('users as m', 'm.id', 'w.main_id')
    .leftJoin('users as a', 'a.id', 'w.user_id')
    .leftJoin('users as r', 'r.id', 'w.reviewer_id');
  if (f.status) q = q.where('w.status', '=', f.status);
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('m.user_name', 'like', like), eb('w.payee_name', 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll('w')
      .select(['m.user_name as main_user_name', 'a.nick_name as applicant_name', 'r.nick_name as reviewer_name'])
      .orderBy('w.id', 'desc')
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(count?.n as number | string | undefined) };
}

/** 待审核 → a final state, once: false when it was already reviewed (or a concurrent review won). */
export async function reviewPendingWithdrawal(db: Executor, id: number, patch: Updateable<WithdrawalsTable>) {
  const r = await db
    .updateTable('withdrawals')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', WithdrawStatus.PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
