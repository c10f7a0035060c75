import {
  MARGIN_API,
  SELLER_SETTINGS_API,
  sellerSettings,
  sellerSettingsPatch,
  skuCostsBody,
  skuCostsResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser, hasPermi } from '../../plugins/auth';
import { variantCosts } from './costs';
import { readSettings, saveSettings, settingsView } from './settings';

const tags = ['margin'];

/** Production costs per SKU for the template editor's margins, and the seller's margin floor and auto-pay settings. */
export const marginModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const template = app.guards.requirePermission('publish:template');
    const anyOf = app.guards.requirePermission('publish:template', 'order:view', 'order:pay');
    const writer = app.guards.requirePermission('publish:template', 'order:pay');

    app.post(
      MARGIN_API.skuCosts,
      {
        preHandler: template,
        schema: {
          tags,
          summary: '规格的生产成本（底板会员价 + 包装 + 运至仓库运费）与利润率下限',
          body: skuCostsBody,
          response: okSchema(skuCostsResult),
        },
      },
      async (req) => {
        const mainId = currentUser(req).mainId;
        const [{ discountPercent, costs }, s] = await Promise.all([
          variantCosts(ctx.db, mainId, req.body.variantIds),
          readSettings(ctx.db, mainId),
        ]);
        return ok({
          discountPercent,
          marginFloorPercent: s.marginFloorPercent,
          costs: [...costs].map(([variantId, cost]) => ({ variantId, cost })),
        });
      },
    );
    app.get(
      SELLER_SETTINGS_API.get,
      { preHandler: anyOf, schema: { tags, summary: '利润率下限与自动支付设置', response: okSchema(sellerSettings) } },
      async (req) => ok(await settingsView(ctx.db, currentUser(req).mainId)),
    );
    app.put(
      SELLER_SETTINGS_API.save,
      {
        preHandler: writer,
        schema: {
          tags,
          summary: '保存利润率下限（模板权限）或自动支付（支付权限）',
          body: sellerSettingsPatch,
          response: okSchema(sellerSettings),
        },
      },
      async (req) => {
        const user = currentUser(req);
        const b = req.body;
        // Permission check point: the floor belongs to templates, auto-pay spends money like 支付.
        if (b.marginFloorPercent !== undefined && !hasPermi(user, ['publish:template']))
          throw forbidden('没有模板权限，不能修改利润率下限');
        if ((b.autoPayEnabled !== undefined || b.autoPayDailyCapFen !== undefined) && !hasPermi(user, ['order:pay']))
          throw forbidden('没有支付权限，不能修改自动支付');
        return ok(await saveSettings(ctx.db, user.mainId, b), '设置已保存');
      },
    );
  };
