import { FundsExceptionKind, type PayMethod } from '@podbench/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { RechargeOrderRow } from '../../db/schema-money';
import { recordFundsException } from './funds-exceptions';
import {
  claimOrderQuery,
  expireOverdueOrders,
  markUnaskedExpiredOrdersDue,
  ordersDueForQuery,
  setNextQuery,
} from './repository';
import { creditLatePayment, NOTIFY_GRACE_MS, QUERY_STATE_TEXT, recordMismatch } from './settle';

const SWEEP_EVERY_MS = 60_000;
/** Orders queried per sweep and process. */
const QUERY_BATCH = 20;
/** A claimed query not finished by then (a killed process) is taken again. */
const QUERY_LEASE_MS = 5 * 60_000;
/** After the first query, the n-th retry waits RETRY_DELAYS_MS[n - 1]: about a day in all. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 16 * 3_600_000];
/** An order the provider still calls open after this many answers is left alone (it closes at its time_expire). */
const MAX_OPEN_ANSWERS = 4;

/** Expired orders this young that were never asked about are asked (see markUnaskedExpiredOrdersDue). */
const UNASKED_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * Marks pending orders past deadline + grace as 已过期 (and due for a query), and any expired order never asked
 * about as due. Idempotent: every process may run it. Returns how many orders it expired.
 */
export async function sweepExpiredOrders(db: Db, now = Date.now()) {
  const expired = await expireOverdueOrders(db, now - NOTIFY_GRACE_MS, now);
  await markUnaskedExpiredOrdersDue(db, now - UNASKED_WINDOW_MS, now);
  return expired;
}

export interface QuerySweepResult {
  asked: number;
  credited: number;
}

/**
 * Asks the provider about orders that expired while pending (Alipay `alipay.trade.query`, WeChat Pay's query by
 * out_trade_no, the sandbox's books): a payment whose notification never came is credited now (逾期到账, through
 * the same {@link creditLatePayment} a late notification uses, so the two can race and still credit once).
 * Closed or unknown trades end the queries; errors and still-open trades are asked again with a back-off, and an
 * order that could not be asked after every retry becomes a 查询失败 funds exception for an operator.
 */
export async function queryExpiredOrders(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  now = Date.now(),
  log?: FastifyBaseLogger,
): Promise<QuerySweepResult> {
  const result: QuerySweepResult = { asked: 0, credited: 0 };
  for (const order of await ordersDueForQuery(ctx.db, now, QUERY_BATCH)) {
    if (!(await claimOrderQuery(ctx.db, order.id, Number(order.query_next_at), now + QUERY_LEASE_MS))) continue;
    result.asked++;
    if (await queryOne(ctx, order, now, log)) result.credited++;
  }
  return result;
}

async function queryOne(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  order: RechargeOrderRow,
  now: number,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const { db } = ctx;
  const attempt = Number(order.query_attempts) + 1;
  const method = order.method as PayMethod;
  const provider = ctx.payments.get(method);
  const base = {
    source: 'query' as const,
    outTradeNo: order.out_trade_no,
    method,
    mainId: Number(order.main_id),
    amountFen: Number(order.amount_fen),
    paidFen: 0,
    credited: false,
  };
  if (!provider) {
    await recordFundsException(db, {
      ...base,
      kind: FundsExceptionKind.QUERY_FAILED,
      detail: '订单过期未付款，但该支付方式已停用，无法向渠道查询，请到渠道后台核对',
    });
    await setNextQuery(db, order.id, null);
    return false;
  }
  let q: Awaited<ReturnType<typeof provider.queryTrade>>;
  try {
    q = await provider.queryTrade(order.out_trade_no);
  } catch (err) {
    log?.warn({ err, outTradeNo: order.out_trade_no, attempt }, 'recharge order query failed');
    if (attempt > RETRY_DELAYS_MS.length) {
      await recordFundsException(db, {
        ...base,
        kind: FundsExceptionKind.QUERY_FAILED,
        detail: `订单过期未收到付款通知，向渠道查询 ${attempt} 次均失败（${String((err as Error)?.message ?? err).slice(0, 200)}），请到渠道后台核对`,
      });
      await setNextQuery(db, order.id, null);
    } else {
      await setNextQuery(db, order.id, now + RETRY_DELAYS_MS[attempt - 1]);
    }
    return false;
  }
  if (q.state === 'paid') {
    const payment = { outTradeNo: order.out_trade_no, amountFen: q.amountFen ?? 0, providerTradeNo: q.providerTradeNo };
    const mismatch = await recordMismatch(db, method, order, payment, 'query');
    if (mismatch) {
      await setNextQuery(db, order.id, null);
      return false;
    }
    const outcome = await creditLatePayment(db, method, order, payment, 'query');
    log?.warn({ outTradeNo: order.out_trade_no, reason: outcome.reason }, 'expired recharge order found paid');
    return outcome.credited;
  }
  if (q.state === 'open' && attempt < MAX_OPEN_ANSWERS) {
    await setNextQuery(db, order.id, now + RETRY_DELAYS_MS[attempt - 1]);
    return false;
  }
  log?.debug({ outTradeNo: order.out_trade_no, state: QUERY_STATE_TEXT[q.state] }, 'expired recharge order unpaid');
  await setNextQuery(db, order.id, null);
  return false;
}

/** One sweep: expire, then query. */
export async function runRechargeSweep(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  now = Date.now(),
  log?: FastifyBaseLogger,
) {
  const expired = await sweepExpiredOrders(ctx.db, now);
  const queried = await queryExpiredOrders(ctx, now, log);
  return { expired, ...queried };
}

/** Runs the sweep every minute while the app is up (reads already show such orders as expired meanwhile). */
export function scheduleExpirySweep(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'payments'>) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runRechargeSweep(ctx, Date.now(), app.log)
        .catch((err: unknown) => app.log.warn({ err }, 'recharge expiry sweep failed'))
        .finally(() => {
          running = false;
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
