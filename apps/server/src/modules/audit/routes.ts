import { API_CONSOLE, auditPage, auditPageQuery, ROLE_ADMIN } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { pageAudit } from './service';

/** Operator audit log (role admin): list and filter. */
export const auditModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_CONSOLE.audit.page,
      {
        preHandler: app.guards.requireRole(ROLE_ADMIN),
        schema: {
          tags: ['admin-audit'],
          summary: '操作审计日志',
          querystring: auditPageQuery,
          response: okSchema(auditPage),
        },
      },
      async (req) => ok(await pageAudit(ctx.db, req.query)),
    );
  };
