import { API, siteConfig } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { getSiteConfig } from './service';

export const siteModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.site.config,
      { schema: { tags: ['site'], summary: '站点配置（公开）', security: [], response: okSchema(siteConfig) } },
      async () => ok(await getSiteConfig(ctx.db)),
    );
  };
