import {
  computeTemuOrderCost,
  type InsufficientBalanceData,
  LedgerType,
  TEMU_ORDER_STATES,
  type TemuOrderCounts,
  type TemuOrderPage,
  type TemuOrderPageQuery,
  type TemuOrderPayResult,
  temuOrderTransitionError,
} from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { lockAccountBalance } from '../ledger/repository';
import { applyBalanceChange } from '../ledger/service';
import { shopNames } from '../online-product/shops';
import { getVipBenefits } from '../vip/benefits';
import {
  findOrders,
  linesOf,
  ORDER_LEDGER_REF,
  type OrderLineRow,
  type OrderRow,
  personalTextsOf,
  stateOf,
  toOrderRow,
} from './repository';
import { orderExtras } from './order-extras';
import { moveOrder } from './transition';
import { applyView, temuCountsOf, viewCounts } from './views';

const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Filters shared by the rows and the per-tab counts (everything but the tab itself). Selective filters (order
 * numbers, product) are resolved through their own indexes; `selective` tells the page query to sort the few rows
 * found rather than walk the time index looking for them.
 */
async function filtered(db: Executor, mainId: number, q: TemuOrderPageQuery) {
  let b = db.selectFrom('temu_orders').where('main_id', '=', mainId);
  let selective = false;
  if (q.shopId !== undefined) b = b.where('shop_id', '=', q.shopId);
  if (q.beginTime !== undefined) b = b.where('purchase_time', '>=', q.beginTime);
  if (q.endTime !== undefined) b = b.where('purchase_time', '<', q.endTime);
  if (q.orderSn) {
    const sns = [...new Set(q.orderSn.split(/[\s,，;；]+/).filter(Boolean))].slice(0, 200);
    if (sns.length) {
      b = b.where('sub_purchase_order_sn', 'in', sns);
      selective = true;
    }
  }
  if (q.product) {
    const p = q.product;
    const skcs = /^\d{1,15}$/.test(p)
      ? [p]
      : (
          await db
            .selectFrom('temu_order_products')
            .select('product_skc_id')
            .where('main_id', '=', mainId)
            .where(sql<boolean>`lower(product_name) like ${likeContains(p.toLowerCase())} escape '\\'`)
            .limit(2000)
            .execute()
        ).map((r) => r.product_skc_id);
    const templateId = /^\d{1,15}$/.test(p) ? Number(p) : null;
    if (templateId === null) {
      // A name every product of the seller carries filters nothing: skip it rather than list every SKC.
      const all = await db
        .selectFrom('temu_order_products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('main_id', '=', mainId)
        .executeTakeFirstOrThrow();
      if (skcs.length > 0 && skcs.length === Number(all.n)) return { b, selective };
    }
    const ids = db
      .selectFrom('temu_orders')
      .select('id')
      .where('main_id', '=', mainId)
      .where('product_skc_id', 'in', skcs.length ? skcs : ['-'])
      .$if(templateId !== null, (x) =>
        x.union(
          db
            .selectFrom('temu_orders')
            .select('id')
            .where('main_id', '=', mainId)
            .where('template_id', '=', templateId!),
        ),
      );
    b = b.where('id', 'in', ids);
    selective = true;
  }
  return { b, selective };
}

/** The order list: one page newest purchase first, the total and the count of every status tab. */
export async function orderPage(
  db: Executor,
  mainId: number,
  q: TemuOrderPageQuery,
  now = Date.now(),
): Promise<TemuOrderPage> {
  const { b: all, selective } = await filtered(db, mainId, q);
  const base = q.view ? applyView(all, q.view, now) : all;
  const temuCounts = await temuCountsOf(db, mainId, q.shopId);
  const [countRows, rows, names, views, unpaid] = await Promise.all([
    // With a selective filter, group by an expression so SQLite finds the rows through that filter's index rather
    // than walking the state index to group for free.
    (selective
      ? base
          .select((eb) => [sql<string>`(state || '')`.as('state'), eb.fn.countAll<number>().as('n')])
          .groupBy(sql`(state || '')`)
      : base.select((eb) => ['state', eb.fn.countAll<number>().as('n')]).groupBy('state')
    ).execute(),
    (q.state ? base.where('state', '=', q.state) : base)
      .selectAll()
      // `+ 0`: with a selective filter, sort the rows it finds instead of walking the time index (SQLite has no
      // statistics to tell it which is cheaper).
      .orderBy(selective ? sql`purchase_time + 0` : sql.ref('purchase_time'), 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    shopNames(db, mainId),
    // Each view's count under the status tab too, so every count shown is what the list shows when clicked.
    viewCounts(q.state ? all.where('state', '=', q.state) : all, temuCounts, now),
    all
      .where('state', '=', 'unpaid')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total_fen').as('fen')])
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const [texts, extras] = await Promise.all([personalTextsOf(db, ids), orderExtras(db, ids)]);
  const counts = Object.fromEntries([['all', 0], ...TEMU_ORDER_STATES.map((s) => [s, 0])]) as TemuOrderCounts;
  for (const r of countRows) {
    const s = stateOf(r.state);
    counts[s] += Number(r.n);
    counts.all += Number(r.n);
  }
  return {
    rows: rows.map((r) =>
      toOrderRow(r, names.get(Number(r.shop_id)) ?? '', texts.get(Number(r.id)) ?? [], now, extras.get(Number(r.id))),
    ),
    total: q.state ? counts[q.state] : counts.all,
    counts,
    views,
    temuCounts,
    unpaid: { count: Number(unpaid.n), totalFen: Number(unpaid.fen ?? 0) },
  };
}

export interface Priced {
  o: OrderRow;
  cost: ReturnType<typeof computeTemuOrderCost>;
  /** null when payable; otherwise why not. */
  reason: string | null;
  alreadyPaid: boolean;
}

/** Each asked order's cost now (current VIP discount) and whether it can be paid. 404 if any id is not the seller's. */
export async function price(db: Executor, mainId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const orders = await findOrders(db, mainId, unique);
  if (orders.length !== unique.length) throw notFound('订单不存在');
  const { discountPercent } = await getVipBenefits(db, mainId);
  const lines = new Map<number, OrderLineRow[]>();
  for (const l of await linesOf(db, unique)) {
    const k = Number(l.order_id);
    lines.set(k, [...(lines.get(k) ?? []), l]);
  }
  const priced: Priced[] = orders.map((o) => {
    const ls = lines.get(Number(o.id)) ?? [];
    const cost = computeTemuOrderCost(
      ls.map((l) => ({
        unitCostFen: Number(l.unit_cost_fen ?? 0),
        quantity: Number(l.quantity),
        weightG: Number(l.weight_g ?? 0),
      })),
      discountPercent,
    );
    const alreadyPaid = o.pay_ledger_id !== null;
    let reason: string | null = null;
    if (alreadyPaid) reason = '订单已支付';
    else if (o.state !== 'unpaid') reason = temuOrderTransitionError(o.state, 'to_produce');
    else if (Number(o.matched) !== 1 || ls.length === 0) {
      reason = `订单 ${o.sub_purchase_order_sn} 含未匹配到模板或底板规格的商品，无法计算成本`;
    }
    return { o, cost, reason, alreadyPaid };
  });
  return { priced, discountPercent };
}

export const insufficient = (data: InsufficientBalanceData) =>
  new AppError(
    400,
    `余额不足：本次需支付 ¥${yuan(data.requiredFen)}，还差 ¥${yuan(data.shortfallFen)}，请先充值`,
    data,
  );

/**
 * Pays orders from the balance, all or nothing, in one transaction: the account row is locked first (so two
 * requests paying the same orders run one after the other), then every order is priced and checked, the total is
 * compared with the balance (400 with the shortfall), and each order gets its own 订单支付 ledger row keyed by the
 * order id — the ledger's insert-once key — and moves 待支付 → 待生产. An order already paid is skipped, never
 * charged again; any refusal rolls the whole payment back.
 */
export async function payOrders(
  db: Executor,
  mainId: number,
  userId: number,
  ids: number[],
): Promise<TemuOrderPayResult> {
  return db.transaction().execute(async (trx) => {
    const balanceFen = await lockAccountBalance(trx, mainId);
    if (balanceFen === null) throw notFound('资金账户不存在');
    const { priced } = await price(trx, mainId, ids);
    const toPay = priced.filter((p) => !p.alreadyPaid);
    const refused = toPay.find((p) => p.reason !== null);
    if (refused) throw badRequest(`订单 ${refused.o.sub_purchase_order_sn}：${refused.reason}`);
    const requiredFen = toPay.reduce((n, p) => n + p.cost.totalFen, 0);
    if (requiredFen > balanceFen) {
      throw insufficient({ balanceFen, requiredFen, shortfallFen: requiredFen - balanceFen });
    }
    const now = Date.now();
    let charged = 0;
    let paid = 0;
    let balanceAfter = balanceFen;
    for (const p of toPay) {
      if (p.cost.totalFen <= 0) throw badRequest(`订单 ${p.o.sub_purchase_order_sn} 金额异常，无法支付`);
      const r = await applyBalanceChange(trx, {
        mainId,
        type: LedgerType.ORDER_PAY,
        amountFen: -p.cost.totalFen,
        refType: ORDER_LEDGER_REF,
        refId: String(p.o.id),
        remark: `备货单 ${p.o.sub_purchase_order_sn}`,
        operatorId: userId,
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 409 && err.data && 'shortfallFen' in err.data) {
          throw insufficient(err.data as InsufficientBalanceData);
        }
        throw err;
      });
      balanceAfter = r.balanceAfterFen;
      const moved = await moveOrder(
        trx,
        p.o,
        'to_produce',
        { actor: 'seller', actorId: userId, remark: `余额支付 ¥${yuan(p.cost.totalFen)}` },
        {
          paid_fen: p.cost.totalFen,
          pay_ledger_id: r.ledgerId,
          paid_at: now,
          base_cost_fen: p.cost.baseCostFen,
          discount_fen: p.cost.discountFen,
          packing_fen: p.cost.packingFen,
          shipping_fen: p.cost.shippingFen,
          total_fen: p.cost.totalFen,
        },
        now,
      );
      // The order changed under us (Temu cancelled it a moment ago): roll the whole payment back.
      if (!moved) throw conflict(`订单 ${p.o.sub_purchase_order_sn} 状态刚刚变化，请刷新后重试`);
      if (r.applied) {
        charged += p.cost.totalFen;
        paid++;
      }
    }
    return { paid, alreadyPaid: priced.length - paid, chargedFen: charged, balanceFen: balanceAfter };
  });
}
