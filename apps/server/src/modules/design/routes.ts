import {
  DESIGN_API,
  designDetail,
  designIdBody,
  designIdQuery,
  designPageQuery,
  designPageResult,
  designRenameBody,
  designSaveBody,
  designSaveResult,
  emptyData,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { designFileRoutes } from './file-routes';
import { deleteOwnDesign, duplicateDesign, getOwnDesign, pageOwnDesigns, renameOwnDesign, saveDesign } from './service';

const tags = ['design'];

/** `/api/clientDesign/*`: the seller's designs (design:manage), their export and the signed rendered files. */
export const designModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('design:manage');
    const mainId = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;
    const caller = (req: Parameters<typeof currentUser>[0]) => {
      const u = currentUser(req);
      return { mainId: u.mainId, userId: u.id };
    };

    app.get(
      DESIGN_API.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '我的设计（分页）',
          querystring: designPageQuery,
          response: okSchema(designPageResult),
        },
      },
      async (req) => ok(await pageOwnDesigns(ctx, mainId(req), req.query)),
    );
    app.get(
      DESIGN_API.detail,
      {
        preHandler,
        schema: {
          tags,
          summary: '设计详情（含文档与生成的文件）',
          querystring: designIdQuery,
          response: okSchema(designDetail),
        },
      },
      async (req) => ok(await getOwnDesign(ctx, mainId(req), req.query.id)),
    );
    app.post(
      DESIGN_API.save,
      {
        preHandler,
        schema: {
          tags,
          summary: '保存设计（乐观并发：版本号过期返回 409）',
          description: '新建不带 id、version 为 0；更新需带编辑器载入时的 version。保存后在后台生成印刷文件与样机图。',
          body: designSaveBody,
          response: okSchema(designSaveResult),
        },
      },
      async (req) => ok(await saveDesign(ctx, caller(req), req.body), '已保存'),
    );
    app.post(
      DESIGN_API.duplicate,
      { preHandler, schema: { tags, summary: '复制设计', body: designIdBody, response: okSchema(designSaveResult) } },
      async (req) => ok(await duplicateDesign(ctx, caller(req), req.body.id), '已复制'),
    );
    app.post(
      DESIGN_API.rename,
      { preHandler, schema: { tags, summary: '重命名设计', body: designRenameBody, response: okSchema(emptyData) } },
      async (req) => {
        await renameOwnDesign(ctx, mainId(req), req.body.id, req.body.name);
        return ok(null, '已重命名');
      },
    );
    app.post(
      DESIGN_API.remove,
      { preHandler, schema: { tags, summary: '删除设计', body: designIdBody, response: okSchema(emptyData) } },
      async (req) => {
        await deleteOwnDesign(ctx, mainId(req), req.body.id);
        return ok(null, '已删除');
      },
    );
    await app.register(designFileRoutes(ctx));
  };
