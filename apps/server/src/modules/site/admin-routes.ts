import { API_CONSOLE, onlineUsers, ROLE_ADMIN, siteConfig, siteConfigSaveBody } from '@podbench/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { countOnline, saveSiteConfig } from './admin-service';
import { QR_MAX_BYTES, saveQrImage } from './qr-image';

const tags = ['admin-site'];

/** 运营后台 › 站点设置 (role admin): the site's titles, customer-service QR, production hosts; online users. */
export const siteAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    // Scoped to this plugin: only the QR upload parses a multipart body here.
    await app.register(multipart, { limits: { fileSize: QR_MAX_BYTES, files: 1, fields: 0 } });
    app.post(
      API_CONSOLE.site.qr,
      {
        preHandler,
        schema: {
          tags,
          summary: '上传客服二维码（multipart/form-data；PNG、JPEG、WebP，≤ 1 MB）',
          consumes: ['multipart/form-data'],
          response: okSchema(siteConfig),
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传图片');
        return ok(await saveQrImage(ctx, currentUser(req).id, await req.file()), '客服二维码已更新');
      },
    );
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
