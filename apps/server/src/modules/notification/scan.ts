import { TOKEN_EXPIRY_NOTICE_MS } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { ShopState } from '../shop/repository';
import { claimLowBalance, DEFAULT_SETTINGS, findSettings, rearmLowBalance, settingsOf } from './repository';
import { notify } from './service';

const HOUR = 3_600_000;
/** Orders announced per seller and scan (the rest come in the next scan). */
const UNPAID_BATCH = 200;

export interface ScanStats {
  unpaid: number;
  tokens: number;
  lowBalance: number;
}

/**
 * Orders still 待支付 `unpaidHours` after Temu placed them (purchase_time), each announced once (dedupe key per
 * order, so changing N later never announces an order twice). `at` is the time judged by (the clock; tests and the
 * sandbox control move it), the notification itself is stamped with the real time.
 */
export async function scanUnpaid(db: Executor, mainId: number, at: number): Promise<number> {
  const settings = await findSettings(db, mainId);
  if (!settings.enabled.includes('order_unpaid')) return 0;
  const rows = await db
    .selectFrom('temu_orders as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .select(['o.id', 'o.sub_purchase_order_sn', 'o.total_fen', 's.mall_name'])
    .where('o.main_id', '=', mainId)
    .where('o.state', '=', 'unpaid')
    .where('o.purchase_time', '<=', at - settings.unpaidHours * HOUR)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications as n')
            .select('n.id')
            .where('n.main_id', '=', mainId)
            .where(
              'n.dedupe_key',
              '=',
              sql<string>`cast('order_unpaid:' as varchar(200)) || cast(o.id as varchar(20))`,
            ),
        ),
      ),
    )
    .orderBy('o.purchase_time')
    .orderBy('o.id')
    .limit(UNPAID_BATCH)
    .execute();
  let n = 0;
  for (const r of rows) {
    const id = await notify(db, mainId, {
      type: 'order_unpaid',
      orderId: Number(r.id),
      sn: r.sub_purchase_order_sn,
      shopName: r.mall_name,
      hours: settings.unpaidHours,
      totalFen: Number(r.total_fen),
    });
    if (id !== null) n++;
  }
  return n;
}

/** Live shops whose token expires within 7 days of `at`: one notification per shop and expiry time. */
export async function scanTokens(db: Executor, at: number, mainId?: number): Promise<number> {
  let q = db
    .selectFrom('shops')
    .select(['id', 'main_id', 'platform', 'mall_name', 'token_expire_time'])
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE)
    .where('token_expire_time', '>', at)
    .where('token_expire_time', '<=', at + TOKEN_EXPIRY_NOTICE_MS);
  if (mainId !== undefined) q = q.where('main_id', '=', mainId);
  let n = 0;
  for (const s of await q.execute()) {
    const id = await notify(db, Number(s.main_id), {
      type: 'token_expiring',
      shopId: Number(s.id),
      platform: s.platform,
      shopName: s.mall_name,
      expiresAt: Number(s.token_expire_time),
    });
    if (id !== null) n++;
  }
  return n;
}

/**
 * Sellers (main accounts with a live shop) whose balance is below their threshold: announced once per dip — the
 * mark on notification_settings is taken conditionally, and cleared once the balance is back at or above it.
 */
export async function scanLowBalance(db: Executor, at: number, mainId?: number): Promise<number> {
  let q = db
    .selectFrom('users as u')
    .leftJoin('notification_settings as ns', 'ns.main_id', 'u.id')
    .select([
      'u.id',
      'u.balance_fen',
      'ns.disabled',
      'ns.unpaid_hours',
      'ns.low_balance_fen',
      'ns.low_balance_notified_at',
    ])
    .whereRef('u.main_id', '=', 'u.id')
    .where('u.deleted', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shops as s').select('s.id').whereRef('s.main_id', '=', 'u.id').where('s.unbound_at', 'is', null),
      ),
    );
  if (mainId !== undefined) q = q.where('u.id', '=', mainId);
  const rows = await q.execute();
  const rearm: number[] = [];
  let n = 0;
  for (const r of rows) {
    const s =
      r.disabled === null
        ? DEFAULT_SETTINGS
        : settingsOf({
            disabled: r.disabled,
            unpaid_hours: Number(r.unpaid_hours),
            low_balance_fen: Number(r.low_balance_fen),
            low_balance_notified_at: r.low_balance_notified_at,
          });
    const balance = Number(r.balance_fen);
    if (balance >= s.lowBalanceFen) {
      if (s.lowBalanceNotifiedAt !== null) rearm.push(Number(r.id));
      continue;
    }
    if (s.lowBalanceNotifiedAt !== null || !s.enabled.includes('low_balance')) continue;
    const id = await db.transaction().execute(async (trx) => {
      if (!(await claimLowBalance(trx, Number(r.id), at))) return null;
      return notify(trx, Number(r.id), { type: 'low_balance', balanceFen: balance, thresholdFen: s.lowBalanceFen, at });
    });
    if (id !== null) n++;
  }
  await rearmLowBalance(db, rearm);
  return n;
}

/** Sellers with synced Temu shops: those that can have unpaid orders. */
async function sellersWithOrders(db: Executor) {
  const rows = await db.selectFrom('temu_order_sync').select('main_id').distinct().execute();
  return rows.map((r) => Number(r.main_id));
}

/** Every time-based event of one seller (after saving preferences, and the sandbox clock control). */
export async function scanSeller(db: Executor, mainId: number, at = Date.now()): Promise<ScanStats> {
  return {
    unpaid: await scanUnpaid(db, mainId, at),
    tokens: await scanTokens(db, at, mainId),
    lowBalance: await scanLowBalance(db, at, mainId),
  };
}

/** The periodic job: every seller. */
export async function scanAll(db: Executor, at = Date.now()): Promise<ScanStats> {
  let unpaid = 0;
  for (const mainId of await sellersWithOrders(db)) unpaid += await scanUnpaid(db, mainId, at);
  return { unpaid, tokens: await scanTokens(db, at), lowBalance: await scanLowBalance(db, at) };
}
