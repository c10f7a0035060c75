import { type AdminWithdrawal, API_MONEY, type PageResult, type Withdrawal } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newOperator, newSeller, newSubAccount } from './money-fixtures';

const t = await useTestApp();
const payee = { payeeType: 'alipay', payeeName: '李四', payeeAccount: 'lisi@example.com' };
const apply = (token: string, amountFen: number, extra: Record<string, unknown> = {}) =>
  t.call<Withdrawal>({
    method: 'POST',
    url: API_MONEY.withdraw.apply,
    token,
    payload: { amountFen, ...payee, ...extra },
  });
const approve = (token: string, id: number, payoutReference = 'ALI202611220001') =>
  t.call<Withdrawal>({ method: 'POST', url: API_MONEY.adminWithdraw.approve, token, payload: { id, payoutReference } });
const reject = (token: string, id: number, reason = '收款账户信息有误') =>
  t.call<Withdrawal>({ method: 'POST', url: API_MONEY.adminWithdraw.reject, token, payload: { id, reason } });

const op = await newOperator(t);

describe('withdrawal applications', () => {
  it('hold the amount at once with a 提现 row', async () => {
    const s = await newSeller(t, 10_000);
    const r = await apply(s.token, 3_000);
    expect(r.msg).toBe('提现申请已提交，等待审核');
    expect(r.data).toMatchObject({
      amountFen: 3_000,
      status: '待审核',
      ...payee,
      reason: '',
      payoutReference: '',
      reviewTime: null,
    });
    expect(await balanceOf(t, s.id)).toBe(7_000);
    const hold = (await ledgerRows(t, s.id)).at(-1);
    expect([hold?.type, Number(hold?.amount_fen), hold?.ref_type, hold?.ref_id]).toEqual([
      '提现',
      -3_000,
      'withdraw',
      String(r.data.id),
    ]);
    const mine = await t.call<PageResult<Withdrawal>>({
      method: 'GET',
      url: `${API_MONEY.withdraw.page}?pageSize=5`,
      token: s.token,
    });
    expect(mine.data.total).toBe(1);
    expect(mine.data.rows[0].id).toBe(r.data.id);
  });

  it('refuse more than the balance (409 余额不足, nothing recorded) and less than ¥1', async () => {
    const s = await newSeller(t, 1_000);
    const r = await apply(s.token, 1_001);
    expect([r.code, r.msg, r.data]).toEqual([
      409,
      '余额不足',
      { balanceFen: 1_000, requiredFen: 1_001, shortfallFen: 1 },
    ]);
    expect((await apply(s.token, 99)).msg).toContain('提现金额最少 ¥1.00');
    expect((await apply(s.token, 500, { payeeType: 'paypal' })).msg).toContain('请选择收款方式');
    expect((await apply(s.token, 500, { payeeName: ' ' })).msg).toContain('请输入收款人姓名');
    const mine = await t.call<PageResult<Withdrawal>>({ method: 'GET', url: API_MONEY.withdraw.page, token: s.token });
    expect(mine.data.total).toBe(0);
    expect(await balanceOf(t, s.id)).toBe(1_000);
  });

  it('sub-accounts need wallet:withdraw to apply (在线充值 alone gets 403); the list is the main account’s', async () => {
    const s = await newSeller(t, 5_000);
    const viewer = await newSubAccount(t, s.id, ['wallet:view']);
    expect((await apply(viewer.token, 100)).code).toBe(403);
    // Issue 17: a sub-account holding only 在线充值 withdrew ¥50 to its own payee.
    const recharger = await newSubAccount(t, s.id, ['wallet:recharge']);
    const refused = await apply(recharger.token, 5_000, { payeeName: '王五', payeeAccount: 'wangwu@example.com' });
    expect([refused.code, refused.msg]).toEqual([403, '没有权限执行此操作']);
    expect(await balanceOf(t, s.id)).toBe(5_000);
    expect((await t.call({ method: 'GET', url: API_MONEY.withdraw.page, token: recharger.token })).code).toBe(403);
    const payer = await newSubAccount(t, s.id, ['wallet:withdraw']);
    expect((await apply(payer.token, 100)).code).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(4_900);
    const list = await t.call<PageResult<Withdrawal>>({
      method: 'GET',
      url: API_MONEY.withdraw.page,
      token: viewer.token,
    });
    expect(list.data.total).toBe(1);
    // Payees are the main account's business: a records viewer sees them masked, wallet:withdraw in full.
    expect(list.data.rows[0]).toMatchObject({ amountFen: 100, payeeName: '李*', payeeAccount: '****.com' });
    const id = list.data.rows[0].id;
    const viewed = await t.call<Withdrawal>({
      method: 'GET',
      url: `${API_MONEY.withdraw.detail}?id=${id}`,
      token: viewer.token,
    });
    expect(viewed.data).toMatchObject({ payeeName: '李*', payeeAccount: '****.com' });
    for (const token of [payer.token, s.token]) {
      const full = await t.call<PageResult<Withdrawal>>({ method: 'GET', url: API_MONEY.withdraw.page, token });
      expect(full.data.rows[0]).toMatchObject(payee);
    }
    const nobody = await newSubAccount(t, s.id, []);
    expect((await t.call({ method: 'GET', url: API_MONEY.withdraw.page, token: nobody.token })).code).toBe(403);
    await expectLedgerConsistent(t, s.id);
  });
});

