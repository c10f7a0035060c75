import { randomUUID } from 'node:crypto';
import { decodeRedirectUrl, encryptSecretKey, SheinCode, sheinFail, sheinOk } from '@podbench/shein';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { sheinSandboxControlRoutes } from './control-routes';
import { EMPOWER_PAGE_HTML } from './empower-page';
import { SHEIN_HANDLERS } from './handlers';
import { SHEIN_SANDBOX } from './paths';
import { createSheinShop, ensureSandboxSheinApp, findSheinShop, issueTempToken, spendTempToken } from './state';
import { keyIdOf, SheinSandboxError, verifySignedRequest } from './verify';

const tags = ['sandbox-shein'];
const empowerBody = z.object({
  appid: z.string().min(1, '缺少 appid'),
  redirectUrl: z.string().min(1, '缺少 redirectUrl'),
  state: z.string().min(1, '缺少 state').max(512),
  shopName: z.string().trim().min(1, '请输入店铺名称').max(64),
});
const handlers = new Map(SHEIN_HANDLERS.map((h) => [h.path, h]));

/**
 * The Shein sandbox (local mode only): the empower page, the tempToken exchange answering an AES-encrypted
 * secretKey, and the Open API paths behind x-lt signature checks, all in Shein's `{ code, msg, info, traceId }`.
 */
export const sheinSandboxModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SHEIN_SANDBOX.app,
      { schema: { tags, summary: 'Shein 沙箱应用（appid / appSecret / 网关）', security: [] } },
      async (req) => {
        const origin = `${req.protocol}://${req.host}`;
        const a = await ensureSandboxSheinApp(ctx.db);
        return ok({ ...a, gateway: origin + SHEIN_SANDBOX.gateway, authorizeUrl: origin + SHEIN_SANDBOX.empower });
      },
    );
    app.get(SHEIN_SANDBOX.empower, { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(EMPOWER_PAGE_HTML),
    );
    app.post(
      SHEIN_SANDBOX.empower,
      {
        schema: {
          tags,
          summary: '商家同意授权：签发 tempToken（10 分钟）并给出回跳地址',
          security: [],
          body: empowerBody,
          response: okSchema(z.object({ redirectUrl: z.string() })),
        },
      },
      async (req) => {
        const a = await ensureSandboxSheinApp(ctx.db);
        if (req.body.appid !== a.appid) throw badRequest('appid 不正确');
        const back = decodeRedirectUrl(req.body.redirectUrl);
        if (!/^https?:\/\//.test(back)) throw badRequest('redirectUrl 必须是 base64 编码的 http(s) 地址');
        const shop = await createSheinShop(ctx.db, req.body.shopName);
        const tempToken = await issueTempToken(ctx.db, shop.id, a.appid);
        const q = new URLSearchParams({ appid: a.appid, tempToken, state: req.body.state });
        return ok({ redirectUrl: `${back}${back.includes('?') ? '&' : '?'}${q.toString()}` });
      },
    );

    await app.register(sheinSandboxControlRoutes(ctx));

    // Shein's own API: every answer in Shein's envelope, whatever went wrong.
    await app.register(async (api) => {
      api.setErrorHandler((err: Error, req, reply) => {
        if (err instanceof SheinSandboxError) return reply.send(sheinFail(err.code, err.message, req.id));
        req.log.warn({ err: { message: err.message } }, 'sandbox shein bad request');
        return reply.code(400).send(sheinFail(SheinCode.PARAM_INVALID, 'request is invalid', req.id));
      });
      const body = (b: unknown) => (b && typeof b === 'object' ? (b as Record<string, unknown>) : {});

      api.post(
        SHEIN_SANDBOX.getByToken,
        { schema: { tags, summary: 'Shein 沙箱：tempToken 换取 openKeyId / secretKey', security: [] } },
        async (req) => {
          const a = await ensureSandboxSheinApp(ctx.db);
          if (keyIdOf(req.headers, 'x-lt-appid') !== a.appid)
            throw new SheinSandboxError(SheinCode.SIGN_INVALID, 'appid is invalid');
          const path = req.url.slice(SHEIN_SANDBOX.gateway.length).split('?')[0];
          verifySignedRequest(req.headers, { keyId: a.appid, secret: a.appSecret, path, now: Date.now() });
          const tempToken = body(req.body).tempToken;
          const shopId = typeof tempToken === 'string' ? await spendTempToken(ctx.db, tempToken, a.appid) : undefined;
          const shop = shopId === undefined ? undefined : await findSheinShop(ctx.db, { id: shopId });
          if (!shop) throw new SheinSandboxError(SheinCode.TEMP_TOKEN_INVALID, 'tempToken is invalid or expired');
          return sheinOk(
            {
              appid: a.appid,
              openKeyId: shop.openKeyId,
              secretKey: encryptSecretKey(shop.secretKey, a.appSecret),
              supplierId: Number(shop.supplierId),
              supplierSource: 1,
            },
            randomUUID(),
          );
        },
      );

      api.post(
        SHEIN_SANDBOX.openApi,
        {
          // transform-pic carries a base64 picture (up to 3 MB decoded).
          bodyLimit: 8 * 1024 * 1024,
          schema: { tags, summary: 'Shein 沙箱开放接口（x-lt 签名校验）', security: [] },
        },
        async (req) => {
          const path = req.url.slice(SHEIN_SANDBOX.gateway.length).split('?')[0];
          const openKeyId = keyIdOf(req.headers, 'x-lt-openKeyId');
          const shop = openKeyId ? await findSheinShop(ctx.db, { openKeyId }) : undefined;
          if (!shop) throw new SheinSandboxError(SheinCode.OPEN_KEY_INVALID, 'openKeyId is invalid');
          verifySignedRequest(req.headers, { keyId: shop.openKeyId, secret: shop.secretKey, path, now: Date.now() });
          const handler = handlers.get(path);
          if (!handler) throw new SheinSandboxError(SheinCode.PATH_NOT_FOUND, `path not found: ${path}`);
          const orderEveryMs = ctx.config.marketplace.sandboxTemu.orderEveryMs;
          const info = await handler.handle({ db: ctx.db, shop, body: body(req.body), orderEveryMs });
          return sheinOk(info, randomUUID());
        },
      );
    });
  };
