import {
  idBody,
  idQuery,
  ORDER_PUSH_API,
  orderPushDetail,
  orderPushPage,
  orderPushPageQuery,
  orderPushSharedQuery,
  orderPushShareResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { pagePushRecords, pushRecordDetail, sharedPushRecord, sharePushRecord } from './service';

const tags = ['order-push'];

/** 订单推送记录: the seller's records (order:view), a signed share link, and the record behind such a link. */
export const orderPushModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const view = app.guards.requirePermission('order:view');
    app.get(
      ORDER_PUSH_API.page,
      {
        preHandler: view,
        schema: { tags, summary: '订单推送记录', querystring: orderPushPageQuery, response: okSchema(orderPushPage) },
      },
      async (req) => ok(await pagePushRecords(ctx.db, currentUser(req).mainId, req.query)),
    );
    app.get(
      ORDER_PUSH_API.detail,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '推送记录详情（含印刷文件）',
          querystring: idQuery,
          response: okSchema(orderPushDetail),
        },
      },
      async (req) => ok(await pushRecordDetail(ctx.db, currentUser(req).mainId, req.query.id, await urlSigner(ctx))),
    );
    app.post(
      ORDER_PUSH_API.share,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '生成推送记录的签名链接（7 天有效）',
          body: idBody,
          response: okSchema(orderPushShareResult),
        },
      },
      async (req) => ok(await sharePushRecord(ctx.db, currentUser(req).mainId, req.body.id, await urlSigner(ctx))),
    );
    app.get(
      ORDER_PUSH_API.shared,
      {
        schema: {
          tags,
          summary: '凭签名链接查看推送记录（无需登录）',
          security: [],
          querystring: orderPushSharedQuery,
          response: okSchema(orderPushDetail),
        },
      },
      async (req) => ok(await sharedPushRecord(ctx.db, req.query, await urlSigner(ctx))),
    );
  };