describe('operator review', () => {
  it('approve: final, no money moves; a second review is 409', async () => {
    const s = await newSeller(t, 10_000);
    const w = (await apply(s.token, 4_000)).data;
    const r = await approve(op.token, w.id);
    expect(r.data).toMatchObject({ status: '已打款', payoutReference: 'ALI202611220001' });
    expect(r.data.reviewTime).toBeGreaterThan(0);
    expect(await balanceOf(t, s.id)).toBe(6_000);
    expect((await approve(op.token, w.id)).code).toBe(409);
    expect((await reject(op.token, w.id)).code).toBe(409);
    expect(await balanceOf(t, s.id)).toBe(6_000);
  });

  it('reject: returns the hold exactly once with a 提现退回 row', async () => {
    const s = await newSeller(t, 10_000);
    const w = (await apply(s.token, 2_500)).data;
    const [a, b] = await Promise.all([reject(op.token, w.id), reject(op.token, w.id)]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    expect((await approve(op.token, w.id)).code).toBe(409);
    expect(await balanceOf(t, s.id)).toBe(10_000);
    const rows = (await ledgerRows(t, s.id)).map((x) => [x.type, Number(x.amount_fen), x.remark]);
    expect(rows.slice(1)).toEqual([
      ['提现', -2_500, '提现申请（待审核）'],
      ['提现退回', 2_500, '提现驳回：收款账户信息有误'],
    ]);
    const mine = await t.call<PageResult<Withdrawal>>({
      method: 'GET',
      url: `${API_MONEY.withdraw.page}?status=已驳回`,
      token: s.token,
    });
    expect(mine.data.rows.map((x) => [x.status, x.reason])).toEqual([['已驳回', '收款账户信息有误']]);
    await expectLedgerConsistent(t, s.id);
  });

  it('lists every account’s applications for the operator, with names and filters', async () => {
    const s = await newSeller(t, 10_000);
    const w = (await apply(s.token, 1_234)).data;
    const page = await t.call<PageResult<AdminWithdrawal>>({
      method: 'GET',
      url: `${API_MONEY.adminWithdraw.page}?status=待审核&pageSize=200`,
      token: op.token,
    });
    const row = page.data.rows.find((x) => x.id === w.id);
    expect(row).toMatchObject({ mainId: s.id, amountFen: 1_234, status: '待审核', reviewerName: '' });
    expect(row?.userName).toMatch(/^acct/);
    expect(page.data.rows.every((x) => x.status === '待审核')).toBe(true);
  });

  it('is for operators only, and unknown ids are 404', async () => {
    const s = await newSeller(t, 10_000);
    const w = (await apply(s.token, 100)).data;
    expect((await approve(s.token, w.id)).code).toBe(403);
    expect((await reject(s.token, w.id)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: API_MONEY.adminWithdraw.page, token: s.token })).code).toBe(403);
    expect((await approve(op.token, 99_999_999)).code).toBe(404);
    expect((await reject(op.token, 99_999_999, ' ')).msg).toContain('请填写驳回原因');
  });

  it("a seller never sees another seller's withdrawals", async () => {
    const a = await newSeller(t, 10_000);
    const b = await newSeller(t, 10_000);
    await apply(a.token, 700);
    const w = (await apply(a.token, 800)).data;
    const list = await t.call<PageResult<Withdrawal>>({ method: 'GET', url: API_MONEY.withdraw.page, token: b.token });
    expect(list.data).toEqual({ rows: [], total: 0 });
    const detail = (token: string) =>
      t.call<Withdrawal>({ method: 'GET', url: `${API_MONEY.withdraw.detail}?id=${w.id}`, token });
    expect((await detail(a.token)).data).toMatchObject({ id: w.id, amountFen: 800 });
    expect([(await detail(b.token)).code, (await detail(b.token)).msg]).toEqual([404, '提现申请不存在']);
  });
});
