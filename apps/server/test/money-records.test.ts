import {
  type AccountRecord,
  type AccountSummary,
  API_MONEY,
  LedgerType,
  type PageResult,
  shanghaiDayStart,
} from '@podbench/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { applyBalanceChange } from '../src/modules/ledger/service';
import { useTestApp } from './helper';
import { expectLedgerConsistent, newSeller, newSubAccount } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

// Instants in Asia/Shanghai: 2026-11-20 09:00, 2026-11-21 23:59, 2026-11-22 00:30 (= 11-21 16:30 UTC), 2026-11-23 12:00.
const at = (day: string, h: number, m = 0) => (shanghaiDayStart(day) ?? 0) + (h * 60 + m) * 60_000;
const seller = await newSeller(t, 0);
const other = await newSeller(t, 50_000);
const entries = [
  { type: LedgerType.RECHARGE, amountFen: 100_000, time: at('2026-11-20', 9) },
  { type: LedgerType.ORDER_PAY, amountFen: -12_345, time: at('2026-11-21', 23, 59) },
  { type: LedgerType.ORDER_PAY, amountFen: -655, time: at('2026-11-22', 0, 30) },
  { type: LedgerType.REFUND, amountFen: 655, time: at('2026-11-22', 10) },
  { type: LedgerType.WITHDRAW, amountFen: -20_000, time: at('2026-11-23', 12) },
];
// The ledger stamps rows with the clock (and rolls them into daily totals by it): move the clock, not the rows.
vi.useFakeTimers({ toFake: ['Date'] });
for (const [i, e] of entries.entries()) {
  vi.setSystemTime(e.time);
  await applyBalanceChange(db, {
    mainId: seller.id,
    type: e.type,
    amountFen: e.amountFen,
    refType: 'test',
    refId: `rec-${seller.id}-${i}`,
    remark: `备注${i}`,
    operatorId: seller.id,
  });
}
vi.useRealTimers();

const page = (q: string, token = seller.token) =>
  t.call<PageResult<AccountRecord>>({ method: 'GET', url: `${API_MONEY.accountRecord.page}?${q}`, token });
const summary = (q: string, token = seller.token) =>
  t.call<AccountSummary>({ method: 'GET', url: `${API_MONEY.accountRecord.summary}?${q}`, token });

describe('GET /api/clientUserAccountRecord/page', () => {
  it('pages newest first with the operator name', async () => {
    const r = await page('pageNum=1&pageSize=2');
    expect(r.data.total).toBe(5);
    expect(r.data.rows.map((x) => [x.type, x.amountFen])).toEqual([
      ['提现', -20_000],
      ['退款', 655],
    ]);
    expect(r.data.rows[0]).toMatchObject({
      balanceAfterFen: 67_655,
      refType: 'test',
      remark: '备注4',
      operatorName: expect.stringMatching(/昵称$/),
    });
    expect((await page('pageNum=3&pageSize=2')).data.rows.map((x) => x.type)).toEqual(['充值']);
  });

  it('filters by type and by Asia/Shanghai dates or epoch milliseconds', async () => {
    expect((await page(`type=${encodeURIComponent('订单支付')}`)).data.total).toBe(2);
    const day22 = await page('beginTime=2026-11-22&endTime=2026-11-22');
    expect(day22.data.rows.map((x) => x.amountFen)).toEqual([655, -655]);
    const ms = await page(`beginTime=${at('2026-11-21', 23, 59)}&endTime=${at('2026-11-22', 0, 30)}`);
    expect(ms.data.total).toBe(2); // both bounds inclusive
    // Whole days are counted from the daily totals, other ranges from the rows: the same answer either way.
    const days = await page('beginTime=2026-11-21&endTime=2026-11-22');
    const instants = await page(`beginTime=${at('2026-11-21', 0)}&endTime=${at('2026-11-23', 0) - 1}`);
    expect([days.data.total, instants.data.total]).toEqual([3, 3]);
    expect((await page(`type=${encodeURIComponent('订单支付')}&beginTime=2026-11-22`)).data.total).toBe(1);
  });

  it('answers bad filters in Chinese', async () => {
    expect((await page('beginTime=2026-02-30')).msg).toContain('时间格式应为 YYYY-MM-DD 或毫秒时间戳');
    expect((await page('beginTime=2026-11-23&endTime=2026-11-20')).msg).toBe('开始时间不能晚于结束时间');
    expect((await page('type=转账')).msg).toContain('交易类型不正确');
    expect((await page('pageSize=500')).msg).toContain('每页最多 200 条');
  });

  it("shows only the caller's main account; sub-accounts need wallet:view", async () => {
    const o = await page('', other.token);
    expect(o.data.total).toBe(1);
    expect(o.data.rows[0].amountFen).toBe(50_000);
    const viewer = await newSubAccount(t, seller.id, ['wallet:view']);
    expect((await page('', viewer.token)).data.total).toBe(5);
    const payer = await newSubAccount(t, seller.id, ['wallet:recharge']);
    expect((await page('', payer.token)).code).toBe(403);
    expect((await summary('', payer.token)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: API_MONEY.accountRecord.export, token: payer.token })).code).toBe(403);
    expect((await page('')).code).toBe(200);
    expect((await t.call({ method: 'GET', url: API_MONEY.accountRecord.page })).code).toBe(401);
  });
});

