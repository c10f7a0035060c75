import {
  API_FUNDS_EXCEPTION,
  API_MONEY,
  type FundsException,
  type PageResult,
  type RechargeOrderCreated,
  type RechargeStatusResult,
  type SandboxPayResult,
  type VipBuyResult,
  type VipPlan,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { queryExpiredOrders, runRechargeSweep, sweepExpiredOrders } from '../src/modules/recharge/sweep';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newOperator, newSeller } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const ctx = t.runtime.ctx;
const sandbox = ctx.payments.sandbox!;
const op = await newOperator(t);

const create = async (token: string, amountFen: number) => {
  const r = await t.call<RechargeOrderCreated>({
    method: 'POST',
    url: API_MONEY.recharge.create,
    token,
    payload: { amountFen, method: 'sandbox' },
  });
  expect(r.code).toBe(200);
  return r.data.outTradeNo;
};
const cashier = (no: string, action: 'confirm' | 'cancel' | 'replay' | 'confirmSilently') =>
  t.call<SandboxPayResult>({ method: 'POST', url: `/sandbox/pay/${no}/${action}` });
const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: API_MONEY.payNotify.sandbox,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
const status = async (token: string, no: string) =>
  (await t.call<RechargeStatusResult>({ method: 'GET', url: `${API_MONEY.recharge.status}?outTradeNo=${no}`, token }))
    .data.status;
/** Moves an order (and the sandbox's trade) `minutes` past its deadline. */
const pastDeadline = async (no: string, minutes: number) => {
  const past = Date.now() - minutes * 60_000;
  await db.updateTable('recharge_orders').set({ expires_at: past }).where('out_trade_no', '=', no).execute();
  await db.updateTable('sandbox_pay_trades').set({ expires_at: past }).where('out_trade_no', '=', no).execute();
};
const exceptions = (query: Record<string, string | number> = {}, token = op.token) =>
  t.call<PageResult<FundsException>>({
    method: 'GET',
    url: `${API_FUNDS_EXCEPTION.page}?${new URLSearchParams(Object.entries({ pageSize: 200, ...query }).map(([k, v]): [string, string] => [k, String(v)]))}`,
    token,
  });
const exceptionsOf = async (no: string) => (await exceptions({ keyword: no })).data.rows;
const resolve = (id: number, note: string, token = op.token) =>
  t.call<FundsException>({ method: 'POST', url: API_FUNDS_EXCEPTION.resolve, token, payload: { id, note } });

/**
 * Reconciliation of one seller against the sandbox's own books, as an outside auditor would: every trade the
 * provider took (SUCCESS) is exactly one 充值 ledger row of its amount, and every 充值 row is such a trade.
 * Returns the list of discrepancies (empty when the books agree).
 */
async function discrepancies(mainId: number) {
  const paid = await db
    .selectFrom('sandbox_pay_trades as s')
    .innerJoin('recharge_orders as o', 'o.out_trade_no', 's.out_trade_no')
    .select(['s.out_trade_no', 's.amount_fen'])
    .where('o.main_id', '=', mainId)
    .where('s.status', '=', 'SUCCESS')
    .execute();
  const credits = (await ledgerRows(t, mainId)).filter((r) => r.type === '充值');
  const found: string[] = [];
  for (const p of paid) {
    const rows = credits.filter((c) => c.ref_type === 'recharge' && c.ref_id === p.out_trade_no);
    if (rows.length !== 1 || Number(rows[0].amount_fen) !== Number(p.amount_fen)) {
      found.push(`${p.out_trade_no}: ${rows.length} credits`);
    }
  }
  for (const c of credits) {
    if (!paid.some((p) => p.out_trade_no === c.ref_id)) found.push(`${c.ref_id}: credited without a payment`);
  }
  await expectLedgerConsistent(t, mainId);
  return found;
}

