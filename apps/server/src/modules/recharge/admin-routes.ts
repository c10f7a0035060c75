import {
  API_FUNDS_EXCEPTION,
  fundsException,
  fundsExceptionPage,
  fundsExceptionPageQuery,
  fundsExceptionResolveBody,
  ROLE_ADMIN,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { pageFundsExceptions, resolveFundsException } from './funds-exceptions';

const tags = ['admin-funds-exception'];

/** 运营后台 › 资金异常 (role admin): payments that did not settle the ordinary way, and their resolution. */
export const fundsExceptionAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);

    app.get(
      API_FUNDS_EXCEPTION.page,
      {
        schema: {
          tags,
          summary: '资金异常列表',
          querystring: fundsExceptionPageQuery,
          response: okSchema(fundsExceptionPage),
        },
        preHandler,
      },
      async (req) => ok(await pageFundsExceptions(ctx.db, req.query)),
    );

    app.post(
      API_FUNDS_EXCEPTION.resolve,
      {
        schema: {
          tags,
          summary: '处理资金异常（填写处理说明，记入操作日志）',
          body: fundsExceptionResolveBody,
          response: okSchema(fundsException),
        },
        preHandler,
      },
      async (req) =>
        ok(await resolveFundsException(ctx.db, currentUser(req).id, req.body.id, req.body.note), '已标记为已处理'),
    );
  };
