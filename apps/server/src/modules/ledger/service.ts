import { type InsufficientBalanceData, type LedgerType, shanghaiDayIndex } from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { addToBalance, addToDailyTotals, findLedgerByRef, insertLedgerRowOnce, lockAccountBalance } from './repository';

/** Ledger entry types (spec: 充值, 开通会员, 订单支付, 退款, 提现 and its reversal, 调整); defined by the contract. */
export { LedgerType } from '@podbench/contract';

export interface BalanceChange {
  mainId: number;
  type: LedgerType;
  /** Signed fen: positive credits, negative debits. */
  amountFen: number;
  /** A reference moves money once per type: (refType, refId, type) is unique. */
  refType: string;
  refId: string;
  remark?: string;
  operatorId?: number | null;
}

export interface BalanceChangeResult {
  /** false when the reference had already moved money: nothing changed this time. */
  applied: boolean;
  ledgerId: number;
  balanceAfterFen: number;
}

/**
 * Moves money and writes its ledger row, atomically and at most once per reference.
 *
 * Order matters: (1) lock the account row (PostgreSQL `FOR UPDATE`; SQLite write transactions are exclusive), so
 * concurrent changes to one account apply one after another and ledger ids follow that order; (2) insert the
 * ledger row with ON CONFLICT DO NOTHING, so a replayed reference is recognised without a failing statement (which
 * would abort a PostgreSQL transaction); (3) only when the row was inserted, move the balance and add the row to
 * the account's daily totals. The conditional update and the CHECK (balance_fen >= 0) stay as a second line of
 * defence against overdraft. This is the only way rows enter account_ledger: never insert them directly.
 *
 * Throws 409 '余额不足' (with {@link InsufficientBalanceData}) when a debit would overdraw; the caller's transaction
 * must then roll back. Runs in its own transaction when called outside one.
 */
export async function applyBalanceChange(db: Executor, c: BalanceChange): Promise<BalanceChangeResult> {
  if (!db.isTransaction) return db.transaction().execute((trx) => applyBalanceChange(trx, c));
  if (!Number.isSafeInteger(c.amountFen) || c.amountFen === 0) throw badRequest('金额必须是非零整数（分）');

  const balanceFen = await lockAccountBalance(db, c.mainId);
  if (balanceFen === null) throw notFound('资金账户不存在');
  const balanceAfterFen = balanceFen + c.amountFen;
  if (balanceAfterFen < 0) {
    // A replay of a debit that already went through must still read as done, not as "insufficient".
    const done = await findLedgerByRef(db, c.refType, c.refId, c.type);
    if (done) return alreadyApplied(done, c);
    const data: InsufficientBalanceData = {
      balanceFen,
      requiredFen: -c.amountFen,
      shortfallFen: -balanceAfterFen,
    };
    throw new AppError(409, '余额不足', data);
  }

  const now = Date.now();
  const ledgerId = await insertLedgerRowOnce(db, {
    main_id: c.mainId,
    type: c.type,
    amount_fen: c.amountFen,
    balance_after_fen: balanceAfterFen,
    ref_type: c.refType,
    ref_id: c.refId,
    remark: (c.remark ?? '').slice(0, 255),
    operator_id: c.operatorId ?? null,
    created_at: now,
  });
  if (ledgerId === null) {
    const done = await findLedgerByRef(db, c.refType, c.refId, c.type);
    if (!done) throw new Error('ledger reference conflict without a row');
    return alreadyApplied(done, c);
  }
  const updated = await addToBalance(db, c.mainId, c.amountFen, now);
  // Under the lock nothing else can move this balance; a mismatch means the invariant is broken: roll back.
  if (updated !== balanceAfterFen) throw new Error(`balance moved under the account lock (main ${c.mainId})`);
  await addToDailyTotals(db, { mainId: c.mainId, day: shanghaiDayIndex(now), type: c.type, amountFen: c.amountFen });
  return { applied: true, ledgerId, balanceAfterFen };
}

function alreadyApplied(
  done: { id: number; main_id: number; amount_fen: number; balance_after_fen: number },
  c: BalanceChange,
): BalanceChangeResult {
  // The same reference with another account or amount is a caller bug, never a replay.
  if (Number(done.main_id) !== c.mainId || Number(done.amount_fen) !== c.amountFen) {
    throw conflict('业务单号已用于另一笔资金变动');
  }
  return { applied: false, ledgerId: Number(done.id), balanceAfterFen: Number(done.balance_after_fen) };
}
