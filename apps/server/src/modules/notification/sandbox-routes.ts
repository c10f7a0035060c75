import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { findLiveShopByMall } from '../shop/repository';
import { scanSeller } from './scan';

export const NOTIFICATION_SANDBOX = { scanNow: '/sandbox/notification/scan-now' } as const;

/**
 * Local mode only (like the marketplace sandboxes' controls): runs the periodic notification scan for the seller
 * who holds a sandbox Temu shop, judged `aheadHours` later than now — what the scan will find then (an order unpaid
 * past N hours) without waiting N hours. The notifications are stamped with the real time.
 */
export const notificationSandboxModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      NOTIFICATION_SANDBOX.scanNow,
      {
        schema: {
          tags: ['sandbox'],
          summary: '沙箱：立即按 aheadHours 小时后的时间检查超时未支付、授权到期和余额提醒',
          security: [],
          body: z.object({
            mallId: z.string().min(1, '请填写店铺 mallId'),
            aheadHours: z
              .number()
              .min(0, '不能早于现在')
              .max(24 * 60, '最多 1440 小时')
              .default(0),
          }),
          response: okSchema(z.object({ unpaid: z.number(), tokens: z.number(), lowBalance: z.number() })),
        },
      },
      async (req) => {
        const shop = await findLiveShopByMall(ctx.db, 'temu', req.body.mallId);
        if (!shop) throw notFound('没有已授权该店铺的卖家');
        return ok(await scanSeller(ctx.db, Number(shop.main_id), Date.now() + req.body.aheadHours * 3_600_000));
      },
    );
  };
