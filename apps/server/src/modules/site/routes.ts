import { API, siteConfig } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { openQrImage, QR_URL_PREFIX } from './qr-image';
import { getSiteConfig } from './service';

export const siteModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.site.config,
      { schema: { tags: ['site'], summary: '站点配置（公开）', security: [], response: okSchema(siteConfig) } },
      async () => ok(await getSiteConfig(ctx.db)),
    );
    app.get(
      `${QR_URL_PREFIX}:name`,
      {
        schema: {
          tags: ['site'],
          summary: '客服二维码图片（公开）',
          security: [],
          params: z.object({ name: z.string().max(40) }),
        },
      },
      async (req, reply) => {
        const img = await openQrImage(ctx, req.params.name);
        if (!img) throw notFound('图片不存在');
        // Content-addressed names: a new upload is a new URL, so the bytes behind one never change.
        return reply
          .type(img.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(img.body);
      },
    );
  };
