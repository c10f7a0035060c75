import {
  bookBody,
  boxMarkTargets,
  deskAddBody,
  deskAddResult,
  deskQuery,
  deskView,
  ORDER_SHIP_PERMISSION,
  ownCarriers as ownCarriersSchema,
  quoteBody,
  quoteResult,
  ROLE_ADMIN,
  shipFromAddresses as shipFromAddressesSchema,
  shipment,
  shipmentCreateBody,
  shipmentIdBody,
  shipmentIdQuery,
  shipmentsPage,
  shipmentsQuery,
  shopQuery,
  TEMU_SHIPPING_ADMIN_API,
  TEMU_SHIPPING_API,
  type TemuShippingPaths,
  trackBody,
  trackResult,
  waybillPdfQuery,
  waybillResult,
} from '@podbench/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { encodeRfc5987 } from '../file/file-name';
import { temuAccessFor } from '../marketplace/temu';
import { bookShipment, boxMarkTargets as targets, markBoxMarksPrinted } from './booking';
import { cancelShipment } from './cancel';
import { ownCarriers, quoteShipment } from './carriers';
import { createShipment } from './create';
import { addToDesk } from './desk';
import { deskView as readDesk, pageShipments, shipmentView } from './repository';
import { operatorScope, type Scope, sellerScope } from './scope';
import { queueTracking } from './tracking';
import { shipFromAddresses } from './warehouses';
import { shipmentWaybill, shipmentWaybillPdf } from './waybill';

/**
 * The shipping desk's routes, twice: the seller's own desk (permission order:ship) and the operator console over
 * every seller (role admin). Handlers are the same; the scope decides what rows they reach.
 */
export const deskRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    temuAccessFor(ctx, app);
    const both: Array<{
      p: TemuShippingPaths;
      guard: (req: FastifyRequest) => Promise<void>;
      tag: string;
      scope: (req: FastifyRequest) => Scope;
    }> = [
      {
        p: TEMU_SHIPPING_API,
        guard: app.guards.requirePermission(ORDER_SHIP_PERMISSION),
        tag: 'fulfilment',
        scope: (req) => {
          const u = currentUser(req);
          return sellerScope(u.mainId, u.id);
        },
      },
      {
        p: TEMU_SHIPPING_ADMIN_API,
        guard: app.guards.requireRole(ROLE_ADMIN),
        tag: 'admin-fulfilment',
        scope: (req) => operatorScope(currentUser(req).id),
      },
    ];
    for (const { p, guard: preHandler, tag, scope } of both) {
      const tags = [tag];
      app.get(
        p.desk,
        { preHandler, schema: { tags, summary: '发货台', querystring: deskQuery, response: okSchema(deskView) } },
        async (req) => ok(await readDesk(ctx.db, scope(req), req.query.shopId)),
      );
      app.post(
        p.deskAdd,
        {
          preHandler,
          schema: { tags, summary: '加入发货台', body: deskAddBody, response: okSchema(deskAddResult) },
        },
        async (req) => ok(await addToDesk(ctx, scope(req), req.body.orderIds), '已加入发货台'),
      );
      app.get(
        p.addresses,
        {
          preHandler,
          schema: { tags, summary: '发货地址', querystring: shopQuery, response: okSchema(shipFromAddressesSchema) },
        },
        async (req) => ok({ rows: await shipFromAddresses(ctx, scope(req), req.query.shopId) }),
      );
      app.get(
        p.carriers,
        {
          preHandler,
          schema: { tags, summary: '快递公司', querystring: shopQuery, response: okSchema(ownCarriersSchema) },
        },
        async (req) => ok({ rows: await ownCarriers(ctx, scope(req), req.query.shopId) }),
      );
      app.get(
        p.shipments,
        {
          preHandler,
          schema: { tags, summary: '发货单列表', querystring: shipmentsQuery, response: okSchema(shipmentsPage) },
        },
        async (req) => ok(await pageShipments(ctx.db, scope(req), req.query)),
      );
      app.get(
        p.shipment,
        {
          preHandler,
          schema: { tags, summary: '发货单详情', querystring: shipmentIdQuery, response: okSchema(shipment) },
        },
        async (req) => ok(await shipmentView(ctx.db, scope(req), req.query.id)),
      );
      app.post(
        p.create,
        {
          preHandler,
          schema: { tags, summary: '装箱并创建发货单', body: shipmentCreateBody, response: okSchema(shipment) },
        },
        async (req) => ok(await createShipment(ctx, scope(req), req.body), '发货单已创建'),
      );
      app.post(
        p.quote,
        { preHandler, schema: { tags, summary: '平台物流询价', body: quoteBody, response: okSchema(quoteResult) } },
        async (req) => ok(await quoteShipment(ctx, scope(req), req.body.id, req.body.weightG)),
      );
      app.get(
        p.boxMarks,
        {
          preHandler,
          schema: {
            tags,
            summary: '箱唛打印所需的发货单号',
            querystring: shipmentIdQuery,
            response: okSchema(boxMarkTargets),
          },
        },
        async (req) => ok(await targets(ctx, scope(req), req.query.id)),
      );
      app.post(
        p.boxMarksPrinted,
        { preHandler, schema: { tags, summary: '箱唛已打印', body: shipmentIdBody, response: okSchema(shipment) } },
        async (req) => ok(await markBoxMarksPrinted(ctx, scope(req), req.body.id)),
      );
      app.post(
        p.book,
        { preHandler, schema: { tags, summary: '装箱发货（物流下单）', body: bookBody, response: okSchema(shipment) } },
        async (req) => ok(await bookShipment(ctx, scope(req), req.body), '已发货'),
      );
      app.post(
        p.cancel,
        { preHandler, schema: { tags, summary: '取消发货单', body: shipmentIdBody, response: okSchema(shipment) } },
        async (req) => ok(await cancelShipment(ctx, scope(req), req.body.id), '发货单已取消'),
      );
      app.post(
        p.track,
        {
          preHandler,
          schema: { tags, summary: '同步发货单物流状态', body: trackBody, response: okSchema(trackResult) },
        },
        async (req) => ok({ jobIds: await queueTracking(ctx, scope(req), req.body.shopId) }),
      );
      app.get(
        p.waybill,
        {
          preHandler,
          schema: { tags, summary: '物流面单', querystring: shipmentIdQuery, response: okSchema(waybillResult) },
        },
        async (req) => ok(await shipmentWaybill(ctx, scope(req), req.query.id)),
      );
      app.get(
        p.waybillPdf,
        {
          preHandler,
          schema: { tags, summary: '下载物流面单 PDF（服务端以店铺签名头下载）', querystring: waybillPdfQuery },
        },
        async (req, reply) => {
          const { fileName, bytes } = await shipmentWaybillPdf(ctx, scope(req), req.query.id, req.query.childWaybillSn);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `inline; filename*=UTF-8''${encodeRfc5987(fileName)}`)
            .header('cache-control', 'private, no-store')
            .header('content-security-policy', "frame-ancestors 'self'")
            .send(Buffer.from(bytes));
        },
      );
    }
  };
