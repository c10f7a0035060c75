import { API_MONEY, LedgerType, RechargePurpose, RechargeStatus } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { applyBalanceChange } from '../src/modules/ledger/service';
import { insertOrder } from '../src/modules/recharge/repository';
import { TEST_DIALECT, useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newSeller } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const sandbox = t.runtime.ctx.payments.sandbox!;

/** Deterministic shuffle (mulberry32) so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  let a = seed;
  const rnd = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe(`concurrent debits and top-up notifications (${TEST_DIALECT})`, () => {
  it('200 debits mixed with 50 notifications (10 replayed five times): exact, consistent, never negative', async () => {
    const initial = 50_000;
    const s = await newSeller(t, initial);
    const now = Date.now();

    // 50 pending sandbox orders (written directly: the API's per-account order rate limit is 30 per 10 minutes).
    const orders = Array.from({ length: 50 }, (_, i) => ({ outTradeNo: `RC${s.id}x${i}`, amountFen: 1_000 + i * 37 }));
    for (const o of orders) {
      await insertOrder(db, {
        out_trade_no: o.outTradeNo,
        main_id: s.id,
        user_id: s.id,
        amount_fen: o.amountFen,
        method: 'sandbox',
        status: RechargeStatus.PENDING,
        purpose: RechargePurpose.RECHARGE,
        vip_plan_id: null,
        qr_code: '',
        expires_at: now + 15 * 60_000,
        paid_at: null,
        provider_trade_no: null,
        created_at: now,
        updated_at: now,
      });
    }
    const notifications = orders.flatMap((o, i) => {
      const body = sandbox.buildNotification(
        { outTradeNo: o.outTradeNo, tradeNo: `T${i}`, amountFen: o.amountFen },
        'SUCCESS',
      );
      return Array.from({ length: i < 10 ? 5 : 1 }, () => body);
    });
    expect(notifications).toHaveLength(90);

    // 200 debits: half through the withdrawal API, half as order payments; together far more than the money.
    const debits = Array.from({ length: 200 }, (_, i) => ({ i, amountFen: 500 + ((i * 97) % 1_000) }));
    type Outcome = { kind: 'notify'; status: number } | { kind: 'debit'; amountFen: number; ok: boolean };
    const tasks: (() => Promise<Outcome>)[] = [
      ...notifications.map((body) => async (): Promise<Outcome> => {
        const r = await t.app.inject({
          method: 'POST',
          url: API_MONEY.payNotify.sandbox,
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        return { kind: 'notify', status: r.statusCode };
      }),
      ...debits.map(({ i, amountFen }) => async (): Promise<Outcome> => {
        if (i % 2 === 0) {
          const r = await t.call({
            method: 'POST',
            url: API_MONEY.withdraw.apply,
            token: s.token,
            payload: { amountFen, payeeType: 'alipay', payeeName: '张三', payeeAccount: 'zhangsan@example.com' },
          });
          if (r.code !== 200) expect([r.code, r.msg]).toEqual([409, '余额不足']);
          return { kind: 'debit', amountFen, ok: r.code === 200 };
        }
        try {
          await applyBalanceChange(db, {
            mainId: s.id,
            type: LedgerType.ORDER_PAY,
            amountFen: -amountFen,
            refType: 'order',
            refId: `cc-${s.id}-${i}`,
          });
          return { kind: 'debit', amountFen, ok: true };
        } catch (err) {
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).code).toBe(409);
          return { kind: 'debit', amountFen, ok: false };
        }
      }),
    ];

    // Sample the balance while the storm runs: it must never be seen below zero.
    let running = true;
    let lowest = Number.POSITIVE_INFINITY;
    const sampler = (async () => {
      while (running) {
        lowest = Math.min(lowest, await balanceOf(t, s.id));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const outcomes = await Promise.all(shuffle(tasks, 20261122).map((task) => task()));
    running = false;
    await sampler;

    expect(outcomes.filter((o) => o.kind === 'notify').every((o) => o.kind === 'notify' && o.status === 200)).toBe(
      true,
    );
    const debited = outcomes.reduce((sum, o) => (o.kind === 'debit' && o.ok ? sum + o.amountFen : sum), 0);
    const failed = outcomes.filter((o) => o.kind === 'debit' && !o.ok).length;
    const credited = orders.reduce((sum, o) => sum + o.amountFen, 0);
    const expected = initial + credited - debited;

    expect(failed).toBeGreaterThan(0); // the run really hit the floor
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(t, s.id)).toBe(expected);
    expect(await expectLedgerConsistent(t, s.id)).toBe(expected);

    const rows = await ledgerRows(t, s.id);
    expect(rows.filter((r) => r.type === LedgerType.RECHARGE)).toHaveLength(50);
    expect(new Set(rows.filter((r) => r.type === LedgerType.RECHARGE).map((r) => r.ref_id)).size).toBe(50);
    expect(rows.filter((r) => r.type !== LedgerType.RECHARGE && r.type !== LedgerType.ADJUST)).toHaveLength(
      200 - failed,
    );
    const held = await db.selectFrom('withdrawals').select('id').where('main_id', '=', s.id).execute();
    expect(held).toHaveLength(rows.filter((r) => r.type === LedgerType.WITHDRAW).length);
    const log = await db
      .selectFrom('payment_notifications')
      .select(['credited'])
      .where('out_trade_no', 'like', `RC${s.id}x%`)
      .execute();
    expect(log).toHaveLength(90);
    expect(log.filter((l) => l.credited === 1)).toHaveLength(50);
  }, 120_000);
});
