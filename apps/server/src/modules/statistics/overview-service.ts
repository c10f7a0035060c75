import {
  type StatisticsOverview,
  type StatisticsTodo,
  TEMU_ORDER_STATES,
  WALLET_RECHARGE,
  WALLET_VIEW,
  WALLET_WITHDRAW,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { hasPermi } from '../../plugins/auth';
import { readBalance } from '../ledger/repository';
import type { AuthUser } from '../session/service';
import { orderStateCounts, publishCounts, qcCounts, shopExpiries, unpaidCoverage } from './overview-repository';
import { sellerSignature } from './cache';
import { orderStateTotals } from './order-state-counts';
import { incrementalTrend } from './trend-cache';

/** Which parts of the dashboard the caller may see: the permissions of the list each part links to. */
export function overviewAccess(user: Pick<AuthUser, 'roles' | 'permissions'>) {
  return {
    orders: hasPermi(user, ['order:view']),
    balance: hasPermi(user, [WALLET_VIEW, WALLET_RECHARGE, WALLET_WITHDRAW]),
    // 模板发布 and 质检结果 are both publish:push pages.
    publishes: hasPermi(user, ['publish:push']),
    shops: hasPermi(user, ['shop:manage']),
  };
}

const todoOf = (p: Omit<StatisticsTodo, 'total'>): StatisticsTodo => ({
  ...p,
  total: p.unpaidOrders + p.failedPublishes + p.qcFailures + p.expiringTokens,
});

/** The header's 待办: the same counts as the dashboard, without the money and the trend. */
export async function todoCounts(db: Executor, user: AuthUser, now = Date.now()): Promise<StatisticsTodo> {
  const a = overviewAccess(user);
  const [states, publishes, qc, shops] = await Promise.all([
    a.orders ? orderStateCounts(db, user.mainId) : null,
    a.publishes ? publishCounts(db, user.mainId) : null,
    a.publishes ? qcCounts(db, user.mainId, now) : null,
    a.shops ? shopExpiries(db, user.mainId, now) : null,
  ]);
  return todoOf({
    unpaidOrders: states?.get('unpaid') ?? 0,
    failedPublishes: publishes?.failed ?? 0,
    qcFailures: qc?.failed ?? 0,
    expiringTokens: shops ? shops.expired + shops.expiringSoon : 0,
  });
}

export async function overview(db: Executor, user: AuthUser, now = Date.now()): Promise<StatisticsOverview> {
  const a = overviewAccess(user);
  const mainId = user.mainId;
  const [balanceFen, sig, totals] = await Promise.all([
    a.balance ? readBalance(db, mainId) : 0,
    a.orders ? sellerSignature(db, mainId, now) : '',
    a.orders ? orderStateTotals(db, mainId) : null,
  ]);
  // State totals are kept by triggers (migration 0042), read once here; the trend is brought up to date
  // incrementally (trend-cache.ts).
  const [unpaid, publishes, qc, shops, trend] = await Promise.all([
    totals ? unpaidCoverage(db, mainId, balanceFen, totals.get('unpaid') ?? { n: 0, fen: 0 }) : null,
    a.publishes ? publishCounts(db, mainId) : null,
    a.publishes ? qcCounts(db, mainId, now) : null,
    a.shops ? shopExpiries(db, mainId, now) : null,
    a.orders ? incrementalTrend(db, mainId, sig, now) : null,
  ]);
  const states = totals ? new Map([...totals].map(([state, t]) => [state, t.n])) : null;
  const n = (s: string) => states?.get(s) ?? 0;
  return {
    generatedAt: now,
    balance: a.balance
      ? {
          balanceFen,
          coverCount: unpaid ? unpaid.coverCount : null,
          coverFen: unpaid ? unpaid.coverFen : null,
          shortfallFen: unpaid ? unpaid.shortfallFen : null,
        }
      : null,
    orders:
      states && unpaid
        ? {
            unpaidCount: unpaid.count,
            unpaidFen: unpaid.totalFen,
            inProduction: n('to_produce') + n('producing'),
            inShipping: n('to_ship') + n('shipped'),
            byState: Object.fromEntries(TEMU_ORDER_STATES.map((st) => [st, n(st)])),
          }
        : null,
    publishes,
    qc,
    shops,
    trend,
    todo: todoOf({
      unpaidOrders: unpaid?.count ?? 0,
      failedPublishes: publishes?.failed ?? 0,
      qcFailures: qc?.failed ?? 0,
      expiringTokens: shops ? shops.expired + shops.expiringSoon : 0,
    }),
  };
}
