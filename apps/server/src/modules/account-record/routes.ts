import {
  accountExportQuery,
  accountRecordPage,
  accountRecordQuery,
  accountSummary,
  accountSummaryQuery,
  API_MONEY,
  WALLET_VIEW,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { sellerScope } from '../ledger/seller-scope';
import { buildRecordsWorkbook, exportDisposition, XLSX_MIME } from './export';
import { pageAccountRecords, recordsForExport, summarizeAccount } from './service';

const tags = ['account-record'];

/** Transaction records of the caller's main account (sub-accounts need wallet:view). */
export const accountRecordModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission(WALLET_VIEW);

    app.get(
      API_MONEY.accountRecord.page,
      {
        schema: {
          tags,
          summary: '交易记录（分页）',
          querystring: accountRecordQuery,
          response: okSchema(accountRecordPage),
        },
        preHandler,
      },
      async (req) => ok(await pageAccountRecords(ctx.db, sellerScope(req).mainId, req.query)),
    );

    app.get(
      API_MONEY.accountRecord.summary,
      {
        schema: {
          tags,
          summary: '交易统计：分类型合计与每日走势',
          querystring: accountSummaryQuery,
          response: okSchema(accountSummary),
        },
        preHandler,
      },
      async (req) => ok(await summarizeAccount(ctx.db, sellerScope(req).mainId, req.query)),
    );

    app.get(
      API_MONEY.accountRecord.export,
      { schema: { tags, summary: '导出交易记录（.xlsx 文件）', querystring: accountExportQuery }, preHandler },
      async (req, reply) => {
        const records = await recordsForExport(ctx.db, sellerScope(req).mainId, req.query);
        const file = await buildRecordsWorkbook(records);
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', exportDisposition())
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  };
