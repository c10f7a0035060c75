import {
  NOTIFICATION_API,
  notificationPage,
  notificationPageQuery,
  notificationReadBody,
  notificationSettings,
  notificationUnread,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { scanSeller } from './scan';
import {
  getSettings,
  listNotifications,
  putSettings,
  readAllNotifications,
  readNotifications,
  unreadNotifications,
} from './service';

const tags = ['notification'];

/**
 * 通知 behind the header bell: the caller's main account's notifications (a sub-account sees the kinds its
 * permissions cover), read marks, 全部已读, and the account's preferences (main account only may change them).
 */
export const notificationModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const preHandler = app.guards.authenticate;

    app.get(
      NOTIFICATION_API.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '通知列表（最新在前，含未读数）',
          querystring: notificationPageQuery,
          response: okSchema(notificationPage),
        },
      },
      async (req) => ok(await listNotifications(db, currentUser(req), req.query)),
    );
    app.get(
      NOTIFICATION_API.unread,
      { preHandler, schema: { tags, summary: '未读通知数', response: okSchema(notificationUnread) } },
      async (req) => ok(await unreadNotifications(db, currentUser(req))),
    );
    app.post(
      NOTIFICATION_API.read,
      {
        preHandler,
        schema: {
          tags,
          summary: '标记通知已读；返回新的未读数',
          body: notificationReadBody,
          response: okSchema(notificationUnread),
        },
      },
      async (req) => ok(await readNotifications(db, currentUser(req), req.body.ids), '已标记为已读'),
    );
    app.post(
      NOTIFICATION_API.readAll,
      { preHandler, schema: { tags, summary: '全部已读', response: okSchema(notificationUnread) } },
      async (req) => ok(await readAllNotifications(db, currentUser(req)), '已全部标记为已读'),
    );
    app.get(
      NOTIFICATION_API.settings,
      { preHandler, schema: { tags, summary: '通知设置', response: okSchema(notificationSettings) } },
      async (req) => ok(await getSettings(db, currentUser(req).mainId)),
    );
    app.put(
      NOTIFICATION_API.settings,
      {
        preHandler: app.guards.requireMainAccount,
        schema: {
          tags,
          summary: '保存通知设置（随即按新设置检查超时未支付、授权到期和余额）',
          body: notificationSettings,
          response: okSchema(notificationSettings),
        },
      },
      async (req) => {
        const mainId = currentUser(req).mainId;
        const saved = await putSettings(db, mainId, req.body);
        await scanSeller(db, mainId);
        return ok(saved, '通知设置已保存');
      },
    );
  };
