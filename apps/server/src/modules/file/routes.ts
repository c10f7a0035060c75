import multipart from '@fastify/multipart';
import { API, avatarParams, fileIdParam, signedQuery, uploadResponse } from '@podbench/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { avatarPayload } from './avatar-url';
import { encodeRfc5987 } from './file-name';
import { type FileRow, findOwnFile } from './repository';
import { MAX_FILES_PER_REQUEST, uploadFiles } from './upload-service';

const tags = ['file'];

export const fileModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only /upload parses multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: ctx.config.uploadMaxBytes, files: MAX_FILES_PER_REQUEST, fields: 20, fieldSize: 64 * 1024 },
    });

    app.post(
      API.upload,
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          summary: '上传图片（multipart/form-data；PNG、JPEG、WebP、TIFF、SVG）',
          description: '一个文件时 data 为该文件的结果；多个文件时 data 为 { files: [...] }。',
          consumes: ['multipart/form-data'],
          response: okSchema(uploadResponse),
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
        try {
          const results = await uploadFiles(ctx, currentUser(req), req.parts());
          return ok(results.length === 1 ? results[0] : { files: results }, '上传成功');
        } catch (err) {
          // A rejected upload stops reading mid-body. Once the answer is out (and the multipart parser
          // has let go of the request), discard the rest, so that a client still sending is not stalled
          // by backpressure and the connection does not hang until the server's request timeout.
          reply.raw.once('finish', () => {
            req.raw.unpipe();
            req.raw.resume();
          });
          throw err;
        }
      },
    );

    app.get(
      API.file,
      {
        preHandler: app.guards.authenticate,
        schema: { tags, summary: '下载本账号上传的文件（Authorization 请求头）', params: fileIdParam },
      },
      async (req, reply) => {
        const user = currentUser(req);
        // Another seller's file is "not found", never "forbidden": ids must not confirm existence.
        const row = await findOwnFile(ctx.db, user.mainId, req.params.id);
        return sendFile(reply, row, 'private, max-age=86400');
      },
    );

    app.get(
      API.avatar,
      {
        schema: {
          tags,
          summary: '头像（签名链接，无需登录；链接中不含登录凭证）',
          security: [],
          params: avatarParams,
          querystring: signedQuery,
        },
      },
      async (req, reply) => {
        const { mainId, fileId } = req.params;
        const signer = await urlSigner(ctx);
        if (!signer.verify(avatarPayload(mainId, fileId), req.query.e, req.query.s)) {
          throw forbidden('链接已过期或无效，请刷新页面后重试');
        }
        const row = await findOwnFile(ctx.db, mainId, fileId);
        return sendFile(reply, row?.mime.startsWith('image/') ? row : undefined, 'private, max-age=86400');
      },
    );

    async function sendFile(reply: FastifyReply, row: FileRow | undefined, cacheControl: string) {
      const obj = row ? await ctx.storage.get(row.storage_key) : null;
      if (!row || !obj) throw notFound('文件不存在');
      reply
        .type(row.mime)
        .header('content-length', String(obj.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeRfc5987(row.file_name)}`)
        .header('cache-control', cacheControl);
      if (row.mime === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(obj.body);
    }
  };
