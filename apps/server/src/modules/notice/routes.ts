import {
  API,
  idQuery,
  noticePageQuery,
  noticeReadBody,
  noticeUnread,
  noticeView,
  pageResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { listNotices, openNotice, readNotices, unreadCount } from './service';

const tags = ['notice'];

export const noticeModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const preHandler = app.guards.authenticate;

    app.get(
      API.notice.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '公告列表（已发布，最新在前）',
          querystring: noticePageQuery,
          response: okSchema(pageResult(noticeView)),
        },
      },
      async (req) => ok(await listNotices(db, currentUser(req), req.query)),
    );
    app.get(
      API.notice.detail,
      {
        preHandler,
        schema: { tags, summary: '公告详情（同时标记已读）', querystring: idQuery, response: okSchema(noticeView) },
      },
      async (req) => ok(await openNotice(db, currentUser(req), req.query.id)),
    );
    app.get(
      API.notice.unread,
      { preHandler, schema: { tags, summary: '未读公告数', response: okSchema(noticeUnread) } },
      async (req) => ok(await unreadCount(db, currentUser(req))),
    );
    app.post(
      API.notice.read,
      {
        preHandler,
        schema: {
          tags,
          summary: '标记已读（不传 ids 则全部已读）；返回新的未读数',
          body: noticeReadBody,
          response: okSchema(noticeUnread),
        },
      },
      async (req) => ok(await readNotices(db, currentUser(req), req.body.ids), '已标记为已读'),
    );
  };
