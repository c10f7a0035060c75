import { API_CONSOLE, adminVipPlan, ROLE_ADMIN, vipPlanSaveBody } from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { listAllPlans, saveVipPlan } from './admin-service';

const tags = ['admin-vip'];

/** 运营后台 › 会员套餐 (role admin): prices, durations, sale status and each level's benefits — audited. */
export const vipAdminModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = app.guards.requireRole(ROLE_ADMIN);
    const plans = okSchema(z.array(adminVipPlan));
    app.get(
      API_CONSOLE.vip.plans,
      { preHandler, schema: { tags, summary: '会员套餐（含已下架）', response: plans } },
      async () => ok(await listAllPlans(ctx.db)),
    );
    app.post(
      API_CONSOLE.vip.save,
      { preHandler, schema: { tags, summary: '保存会员套餐', body: vipPlanSaveBody, response: plans } },
      async (req) => ok(await saveVipPlan(ctx.db, currentUser(req).id, req.body)),
    );
  };
