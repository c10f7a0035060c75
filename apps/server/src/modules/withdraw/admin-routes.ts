import {
  ROLE_ADMIN,
  API_MONEY,
  adminWithdrawPage,
  adminWithdrawPageQuery,
  withdrawal,
  withdrawApproveBody,
  withdrawRejectBody,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { toAdminWithdrawal } from './mapping';
import { pageAllWithdrawals } from './repository';
import { approveWithdrawal, rejectWithdrawal } from './service';

const tags = ['admin-withdraw'];

/** Operator endpoints (role admin); the console pages come later. */
export const adminWithdrawModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);

    app.get(
      API_MONEY.adminWithdraw.page,
      {
        schema: {
          tags,
          summary: '提现审核列表',
          querystring: adminWithdrawPageQuery,
          response: okSchema(adminWithdrawPage),
        },
        preHandler,
      },
      async (req) => {
        const { rows, total } = await pageAllWithdrawals(ctx.db, req.query);
        return ok({ rows: rows.map(toAdminWithdrawal), total });
      },
    );

    app.post(
      API_MONEY.adminWithdraw.approve,
      {
        schema: { tags, summary: '确认已打款', body: withdrawApproveBody, response: okSchema(withdrawal) },
        preHandler,
      },
      async (req) =>
        ok(await approveWithdrawal(ctx.db, currentUser(req).id, req.body.id, req.body.payoutReference), '已确认打款'),
    );

    app.post(
      API_MONEY.adminWithdraw.reject,
      {
        schema: { tags, summary: '驳回提现（退回冻结金额）', body: withdrawRejectBody, response: okSchema(withdrawal) },
        preHandler,
      },
      async (req) =>
        ok(await rejectWithdrawal(ctx.db, currentUser(req).id, req.body.id, req.body.reason), '已驳回，金额已退回'),
    );
  };
