import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { settlePayment } from '../recharge/settle';
import {
  NotificationRejected,
  type NotifyRequest,
  ProviderError,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider';
import { claimedTradeNo, logNotification } from './repository';

export interface NotifyResult {
  /** Acknowledge to the provider ("received, stop resending"). */
  ok: boolean;
  message: string;
}

/**
 * Verify first, then settle, then log. A notification that fails verification changes nothing, is logged with a
 * warning and answered with the provider's failure reply. A verified one is acknowledged whatever the business
 * outcome (a wrong amount or an unknown order would not change on resending; it is logged for reconciliation);
 * only an internal error asks the provider to resend.
 */
export async function handleNotification(
  ctx: AppContext,
  provider: PaymentProvider,
  request: NotifyRequest,
  log: FastifyBaseLogger,
): Promise<NotifyResult> {
  const base = { provider: provider.method, request };
  let n: VerifiedNotification;
  try {
    n = await provider.verifyNotification(request);
  } catch (err) {
    const reason = err instanceof NotificationRejected ? err.message : '验签出错';
    if (!(err instanceof NotificationRejected)) log.error({ err }, 'payment notification verification crashed');
    const outTradeNo = claimedTradeNo(request.rawBody);
    log.warn({ provider: provider.method, outTradeNo, reason }, 'payment notification rejected: not verified');
    await logNotification(ctx.db, { ...base, outTradeNo, verified: false, credited: false, reason });
    return { ok: false, message: reason };
  }
  try {
    const outcome = await settlePayment(ctx.db, provider, n);
    const fields = {
      provider: provider.method,
      outTradeNo: n.outTradeNo,
      amountFen: n.amountFen,
      reason: outcome.reason,
    };
    if (outcome.suspicious) log.warn(fields, 'payment notification verified but not credited');
    else log.info(fields, 'payment notification settled');
    await logNotification(ctx.db, { ...base, outTradeNo: n.outTradeNo, verified: true, ...outcome });
    return { ok: true, message: outcome.reason };
  } catch (err) {
    // A late payment is confirmed by the provider's query first; when that fails the provider is asked to resend.
    const queryFailed = err instanceof ProviderError;
    log.error({ err, provider: provider.method, outTradeNo: n.outTradeNo }, 'settling a payment notification failed');
    await logNotification(ctx.db, {
      ...base,
      outTradeNo: n.outTradeNo,
      verified: true,
      credited: false,
      reason: queryFailed ? '逾期通知待渠道查询确认，查询失败，等待重发' : '处理失败，等待重发',
    }).catch(() => undefined);
    return { ok: false, message: '处理失败' };
  }
}
