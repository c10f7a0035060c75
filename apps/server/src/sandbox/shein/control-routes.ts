import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { readHostedImage } from './images';
import { raiseOrdersNow, SANDBOX_SHEIN_ORDER_STATUSES } from './orders';
import { reviewNow } from './products';
import { SHEIN_SANDBOX } from './paths';

const tags = ['sandbox-shein'];

async function shopBySupplier(ctx: AppContext, supplierId: string) {
  const s = await ctx.db
    .selectFrom('sandbox_shein_shops')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!s) throw notFound('沙箱 Shein 店铺不存在');
  return Number(s.id);
}

/**
 * Local-mode controls of the Shein sandbox (not Shein APIs): the hosted images upload-pic / transform-pic answer,
 * raising purchase orders now for a shop's products, moving an order to another 全托管 status, and finishing a
 * product review now.
 */
export const sheinSandboxControlRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SHEIN_SANDBOX.image,
      { schema: { hide: true, params: z.object({ file: z.string().max(64) }) } },
      async (req, reply) => {
        const m = /^([a-f0-9]{24})\.(jpg|png)$/.exec(req.params.file);
        const img = m ? await readHostedImage(ctx.db, m[1] as string) : undefined;
        if (!img) throw notFound('图片不存在');
        return reply
          .type(img.mime)
          .header('cache-control', 'public, max-age=86400, immutable')
          .send(Buffer.from(img.data, 'base64'));
      },
    );
    app.post(
      SHEIN_SANDBOX.raiseOrders,
      {
        schema: {
          tags,
          summary: 'Shein 沙箱：为店铺的每个商品立即生成备货单',
          security: [],
          body: z.object({
            supplierId: z.string().min(1, '缺少 supplierId').max(32),
            perProduct: z.number().int().min(1).max(20).default(1),
            /** 1 急采, 2 备货; without it a product's orders alternate 1, 2, 1, … */
            type: z.union([z.literal(1), z.literal(2)]).optional(),
            /** A buyer-customised order: it carries a customInfoId for the ccst APIs. */
            custom: z.boolean().default(false),
          }),
          response: okSchema(z.object({ raised: z.number().int() })),
        },
      },
      async (req) => {
        const shopId = await shopBySupplier(ctx, req.body.supplierId);
        const { perProduct, type, custom } = req.body;
        return ok({ raised: await raiseOrdersNow(ctx.db, shopId, perProduct, { type, custom }) });
      },
    );
    app.post(
      SHEIN_SANDBOX.orderStatus,
      {
        schema: {
          tags,
          summary: 'Shein 沙箱：修改备货单状态',
          security: [],
          body: z.object({ orderNo: z.string().min(1).max(64), status: z.number().int() }),
          response: okSchema(z.null()),
        },
      },
      async (req) => {
        if (!(SANDBOX_SHEIN_ORDER_STATUSES as readonly number[]).includes(req.body.status))
          throw badRequest('状态不正确（全托管备货单状态：2、3、4、5、7、8、10）');
        const r = await ctx.db
          .updateTable('sandbox_shein_orders')
          .set({ status: req.body.status, updated_at: Date.now() })
          .where('order_no', '=', req.body.orderNo)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw notFound('备货单不存在');
        return ok(null);
      },
    );
    app.post(
      SHEIN_SANDBOX.review,
      {
        schema: {
          tags,
          summary: 'Shein 沙箱：立即完成商品审核（通过或驳回）',
          security: [],
          body: z.object({ spuName: z.string().min(1).max(64), reject: z.string().min(1).max(200).optional() }),
          response: okSchema(z.null()),
        },
      },
      async (req) => {
        const row = await ctx.db
          .selectFrom('sandbox_shein_products')
          .select('shop_id')
          .where('spu_name', '=', req.body.spuName)
          .executeTakeFirst();
        if (!row || !(await reviewNow(ctx.db, Number(row.shop_id), req.body.spuName, req.body.reject ?? null)))
          throw notFound('没有待审核的商品');
        return ok(null);
      },
    );
  };
