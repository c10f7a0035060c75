import { API_MONEY, type SandboxPayResult, sandboxPayParams, sandboxPayResult } from '@podbench/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { renderPayPage, tradeStatusText } from './page';
import { findTrade, finishTrade, saveLastNotification } from './repository';

const schema = { tags: ['sandbox'], security: [], params: sandboxPayParams, response: okSchema(sandboxPayResult) };

/**
 * The sandbox cashier behind the sandbox provider's QR codes (local mode only). Its buttons make the sandbox
 * settle the trade in its own books and POST a signed notification to the server's notify endpoint, through the
 * real routing and verification (app.inject), exactly as a provider would; 重放通知 resends the last one.
 */
export const sandboxPayModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sandbox = ctx.payments.sandbox;
    if (!sandbox) return;

    app.get(
      API_MONEY.sandboxPay.page,
      { schema: { tags: ['sandbox'], summary: '沙箱收银台页面', security: [], params: sandboxPayParams } },
      async (req, reply) =>
        reply.type('text/html; charset=utf-8').send(renderPayPage(await findTrade(ctx.db, req.params.outTradeNo))),
    );

    for (const [path, status] of [
      [API_MONEY.sandboxPay.confirm, 'SUCCESS'],
      [API_MONEY.sandboxPay.cancel, 'CLOSED'],
    ] as const) {
      app.post(
        path,
        { schema: { ...schema, summary: status === 'SUCCESS' ? '沙箱：确认支付' : '沙箱：取消支付' } },
        async (req) => {
          const t = await findTrade(ctx.db, req.params.outTradeNo);
          if (!t) throw notFound('交易不存在');
          if (t.status !== 'WAIT_BUYER_PAY') throw conflict(`交易${tradeStatusText(t.status)}，不能再操作`);
          if (status === 'SUCCESS' && Date.now() > Number(t.expires_at)) {
            await finishTrade(ctx.db, t.out_trade_no, 'CLOSED');
            throw conflict('交易已超时关闭');
          }
          if (!(await finishTrade(ctx.db, t.out_trade_no, status))) throw conflict('交易状态已变化，请刷新');
          const body = sandbox.buildNotification(
            { outTradeNo: t.out_trade_no, tradeNo: t.trade_no, amountFen: Number(t.amount_fen) },
            status,
          );
          await saveLastNotification(ctx.db, t.out_trade_no, body);
          const sent = await deliver(app, body, status);
          return ok(sent, status === 'SUCCESS' ? '支付成功，已通知商户' : '已取消支付，已通知商户');
        },
      );
    }

    // The payer pays, and the notification is lost on the way (the server is down, a proxy drops it): only the
    // sandbox's books know. The server finds the payment by querying the sandbox when the order expires.
    app.post(
      API_MONEY.sandboxPay.confirmSilently,
      { schema: { ...schema, summary: '沙箱：确认支付但不发送通知（模拟通知丢失）' } },
      async (req) => {
        const t = await findTrade(ctx.db, req.params.outTradeNo);
        if (!t) throw notFound('交易不存在');
        if (t.status !== 'WAIT_BUYER_PAY') throw conflict(`交易${tradeStatusText(t.status)}，不能再操作`);
        if (Date.now() > Number(t.expires_at)) {
          await finishTrade(ctx.db, t.out_trade_no, 'CLOSED');
          throw conflict('交易已超时关闭');
        }
        if (!(await finishTrade(ctx.db, t.out_trade_no, 'SUCCESS'))) throw conflict('交易状态已变化，请刷新');
        // Kept for 重放通知: a late delivery of the lost notification.
        const body = sandbox.buildNotification(
          { outTradeNo: t.out_trade_no, tradeNo: t.trade_no, amountFen: Number(t.amount_fen) },
          'SUCCESS',
        );
        await saveLastNotification(ctx.db, t.out_trade_no, body);
        const result: SandboxPayResult = {
          tradeStatus: 'SUCCESS',
          tradeStatusText: tradeStatusText('SUCCESS'),
          notifyStatus: 0,
          notifyReply: '',
        };
        return ok(result, '支付成功，通知未发送（模拟丢失）');
      },
    );

    app.post(API_MONEY.sandboxPay.replay, { schema: { ...schema, summary: '沙箱：重放上一条通知' } }, async (req) => {
      const t = await findTrade(ctx.db, req.params.outTradeNo);
      if (!t) throw notFound('交易不存在');
      if (!t.last_notification) throw conflict('尚未发送过通知，请先确认或取消支付');
      return ok(await deliver(app, t.last_notification, t.status), '已重放通知');
    });
  };

async function deliver(app: FastifyInstance, body: string, tradeStatus: string): Promise<SandboxPayResult> {
  const res = await app.inject({
    method: 'POST',
    url: API_MONEY.payNotify.sandbox,
    headers: { 'content-type': 'application/json', 'user-agent': 'PodBench-Sandbox-Pay/1.0' },
    payload: body,
  });
  return {
    tradeStatus,
    tradeStatusText: tradeStatusText(tradeStatus),
    notifyStatus: res.statusCode,
    notifyReply: res.body,
  };
}
