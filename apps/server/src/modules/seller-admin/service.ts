import {
  type BalanceAdjustBody,
  LedgerType,
  type SellerDetail,
  type SellerPageQuery,
  type SellerRow,
  UserStatus,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import { maskPhone } from '../../lib/mask';
import { writeAudit } from '../audit/service';
import { applyBalanceChange } from '../ledger/service';
import { revokeUserSessions } from '../session/repository';

/** Main accounts only: a seller is a user that is its own main account (operators have main_id 0). */
const sellers = (db: Executor) =>
  db.selectFrom('users as u').whereRef('u.main_id', '=', 'u.id').where('u.deleted', '=', 0);

const rowColumns = [
  'u.id',
  'u.user_name',
  'u.nick_name',
  'u.phone',
  'u.company',
  'u.email',
  'u.status',
  'u.vip_level',
  'u.vip_expire_time',
  'u.balance_fen',
  'u.created_at',
  'u.last_login_time',
] as const;

type SellerRecord = {
  id: number;
  user_name: string;
  nick_name: string;
  phone: string | null;
  company: string;
  status: number;
  vip_level: number;
  vip_expire_time: number | null;
  balance_fen: number;
  created_at: number;
  last_login_time: number | null;
};

async function countsOf(db: Executor, ids: number[]) {
  const shops = new Map<number, number>();
  const subs = new Map<number, number>();
  if (ids.length === 0) return { shops, subs };
  const [s, u] = await Promise.all([
    db
      .selectFrom('shops')
      .select(['main_id', (eb) => eb.fn.countAll().as('n')])
      .where('main_id', 'in', ids)
      .where('unbound_at', 'is', null)
      .groupBy('main_id')
      .execute(),
    db
      .selectFrom('users')
      .select(['main_id', (eb) => eb.fn.countAll().as('n')])
      .where('main_id', 'in', ids)
      .whereRef('main_id', '!=', 'id')
      .where('deleted', '=', 0)
      .groupBy('main_id')
      .execute(),
  ]);
  for (const r of s) shops.set(Number(r.main_id), Number(r.n));
  for (const r of u) subs.set(Number(r.main_id), Number(r.n));
  return { shops, subs };
}

const toRow = (r: SellerRecord, shopCount: number, subAccountCount: number): SellerRow => ({
  id: Number(r.id),
  userName: r.user_name,
  nickName: r.nick_name,
  phone: r.phone ? maskPhone(r.phone) : null,
  company: r.company,
  status: Number(r.status),
  vipLevel: Number(r.vip_level),
  vipExpireTime: r.vip_expire_time === null ? null : Number(r.vip_expire_time),
  balanceFen: Number(r.balance_fen),
  shopCount,
  subAccountCount,
  createTime: Number(r.created_at),
  lastLoginTime: r.last_login_time === null ? null : Number(r.last_login_time),
});

export async function pageSellers(db: Executor, q: SellerPageQuery): Promise<{ rows: SellerRow[]; total: number }> {
  let base = sellers(db);
  const kw = q.keyword?.trim();
  if (kw) {
    base = base.where((eb) =>
      eb.or([
        containsText('u.user_name', kw),
        containsText('u.nick_name', kw),
        containsText('u.company', kw),
        eb('u.phone', '=', kw),
      ]),
    );
  }
  if (q.status !== undefined) base = base.where('u.status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(rowColumns)
    .orderBy('u.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const { shops, subs } = await countsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    total,
    rows: rows.map((r) => toRow(r, shops.get(Number(r.id)) ?? 0, subs.get(Number(r.id)) ?? 0)),
  };
}

export async function sellerDetail(db: Executor, id: number): Promise<SellerDetail> {
  const r = await sellers(db).select(rowColumns).where('u.id', '=', id).executeTakeFirst();
  if (!r) throw notFound('卖家不存在');
  const [{ shops, subs }, shopRows, ledger] = await Promise.all([
    countsOf(db, [id]),
    db
      .selectFrom('shops')
      .select(['id', 'platform', 'mall_name', 'mall_id', 'unbound_at', 'created_at'])
      .where('main_id', '=', id)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('account_ledger')
      .select(['id', 'type', 'amount_fen', 'balance_after_fen', 'remark', 'created_at'])
      .where('main_id', '=', id)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    ...toRow(r, shops.get(id) ?? 0, subs.get(id) ?? 0),
    email: r.email,
    shops: shopRows.map((s) => ({
      id: Number(s.id),
      platform: s.platform,
      mallName: s.mall_name,
      mallId: s.mall_id,
      unbound: s.unbound_at !== null,
      createTime: Number(s.created_at),
    })),
    ledger: ledger.map((l) => ({
      id: Number(l.id),
      type: l.type,
      amountFen: Number(l.amount_fen),
      balanceAfterFen: Number(l.balance_after_fen),
      remark: l.remark,
      createTime: Number(l.created_at),
    })),
  };
}

/**
 * 停用 / 启用 a seller. Disabling ends every session of the account and its sub-accounts at once (they cannot sign in
 * again while it is disabled); the audit row keeps who did it and the status before and after.
 */
export async function changeSellerStatus(db: Executor, operatorId: number, id: number, status: 0 | 1) {
  await db.transaction().execute(async (trx) => {
    const r = await sellers(trx).select(['u.id', 'u.status']).where('u.id', '=', id).executeTakeFirst();
    if (!r) throw notFound('卖家不存在');
    if (Number(r.status) === status) return;
    const now = Date.now();
    await trx.updateTable('users').set({ status, updated_at: now }).where('id', '=', id).execute();
    if (status === UserStatus.DISABLED) {
      const users = await trx.selectFrom('users').select('id').where('main_id', '=', id).execute();
      await revokeUserSessions(
        trx,
        users.map((u) => Number(u.id)),
        now,
      );
    }
    await writeAudit(trx, {
      operatorId,
      action: status === UserStatus.DISABLED ? 'seller.disable' : 'seller.enable',
      targetType: 'seller',
      targetId: id,
      before: { status: Number(r.status) },
      after: { status },
    });
  });
}

/**
 * 余额调整: a 调整 ledger row with the operator and the reason, through the one way money moves. A debit larger than
 * the balance is refused (the balance never goes below zero); the same request id adjusts once.
 */
export async function adjustSellerBalance(db: Executor, operatorId: number, body: BalanceAdjustBody) {
  return db.transaction().execute(async (trx) => {
    const r = await sellers(trx).select(['u.id', 'u.balance_fen']).where('u.id', '=', body.id).executeTakeFirst();
    if (!r) throw notFound('卖家不存在');
    try {
      const res = await applyBalanceChange(trx, {
        mainId: body.id,
        type: LedgerType.ADJUST,
        amountFen: body.amountFen,
        refType: 'admin_adjust',
        refId: body.requestId,
        remark: `运营调整：${body.reason}`,
        operatorId,
      });
      if (res.applied) {
        await writeAudit(trx, {
          operatorId,
          action: 'seller.adjustBalance',
          targetType: 'seller',
          targetId: body.id,
          before: { balanceFen: Number(r.balance_fen) },
          after: { balanceFen: res.balanceAfterFen, amountFen: body.amountFen, reason: body.reason },
        });
      }
      return { balanceFen: res.balanceAfterFen, ledgerId: res.ledgerId };
    } catch (err) {
      if (err instanceof AppError && err.code === 409) {
        throw new AppError(
          400,
          `余额不足：当前余额 ${(Number(r.balance_fen) / 100).toFixed(2)} 元，不能扣减 ${(-body.amountFen / 100).toFixed(2)} 元`,
        );
      }
      throw err;
    }
  });
}
