import {
  ROLE_ADMIN,
  TEMU_LABEL_API,
  temuBoxMarksBody,
  temuLabelBody,
  temuLabelFileQuery,
  temuLabelPrintBody,
  temuLabelPrintResult,
  temuLabelResult,
} from '@podbench/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { boxMarks, createLabels, openLabelFile, printLabels } from './service';

const tags = ['temu-label'];
const enc = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

/**
 * Label PDFs for stock-up orders: the seller's own orders (order:view; another seller's order is 404), any order
 * for operators, and the generated file behind its signed link (no session: the `/pdf` page frames it).
 */
export const temuLabelModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Temu calls go through the process's shared client (temuAccessOf), built by the order modules.
    const summary = '生成标签 PDF（商品条码每件/每 SKU 一张 60×40 mm，箱唛每包裹一张 100×100 mm）';
    app.post(
      TEMU_LABEL_API.create,
      {
        preHandler: app.guards.requirePermission('order:view'),
        schema: { tags, summary, body: temuLabelBody, response: okSchema(temuLabelResult) },
      },
      async (req) => ok(await createLabels(ctx, { mainId: currentUser(req).mainId }, req.body), '标签已生成'),
    );
    app.post(
      TEMU_LABEL_API.adminCreate,
      {
        preHandler: app.guards.requireRole(ROLE_ADMIN),
        schema: { tags, summary: `运营：${summary}`, body: temuLabelBody, response: okSchema(temuLabelResult) },
      },
      async (req) => ok(await createLabels(ctx, { operator: true }, req.body), '标签已生成'),
    );
    const printSummary = 'Temu 打印页（每次新取 dataKey：10 分钟内单次有效；商品条码与箱唛）';
    app.post(
      TEMU_LABEL_API.print,
      {
        preHandler: app.guards.requirePermission('order:view'),
        schema: { tags, summary: printSummary, body: temuLabelPrintBody, response: okSchema(temuLabelPrintResult) },
      },
      async (req) => ok(await printLabels(ctx, { mainId: currentUser(req).mainId }, req.body), '已获取 Temu 打印页'),
    );
    app.post(
      TEMU_LABEL_API.adminPrint,
      {
        preHandler: app.guards.requireRole(ROLE_ADMIN),
        schema: {
          tags,
          summary: `运营：${printSummary}`,
          body: temuLabelPrintBody,
          response: okSchema(temuLabelPrintResult),
        },
      },
      async (req) => ok(await printLabels(ctx, { operator: true }, req.body), '已获取 Temu 打印页'),
    );
    const boxSummary = '按发货单号打印箱唛（Temu 打印页或 PDF）';
    const boxResult = okSchema(z.union([temuLabelPrintResult, temuLabelResult]));
    app.post(
      TEMU_LABEL_API.boxMarks,
      {
        preHandler: app.guards.requirePermission('order:view'),
        schema: { tags, summary: boxSummary, body: temuBoxMarksBody, response: boxResult },
      },
      async (req) => ok(await boxMarks(ctx, { mainId: currentUser(req).mainId }, req.body), '箱唛已生成'),
    );
    app.post(
      TEMU_LABEL_API.adminBoxMarks,
      {
        preHandler: app.guards.requireRole(ROLE_ADMIN),
        schema: { tags, summary: `运营：${boxSummary}`, body: temuBoxMarksBody, response: boxResult },
      },
      async (req) => ok(await boxMarks(ctx, { operator: true }, req.body), '箱唛已生成'),
    );
    app.get(
      TEMU_LABEL_API.file,
      {
        schema: { tags, summary: '凭签名链接读取标签 PDF（无需登录）', security: [], querystring: temuLabelFileQuery },
      },
      async (req, reply) => {
        const file = await openLabelFile(ctx, req.query);
        const how = req.query.download ? 'attachment' : 'inline';
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-length', file.size)
            .header(
              'content-disposition',
              `${how}; filename="${file.name.ascii}"; filename*=UTF-8''${enc(file.name.zh)}`,
            )
            .header('cache-control', 'private, max-age=3600')
            // A PDF runs no page script; only our own pages may frame it (Chrome's viewer needs no other source).
            .header('content-security-policy', "frame-ancestors 'self'")
            .send(file.body)
        );
      },
    );
  };
