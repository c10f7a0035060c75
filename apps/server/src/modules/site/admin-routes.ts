import { API_CONSOLE, onlineUsers, ROLE_ADMIN, siteConfig, siteConfigSaveBody } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { countOnline, saveSiteConfig } from './admin-service';

const tags = ['admin-site'];

/** 运营后台 › 站点设置 (role admin): the site's titles, customer-service QR, production hosts; online users. */
export const siteAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    app.post(
      API_CONSOLE.site.save,
      {
        preHandler,
        schema: { tags, summary: '保存站点设置', body: siteConfigSaveBody, response: okSchema(siteConfig) },
      },
      async (req) => ok(await saveSiteConfig(ctx.db, currentUser(req).id, req.body)),
    );
    app.get(
      API_CONSOLE.online,
      { preHandler, schema: { tags, summary: '在线用户（最近 5 分钟）', response: okSchema(onlineUsers) } },
      async () => ok(await countOnline(ctx.db)),
    );
  };
