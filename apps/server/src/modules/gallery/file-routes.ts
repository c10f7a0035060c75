import {
  GALLERY_API,
  galleryDownloadQuery,
  galleryImageIdParam,
  galleryPreviewParams,
  signedQuery,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/app-error';
import { encodeRfc5987 } from '../file/file-name';
import { parsePreviewName } from '../file/preview-keys';
import { findOwnFile } from '../file/repository';
import { urlSigner } from '../storage/url-signer';
import { downloadName, zipImages } from './download-service';
import { readPreview } from './preview-service';
import { originalPayload, previewPayload, zipPayload } from './urls';

const tags = ['gallery'];
const expired = () => forbidden('链接已过期或无效，请刷新页面后重试');

/**
 * The signed GET routes: what an `<img src>`, a new tab or a download link opens without a session. The signature
 * names what it grants (owner and object) and when it ends; nothing else is reachable with it.
 */
export const galleryFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      GALLERY_API.preview,
      {
        schema: {
          tags,
          summary: '图片预览（签名链接，内容寻址，长期缓存）',
          security: [],
          params: galleryPreviewParams,
          querystring: signedQuery,
        },
      },
      async (req, reply) => {
        const { mainId, name } = req.params;
        const parsed = parsePreviewName(name);
        if (!parsed) throw notFound('预览不存在');
        const signer = await urlSigner(ctx);
        if (!signer.verify(previewPayload(mainId, parsed.sha256, parsed.size), req.query.e, req.query.s))
          throw expired();
        const etag = `"${parsed.sha256.slice(0, 32)}-${parsed.size}"`;
        // The bytes behind this path never change (the path holds the original's hash), so any copy may be kept.
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        const obj = await readPreview(ctx, mainId, parsed.sha256, parsed.size);
        if (!obj) throw notFound('预览不存在');
        reply.type('image/webp').header('content-length', String(obj.size)).header('x-content-type-options', 'nosniff');
        return reply.send(obj.body);
      },
    );

    app.get(
      GALLERY_API.original,
      {
        schema: {
          tags,
          summary: '原图（签名链接，数分钟有效）',
          security: [],
          params: galleryImageIdParam,
          querystring: signedQuery,
        },
      },
      async (req, reply) => {
        const image = await ctx.db
          .selectFrom('gallery_images')
          .select(['main_id', 'file_id', 'name', 'mime'])
          .where('id', '=', req.params.id)
          .executeTakeFirst();
        const signer = await urlSigner(ctx);
        const payload = originalPayload(Number(image?.main_id ?? 0), req.params.id);
        if (!image || !signer.verify(payload, req.query.e, req.query.s)) throw expired();
        const file = await findOwnFile(ctx.db, Number(image.main_id), Number(image.file_id));
        const obj = file ? await ctx.storage.get(file.storage_key) : null;
        if (!obj) throw notFound('文件不存在');
        const disposition = req.query.download ? 'attachment' : 'inline';
        reply
          .type(image.mime)
          .header('content-length', String(obj.size))
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeRfc5987(downloadName(image.name, image.mime))}`,
          );
        if (image.mime === 'image/svg+xml')
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        return reply.send(obj.body);
      },
    );

    app.get(
      GALLERY_API.download,
      { schema: { tags, summary: '批量下载（签名链接，流式 ZIP）', security: [], querystring: galleryDownloadQuery } },
      async (req, reply) => {
        const { m, ids, e, s } = req.query;
        if (!(await urlSigner(ctx)).verify(zipPayload(m, ids), e, s)) throw expired();
        const zip = await zipImages(ctx, m, ids.split(',').map(Number));
        const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
        reply
          .type('application/zip')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeRfc5987(`图库-${day}.zip`)}`);
        return reply.send(zip);
      },
    );
  };
