import {
  ROLE_ADMIN,
  TEMU_ORDER_ADMIN_API,
  temuOrderIdsBody,
  temuOrderMoveResult,
  temuOrderShipBody,
  temuOrderShipResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { temuAccessFor } from '../marketplace/temu';
import { moveOrdersAsOperator, shipOrders } from './operator';

const tags = ['temu-order-admin'];

/** Operator steps over stock-up orders: production and shipping to Temu's warehouse (role admin). */
export const temuOrderAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    temuAccessFor(ctx, app);
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    app.post(
      TEMU_ORDER_ADMIN_API.startProduction,
      {
        preHandler,
        schema: {
          tags,
          summary: '开始生产（待生产 → 生产中）',
          body: temuOrderIdsBody,
          response: okSchema(temuOrderMoveResult),
        },
      },
      async (req) =>
        ok(
          await moveOrdersAsOperator(ctx.db, currentUser(req).id, req.body.ids, 'producing', '开始生产'),
          '已开始生产',
        ),
    );
    app.post(
      TEMU_ORDER_ADMIN_API.markProduced,
      {
        preHandler,
        schema: {
          tags,
          summary: '生产完成（生产中 → 待发货）',
          body: temuOrderIdsBody,
          response: okSchema(temuOrderMoveResult),
        },
      },
      async (req) =>
        ok(
          await moveOrdersAsOperator(ctx.db, currentUser(req).id, req.body.ids, 'to_ship', '生产完成'),
          '已标记生产完成',
        ),
    );
    app.post(
      TEMU_ORDER_ADMIN_API.ship,
      {
        preHandler,
        schema: {
          tags,
          summary: '发货到 Temu 仓（加入发货台 → 收货地址 → 创建发货单 → 装箱发货）',
          body: temuOrderShipBody,
          response: okSchema(temuOrderShipResult),
        },
      },
      async (req) => ok(await shipOrders(ctx, currentUser(req).id, req.body), '已发货'),
    );
  };
