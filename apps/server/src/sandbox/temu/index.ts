import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { temuSandboxAdminRoutes } from './admin-routes';
import { temuSandboxGoodsRoutes } from './goods-routes';
import { temuSandboxOrderRoutes } from './order-routes';
import { temuSandboxPrintRoutes } from './print-routes';
import { createTemuHandlers } from './handlers';
import { routerPath, TEMU_SANDBOX } from './paths';
import { answerRouterCall } from './router';
import { fail as temuFail, GATEWAY_MESSAGES, GatewayCode, type TemuZone } from './reference/wire';
import { SELLER_PAGE_HTML } from './seller-page';
import { startTemuTicker } from './ticker';

/** Image uploads carry base64 images; Temu accepts a few MB per call. */
const ROUTER_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * The Temu sandbox (local mode only): the gateway on both zones, Seller Center's pages and endpoints, and controls.
 * State lives in its own tables, so it survives restarts and is shared by every server process.
 */
export const temuSandboxModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const registry = createTemuHandlers(ctx.config.marketplace.sandboxTemu);

    // The gateway answers everything, even unreadable bodies, in Temu's envelope.
    await app.register(async (gw) => {
      gw.setErrorHandler((err: Error, req, reply) => {
        req.log.warn(
          { err: { message: err.message, code: (err as { code?: string }).code } },
          'sandbox temu bad request',
        );
        const code = GatewayCode.NO_TYPE;
        return reply.code(400).send(temuFail(code, GATEWAY_MESSAGES[code]!, req.id));
      });
      const zones: Array<[TemuZone, string]> = [
        ['CN', routerPath(TEMU_SANDBOX.gatewayCn)],
        ['PA', routerPath(TEMU_SANDBOX.gatewayPa)],
      ];
      for (const [zone, url] of zones) {
        gw.post(
          url,
          {
            bodyLimit: ROUTER_BODY_LIMIT,
            schema: { tags: ['sandbox-temu'], summary: `Temu 沙箱网关（${zone}）：Temu 开放平台协议`, security: [] },
          },
          async (req, reply) => {
            const r = await answerRouterCall(ctx.db, registry, zone, req.body, `${req.protocol}://${req.host}`);
            return reply.code(r.status).send(r.payload);
          },
        );
      }
    });

    await app.register(temuSandboxAdminRoutes(ctx, registry));
    await app.register(temuSandboxGoodsRoutes(ctx));
    await app.register(temuSandboxOrderRoutes(ctx));
    await app.register(temuSandboxPrintRoutes(ctx));
    startTemuTicker(app, ctx);

    const page = { schema: { tags: ['sandbox-temu'], summary: 'Temu 沙箱卖家中心页面', security: [], hide: true } };
    for (const url of [TEMU_SANDBOX.seller, TEMU_SANDBOX.sellerAuthorize]) {
      app.get(url, page, async (_req, reply) => reply.type('text/html; charset=utf-8').send(SELLER_PAGE_HTML));
    }
  };
