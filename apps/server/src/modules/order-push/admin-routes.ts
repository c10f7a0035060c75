import {
  ORDER_PUSH_ADMIN_API,
  orderPushByOrderQuery,
  orderPushDetail,
  orderPushRepushBody,
  ROLE_ADMIN,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { pushRecordOfOrder, repushOrder } from './admin';

const tags = ['admin-fulfilment'];

/** 运营后台 › 生产发货: an order's production push (print files to download) and pushing a failed one again. */
export const orderPushAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.guards.requireRole(ROLE_ADMIN);
    app.get(
      ORDER_PUSH_ADMIN_API.byOrder,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '备货单的生产推送记录（印刷文件）',
          querystring: orderPushByOrderQuery,
          response: okSchema(orderPushDetail.nullable()),
        },
      },
      async (req) => ok(await pushRecordOfOrder(ctx.db, req.query.orderId, await urlSigner(ctx))),
    );
    app.post(
      ORDER_PUSH_ADMIN_API.repush,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '重新推送失败的生产记录',
          body: orderPushRepushBody,
          response: okSchema(orderPushDetail),
        },
      },
      async (req) =>
        ok(await repushOrder(ctx.db, req.body.orderId, currentUser(req).id, await urlSigner(ctx)), '已重新推送'),
    );
  };
