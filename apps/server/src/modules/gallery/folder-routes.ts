import {
  emptyData,
  folderCreateBody,
  folderDeleteBody,
  folderDeleteResult,
  folderMoveBody,
  folderRenameBody,
  GALLERY_API,
  galleryFolders,
  galleryTags,
  galleryUsage,
  idBody,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { readStorageUsage } from '../file/quota';
import { createFolder, deleteFolder, moveFolder, readFolders, renameFolder } from './folder-service';
import { countLiveAndTrash } from './image-writes';
import { listTags } from './tag-repository';

const tags = ['gallery'];

export const galleryFolderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('gallery:manage');
    const mainId = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;

    app.get(
      GALLERY_API.folders,
      { preHandler, schema: { tags, summary: '文件夹（平铺，含图片数）', response: okSchema(galleryFolders) } },
      async (req) => ok(await readFolders(ctx, mainId(req))),
    );
    app.post(
      GALLERY_API.folderCreate,
      { preHandler, schema: { tags, summary: '新建文件夹', body: folderCreateBody, response: okSchema(idBody) } },
      async (req) => ok(await createFolder(ctx, mainId(req), req.body.parentId, req.body.name), '已创建'),
    );
    app.post(
      GALLERY_API.folderRename,
      { preHandler, schema: { tags, summary: '重命名文件夹', body: folderRenameBody, response: okSchema(emptyData) } },
      async (req) => {
        await renameFolder(ctx, mainId(req), req.body.id, req.body.name);
        return ok(null, '已重命名');
      },
    );
    app.post(
      GALLERY_API.folderMove,
      { preHandler, schema: { tags, summary: '移动文件夹', body: folderMoveBody, response: okSchema(emptyData) } },
      async (req) => {
        await moveFolder(ctx, mainId(req), req.body.id, req.body.parentId);
        return ok(null, '已移动');
      },
    );
    app.post(
      GALLERY_API.folderDelete,
      {
        preHandler,
        schema: {
          tags,
          summary: '删除文件夹（其中的图片和子文件夹移到上一级）',
          body: folderDeleteBody,
          response: okSchema(folderDeleteResult),
        },
      },
      async (req) => ok(await deleteFolder(ctx, mainId(req), req.body.id), '已删除文件夹'),
    );
    app.get(
      GALLERY_API.tagList,
      { preHandler, schema: { tags, summary: '标签（含图片数）', response: okSchema(galleryTags) } },
      async (req) => ok(await listTags(ctx.db, mainId(req))),
    );
    app.get(
      GALLERY_API.usage,
      { preHandler, schema: { tags, summary: '存储用量与会员额度', response: okSchema(galleryUsage) } },
      async (req) => {
        const [usage, counts] = await Promise.all([
          readStorageUsage(ctx.db, mainId(req)),
          countLiveAndTrash(ctx.db, mainId(req)),
        ]);
        return ok({ ...usage, imageCount: counts.live, trashCount: counts.trash });
      },
    );
  };
