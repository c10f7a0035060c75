import { shanghaiDateTime } from '@podbench/contract';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from './config';
import {
  fenToYuanText,
  headerValue,
  NotificationRejected,
  type PaymentProvider,
  ProviderError,
  type VerifiedNotification,
  yuanTextToFen,
} from './provider';

/**
 * Alipay face-to-face payment through the official `alipay-sdk`: `alipay.trade.precreate` returns the QR content
 * (the SDK signs the request with RSA2 and verifies the response's signature); asynchronous notifications are
 * verified with `checkNotifySignV2` (RSA2 over the sorted, decoded parameters) before any field is trusted.
 */
export function createAlipayProvider(cfg: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.privateKey,
    alipayPublicKey: cfg.alipayPublicKey,
    gateway: cfg.gateway,
    signType: 'RSA2',
    keyType: 'PKCS8',
    timeout: 10_000,
  });
  return {
    method: 'alipay',
    async createQr(order, urls) {
      const r = await sdk.exec(
        'alipay.trade.precreate',
        {
          notifyUrl: urls.notifyUrl,
          bizContent: {
            out_trade_no: order.outTradeNo,
            total_amount: fenToYuanText(order.amountFen),
            subject: order.subject,
            // Alipay stops accepting payment when our order expires (Beijing time).
            time_expire: shanghaiDateTime(order.expiresAt),
          },
        },
        { validateSign: true },
      );
      if (r.code !== '10000' || typeof r.qrCode !== 'string') {
        throw new ProviderError(`alipay.trade.precreate ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
      }
      return r.qrCode;
    },

    async verifyNotification(req): Promise<VerifiedNotification> {
      if (!(headerValue(req, 'content-type') ?? '').includes('application/x-www-form-urlencoded')) {
        throw new NotificationRejected('通知内容类型不正确');
      }
      const fields = Object.fromEntries(new URLSearchParams(req.rawBody));
      if (!fields.sign || !sdk.checkNotifySignV2(fields)) throw new NotificationRejected('签名无效');
      // A correctly signed notification for another app is not ours to credit.
      if (fields.app_id !== cfg.appId) throw new NotificationRejected('app_id 不匹配');
      const amountFen = yuanTextToFen(fields.total_amount);
      if (!fields.out_trade_no || amountFen === null) throw new NotificationRejected('通知字段不完整');
      const status = fields.trade_status;
      return {
        outTradeNo: fields.out_trade_no,
        amountFen,
        providerTradeNo: fields.trade_no ?? '',
        paid: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED',
        closed: status === 'TRADE_CLOSED',
      };
    },

    async queryTrade(outTradeNo) {
      const r = await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: outTradeNo } },
        { validateSign: true },
      );
      // A precreated trade exists at Alipay only once the buyer scanned the code.
      if (r.code === '40004' && r.subCode === 'ACQ.TRADE_NOT_EXIST') {
        return { state: 'missing', amountFen: null, providerTradeNo: '' };
      }
      if (r.code !== '10000') {
        throw new ProviderError(`alipay.trade.query ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
      }
      if (r.outTradeNo !== undefined && r.outTradeNo !== outTradeNo) {
        throw new ProviderError('alipay.trade.query answered another out_trade_no');
      }
      const status = String(r.tradeStatus ?? '');
      const providerTradeNo = typeof r.tradeNo === 'string' ? r.tradeNo : '';
      if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
        const amountFen = yuanTextToFen(r.totalAmount);
        if (amountFen === null) throw new ProviderError('alipay.trade.query: no total_amount');
        return { state: 'paid', amountFen, providerTradeNo };
      }
      if (status === 'TRADE_CLOSED') return { state: 'closed', amountFen: null, providerTradeNo };
      return { state: 'open', amountFen: null, providerTradeNo };
    },

    // Alipay wants the bare text 'success'; anything else makes it resend (for up to 25 hours).
    ack: (ok) => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }),
  };
}