describe('a genuine payment notified after the deadline + grace', () => {
  it('is credited exactly once, also under parallel replays, and listed in 资金异常', async () => {
    const s = await newSeller(t, 1_000);
    const no = await create(s.token, 4_321);
    // The payer pays in time; the notification is lost (the server was down) …
    expect((await cashier(no, 'confirmSilently')).data.tradeStatus).toBe('SUCCESS');
    expect(await balanceOf(t, s.id)).toBe(1_000);
    // … and the provider's retry arrives long after the deadline + 10 minutes.
    await pastDeadline(no, 45);
    const first = await cashier(no, 'replay');
    expect(first.data.notifyStatus).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(5_321);
    expect(await status(s.token, no)).toBe('已支付');
    // Replays, one after another and in parallel: nothing more.
    for (let i = 0; i < 2; i++) expect((await cashier(no, 'replay')).data.notifyStatus).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 6 }, () => cashier(no, 'replay')));
    expect(parallel.every((r) => r.data.notifyStatus === 200)).toBe(true);
    expect(await balanceOf(t, s.id)).toBe(5_321);
    const credits = (await ledgerRows(t, s.id)).filter((r) => r.type === '充值');
    expect(credits.map((r) => [r.ref_id, Number(r.amount_fen), r.remark])).toEqual([
      [no, 4_321, '沙箱支付充值（逾期到账）'],
    ]);
    const log = await db
      .selectFrom('payment_notifications')
      .select(['credited', 'reason'])
      .where('out_trade_no', '=', no)
      .orderBy('id')
      .execute();
    expect(log.filter((l) => l.credited === 1).length).toBe(1);
    expect(log[0].reason).toContain('逾期到账');

    const rows = await exceptionsOf(no);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: '逾期到账',
      source: 'notify',
      outTradeNo: no,
      method: 'sandbox',
      mainId: s.id,
      amountFen: 4_321,
      paidFen: 4_321,
      credited: true,
      status: '待处理',
    });
    expect(rows[0].userName).not.toBe('');
    expect(rows[0].detail).toContain('已计入余额');
    // The sweep asks the provider about it later and finds nothing more to do.
    await runRechargeSweep(ctx, Date.now() + 60_000);
    expect(await balanceOf(t, s.id)).toBe(5_321);
    expect(await discrepancies(s.id)).toEqual([]);
  });

  it('a forged or unsigned late notification credits nothing and records nothing', async () => {
    const s = await newSeller(t);
    const no = await create(s.token, 2_000);
    await pastDeadline(no, 30);
    const good = JSON.parse(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T1', amountFen: 2_000 }, 'SUCCESS'));
    const forged = { ...good, sign: good.sign.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) };
    const { sign: _drop, ...unsigned } = good;
    for (const body of [forged, unsigned, { ...good, total_amount_fen: '2000000' }]) {
      const res = await notify(JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL', message: '签名无效' });
    }
    expect(await balanceOf(t, s.id)).toBe(0);
    expect(await exceptionsOf(no)).toEqual([]);
    expect(await discrepancies(s.id)).toEqual([]);
  });

  it('a signed late SUCCESS the provider’s query does not confirm credits nothing and is recorded', async () => {
    const s = await newSeller(t);
    const no = await create(s.token, 900);
    await pastDeadline(no, 20);
    // The payer never paid: the sandbox closes the trade; a "paid" notification contradicts its own books.
    expect((await cashier(no, 'confirm')).msg).toBe('交易已超时关闭');
    const res = await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T2', amountFen: 900 }, 'SUCCESS'));
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(0);
    expect(await status(s.token, no)).toBe('已过期');
    const rows = await exceptionsOf(no);
    expect(rows.map((r) => [r.kind, r.credited])).toEqual([['渠道未确认', false]]);
    expect(rows[0].detail).toContain('已关闭');
    expect(await discrepancies(s.id)).toEqual([]);
  });

  it('a late VIP payment goes to the balance, opens no VIP, and says so', async () => {
    const s = await newSeller(t);
    const plans = await t.call<VipPlan[]>({ method: 'GET', url: API_MONEY.vip.plans });
    const plan = plans.data[0];
    const buy = await t.call<VipBuyResult>({
      method: 'POST',
      url: API_MONEY.vip.buy,
      token: s.token,
      payload: { planId: plan.id, payMethod: 'sandbox' },
    });
    expect(buy.code).toBe(200);
    const no = (buy.data as { outTradeNo: string }).outTradeNo;
    await cashier(no, 'confirmSilently');
    await pastDeadline(no, 30);
    await cashier(no, 'replay');
    expect(await balanceOf(t, s.id)).toBe(plan.priceFen);
    const vip = await db.selectFrom('vip_purchases').select('id').where('main_id', '=', s.id).execute();
    expect(vip).toEqual([]);
    const rows = await exceptionsOf(no);
    expect(rows.map((r) => r.kind)).toEqual(['逾期到账']);
    expect(rows[0].detail).toContain('会员未自动开通');
    expect(await discrepancies(s.id)).toEqual([]);
  });
});

