import { API_CONSOLE, fulfilmentPage, fulfilmentPageQuery, ROLE_ADMIN } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { deskRoutes } from './desk-routes';
import { pageFulfilment } from './service';

/**
 * 运营后台 › 生产发货 (role admin): the board's list (its production moves are the temu-order module's operator
 * endpoints), and the shipping desk for operators and for sellers who ship themselves (desk-routes.ts).
 */
export const fulfilmentModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(deskRoutes(ctx));
    app.get(
      API_CONSOLE.fulfilment.page,
      {
        preHandler: app.guards.requireRole(ROLE_ADMIN),
        schema: {
          tags: ['admin-fulfilment'],
          summary: '生产发货看板（全部卖家的备货单）',
          querystring: fulfilmentPageQuery,
          response: okSchema(fulfilmentPage),
        },
      },
      async (req) => ok(await pageFulfilment(ctx.db, req.query)),
    );
  };
