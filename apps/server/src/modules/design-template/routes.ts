import {
  DESIGN_TEMPLATE_API,
  designBatchBody,
  designBatchDetail,
  designBatchIdQuery,
  designBatchList,
  designTemplateApplyBody,
  designTemplateApplyResult,
  designTemplateIdBody,
  designTemplatePageQuery,
  designTemplatePageResult,
  designTemplateRenameBody,
  designTemplateSaveBody,
  designTemplateSaveResult,
  emptyData,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { batchDetail, listRecentBatches, runBatch } from './batch-service';
import { applyTemplate, deleteOwnTemplate, pageOwnTemplates, renameOwnTemplate, saveTemplate } from './service';

const tags = ['design'];

/** `/api/clientDesignTemplate/*`: 设计模板 and 批量套图 (design:manage), each seller's own only. */
export const designTemplateModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requirePermission('design:manage');
    const caller = (req: Parameters<typeof currentUser>[0]) => {
      const u = currentUser(req);
      return { mainId: u.mainId, userId: u.id };
    };

    app.get(
      DESIGN_TEMPLATE_API.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '设计模板（分页）',
          querystring: designTemplatePageQuery,
          response: okSchema(designTemplatePageResult),
        },
      },
      async (req) => ok(await pageOwnTemplates(ctx, caller(req).mainId, req.query)),
    );
    app.post(
      DESIGN_TEMPLATE_API.save,
      {
        preHandler,
        schema: {
          tags,
          summary: '保存为设计模板',
          body: designTemplateSaveBody,
          response: okSchema(designTemplateSaveResult),
        },
      },
      async (req) => ok(await saveTemplate(ctx, caller(req), req.body), '已保存为设计模板'),
    );
    app.post(
      DESIGN_TEMPLATE_API.rename,
      {
        preHandler,
        schema: { tags, summary: '重命名设计模板', body: designTemplateRenameBody, response: okSchema(emptyData) },
      },
      async (req) => {
        await renameOwnTemplate(ctx, caller(req).mainId, req.body.id, req.body.name);
        return ok(null, '已重命名');
      },
    );
    app.post(
      DESIGN_TEMPLATE_API.remove,
      {
        preHandler,
        schema: { tags, summary: '删除设计模板', body: designTemplateIdBody, response: okSchema(emptyData) },
      },
      async (req) => {
        await deleteOwnTemplate(ctx, caller(req).mainId, req.body.id);
        return ok(null, '已删除');
      },
    );
    app.post(
      DESIGN_TEMPLATE_API.apply,
      {
        preHandler,
        schema: {
          tags,
          summary: '把设计模板应用到商品（生成新设计）',
          description: 'dryRun 为 true 时只返回提醒（超出印刷区域、低于 150 DPI、没有对应印刷区域），不生成设计。',
          body: designTemplateApplyBody,
          response: okSchema(designTemplateApplyResult),
        },
      },
      async (req) => ok(await applyTemplate(ctx, caller(req), req.body), req.body.dryRun ? '检查完成' : '已生成设计'),
    );
    app.post(
      DESIGN_TEMPLATE_API.batch,
      {
        preHandler,
        schema: {
          tags,
          summary: '批量套图：一张图片套到多个商品',
          description:
            '每个商品生成一个设计，各自在独立事务中保存并排队生成印刷文件与样机图；失败的商品单独报告，不留半成品。',
          body: designBatchBody,
          response: okSchema(designBatchDetail),
        },
      },
      async (req) => ok(await runBatch(ctx, caller(req), req.body), '批量套图完成'),
    );
    app.get(
      DESIGN_TEMPLATE_API.batchDetail,
      {
        preHandler,
        schema: {
          tags,
          summary: '批量套图进度',
          querystring: designBatchIdQuery,
          response: okSchema(designBatchDetail),
        },
      },
      async (req) => ok(await batchDetail(ctx, caller(req).mainId, req.query.id)),
    );
    app.get(
      DESIGN_TEMPLATE_API.batches,
      { preHandler, schema: { tags, summary: '最近的批量套图', response: okSchema(designBatchList) } },
      async (req) => ok(await listRecentBatches(ctx, caller(req).mainId)),
    );
  };
