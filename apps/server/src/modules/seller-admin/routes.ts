import {
  API_CONSOLE,
  balanceAdjustBody,
  balanceAdjustResult,
  idQuery,
  ROLE_ADMIN,
  sellerDetail,
  sellerPage,
  sellerPageQuery,
  sellerStatusBody,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { adjustSellerBalance, changeSellerStatus, pageSellers, sellerDetail as readSellerDetail } from './service';

const tags = ['admin-seller'];

/** 运营后台 › 卖家管理 (role admin): search, detail, disable / enable, balance adjustment — every change audited. */
export const sellerAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    app.get(
      API_CONSOLE.sellers.page,
      {
        preHandler,
        schema: { tags, summary: '卖家列表', querystring: sellerPageQuery, response: okSchema(sellerPage) },
      },
      async (req) => ok(await pageSellers(ctx.db, req.query)),
    );
    app.get(
      API_CONSOLE.sellers.detail,
      { preHandler, schema: { tags, summary: '卖家详情', querystring: idQuery, response: okSchema(sellerDetail) } },
      async (req) => ok(await readSellerDetail(ctx.db, req.query.id)),
    );
    app.post(
      API_CONSOLE.sellers.changeStatus,
      {
        preHandler,
        schema: { tags, summary: '停用 / 启用卖家', body: sellerStatusBody, response: okSchema(z.null()) },
      },
      async (req) => {
        await changeSellerStatus(ctx.db, currentUser(req).id, req.body.id, req.body.status);
        return ok(null);
      },
    );
    app.post(
      API_CONSOLE.sellers.adjustBalance,
      {
        preHandler,
        schema: { tags, summary: '调整卖家余额', body: balanceAdjustBody, response: okSchema(balanceAdjustResult) },
      },
      async (req) => ok(await adjustSellerBalance(ctx.db, currentUser(req).id, req.body)),
    );
  };