describe('the recharge sweep queries orders that expired while pending', () => {
  it('finds a payment whose notification never came and credits it once', async () => {
    const s = await newSeller(t);
    const paid = await create(s.token, 3_300);
    const unpaid = await create(s.token, 1_100);
    const cancelled = await create(s.token, 700);
    await cashier(paid, 'confirmSilently');
    await cashier(cancelled, 'cancel');
    for (const no of [paid, unpaid, cancelled]) await pastDeadline(no, 11);
    expect(await status(s.token, paid)).toBe('已过期');

    const now = Date.now();
    const r = await runRechargeSweep(ctx, now);
    expect(r.expired).toBeGreaterThanOrEqual(2);
    expect(r.credited).toBe(1);
    expect(await balanceOf(t, s.id)).toBe(3_300);
    expect(await status(s.token, paid)).toBe('已支付');
    expect(await status(s.token, unpaid)).toBe('已过期');
    const rows = await exceptionsOf(paid);
    expect(rows.map((x) => [x.kind, x.source, x.credited])).toEqual([['逾期到账', 'query', true]]);
    expect(rows[0].detail).toContain('主动查询');
    expect(await exceptionsOf(unpaid)).toEqual([]);

    // The unpaid one is asked again later (the trade is still open at the sandbox), then left alone.
    const due = await db
      .selectFrom('recharge_orders')
      .select(['out_trade_no', 'query_next_at', 'query_attempts'])
      .where('out_trade_no', 'in', [paid, unpaid])
      .execute();
    const byNo = Object.fromEntries(due.map((d) => [d.out_trade_no, d]));
    expect(byNo[paid].query_next_at).toBeNull();
    expect(Number(byNo[unpaid].query_next_at)).toBeGreaterThan(now);
    expect(Number(byNo[unpaid].query_attempts)).toBe(1);

    // The lost notification finally arrives, and sweeps run again: nothing more is credited.
    expect((await cashier(paid, 'replay')).data.notifyStatus).toBe(200);
    for (let i = 1; i <= 5; i++) await runRechargeSweep(ctx, now + i * 24 * 3_600_000);
    expect(await balanceOf(t, s.id)).toBe(3_300);
    expect(
      (
        await db
          .selectFrom('recharge_orders')
          .select('query_next_at')
          .where('out_trade_no', '=', unpaid)
          .executeTakeFirstOrThrow()
      ).query_next_at,
    ).toBeNull();
    expect(await discrepancies(s.id)).toEqual([]);
  });

  it('also asks about an order an older process expired (never asked), once', async () => {
    const s = await newSeller(t);
    const no = await create(s.token, 2_468);
    await cashier(no, 'confirmSilently');
    await pastDeadline(no, 20);
    // As a process from before migration 0027 left it: expired, nothing due.
    await db
      .updateTable('recharge_orders')
      .set({ status: '已过期', query_next_at: null })
      .where('out_trade_no', '=', no)
      .execute();
    await runRechargeSweep(ctx);
    expect(await balanceOf(t, s.id)).toBe(2_468);
    expect((await exceptionsOf(no)).map((x) => [x.kind, x.source])).toEqual([['逾期到账', 'query']]);
    await runRechargeSweep(ctx, Date.now() + 60_000);
    expect(await discrepancies(s.id)).toEqual([]);
  });

  it('a query and the late notification racing credit once', async () => {
    const s = await newSeller(t);
    const nos = [await create(s.token, 1_234), await create(s.token, 4_321)];
    for (const no of nos) {
      await cashier(no, 'confirmSilently');
      await pastDeadline(no, 15);
    }
    await sweepExpiredOrders(db);
    const now = Date.now();
    await Promise.all([
      queryExpiredOrders(ctx, now),
      queryExpiredOrders(ctx, now),
      ...nos.flatMap((no) => [cashier(no, 'replay'), cashier(no, 'replay')]),
    ]);
    expect(await balanceOf(t, s.id)).toBe(5_555);
    const credits = (await ledgerRows(t, s.id)).filter((r) => r.type === '充值');
    expect(credits.map((c) => c.ref_id).sort()).toEqual([...nos].sort());
    for (const no of nos) expect((await exceptionsOf(no)).map((x) => x.kind)).toEqual(['逾期到账']);
    expect(await discrepancies(s.id)).toEqual([]);
  });
});

