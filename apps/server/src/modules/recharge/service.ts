import {
  API_MONEY,
  formatYuan,
  type PayMethod,
  RechargePurpose,
  type RechargeOrderCreated,
  RechargeStatus,
  type RechargeStatusResult,
} from '@podbench/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { RechargeOrderRow } from '../../db/schema-money';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { enforceLimit } from '../rate-limit/service';
import { endPendingOrder, findOrderOfMain, insertOrder, setOrderQr } from './repository';
import { newTradeNo } from './trade-no';

export interface OpenOrderInput {
  mainId: number;
  userId: number;
  amountFen: number;
  method: PayMethod;
  purpose: RechargePurpose;
  vipPlanId?: number | null;
  subject?: string;
}

/** Orders per account per 10 minutes: each one calls the provider's API. */
const ORDERS_PER_WINDOW = 30;

/**
 * Opens an online payment: stores the order first (a fast notification must find it), then asks the provider for
 * the QR code. A provider failure closes the order and answers in Chinese; the provider's words go to the log.
 */
export async function openPaymentOrder(
  ctx: AppContext,
  input: OpenOrderInput,
  origin: string,
  log: FastifyBaseLogger,
): Promise<RechargeOrderCreated> {
  const provider = ctx.payments.get(input.method);
  if (!provider) throw badRequest('该支付方式暂未开通');
  await enforceLimit(ctx.db, `recharge:${input.mainId}`, ORDERS_PER_WINDOW, 10 * 60_000, '下单过于频繁，请稍后再试');
  const now = Date.now();
  const expiresAt = now + ctx.config.payments.rechargeExpireMinutes * 60_000;
  const outTradeNo = newTradeNo(input.purpose === RechargePurpose.VIP ? 'V' : 'R', now);
  const id = await insertOrder(ctx.db, {
    out_trade_no: outTradeNo,
    main_id: input.mainId,
    user_id: input.userId,
    amount_fen: input.amountFen,
    method: input.method,
    status: RechargeStatus.PENDING,
    purpose: input.purpose,
    vip_plan_id: input.vipPlanId ?? null,
    qr_code: '',
    expires_at: expiresAt,
    paid_at: null,
    provider_trade_no: null,
    created_at: now,
    updated_at: now,
  });
  const base = ctx.config.payments.publicBaseUrl ?? origin;
  let qrCode: string;
  try {
    qrCode = await provider.createQr(
      {
        outTradeNo,
        amountFen: input.amountFen,
        subject: input.subject ?? `余额充值 ¥${formatYuan(input.amountFen)}`,
        expiresAt,
      },
      { notifyUrl: `${base}${API_MONEY.payNotify[input.method]}`, origin: base },
    );
  } catch (err) {
    log.warn({ err, outTradeNo, method: input.method }, 'payment provider refused to open a payment');
    await endPendingOrder(ctx.db, id, RechargeStatus.CLOSED, Date.now());
    throw new AppError(500, '支付渠道下单失败，请稍后重试或更换支付方式');
  }
  await setOrderQr(ctx.db, id, qrCode);
  return { outTradeNo, qrCode, expiresAt, amountFen: input.amountFen, method: input.method };
}

/** A pending order past its deadline reads as expired at once, before the sweep writes it. */
export const displayStatus = (o: Pick<RechargeOrderRow, 'status' | 'expires_at'>, now = Date.now()) =>
  (o.status === RechargeStatus.PENDING && now > Number(o.expires_at)
    ? RechargeStatus.EXPIRED
    : o.status) as RechargeStatus;

export async function getRechargeStatus(
  db: Executor,
  mainId: number,
  outTradeNo: string,
): Promise<RechargeStatusResult> {
  const o = await findOrderOfMain(db, mainId, outTradeNo);
  if (!o) throw notFound('订单不存在');
  return {
    outTradeNo: o.out_trade_no,
    amountFen: Number(o.amount_fen),
    method: o.method,
    purpose: o.purpose === RechargePurpose.VIP ? RechargePurpose.VIP : RechargePurpose.RECHARGE,
    status: displayStatus(o),
    expiresAt: Number(o.expires_at),
    paidAt: o.paid_at === null ? null : Number(o.paid_at),
    createTime: Number(o.created_at),
  };
}
