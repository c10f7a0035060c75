import {
  API_MONEY,
  idQuery,
  WALLET_RECHARGE,
  WALLET_VIEW,
  withdrawal,
  withdrawApplyBody,
  withdrawPage,
  withdrawPageQuery,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { sellerScope } from '../ledger/seller-scope';
import { toWithdrawal } from './mapping';
import { findWithdrawalOfMain, pageWithdrawalsOfMain } from './repository';
import { applyWithdrawal } from './service';

const tags = ['withdraw'];

export const withdrawModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API_MONEY.withdraw.apply,
      {
        schema: { tags, summary: '申请提现（金额立即冻结）', body: withdrawApplyBody, response: okSchema(withdrawal) },
        preHandler: app.guards.requirePermission(WALLET_RECHARGE),
      },
      async (req) => ok(await applyWithdrawal(ctx.db, sellerScope(req), req.body), '提现申请已提交，等待审核'),
    );

    app.get(
      API_MONEY.withdraw.page,
      {
        schema: { tags, summary: '我的提现记录', querystring: withdrawPageQuery, response: okSchema(withdrawPage) },
        preHandler: app.guards.requirePermission(WALLET_VIEW, WALLET_RECHARGE),
      },
      async (req) => {
        const { rows, total } = await pageWithdrawalsOfMain(ctx.db, sellerScope(req).mainId, req.query);
        return ok({ rows: rows.map(toWithdrawal), total });
      },
    );

    app.get(
      API_MONEY.withdraw.detail,
      {
        schema: { tags, summary: '提现申请详情', querystring: idQuery, response: okSchema(withdrawal) },
        preHandler: app.guards.requirePermission(WALLET_VIEW, WALLET_RECHARGE),
      },
      async (req) => {
        const row = await findWithdrawalOfMain(ctx.db, sellerScope(req).mainId, req.query.id);
        if (!row) throw notFound('提现申请不存在');
        return ok(toWithdrawal(row));
      },
    );
  };