describe('运营后台 › 资金异常', () => {
  it('filters, resolves once with a note, and audits the resolution', async () => {
    const s = await newSeller(t);
    const no = await create(s.token, 555);
    await cashier(no, 'confirmSilently');
    await pastDeadline(no, 12);
    await cashier(no, 'replay');
    const [row] = await exceptionsOf(no);
    expect(row.status).toBe('待处理');
    expect((await exceptions({ status: '待处理', kind: '逾期到账' })).data.rows.some((r) => r.id === row.id)).toBe(
      true,
    );
    expect((await exceptions({ status: '已处理' })).data.rows.some((r) => r.id === row.id)).toBe(false);
    expect((await exceptions({ kind: '金额不符' })).data.rows.some((r) => r.id === row.id)).toBe(false);
    expect((await exceptions({ kind: 'nope' })).msg).toContain('异常类型不正确');

    // Sellers cannot see or touch it.
    expect((await exceptions({}, s.token)).code).toBe(403);
    expect((await resolve(row.id, '核对无误', s.token)).code).toBe(403);

    expect((await resolve(row.id, '  ')).msg).toContain('请填写处理说明');
    expect((await resolve(999_999_999, '核对无误')).code).toBe(404);
    const [a, b] = await Promise.all([resolve(row.id, '已与渠道核对，入账无误'), resolve(row.id, '重复')]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    const done = (await exceptionsOf(no))[0];
    expect(done).toMatchObject({ status: '已处理' });
    expect(['已与渠道核对，入账无误', '重复']).toContain(done.resolveNote);
    expect(done.resolveTime).toBeGreaterThan(0);
    expect(done.resolverName).not.toBe('');
    const audit = await db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'funds_exception.resolve')
      .where('target_id', '=', String(row.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(Number(audit[0].operator_id)).toBe(op.id);
    expect(JSON.parse(audit[0].after_json)).toMatchObject({ status: '已处理', note: done.resolveNote });
    // Resolving moves no money.
    expect(await balanceOf(t, s.id)).toBe(555);
  });

  it('records verified notifications that contradict the order (amount, unknown number)', async () => {
    const s = await newSeller(t);
    const no = await create(s.token, 800);
    await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 801 }, 'SUCCESS'));
    await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 801 }, 'SUCCESS'));
    const unknown = `R000unknown${s.id}`;
    await notify(sandbox.buildNotification({ outTradeNo: unknown, tradeNo: 'T', amountFen: 800 }, 'SUCCESS'));
    expect((await exceptionsOf(no)).map((r) => [r.kind, r.paidFen, r.amountFen, r.credited])).toEqual([
      ['金额不符', 801, 800, false],
    ]);
    expect((await exceptionsOf(unknown)).map((r) => [r.kind, r.mainId, r.userName])).toEqual([['订单不存在', 0, '']]);
    expect(await balanceOf(t, s.id)).toBe(0);
    // /metrics counts what waits for an operator, by kind (for alerting).
    const open = (await exceptions({ status: '待处理', kind: '金额不符' })).data.total;
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain(`podbench_funds_exceptions_open{kind="金额不符"} ${open}`);
    expect(metrics).toContain('podbench_funds_exceptions_open{kind="查询失败"} 0');
  });
});
