import {
  API_MONEY,
  idQuery,
  WALLET_VIEW,
  WALLET_WITHDRAW,
  type Withdrawal,
  withdrawal,
  withdrawApplyBody,
  withdrawCancelBody,
  withdrawPage,
  withdrawPageQuery,
} from '@podbench/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser, hasPermi } from '../../plugins/auth';
import { sellerScope } from '../ledger/seller-scope';
import { maskPayee, toWithdrawal } from './mapping';
import { findWithdrawalOfMain, pageWithdrawalsOfMain } from './repository';
import { applyWithdrawal, cancelWithdrawal } from './service';

const tags = ['withdraw'];

/** Payees are the main account's (and wallet:withdraw holders'): a viewer of the records sees them masked. */
const payeeView = (req: FastifyRequest) =>
  hasPermi(currentUser(req), [WALLET_WITHDRAW]) ? (w: Withdrawal) => w : maskPayee;

export const withdrawModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API_MONEY.withdraw.apply,
      {
        schema: { tags, summary: '申请提现（金额立即冻结）', body: withdrawApplyBody, response: okSchema(withdrawal) },
        // Its own permission (issue 17): 在线充值 (wallet:recharge) no longer sends money out.
        preHandler: app.guards.requirePermission(WALLET_WITHDRAW),
      },
      async (req) => ok(await applyWithdrawal(ctx.db, sellerScope(req), req.body), '提现申请已提交，等待审核'),
    );

    app.post(
      API_MONEY.withdraw.cancel,
      {
        schema: {
          tags,
          summary: '取消提现申请（仅待审核；冻结金额原数退回）',
          body: withdrawCancelBody,
          response: okSchema(withdrawal),
        },
        preHandler: app.guards.requirePermission(WALLET_WITHDRAW),
      },
      async (req) =>
        ok(await cancelWithdrawal(ctx.db, sellerScope(req), req.body.id), '提现申请已取消，金额已退回余额'),
    );

    app.get(
      API_MONEY.withdraw.page,
      {
        schema: { tags, summary: '我的提现记录', querystring: withdrawPageQuery, response: okSchema(withdrawPage) },
        preHandler: app.guards.requirePermission(WALLET_VIEW, WALLET_WITHDRAW),
      },
      async (req) => {
        const { rows, total } = await pageWithdrawalsOfMain(ctx.db, sellerScope(req).mainId, req.query);
        const view = payeeView(req);
        return ok({ rows: rows.map((r) => view(toWithdrawal(r))), total });
      },
    );

    app.get(
      API_MONEY.withdraw.detail,
      {
        schema: { tags, summary: '提现申请详情', querystring: idQuery, response: okSchema(withdrawal) },
        preHandler: app.guards.requirePermission(WALLET_VIEW, WALLET_WITHDRAW),
      },
      async (req) => {
        const row = await findWithdrawalOfMain(ctx.db, sellerScope(req).mainId, req.query.id);
        if (!row) throw notFound('提现申请不存在');
        return ok(payeeView(req)(toWithdrawal(row)));
      },
    );
  };
