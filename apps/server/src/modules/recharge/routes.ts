import {
  API_MONEY,
  RechargePurpose,
  rechargeCreateBody,
  rechargeMethods,
  rechargeOrderCreated,
  rechargeStatusQuery,
  rechargeStatusResult,
  WALLET_RECHARGE,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { requestOrigin, sellerScope } from '../ledger/seller-scope';
import { getRechargeStatus, openPaymentOrder } from './service';
import { scheduleExpirySweep } from './sweep';

const tags = ['recharge'];

export const rechargeModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.guards.requirePermission(WALLET_RECHARGE);
    scheduleExpirySweep(app, ctx);

    app.get(
      API_MONEY.recharge.methods,
      {
        schema: { tags, summary: '可用的支付方式', response: okSchema(rechargeMethods) },
        preHandler: app.guards.authenticate,
      },
      async () => ok(ctx.payments.methods()),
    );

    app.post(
      API_MONEY.recharge.create,
      {
        schema: {
          tags,
          summary: '创建充值订单（返回二维码内容）',
          body: rechargeCreateBody,
          response: okSchema(rechargeOrderCreated),
        },
        preHandler: guard,
      },
      async (req) => {
        const scope = sellerScope(req);
        const input = { ...scope, ...req.body, purpose: RechargePurpose.RECHARGE };
        return ok(await openPaymentOrder(ctx, input, requestOrigin(req), req.log), '订单已创建，请扫码支付');
      },
    );

    app.get(
      API_MONEY.recharge.status,
      {
        schema: {
          tags,
          summary: '查询充值订单状态',
          querystring: rechargeStatusQuery,
          response: okSchema(rechargeStatusResult),
        },
        preHandler: guard,
      },
      async (req) => ok(await getRechargeStatus(ctx.db, sellerScope(req).mainId, req.query.outTradeNo)),
    );
  };
