import {
  idQuery,
  SHEIN_ORDER_API,
  sheinOrderDetail,
  sheinOrderPage,
  sheinOrderPageQuery,
  sheinOrderSyncBody,
  syncStatusResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { sheinAccessFor } from '../marketplace/shein';
import { sheinOrderDetail as detail, sheinOrderPage as page } from './service';
import { queueSheinOrderSync, sheinOrderSyncStates } from './sync-jobs';

const tags = ['shein-order'];
const statusQuery = z.object({
  ids: z
    .string()
    .max(400)
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'ids 格式不正确')
    .transform((s) => s.split(',').map(Number)),
});

/** Shein purchase orders (/order/orderShein, order:view): 急采 and 备货, synced on demand from purchase-order-infos. */
export const sheinOrderModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    sheinAccessFor(ctx, app);
    const view = app.guards.requirePermission('order:view');
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;

    app.get(
      SHEIN_ORDER_API.page,
      {
        preHandler: view,
        schema: {
          tags,
          summary: 'Shein 采购单列表（急采 / 备货，含各状态数量）',
          querystring: sheinOrderPageQuery,
          response: okSchema(sheinOrderPage),
        },
      },
      async (req) => ok(await page(ctx.db, mainOf(req), req.query)),
    );
    app.get(
      SHEIN_ORDER_API.detail,
      {
        preHandler: view,
        schema: {
          tags,
          summary: 'Shein 采购单详情（含定制信息）',
          querystring: idQuery,
          response: okSchema(sheinOrderDetail),
        },
      },
      async (req) => ok(await detail(ctx.db, mainOf(req), req.query.id)),
    );
    app.post(
      SHEIN_ORDER_API.sync,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '同步 Shein 采购单（急采与备货，每个店铺一个任务）',
          body: sheinOrderSyncBody,
          response: okSchema(z.object({ jobIds: z.array(z.number().int()) })),
        },
      },
      async (req) => ok({ jobIds: await queueSheinOrderSync(ctx, mainOf(req), req.body.shopId, req.body.days) }),
    );
    app.get(
      SHEIN_ORDER_API.syncStatus,
      {
        preHandler: view,
        schema: {
          tags,
          summary: 'Shein 采购单同步进度',
          querystring: statusQuery,
          response: okSchema(syncStatusResult),
        },
      },
      async (req) => ok(await sheinOrderSyncStates(ctx, mainOf(req), req.query.ids)),
    );
  };
