import {
  RechargePurpose,
  VIP_PERIOD_LABELS,
  type VipBuyResult,
  type VipCurrent,
  type VipPlan,
  type VipQuote,
} from '@podbench/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import type { SellerScope } from '../ledger/seller-scope';
import { newTradeNo } from '../recharge/trade-no';
import { openPaymentOrder } from '../recharge/service';
import { getVipBenefits } from './benefits';
import { toVipPlan } from './mapping';
import { purchaseVip } from './purchase';
import { findPlan, listPlansOnSale, readVipState } from './repository';
import { computeVipTerm } from './term';

export async function getVipPlans(db: Executor): Promise<VipPlan[]> {
  return (await listPlansOnSale(db)).map(toVipPlan);
}

export async function getVipCurrent(db: Executor, mainId: number): Promise<VipCurrent> {
  const { vipType, levelName, ...benefits } = await getVipBenefits(db, mainId);
  const state = await readVipState(db, mainId);
  return { vipType, vipExpireTime: vipType >= 0 ? (state?.expireTime ?? null) : null, levelName, benefits };
}

async function planOnSale(db: Executor, planId: number) {
  const plan = await findPlan(db, planId);
  if (!plan || Number(plan.status) !== 0) throw notFound('会员套餐不存在或已下架');
  return plan;
}

/** What buying a plan now would do (the same rule the purchase applies), without buying it. */
export async function quoteVip(db: Executor, mainId: number, planId: number): Promise<VipQuote> {
  const plan = await planOnSale(db, planId);
  const state = await readVipState(db, mainId);
  if (!state) throw notFound('资金账户不存在');
  const term = computeVipTerm(state, plan, Date.now());
  return { planId, priceFen: Number(plan.price_fen), balanceFen: state.balanceFen, ...term };
}

/**
 * From the balance: debit and extend at once (409 '余额不足' with the shortfall when short). Online: check the rule
 * now (a refused downgrade should not take a payment), then open a top-up order with purpose 'vip'; its paid
 * notification credits the amount and buys the plan in the same transaction.
 */
export async function buyVip(
  ctx: AppContext,
  scope: SellerScope,
  body: { planId: number; payMethod: 'balance' | 'sandbox' | 'alipay' | 'wechat' },
  origin: string,
  log: FastifyBaseLogger,
): Promise<VipBuyResult> {
  const plan = await planOnSale(ctx.db, body.planId);
  const priceFen = Number(plan.price_fen);
  if (body.payMethod === 'balance') {
    const r = await purchaseVip(ctx.db, {
      mainId: scope.mainId,
      userId: scope.userId,
      plan,
      priceFen,
      purchaseNo: newTradeNo('VB'),
      payMethod: 'balance',
    });
    return { paid: true, vipType: r.vipType, vipExpireTime: r.vipExpireTime, balanceFen: r.balanceFen };
  }
  await quoteVip(ctx.db, scope.mainId, body.planId);
  const periodText = VIP_PERIOD_LABELS[plan.period === 'yearly' ? 'yearly' : 'monthly'];
  const created = await openPaymentOrder(
    ctx,
    {
      mainId: scope.mainId,
      userId: scope.userId,
      amountFen: priceFen,
      method: body.payMethod,
      purpose: RechargePurpose.VIP,
      vipPlanId: Number(plan.id),
      subject: `开通会员 ${plan.name}·${periodText}`,
    },
    origin,
    log,
  );
  return { paid: false, ...created };
}
