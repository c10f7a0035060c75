import {
  idQuery,
  TEMU_LOGISTICS_API,
  TEMU_ORDER_API,
  temuLogisticsPage,
  temuLogisticsQuery,
  temuOrderDetail,
  temuOrderIdsBody,
  temuOrderPage,
  temuOrderExportQuery,
  temuOrderPageQuery,
  temuOrderPayResult,
  temuOrderPartialPayResult,
  temuOrderPreview,
  temuOrderSyncBody,
  temuOrderSyncResult,
  temuOrderSyncStatus,
  temuOrderSyncStatusQuery,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pushPaidOrders } from '../order-push/service';
import { XLSX_MIME } from '../account-record/export';
import { buildOrdersWorkbook, ordersExportDisposition, ordersForExport } from './export';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { temuAccessFor } from '../marketplace/temu';
import { logisticsPage } from './logistics';
import { urlSigner } from '../storage/url-signer';
import { orderDetail } from './detail';
import { previewPayment } from './pay-preview';
import { orderPage, payOrders } from './service';
import { orderSyncStates, queueOrderSync } from './sync-jobs';
import { payOrdersPartial } from './batch-pay';

const tags = ['temu-order'];

/** Fully-managed stock-up orders (/order/orderTemu, order:view) and paying them from the balance (/order/payTemu, order:pay). */
export const temuOrderModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Sync jobs take the process's one Temu client (and its per-shop rate limiter) from here.
    temuAccessFor(ctx, app);
    const view = app.guards.requirePermission('order:view');
    const pay = app.guards.requirePermission('order:pay');
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;

    app.get(
      TEMU_ORDER_API.page,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '备货单列表（含各状态数量）',
          querystring: temuOrderPageQuery,
          response: okSchema(temuOrderPage),
        },
      },
      async (req) => ok(await orderPage(ctx.db, mainOf(req), req.query)),
    );
    app.get(
      TEMU_ORDER_API.export,
      {
        preHandler: view,
        schema: { tags, summary: '导出备货单（.xlsx，最多 5000 条）', querystring: temuOrderExportQuery },
      },
      async (req, reply) => {
        const rows = await ordersForExport(ctx.db, mainOf(req), req.query);
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', ordersExportDisposition())
          .header('cache-control', 'no-store')
          .send(await buildOrdersWorkbook(rows));
      },
    );
    app.get(
      TEMU_ORDER_API.detail,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '备货单详情（商品行、印刷文件、效果图、成本、物流、状态记录）',
          querystring: idQuery,
          response: okSchema(temuOrderDetail),
        },
      },
      async (req) => ok(await orderDetail(ctx.db, mainOf(req), req.query.id, await urlSigner(ctx))),
    );
    app.post(
      TEMU_ORDER_API.sync,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '同步备货单（每个店铺一个任务）',
          body: temuOrderSyncBody,
          response: okSchema(temuOrderSyncResult),
        },
      },
      async (req) => ok({ jobIds: await queueOrderSync(ctx.db, mainOf(req), req.body.shopId) }, '已开始同步'),
    );
    app.get(
      TEMU_ORDER_API.syncStatus,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '备货单同步进度',
          querystring: temuOrderSyncStatusQuery,
          response: okSchema(temuOrderSyncStatus),
        },
      },
      async (req) => ok(await orderSyncStates(ctx.db, mainOf(req), req.query.ids.split(',').map(Number))),
    );
    app.post(
      TEMU_ORDER_API.costPreview,
      {
        preHandler: pay,
        schema: {
          tags,
          summary: '支付前的成本明细与余额',
          body: temuOrderIdsBody,
          response: okSchema(temuOrderPreview),
        },
      },
      async (req) => ok(await previewPayment(ctx.db, mainOf(req), req.body.ids)),
    );
    app.post(
      TEMU_ORDER_API.pay,
      {
        preHandler: pay,
        schema: {
          tags,
          summary: '余额支付备货单（一次支付一个或多个，全部成功或全部不扣款）',
          body: temuOrderIdsBody,
          response: okSchema(temuOrderPayResult),
        },
      },
      async (req) => {
        const user = currentUser(req);
        const paid = await payOrders(ctx.db, user.mainId, user.id, req.body.ids);
        // Paid orders go to production with their print files; a failed push is recorded, never a failed payment.
        await pushPaidOrders(ctx.db, user.mainId, user.id, req.body.ids).catch((err: unknown) =>
          req.log.error({ err }, 'push to production failed'),
        );
        return ok(paid, '支付成功');
      },
    );
    app.post(
      TEMU_ORDER_API.payPartial,
      {
        preHandler: pay,
        schema: {
          tags,
          summary: '按余额支付：付款截止最早的先付，付到余额不够下一单为止，并返回未支付的订单',
          body: temuOrderIdsBody,
          response: okSchema(temuOrderPartialPayResult),
        },
      },
      async (req) => {
        const user = currentUser(req);
        const r = await payOrdersPartial(ctx.db, user.mainId, user.id, req.body.ids);
        await pushPaidOrders(ctx.db, user.mainId, user.id, r.paidIds).catch((err: unknown) =>
          req.log.error({ err }, 'push to production failed'),
        );
        const msg = r.left.length ? `已支付 ${r.paid} 个订单，${r.left.length} 个未支付` : '支付成功';
        return ok(r, msg);
      },
    );
    app.get(
      TEMU_LOGISTICS_API.page,
      {
        preHandler: view,
        schema: {
          tags,
          summary: '物流查询：发货单、物流公司、运单号与状态记录',
          querystring: temuLogisticsQuery,
          response: okSchema(temuLogisticsPage),
        },
      },
      async (req) => ok(await logisticsPage(ctx.db, mainOf(req), req.query)),
    );
  };
