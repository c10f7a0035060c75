import { API_MONEY, PAY_METHOD_LABELS, PAY_METHODS } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { handleNotification } from './notify-service';

/**
 * Public endpoints the providers POST their notifications to, answered in each provider's own format. Signatures
 * cover the exact bytes received, so in this plugin every body is kept as the raw string (and never parsed first).
 */
export const paymentNotifyModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    for (const method of PAY_METHODS) {
      app.post(
        API_MONEY.payNotify[method],
        {
          schema: {
            tags: ['payment'],
            summary: `${PAY_METHOD_LABELS[method]}支付结果通知（支付渠道回调）`,
            security: [],
          },
        },
        async (req, reply) => {
          const provider = ctx.payments.get(method);
          if (!provider) throw notFound('该支付方式暂未开通');
          const rawBody = typeof req.body === 'string' ? req.body : '';
          const result = await handleNotification(ctx, provider, { headers: req.headers, rawBody }, req.log);
          const ack = provider.ack(result.ok, result.message);
          reply.code(ack.status);
          if (ack.contentType) reply.type(ack.contentType);
          return reply.send(ack.body || undefined);
        },
      );
    }
  };
