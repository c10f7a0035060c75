import { API_MONEY, type Withdrawal } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newOperator, newSeller, newSubAccount } from './money-fixtures';

/** Issue 21 §6: a withdrawal can be cancelled while pending, by its own account only; the hold comes back exactly. */
const t = await useTestApp();
const payee = { payeeType: 'bank', payeeName: '王五', payeeAccount: '6222020012345678' };
const apply = (token: string, amountFen: number) =>
  t.call<Withdrawal>({ method: 'POST', url: API_MONEY.withdraw.apply, token, payload: { amountFen, ...payee } });
const cancel = (token: string, id: unknown) =>
  t.call<Withdrawal>({ method: 'POST', url: API_MONEY.withdraw.cancel, token, payload: { id } });
const approve = (token: string, id: number) =>
  t.call<Withdrawal>({
    method: 'POST',
    url: API_MONEY.adminWithdraw.approve,
    token,
    payload: { id, payoutReference: 'BANK20261127001' },
  });
const reject = (token: string, id: number) =>
  t.call<Withdrawal>({
    method: 'POST',
    url: API_MONEY.adminWithdraw.reject,
    token,
    payload: { id, reason: '信息有误' },
  });

const op = await newOperator(t);

describe('POST /api/withdraw/cancel', () => {
  it('returns a pending hold to the fen with one 提现退回 row and marks it 已取消', async () => {
    const s = await newSeller(t, 12_345);
    const w = (await apply(s.token, 4_321)).data;
    expect(await balanceOf(t, s.id)).toBe(8_024);
    const r = await cancel(s.token, w.id);
    expect([r.code, r.msg]).toEqual([200, '提现申请已取消，金额已退回余额']);
    expect(r.data).toMatchObject({ id: w.id, status: '已取消', amountFen: 4_321 });
    expect(await balanceOf(t, s.id)).toBe(12_345);
    const back = (await ledgerRows(t, s.id)).at(-1);
    expect([back?.type, Number(back?.amount_fen), back?.ref_type, back?.ref_id]).toEqual([
      '提现退回',
      4_321,
      'withdraw',
      String(w.id),
    ]);
    await expectLedgerConsistent(t, s.id);
  });

  it('refuses a second cancel, a cancel after review, and a review after cancel — money moves once', async () => {
    const s = await newSeller(t, 10_000);
    const a = (await apply(s.token, 1_000)).data;
    expect((await cancel(s.token, a.id)).code).toBe(200);
    const again = await cancel(s.token, a.id);
    expect([again.code, again.msg]).toEqual([409, '该提现申请已取消，不能取消']);
    expect((await approve(op.token, a.id)).code).toBe(409);
    expect((await reject(op.token, a.id)).code).toBe(409);

    const paid = (await apply(s.token, 2_000)).data;
    expect((await approve(op.token, paid.id)).code).toBe(200);
    const late = await cancel(s.token, paid.id);
    expect([late.code, late.msg]).toEqual([409, '该提现申请已处理，不能取消']);

    const rejected = (await apply(s.token, 3_000)).data;
    expect((await reject(op.token, rejected.id)).code).toBe(200);
    expect((await cancel(s.token, rejected.id)).code).toBe(409);
    // 10,000 − 2,000 paid out; the cancelled 1,000 and the rejected 3,000 came back once each.
    expect(await balanceOf(t, s.id)).toBe(8_000);
    await expectLedgerConsistent(t, s.id);
  });

  it("another seller's application is not found and stays pending; sub-accounts need wallet:withdraw", async () => {
    const owner = await newSeller(t, 5_000);
    const other = await newSeller(t, 5_000);
    const w = (await apply(owner.token, 1_500)).data;
    const r = await cancel(other.token, w.id);
    expect([r.code, r.msg]).toEqual([404, '提现申请不存在']);
    expect(await balanceOf(t, owner.id)).toBe(3_500);
    expect(await balanceOf(t, other.id)).toBe(5_000);

    const viewer = await newSubAccount(t, owner.id, ['wallet:view']);
    expect((await cancel(viewer.token, w.id)).code).toBe(403);
    const operatorCall = await cancel(op.token, w.id);
    expect(operatorCall.code).toBe(403);
    const teammate = await newSubAccount(t, owner.id, ['wallet:withdraw']);
    expect((await cancel(teammate.token, w.id)).data.status).toBe('已取消');
    expect(await balanceOf(t, owner.id)).toBe(5_000);
  });

  it('bad input changes nothing', async () => {
    const s = await newSeller(t, 2_000);
    const w = (await apply(s.token, 500)).data;
    for (const id of ['x', 0, -1, 1.5, null]) {
      const r = await cancel(s.token, id);
      expect(r.code).toBe(400);
    }
    expect(await balanceOf(t, s.id)).toBe(1_500);
    expect((await cancel(s.token, 99_999_999)).code).toBe(404);
    expect(w.status).toBe('待审核');
  });
});