describe('GET /api/clientUserAccountRecord/summary', () => {
  it('totals every type and fills a daily series by Shanghai day', async () => {
    const r = await summary(`beginTime=2026-11-19&endTime=${at('2026-11-23', 18)}`); // a time of day widens to its day
    expect(r.data).toMatchObject({ balanceFen: 67_655, incomeFen: 100_655, expenseFen: 33_000 });
    expect(r.data.beginTime).toBe(shanghaiDayStart('2026-11-19'));
    expect(r.data.endTime).toBe(shanghaiDayStart('2026-11-24'));
    expect(r.data.totals).toHaveLength(7);
    expect(r.data.totals.find((x) => x.type === '订单支付')).toEqual({
      type: '订单支付',
      count: 2,
      amountFen: -13_000,
    });
    expect(r.data.totals.find((x) => x.type === '调整')).toEqual({ type: '调整', count: 0, amountFen: 0 });
    expect(r.data.daily.map((d) => [d.date, d.incomeFen, d.expenseFen])).toEqual([
      ['2026-11-19', 0, 0],
      ['2026-11-20', 100_000, 0],
      ['2026-11-21', 0, 12_345],
      ['2026-11-22', 655, 655],
      ['2026-11-23', 0, 20_000],
    ]);
    expect(r.data.daily[3].byType).toEqual({ 订单支付: -655, 退款: 655 });
    await expectLedgerConsistent(t, seller.id);
  });

  it('defaults to the last 30 days and caps ranges at 366 days', async () => {
    const r = await summary('');
    expect(r.data.daily).toHaveLength(30);
    expect((await summary('beginTime=2025-01-01&endTime=2026-11-23')).msg).toBe('统计区间最长 366 天');
  });
});

describe('GET /api/clientUserAccountRecord/export', () => {
  it('returns an .xlsx with Chinese headers and amounts in yuan', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_MONEY.accountRecord.export}?beginTime=2026-11-20&endTime=2026-11-22`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="account-records-\d{8}\.xlsx"; filename\*=UTF-8''/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('交易记录');
    if (!ws) throw new Error('sheet missing');
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['交易时间', '交易类型', '金额（元）', '交易后余额（元）', '关联单号', '备注', '操作人']);
    expect(ws.rowCount).toBe(5);
    expect(values(2).slice(0, 6)).toEqual(['2026-11-22 10:00:00', '退款', 6.55, 876.55, `rec-${seller.id}-3`, '备注3']);
    expect(values(4).slice(0, 4)).toEqual(['2026-11-21 23:59:00', '订单支付', -123.45, 876.55]);
    expect(values(5).slice(0, 4)).toEqual(['2026-11-20 09:00:00', '充值', 1000, 1000]);
    expect(ws.getRow(2).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('answers filter errors as JSON', async () => {
    const r = await t.call({
      method: 'GET',
      url: `${API_MONEY.accountRecord.export}?beginTime=x`,
      token: seller.token,
    });
    expect(r.code).toBe(400);
  });
});
