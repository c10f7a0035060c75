import {
  idBody,
  idQuery,
  pageQuery,
  TEMU_TEMPLATE_API,
  temuCategory,
  temuCategoryQuery,
  temuCategorySearchQuery,
  temuLeafHit,
  temuLeafTemplate,
  temuLeafTemplateQuery,
  temuParentSpec,
  temuSpecCreateBody,
  temuSpecCreated,
  temuSpecMapping,
  temuSpecMappingQuery,
  temuTemplateRefresh,
  temuPublishDetail,
  temuPublishPage,
  temuPublishPageQuery,
  temuSizeChartMeta,
  temuSizeChartMetaQuery,
  temuTemplateBody,
  temuTemplateDetail,
  temuTemplateRow,
  temuTemplateSaved,
  temuUploadResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { temuAccessFor } from '../marketplace/temu';
import { getVipBenefits } from '../vip/benefits';
import { kickJobs } from '../../jobs/runner';
import { searchLeaves, temuCategories } from './categories';
import { sizeChartSpecOf } from './size-chart';
import { createSpec, leafTemplateFor, parentSpecs, refreshTemplate, specMappingFor } from './template-temu';
import { anyShopTypedCaller } from './temu-shop';
import { imageUrlsFor } from '../template-images/resolve';
import { publishDetail, publishPage, queuePublishes, retryPublish } from './publishes';
import {
  deleteTemplate,
  leafLookupFor,
  saveTemplate,
  templateDetail,
  templateFromDesign,
  templatePage,
} from './service';

const tags = ['temu-publish'];
const ids = (what: string) =>
  z
    .array(
      z
        .number({ error: `${what} id 必须是数字` })
        .int()
        .positive(),
    )
    .min(1, `请选择${what}`)
    .max(200, `一次最多 200 个${what}`);
/** The template is the contract's body: its images are owned references, so no storage key can be sent at all. */
const saveBody = z.object({ id: z.number().int().positive().nullable().default(null), template: temuTemplateBody });
const callerOf = (ctx: AppContext, mainId: number) => () => anyShopTypedCaller(ctx, mainId);
const uploadBody = z.object({ templateIds: ids('模板'), shopIds: ids('店铺') });
const fromDesignBody = z.object({ designId: z.number({ error: '设计 id 必须是数字' }).int().positive() });

/** Listing templates (模板管理, publish:template) and publishing to Temu (模板发布, publish:push). */
export const temuPublishModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    temuAccessFor(ctx, app);
    const tplGuard = app.guards.requirePermission('publish:template');
    const pushGuard = app.guards.requirePermission('publish:push');
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;
    const templatePageQuery = pageQuery.extend({ keyword: z.string().max(100).optional() });
    const nothing = okSchema(z.null());

    app.get(
      TEMU_TEMPLATE_API.page,
      {
        // 模板发布 (publish:push) picks from this list too: a sub-account allowed to push sees what it pushes (issue 21).
        preHandler: app.guards.requirePermission('publish:template', 'publish:push'),
        schema: {
          tags,
          summary: 'Temu 模板列表',
          querystring: templatePageQuery,
          response: okSchema(z.object({ rows: z.array(temuTemplateRow), total: z.number().int() })),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await templatePage(ctx.db, mainId, req.query, await imageUrlsFor(ctx, mainId)));
      },
    );
    app.get(
      TEMU_TEMPLATE_API.detail,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 模板详情（含校验结果）',
          querystring: idQuery,
          response: okSchema(temuTemplateDetail),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await templateDetail(ctx.db, mainId, req.query.id, await imageUrlsFor(ctx, mainId)));
      },
    );
    app.post(
      TEMU_TEMPLATE_API.save,
      {
        preHandler: tplGuard,
        schema: { tags, summary: '保存 Temu 模板', body: saveBody, response: okSchema(temuTemplateSaved) },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await saveTemplate(ctx.db, mainId, req.body.id, req.body.template, leafLookupFor(ctx, mainId)));
      },
    );
    app.post(
      TEMU_TEMPLATE_API.remove,
      { preHandler: tplGuard, schema: { tags, summary: '删除 Temu 模板', body: idBody, response: nothing } },
      async (req) => {
        await deleteTemplate(ctx.db, mainOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      TEMU_TEMPLATE_API.fromDesign,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: '由设计生成 Temu 模板',
          body: fromDesignBody,
          response: okSchema(temuTemplateSaved),
        },
      },
      async (req) => ok(await templateFromDesign(ctx.db, mainOf(req), req.body.designId)),
    );
    app.post(
      TEMU_TEMPLATE_API.upload,
      {
        preHandler: pushGuard,
        schema: {
          tags,
          summary: '发布模板到 Temu 店铺（排队）',
          body: uploadBody,
          response: okSchema(temuUploadResult),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        const { dailyPublishQuota } = await getVipBenefits(ctx.db, mainId);
        const r = await queuePublishes(ctx.db, mainId, req.body.templateIds, req.body.shopIds, dailyPublishQuota);
        kickJobs(ctx);
        return ok(r);
      },
    );
    app.get(
      TEMU_TEMPLATE_API.publishPage,
      {
        preHandler: pushGuard,
        schema: {
          tags,
          summary: 'Temu 发布记录（含各状态数量）',
          querystring: temuPublishPageQuery,
          response: okSchema(temuPublishPage),
        },
      },
      async (req) => ok(await publishPage(ctx.db, mainOf(req), req.query)),
    );
    app.get(
      TEMU_TEMPLATE_API.publishDetail,
      {
        preHandler: pushGuard,
        schema: { tags, summary: 'Temu 发布详情', querystring: idQuery, response: okSchema(temuPublishDetail) },
      },
      async (req) => {
        const mainId = mainOf(req);
        return ok(await publishDetail(ctx.db, mainId, req.query.id, await imageUrlsFor(ctx, mainId)));
      },
    );
    app.get(
      TEMU_TEMPLATE_API.sizeChartMeta,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 叶子类目的尺码表要求与尺码参数（经店铺读取并缓存）',
          querystring: temuSizeChartMetaQuery,
          response: okSchema(temuSizeChartMeta),
        },
      },
      async (req) => ok(await sizeChartSpecOf(await anyShopTypedCaller(ctx, mainOf(req)), req.query.catId)),
    );
    app.get(
      TEMU_TEMPLATE_API.categories,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 类目（经店铺读取并缓存）',
          querystring: temuCategoryQuery,
          response: okSchema(z.array(temuCategory)),
        },
      },
      async (req) => ok(await temuCategories(ctx.db, callerOf(ctx, mainOf(req)), req.query.parentId)),
    );
    app.get(
      TEMU_TEMPLATE_API.categorySearch,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 叶子类目搜索（含路径与 catType）',
          querystring: temuCategorySearchQuery,
          response: okSchema(z.array(temuLeafHit)),
        },
      },
      async (req) => ok(await searchLeaves(ctx.db, callerOf(ctx, mainOf(req)), req.query.keyword)),
    );
    app.get(
      TEMU_TEMPLATE_API.leafTemplate,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 叶子类目的属性模板（表单用，含必填、控件、showCondition、销售属性）',
          querystring: temuLeafTemplateQuery,
          response: okSchema(temuLeafTemplate),
        },
      },
      async (req) => ok(await leafTemplateFor(ctx, mainOf(req), req.query.catId)),
    );
    app.get(
      TEMU_TEMPLATE_API.parentSpecs,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: 'Temu 父规格（bg.glo.goods.parentspec.get）',
          response: okSchema(z.array(temuParentSpec)),
        },
      },
      async (req) => ok(await parentSpecs(ctx, mainOf(req))),
    );
    app.post(
      TEMU_TEMPLATE_API.specCreate,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: '新建自定义规格值（bg.glo.goods.spec.create，仅当类目允许）',
          body: temuSpecCreateBody,
          response: okSchema(temuSpecCreated),
        },
      },
      async (req) => ok(await createSpec(ctx, mainOf(req), req.body)),
    );
    app.get(
      TEMU_TEMPLATE_API.specMapping,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: '底板颜色/尺码 → Temu 销售属性值（记住的映射或按名称匹配）',
          querystring: temuSpecMappingQuery,
          response: okSchema(temuSpecMapping),
        },
      },
      async (req) => ok(await specMappingFor(ctx, mainOf(req), req.query.blankId, req.query.catId)),
    );
    app.post(
      TEMU_TEMPLATE_API.refreshTemplate,
      {
        preHandler: tplGuard,
        schema: {
          tags,
          summary: '重新获取类目属性模板并列出变化（发布前，Temu 文档 199 §8-12）',
          body: idBody,
          response: okSchema(temuTemplateRefresh),
        },
      },
      async (req) => ok(await refreshTemplate(ctx, mainOf(req), req.body.id)),
    );
    app.post(
      TEMU_TEMPLATE_API.retry,
      { preHandler: pushGuard, schema: { tags, summary: '重试失败的发布', body: idBody, response: nothing } },
      async (req) => {
        await retryPublish(ctx.db, mainOf(req), req.body.id);
        kickJobs(ctx);
        return ok(null);
      },
    );
  };
