import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyTrustProxy } from './config';
import type { AppContext } from './context';
import { REDACT_PATHS, requestSerializer } from './lib/log-redaction';
import { authModule } from './modules/auth/routes';
import { catalogueModule } from './modules/catalogue/routes';
import { clientUserModule } from './modules/client-user/routes';
import { designModule } from './modules/design/routes';
import { designTemplateModule } from './modules/design-template/routes';
import { fileModule } from './modules/file/routes';
import { galleryModule } from './modules/gallery/routes';
import { removalModule } from './modules/removal/routes';
import { menuModule } from './modules/menu/routes';
import { auditModule } from './modules/audit/routes';
import { sellerAdminModule } from './modules/seller-admin/routes';
import { noticeAdminModule } from './modules/notice/admin-routes';
import { catalogueAdminModule } from './modules/catalogue-admin/routes';
import { fulfilmentModule } from './modules/fulfilment/routes';
import { siteAdminModule } from './modules/site/admin-routes';
import { vipAdminModule } from './modules/vip/admin-routes';
import { orderPushAdminModule } from './modules/order-push/admin-routes';
import { orderPushModule } from './modules/order-push/routes';
import { marginModule } from './modules/margin/routes';
import { noticeModule } from './modules/notice/routes';
import { notificationModule } from './modules/notification/routes';
import { notificationSandboxModule } from './modules/notification/sandbox-routes';
import { onlineProductModule } from './modules/online-product/routes';
import { temuPublishModule } from './modules/temu-publish/routes';
import { temuOrderModule } from './modules/temu-order/routes';
import { temuOrderAdminModule } from './modules/temu-order/admin-routes';
import { temuLabelModule } from './modules/temu-label/routes';
import { sheinPublishModule } from './modules/shein-publish/routes';
import { sheinOrderModule } from './modules/shein-order/routes';
import { qualityCheckModule } from './modules/quality-check/routes';
import { statisticsModule } from './modules/statistics/routes';
import { siteModule } from './modules/site/routes';
import { shopModule } from './modules/shop/routes';
import { walletModule } from './modules/wallet/routes';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { webPlugin } from './plugins/web';
import { frameworkErrors, securityHeadersPlugin } from './plugins/security-headers';
import { opsModule } from './modules/ops/routes';
import { sandboxPayModule } from './sandbox/pay/routes';
import { sandboxModule } from './sandbox/routes';
import { marketplaceSandboxModule } from './sandbox/marketplaces';

// Chinese default messages for every zod issue a contract schema does not word itself.
z.config(z.locales.zhCN());

export interface BuildOptions {
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Sees every route as it is added (the hardening sweeps in test/sweep walk them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify instance: core plugins, then app plugins, then every module's routes. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logger =
    opts.logger === false
      ? false
      : {
          level: ctx.config.logLevel,
          redact: { paths: REDACT_PATHS, censor: '***' },
          serializers: { req: requestSerializer },
          ...(typeof opts.logger === 'object' ? opts.logger : {}),
        };
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  await app.register(errorsPlugin);
  // Before every route: their hooks (headers, request metrics) apply to all routes registered after them.
  await app.register(securityHeadersPlugin);
  await app.register(opsModule(ctx));
  await app.register(docsPlugin);
  await app.register(authPlugin, { db: ctx.db });

  await app.register(authModule(ctx));
  await app.register(catalogueModule(ctx));
  await app.register(clientUserModule(ctx));
  await app.register(menuModule(ctx));
  await app.register(siteModule(ctx));
  await app.register(noticeModule(ctx));
  await app.register(notificationModule(ctx));
  await app.register(fileModule(ctx));
  await app.register(galleryModule(ctx));
  await app.register(designModule(ctx));
  await app.register(designTemplateModule(ctx));
  await app.register(removalModule(ctx));
  await app.register(shopModule(ctx));
  await app.register(onlineProductModule(ctx));
  await app.register(temuPublishModule(ctx));
  await app.register(temuOrderModule(ctx));
  await app.register(temuOrderAdminModule(ctx));
  await app.register(temuLabelModule(ctx));
  await app.register(sheinPublishModule(ctx));
  await app.register(sheinOrderModule(ctx));
  await app.register(qualityCheckModule(ctx));
  await app.register(statisticsModule(ctx));
  await app.register(walletModule(ctx));
  await app.register(auditModule(ctx));
  await app.register(sellerAdminModule(ctx));
  await app.register(noticeAdminModule(ctx));
  await app.register(catalogueAdminModule(ctx));
  await app.register(fulfilmentModule(ctx));
  await app.register(siteAdminModule(ctx));
  await app.register(vipAdminModule(ctx));
  await app.register(orderPushModule(ctx));
  await app.register(orderPushAdminModule(ctx));
  await app.register(marginModule(ctx));
  if (ctx.config.sandboxEnabled) await app.register(sandboxModule(ctx));
  if (ctx.config.sandboxEnabled) await app.register(marketplaceSandboxModule(ctx));
  if (ctx.config.sandboxEnabled) await app.register(sandboxPayModule(ctx));
  if (ctx.config.sandboxEnabled) await app.register(notificationSandboxModule(ctx));
  if (ctx.config.serveWeb) await app.register(webPlugin, { dist: ctx.config.webDist });
  return app;
}
