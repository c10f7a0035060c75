import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import {
  buildOrders,
  FINAL_ORDER_STATUSES,
  insertOrders,
  orderableGoods,
  PurchaseOrderStatus,
  parseOrder,
} from './orders/model';
import { WAREHOUSES } from './orders/places';
import { findShipOrders, parseShipOrder, ShipOrderStatus, stepShipOrder } from './orders/ship';
import { TEMU_SANDBOX } from './paths';
import { advanceRecord, findRecord } from './state/record-repository';
import { findSandboxShop } from './state/shop-repository';

const tags = ['sandbox-temu'];
const orderView = z.object({
  subPurchaseOrderSn: z.string(),
  productId: z.number(),
  productSkcId: z.number(),
  status: z.number(),
  purchaseTime: z.number(),
  lines: z.array(z.object({ productSkuId: z.number(), extCode: z.string(), purchaseQuantity: z.number() })),
});
const view = (r: { data: string; status: number }) => {
  const o = parseOrder(r.data);
  return {
    subPurchaseOrderSn: o.subPurchaseOrderSn,
    productId: o.productId,
    productSkcId: o.productSkcId,
    status: r.status,
    purchaseTime: o.purchaseTime,
    lines: o.skuQuantityDetailList.map((l) => ({
      productSkuId: l.productSkuId,
      extCode: l.extCode,
      purchaseQuantity: l.purchaseQuantity,
    })),
  };
};

/**
 * Stock-up order controls (local mode only): raise orders now for a shop's on-sale customised goods (as Temu does
 * when they sell), list them, and cancel / reject / void one on Temu's side. State is in `sandbox_temu_records`.
 */
export const temuSandboxOrderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      TEMU_SANDBOX.orders,
      {
        schema: {
          tags,
          summary: '沙箱店铺的备货单',
          security: [],
          querystring: z.object({ mallId: z.string().min(1) }),
          response: okSchema(z.array(orderView)),
        },
      },
      async (req) => {
        const rows = await ctx.db
          .selectFrom('sandbox_temu_records')
          .select(['data', 'status'])
          .where('mall_id', '=', req.query.mallId)
          .where('kind', '=', 'order')
          .orderBy('id')
          .execute();
        return ok(rows.map(view));
      },
    );

    app.post(
      TEMU_SANDBOX.ordersNow,
      {
        schema: {
          tags,
          summary:
            '立即为店铺在售的定制商品生成备货单（count 张，轮流分配到各商品；默认状态 1 已接单/待发货，轮流分到两个收货仓）',
          security: [],
          body: z.object({
            mallId: z.string().min(1),
            productId: z.number().int().positive().optional(),
            count: z.number().int().min(1).max(20_000).default(1),
            /** Temu's order status to raise them in (0 待接单 … 10 已取消); default 1 已接单/待发货. */
            status: z.number().int().min(0).max(10).optional(),
            /** One of the sandbox's two receiving sub-warehouses; default: the orders alternate between them. */
            subWarehouseId: z
              .number()
              .int()
              .refine((id) => WAREHOUSES.some((w) => w.subWarehouseId === id), '未知的收货子仓')
              .optional(),
          }),
          response: okSchema(z.object({ created: z.number(), subPurchaseOrderSns: z.array(z.string()) })),
        },
      },
      async (req) => {
        const mall = await findSandboxShop(ctx.db, req.body.mallId);
        if (!mall) throw notFound('沙箱店铺不存在');
        const now = Date.now();
        const goods = await orderableGoods(ctx.db, mall.mallId, req.body.productId);
        const orders = buildOrders(goods, req.body.count, now, req.body.subWarehouseId);
        const status = req.body.status ?? PurchaseOrderStatus.ACCEPTED;
        await ctx.db.transaction().execute((trx) => insertOrders(trx, mall.mallId, orders, now, status));
        return ok({ created: orders.length, subPurchaseOrderSns: orders.map((o) => o.subPurchaseOrderSn) });
      },
    );

    app.post(
      TEMU_SANDBOX.cancelOrder,
      {
        schema: {
          tags,
          summary: 'Temu 侧取消 / 驳回 / 作废一张备货单（status 10 / 4 / 8 / 9）',
          security: [],
          body: z.object({
            subPurchaseOrderSn: z.string().min(1),
            status: z.union([z.literal(4), z.literal(8), z.literal(9), z.literal(10)]).default(10),
          }),
          response: okSchema(orderView),
        },
      },
      async (req) => {
        const r = await findRecord(ctx.db, 'order', req.body.subPurchaseOrderSn);
        if (!r) throw notFound('备货单不存在');
        if (FINAL_ORDER_STATUSES.includes(r.status)) throw badRequest(`备货单已结束（状态 ${r.status}），不能再取消`);
        const moved = await advanceRecord(ctx.db, r, {
          status: req.body.status,
          data: parseOrder(r.data),
          dueAt: null,
        });
        if (!moved) throw badRequest('备货单状态刚刚变化，请重试');
        const after = await findRecord(ctx.db, 'order', req.body.subPurchaseOrderSn);
        return ok(view(after ?? { ...r, status: PurchaseOrderStatus.CANCELLED }));
      },
    );

    app.post(
      TEMU_SANDBOX.receiveNow,
      {
        schema: {
          tags,
          summary: '仓库立即签收并入库一张已发出的发货单（备货单 → 已收货 → 已入库）',
          security: [],
          body: z.object({ deliveryOrderSn: z.string().min(1) }),
          response: okSchema(
            z.object({ deliveryOrderSn: z.string(), subPurchaseOrderSn: z.string(), status: z.number() }),
          ),
        },
      },
      async (req) => {
        const read = async () => {
          const [r] = await findShipOrders(ctx.db, [req.body.deliveryOrderSn]);
          if (!r) throw notFound('发货单不存在');
          return r;
        };
        // Two steps (received, warehoused); a step another process made first counts too.
        for (let i = 0; i < 2; i++) {
          const r = await read();
          if (r.status === ShipOrderStatus.CREATED) throw badRequest('发货单尚未发出');
          if (r.status === ShipOrderStatus.CANCELLED) throw badRequest('发货单已取消');
          if (r.status >= ShipOrderStatus.WAREHOUSED) break;
          await stepShipOrder(ctx.db, r, Date.now());
        }
        const r = await read();
        return ok({
          deliveryOrderSn: r.ref,
          subPurchaseOrderSn: parseShipOrder(r.data).subPurchaseOrderSn,
          status: r.status,
        });
      },
    );
  };
