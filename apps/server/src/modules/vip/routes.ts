import {
  API_MONEY,
  vipBuyBody,
  vipBuyResult,
  vipCurrent,
  vipPlans,
  vipQuote,
  vipQuoteQuery,
  VIP_BUY,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { requestOrigin, sellerScope } from '../ledger/seller-scope';
import { buyVip, getVipCurrent, getVipPlans, quoteVip } from './service';

const tags = ['vip'];

export const vipModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_MONEY.vip.plans,
      { schema: { tags, summary: '会员套餐（公开）', security: [], response: okSchema(vipPlans) } },
      async () => ok(await getVipPlans(ctx.db)),
    );

    app.get(
      API_MONEY.vip.current,
      {
        schema: { tags, summary: '当前会员等级、到期时间与权益', response: okSchema(vipCurrent) },
        preHandler: app.guards.authenticate,
      },
      async (req) => ok(await getVipCurrent(ctx.db, sellerScope(req).mainId)),
    );

    app.get(
      API_MONEY.vip.quote,
      {
        schema: {
          tags,
          summary: '购买前预览（开通/续费/升级后的到期时间）',
          querystring: vipQuoteQuery,
          response: okSchema(vipQuote),
        },
        preHandler: app.guards.requirePermission(VIP_BUY),
      },
      async (req) => ok(await quoteVip(ctx.db, sellerScope(req).mainId, req.query.planId)),
    );

    app.post(
      API_MONEY.vip.buy,
      {
        schema: { tags, summary: '购买会员（余额或在线支付）', body: vipBuyBody, response: okSchema(vipBuyResult) },
        preHandler: app.guards.requirePermission(VIP_BUY),
      },
      async (req) => {
        const r = await buyVip(ctx, sellerScope(req), req.body, requestOrigin(req), req.log);
        return ok(r, r.paid ? '会员开通成功' : '订单已创建，请扫码支付');
      },
    );
  };
