import { API, smsOutboxQuery, smsOutboxResult } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { ok, okSchema } from '../lib/ok';

const OUTBOX_LIMIT = 50;

/**
 * Sandbox peers of external systems. app.ts registers this module only when SANDBOX_ENABLED (local mode
 * by default), so none of it exists on a production server.
 */
export const sandboxModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.sandbox.smsOutbox,
      {
        schema: {
          tags: ['sandbox'],
          summary: '沙箱短信收件箱（仅本地模式）',
          security: [],
          querystring: smsOutboxQuery,
          response: okSchema(smsOutboxResult),
        },
      },
      async (req) => {
        const rows = await ctx.db
          .selectFrom('sms_outbox')
          .select(['id', 'phone', 'content', 'created_at'])
          .where('phone', '=', req.query.phone)
          .orderBy('id', 'desc')
          .limit(OUTBOX_LIMIT)
          .execute();
        return ok(
          rows.map((r) => ({ id: Number(r.id), phone: r.phone, content: r.content, createTime: Number(r.created_at) })),
        );
      },
    );
  };
