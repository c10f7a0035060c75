import {
  API_CONSOLE,
  adminNoticePage,
  adminNoticePageQuery,
  idBody,
  noticeSaveBody,
  ROLE_ADMIN,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { changeNoticeStatus, deleteNotice, pageAdminNotices, saveNotice } from './admin-service';

const tags = ['admin-notice'];

/** 运营后台 › 公告管理 (role admin): drafts, publish, unpublish, delete — every change audited. */
export const noticeAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    const nothing = okSchema(z.null());
    app.get(
      API_CONSOLE.notices.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '公告列表（含草稿）',
          querystring: adminNoticePageQuery,
          response: okSchema(adminNoticePage),
        },
      },
      async (req) => ok(await pageAdminNotices(ctx.db, req.query)),
    );
    app.post(
      API_CONSOLE.notices.save,
      {
        preHandler,
        schema: { tags, summary: '保存公告', body: noticeSaveBody, response: okSchema(z.object({ id: z.number() })) },
      },
      async (req) => ok(await saveNotice(ctx.db, currentUser(req).id, req.body)),
    );
    for (const [url, publish, summary] of [
      [API_CONSOLE.notices.publish, true, '发布公告'],
      [API_CONSOLE.notices.unpublish, false, '下线公告'],
    ] as const) {
      app.post(url, { preHandler, schema: { tags, summary, body: idBody, response: nothing } }, async (req) => {
        await changeNoticeStatus(ctx.db, currentUser(req).id, req.body.id, publish);
        return ok(null);
      });
    }
    app.post(
      API_CONSOLE.notices.remove,
      { preHandler, schema: { tags, summary: '删除公告', body: idBody, response: nothing } },
      async (req) => {
        await deleteNotice(ctx.db, currentUser(req).id, req.body.id);
        return ok(null);
      },
    );
  };
