import { LedgerType } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { applyBalanceChange } from '../src/modules/ledger/service';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newSeller } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

describe('applyBalanceChange', () => {
  it('writes one row per change with the balance after it', async () => {
    const s = await newSeller(t, 1_000);
    const r = await applyBalanceChange(db, {
      mainId: s.id,
      type: LedgerType.ORDER_PAY,
      amountFen: -300,
      refType: 'order',
      refId: `o-${s.id}`,
      remark: '订单支付',
      operatorId: s.id,
    });
    expect(r).toMatchObject({ applied: true, balanceAfterFen: 700 });
    const rows = await ledgerRows(t, s.id);
    expect(rows.map((x) => [x.type, Number(x.amount_fen), Number(x.balance_after_fen)])).toEqual([
      ['调整', 1_000, 1_000],
      ['订单支付', -300, 700],
    ]);
    await expectLedgerConsistent(t, s.id);
  });

  it('moves money once per reference: a replay reports already applied and changes nothing', async () => {
    const s = await newSeller(t, 1_000);
    const change = { mainId: s.id, type: LedgerType.REFUND, amountFen: 250, refType: 'order', refId: `r-${s.id}` };
    const first = await applyBalanceChange(db, change);
    const again = await applyBalanceChange(db, change);
    expect(first.applied).toBe(true);
    expect(again).toEqual({ applied: false, ledgerId: first.ledgerId, balanceAfterFen: 1_250 });
    expect(await balanceOf(t, s.id)).toBe(1_250);
  });

  it('a replayed debit still reads as applied when the balance could no longer cover it', async () => {
    const s = await newSeller(t, 500);
    const change = { mainId: s.id, type: LedgerType.ORDER_PAY, amountFen: -400, refType: 'order', refId: `d-${s.id}` };
    await applyBalanceChange(db, change);
    await expect(applyBalanceChange(db, change)).resolves.toMatchObject({ applied: false, balanceAfterFen: 100 });
  });

  it('refuses to overdraw with 409 余额不足 and the shortfall, leaving no row', async () => {
    const s = await newSeller(t, 100);
    const err = await applyBalanceChange(db, {
      mainId: s.id,
      type: LedgerType.ORDER_PAY,
      amountFen: -150,
      refType: 'order',
      refId: `x-${s.id}`,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 409,
      message: '余额不足',
      data: { balanceFen: 100, requiredFen: 150, shortfallFen: 50 },
    });
    expect(await ledgerRows(t, s.id)).toHaveLength(1);
    expect(await balanceOf(t, s.id)).toBe(100);
  });

  it('refuses the same reference for a different amount', async () => {
    const s = await newSeller(t, 100);
    const base = { mainId: s.id, type: LedgerType.REFUND, refType: 'order', refId: `m-${s.id}` };
    await applyBalanceChange(db, { ...base, amountFen: 10 });
    await expect(applyBalanceChange(db, { ...base, amountFen: 20 })).rejects.toMatchObject({ code: 409 });
    expect(await balanceOf(t, s.id)).toBe(110);
  });

  it('rejects zero and unknown accounts', async () => {
    await expect(
      applyBalanceChange(db, { mainId: 1, type: LedgerType.ADJUST, amountFen: 0, refType: 'x', refId: 'zero' }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(
      applyBalanceChange(db, {
        mainId: 9_999_999,
        type: LedgerType.ADJUST,
        amountFen: 5,
        refType: 'x',
        refId: 'nobody',
      }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('rolls back with the surrounding transaction', async () => {
    const s = await newSeller(t, 100);
    await db
      .transaction()
      .execute(async (trx) => {
        await applyBalanceChange(trx, {
          mainId: s.id,
          type: LedgerType.REFUND,
          amountFen: 50,
          refType: 'o',
          refId: `tx-${s.id}`,
        });
        throw new Error('later step failed');
      })
      .catch(() => undefined);
    expect(await balanceOf(t, s.id)).toBe(100);
    expect(await ledgerRows(t, s.id)).toHaveLength(1);
  });
});

describe('seeded data', () => {
  it('the demo seller balance came through the ledger', async () => {
    const demo = await db.selectFrom('users').select('id').where('user_name', '=', 'demo').executeTakeFirstOrThrow();
    expect(await expectLedgerConsistent(t, Number(demo.id))).toBe(100_000);
  });
});
