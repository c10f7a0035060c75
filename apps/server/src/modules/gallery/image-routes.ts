import {
  emptyData,
  GALLERY_API,
  galleryCountResult,
  galleryDownloadLink,
  galleryIdsBody,
  galleryImageDetail,
  galleryImageIdParam,
  galleryListQuery,
  galleryListResult,
  galleryMoveBody,
  galleryRenameBody,
  galleryTagsBody,
  galleryUploadResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { getImage, listImages, moveOwnImages, renameOwnImage, restoreOwnImages, trashOwnImages } from './image-service';
import { findImages } from './image-repository';
import { purgeImages } from './purge-service';
import { tagImages } from './tag-service';
import { uploadToGallery } from './upload-service';
import { zipUrl } from './urls';

const tags = ['gallery'];

export const galleryImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('gallery:manage');
    const mainId = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;

    app.get(
      GALLERY_API.images,
      {
        preHandler,
        schema: {
          tags,
          summary: '图片列表（游标分页）',
          querystring: galleryListQuery,
          response: okSchema(galleryListResult),
        },
      },
      async (req) => ok(await listImages(ctx, mainId(req), req.query)),
    );
    app.get(
      GALLERY_API.image,
      {
        preHandler,
        schema: { tags, summary: '图片详情', params: galleryImageIdParam, response: okSchema(galleryImageDetail) },
      },
      async (req) => ok(await getImage(ctx, mainId(req), req.params.id)),
    );
    app.post(
      GALLERY_API.upload,
      {
        preHandler,
        schema: {
          tags,
          summary: '上传到图库（multipart：file 多个，folderId 可选）',
          consumes: ['multipart/form-data'],
          response: okSchema(galleryUploadResult),
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
        try {
          return ok(await uploadToGallery(ctx, currentUser(req), req.parts()), '上传成功');
        } catch (err) {
          // As /upload: once refused, drain the rest of the body so the connection is not left stuck.
          reply.raw.once('finish', () => {
            req.raw.unpipe();
            req.raw.resume();
          });
          throw err;
        }
      },
    );
    app.post(
      GALLERY_API.rename,
      { preHandler, schema: { tags, summary: '重命名图片', body: galleryRenameBody, response: okSchema(emptyData) } },
      async (req) => {
        await renameOwnImage(ctx, mainId(req), req.body.id, req.body.name);
        return ok(null, '已重命名');
      },
    );
    app.post(
      GALLERY_API.move,
      {
        preHandler,
        schema: { tags, summary: '移动图片到文件夹', body: galleryMoveBody, response: okSchema(galleryCountResult) },
      },
      async (req) => ok({ count: await moveOwnImages(ctx, mainId(req), req.body.ids, req.body.folderId) }, '已移动'),
    );
    app.post(
      GALLERY_API.tags,
      {
        preHandler,
        schema: { tags, summary: '添加 / 移除标签', body: galleryTagsBody, response: okSchema(emptyData) },
      },
      async (req) => {
        await tagImages(ctx, mainId(req), req.body.ids, req.body.add, req.body.remove);
        return ok(null, '标签已更新');
      },
    );
    app.post(
      GALLERY_API.remove,
      {
        preHandler,
        schema: {
          tags,
          summary: '删除到回收站（30 天内可恢复）',
          body: galleryIdsBody,
          response: okSchema(galleryCountResult),
        },
      },
      async (req) => ok({ count: await trashOwnImages(ctx, mainId(req), req.body.ids) }, '已移到回收站'),
    );
    app.post(
      GALLERY_API.restore,
      {
        preHandler,
        schema: { tags, summary: '从回收站恢复', body: galleryIdsBody, response: okSchema(galleryCountResult) },
      },
      async (req) => ok({ count: await restoreOwnImages(ctx, mainId(req), req.body.ids) }, '已恢复'),
    );
    app.post(
      GALLERY_API.purge,
      {
        preHandler,
        schema: {
          tags,
          summary: '彻底删除（仅回收站中的图片）',
          body: galleryIdsBody,
          response: okSchema(galleryCountResult),
        },
      },
      async (req) => ok({ count: await purgeImages(ctx, mainId(req), req.body.ids) }, '已彻底删除'),
    );
    app.post(
      GALLERY_API.downloadLink,
      {
        preHandler,
        schema: {
          tags,
          summary: '批量下载链接（5 分钟有效）',
          body: galleryIdsBody,
          response: okSchema(galleryDownloadLink),
        },
      },
      async (req) => {
        const rows = await findImages(ctx.db, mainId(req), req.body.ids, { trash: false });
        if (!rows.length) throw badRequest('所选图片不存在或已删除');
        const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
        return ok(zipUrl(await urlSigner(ctx), mainId(req), ids));
      },
    );
  };
