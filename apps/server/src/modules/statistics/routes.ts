import {
  type ProfitQuery,
  profitQuery,
  profitResult,
  STATISTICS_API,
  statisticsOverview,
  statisticsTodo,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { XLSX_MIME } from '../account-record/export';
import { sellerScope } from '../ledger/seller-scope';
import { buildProfitWorkbook, profitExportDisposition } from './export';
import { overview, todoCounts } from './overview-service';
import { cached, sellerSignature } from './cache';
import { profitReport } from './profit-service';

const tags = ['statistics'];

/**
 * 数据统计 › 经营概览 and 利润分析, and the header's 待办 count. Seller accounts only (operators hold no shops or
 * orders); the overview answers each part the caller's permissions allow and null for the rest.
 */
export const statisticsModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const seller = app.guards.authenticate;
    const orders = app.guards.requirePermission('order:view');
    const report = async (mainId: number, q: ProfitQuery) =>
      cached(ctx.db, `profit:${mainId}:${JSON.stringify(q)}`, await sellerSignature(ctx.db, mainId), () =>
        profitReport(ctx.db, mainId, q),
      );
    app.get(
      STATISTICS_API.overview,
      { preHandler: seller, schema: { tags, summary: '经营概览', response: okSchema(statisticsOverview) } },
      async (req) => {
        sellerScope(req);
        return ok(await overview(ctx.db, currentUser(req)));
      },
    );
    app.get(
      STATISTICS_API.todo,
      { preHandler: seller, schema: { tags, summary: '待办数量（页头）', response: okSchema(statisticsTodo) } },
      async (req) => {
        sellerScope(req);
        return ok(await todoCounts(ctx.db, currentUser(req)));
      },
    );
    app.get(
      STATISTICS_API.profit,
      {
        preHandler: orders,
        schema: { tags, summary: '利润分析', querystring: profitQuery, response: okSchema(profitResult) },
      },
      async (req) => ok(await report(sellerScope(req).mainId, req.query)),
    );
    app.get(
      STATISTICS_API.profitExport,
      { preHandler: orders, schema: { tags, summary: '导出利润分析（.xlsx）', querystring: profitQuery } },
      async (req, reply) => {
        const r = await report(sellerScope(req).mainId, req.query);
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', profitExportDisposition(r))
          .header('cache-control', 'no-store')
          .send(await buildProfitWorkbook(r));
      },
    );
  };
