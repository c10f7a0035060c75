import { DESIGN_API, designExportBody, designExportQuery, designFileParams, designFileQuery } from '@podbench/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { encodeRfc5987 } from '../file/file-name';
import { urlSigner } from '../storage/url-signer';
import { exportDesigns } from './export-service';
import { filePayload, renderKey } from './urls';

const tags = ['design'];

/** The export (session) and the signed, content-addressed rendered files (`<img src>`, no session). */
export const designFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('design:manage');

    const sendZip = async (req: FastifyRequest, reply: FastifyReply, ids: number[]) => {
      const zip = await exportDesigns(ctx, currentUser(req).mainId, ids);
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeRfc5987(`设计导出-${stamp}.zip`)}`)
        .send(zip);
    };

    app.get(
      DESIGN_API.export,
      {
        preHandler,
        schema: {
          tags,
          summary: '导出设计（流式 ZIP：印刷文件、样机图、manifest.json）',
          querystring: designExportQuery,
        },
      },
      async (req, reply) => sendZip(req, reply, req.query.ids.split(',').map(Number)),
    );
    app.post(
      DESIGN_API.export,
      {
        preHandler,
        schema: { tags, summary: '导出设计（流式 ZIP：印刷文件、样机图、manifest.json）', body: designExportBody },
      },
      async (req, reply) => sendZip(req, reply, req.body.ids),
    );

    app.get(
      DESIGN_API.file,
      {
        schema: {
          tags,
          summary: '设计生成的文件（签名链接，内容寻址，长期缓存）',
          security: [],
          params: designFileParams,
          querystring: designFileQuery,
        },
      },
      async (req, reply) => {
        const { mainId, name } = req.params;
        const signer = await urlSigner(ctx);
        if (!signer.verify(filePayload(mainId, name), req.query.e, req.query.s)) {
          throw forbidden('链接已过期或无效，请刷新页面后重试');
        }
        const etag = `"${name.slice(0, 32)}"`;
        reply.header('cache-control', 'private, max-age=31536000, immutable').header('etag', etag);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        const obj = await ctx.storage.get(renderKey(mainId, name));
        if (!obj) throw notFound('文件不存在');
        return reply
          .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('content-length', String(obj.size))
          .header('x-content-type-options', 'nosniff')
          .send(obj.body);
      },
    );
  };
