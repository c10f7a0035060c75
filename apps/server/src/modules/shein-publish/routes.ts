import {
  idBody,
  idQuery,
  SHEIN_TEMPLATE_API,
  sheinAttribute,
  sheinAttributeQuery,
  sheinCategory,
  sheinOnlinePage,
  sheinOnlinePageQuery,
  sheinPublishPage,
  sheinPublishPageQuery,
  sheinTemplateBody,
  sheinTemplateDetail,
  sheinTemplatePageQuery,
  sheinTemplateRow,
  sheinTemplateSaved,
  sheinUploadBody,
  sheinUploadResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { sheinAccessFor } from '../marketplace/shein';
import { imageUrlsFor } from '../template-images/resolve';
import { sheinAttributes, sheinCategoryTree } from './categories';
import {
  queueSheinPublishes,
  retrySheinPublish,
  sheinOnlinePage as onlinePage,
  sheinPublishPage as publishPage,
} from './publishes';
import {
  deleteSheinTemplate,
  saveSheinTemplate,
  sheinTemplateDetail as detail,
  sheinTemplateFromDesign,
  sheinTemplatePage,
} from './service';

const tags = ['shein-publish'];
/** The template is the contract's body: its images are owned references, so no storage key can be sent at all. */
const saveBody = z.object({ id: z.number().int().positive().nullable().default(null), template: sheinTemplateBody });
const fromDesignBody = z.object({ designId: z.number({ error: '设计 id 必须是数字' }).int().positive() });

/** Shein templates (publish:template), publishing them to Shein shops and the products on Shein (publish:push). */
export const sheinPublishModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Publish jobs take the process's Shein client from here.
    sheinAccessFor(ctx, app);
    const tplGuard = app.guards.requirePermission('publish:template');
    const pushGuard = app.guards.requirePermission('publish:push');
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;
    const nothing = okSchema(z.null());

    app.get(
      SHEIN_TEMPLATE_API.page,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Shein 模板列表',
          querystring: sheinTemplatePageQuery,
          response: okSchema(z.object({ rows: z.array(sheinTemplateRow), total: z.number().int() })),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await sheinTemplatePage(ctx.db, mainId, req.query, await imageUrlsFor(ctx, mainId)));
      },
    );
    app.get(
      SHEIN_TEMPLATE_API.detail,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Shein 模板详情（含校验结果）',
          querystring: idQuery,
          response: okSchema(sheinTemplateDetail),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await detail(ctx.db, mainId, req.query.id, await imageUrlsFor(ctx, mainId)));
      },
    );
    app.post(
      SHEIN_TEMPLATE_API.save,
      {
        preHandler: tplGuard,
        schema: { tags, summary: '保存 Shein 模板', body: saveBody, response: okSchema(sheinTemplateSaved) },
      },
      async (req) => ok(await saveSheinTemplate(ctx.db, mainOf(req), req.body.id, req.body.template)),
    );
    app.post(
      SHEIN_TEMPLATE_API.remove,
      { preHandler: tplGuard, schema: { tags, summary: '删除 Shein 模板', body: idBody, response: nothing } },
      async (req) => {
        await deleteSheinTemplate(ctx.db, mainOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      SHEIN_TEMPLATE_API.fromDesign,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: '由设计生成 Shein 模板',
          body: fromDesignBody,
          response: okSchema(sheinTemplateSaved),
        },
      },
      async (req) => ok(await sheinTemplateFromDesign(ctx, mainOf(req), req.body.designId)),
    );
    app.get(
      SHEIN_TEMPLATE_API.categories,
      {
        preHandler: tplGuard,
        schema: { tags, summary: 'Shein 类目树（经店铺读取，缓存一天）', response: okSchema(z.array(sheinCategory)) },
      },
      async (req) => ok(await sheinCategoryTree(ctx, mainOf(req))),
    );
    app.get(
      SHEIN_TEMPLATE_API.attributes,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Shein 叶子类目的属性模板',
          querystring: sheinAttributeQuery,
          response: okSchema(z.array(sheinAttribute.extend({ required: z.boolean() }))),
        },
      },
      async (req) => ok(await sheinAttributes(ctx, mainOf(req), req.query.categoryId)),
    );
    app.post(
      SHEIN_TEMPLATE_API.upload,
      {
        preHandler: pushGuard,
        schema: {
          tags,
          summary: '发布模板到 Shein 店铺（排队）',
          body: sheinUploadBody,
          response: okSchema(sheinUploadResult),
        },
      },
      async (req) => ok(await queueSheinPublishes(ctx, mainOf(req), req.body.templateIds, req.body.shopIds)),
    );
    app.get(
      SHEIN_TEMPLATE_API.publishPage,
      {
        preHandler: pushGuard,
        schema: {
          tags,
          summary: 'Shein 发布记录（含各状态数量）',
          querystring: sheinPublishPageQuery,
          response: okSchema(sheinPublishPage),
        },
      },
      async (req) => ok(await publishPage(ctx.db, mainOf(req), req.query)),
    );
    app.post(
      SHEIN_TEMPLATE_API.retry,
      { preHandler: pushGuard, schema: { tags, summary: '重试失败的 Shein 发布', body: idBody, response: nothing } },
      async (req) => {
        await retrySheinPublish(ctx, mainOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      SHEIN_TEMPLATE_API.onlinePage,
      {
        preHandler: pushGuard,
        schema: {
          tags,
          summary: 'Shein 在线商品（发布成功的 SPU / SKC / SKU）',
          querystring: sheinOnlinePageQuery,
          response: okSchema(sheinOnlinePage),
        },
      },
      async (req) => ok(await onlinePage(ctx.db, mainOf(req), req.query)),
    );
  };
