import multipart, { type Multipart } from '@fastify/multipart';
import {
  adminBlankDetail as adminBlankDetailSchema,
  adminBlankPage,
  adminBlankPageQuery,
  adminCategoryTree as adminCategoryTreeSchema,
  areaSaveBody,
  blankBaseCostBody,
  blankSaveBody,
  blankStatusBody,
  CATALOGUE_ADMIN_API as API,
  categoryAddBody,
  categoryRenameBody,
  categoryReorderBody,
  idBody,
  idQuery,
  MOCKUP_MAX_BYTES,
  mockupUploadFields,
  placementSaveBody,
  ROLE_ADMIN,
  variantSaveBody,
  viewRemoveBody,
  variantStatusBody,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { removeArea, saveArea, savePlacement } from './areas';
import { adminBlankDetail, pageAdminBlanks } from './blank-read';
import { removeBlank, saveBlank, setBlankStatus } from './blank-write';
import { addCategory, adminCategoryTree, removeCategory, renameCategory, reorderCategories } from './categories';
import { removeView, uploadMockup } from './mockups';
import { saveVariant, setBlankBaseCost, setVariantStatus } from './variants';

const tags = ['admin-catalogue'];
const idResult = okSchema(z.object({ id: z.number().int() }));
const nothing = okSchema(z.null());

/** The one file part and the form fields of a mockup upload, the file read whole (it is at most 15 MB). */
async function readUpload(parts: AsyncIterable<Multipart>) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = typeof err === 'object' && err && 'code' in err ? (err as { code: unknown }).code : null;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`样机图不能超过 ${MOCKUP_MAX_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一张样机图');
    throw err;
  }
  if (!file?.length) throw badRequest('请选择样机图');
  const parsed = mockupUploadFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '表单内容不正确');
  return { fields: parsed.data, file };
}

/** 运营后台 › 底版管理 (role admin): categories, blanks, variants, print areas and mockups — every change audited. */
export const catalogueAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MOCKUP_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    const who = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

    app.get(
      API.categories,
      {
        preHandler,
        schema: { tags, summary: '类目树（含空类目与各类目底版数）', response: okSchema(adminCategoryTreeSchema) },
      },
      async () => ok(await adminCategoryTree(ctx.db)),
    );
    app.post(
      API.categoryAdd,
      { preHandler, schema: { tags, summary: '新增类目', body: categoryAddBody, response: idResult } },
      async (req) => ok(await addCategory(ctx.db, who(req), req.body)),
    );
    app.post(
      API.categoryRename,
      { preHandler, schema: { tags, summary: '重命名类目', body: categoryRenameBody, response: nothing } },
      async (req) => {
        await renameCategory(ctx.db, who(req), req.body.id, req.body.name);
        return ok(null);
      },
    );
    app.post(
      API.categoryReorder,
      { preHandler, schema: { tags, summary: '调整同级类目顺序', body: categoryReorderBody, response: nothing } },
      async (req) => {
        await reorderCategories(ctx.db, who(req), req.body);
        return ok(null);
      },
    );
    app.post(
      API.categoryRemove,
      { preHandler, schema: { tags, summary: '删除空类目', body: idBody, response: nothing } },
      async (req) => {
        await removeCategory(ctx.db, who(req), req.body.id);
        return ok(null);
      },
    );

    app.get(
      API.blanks,
      {
        preHandler,
        schema: {
          tags,
          summary: '底版列表（含已下架）',
          querystring: adminBlankPageQuery,
          response: okSchema(adminBlankPage),
        },
      },
      async (req) => ok(await pageAdminBlanks(ctx.db, req.query)),
    );
    app.get(
      API.blank,
      {
        preHandler,
        schema: {
          tags,
          summary: '底版详情（编辑用）',
          querystring: idQuery,
          response: okSchema(adminBlankDetailSchema),
        },
      },
      async (req) => ok(await adminBlankDetail(ctx.db, req.query.id)),
    );
    app.post(
      API.blankSave,
      {
        preHandler,
        schema: { tags, summary: '新增或编辑底版（新底版为下架状态）', body: blankSaveBody, response: idResult },
      },
      async (req) => ok(await saveBlank(ctx.db, who(req), req.body)),
    );
    app.post(
      API.blankStatus,
      { preHandler, schema: { tags, summary: '上架 / 下架底版', body: blankStatusBody, response: nothing } },
      async (req) => {
        await setBlankStatus(ctx.db, who(req), req.body.id, req.body.status);
        return ok(null);
      },
    );
    app.post(
      API.blankRemove,
      { preHandler, schema: { tags, summary: '删除未被使用的底版', body: idBody, response: nothing } },
      async (req) => {
        await removeBlank(ctx.db, who(req), req.body.id);
        return ok(null);
      },
    );

    app.post(
      API.blankBaseCost,
      {
        preHandler,
        schema: {
          tags,
          summary: '统一设置底版所有规格的底价（重算未支付订单）',
          body: blankBaseCostBody,
          response: okSchema(z.object({ variants: z.number().int(), repricedOrders: z.number().int() })),
        },
      },
      async (req) => ok(await setBlankBaseCost(ctx.db, who(req), req.body.id, req.body.baseCostFen)),
    );
    app.post(
      API.variantSave,
      {
        preHandler,
        schema: {
          tags,
          summary: '新增或编辑规格（改底价会重算未支付订单，已支付订单不变）',
          body: variantSaveBody,
          response: okSchema(z.object({ id: z.number().int(), repricedOrders: z.number().int() })),
        },
      },
      async (req) => ok(await saveVariant(ctx.db, who(req), req.body)),
    );
    app.post(
      API.variantStatus,
      { preHandler, schema: { tags, summary: '规格上架 / 下架', body: variantStatusBody, response: nothing } },
      async (req) => {
        await setVariantStatus(ctx.db, who(req), req.body.id, req.body.status);
        return ok(null);
      },
    );

    app.post(
      API.areaSave,
      { preHandler, schema: { tags, summary: '新增或编辑印刷区域', body: areaSaveBody, response: idResult } },
      async (req) => ok(await saveArea(ctx.db, who(req), req.body)),
    );
    app.post(
      API.areaRemove,
      { preHandler, schema: { tags, summary: '删除印刷区域', body: idBody, response: nothing } },
      async (req) => {
        await removeArea(ctx.db, who(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      API.placementSave,
      {
        preHandler,
        schema: {
          tags,
          summary: '印刷区域在样机视图上的位置（须在图片内）',
          body: placementSaveBody,
          response: nothing,
        },
      },
      async (req) => {
        await savePlacement(ctx.db, who(req), req.body);
        return ok(null);
      },
    );
    app.post(
      API.viewRemove,
      {
        preHandler,
        schema: { tags, summary: '删除样机视图（连同图片与印刷位置）', body: viewRemoveBody, response: nothing },
      },
      async (req) => {
        await removeView(ctx.db, who(req), req.body.blankId, req.body.viewKey);
        return ok(null);
      },
    );
    app.post(
      API.mockupUpload,
      {
        preHandler,
        schema: {
          tags,
          summary: '上传样机图（multipart：blankId、viewKey、viewName、colorName、file；JPEG/PNG/WebP）',
          consumes: ['multipart/form-data'],
          response: okSchema(z.object({ viewKey: z.string(), width: z.number().int(), height: z.number().int() })),
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传样机图');
        try {
          const { fields, file } = await readUpload(req.parts());
          return ok(await uploadMockup(ctx.db, ctx.storage, who(req), fields, file), '上传成功');
        } catch (err) {
          reply.raw.once('finish', () => {
            req.raw.unpipe();
            req.raw.resume();
          });
          throw err;
        }
      },
    );
  };
