import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { sheinSandboxControlRoutes } from './control-routes';
import { EMPOWER_PAGE_HTML } from './empower-page';
import { decodeRedirectUrl } from './crypto';
import { sheinGateway } from './gateway';
import { SHEIN_GATEWAY_HOSTS, SHEIN_SANDBOX } from './paths';
import { createSheinShop, ensureSandboxSheinApp, issueTempToken } from './state';

const tags = ['sandbox-shein'];
const empowerBody = z.object({
  appid: z.string().min(1, '缺少 appid'),
  redirectUrl: z.string().min(1, '缺少 redirectUrl'),
  state: z.string().min(1, '缺少 state').max(512),
  shopName: z.string().trim().min(1, '请输入店铺名称').max(64),
});

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
        return ok({
          ...a,
          appType: 'fully-managed',
          gateway: origin + SHEIN_SANDBOX.gateway,
          gateways: {
            [SHEIN_GATEWAY_HOSTS.fullyManaged]: origin + SHEIN_SANDBOX.gateways.cn,
            [SHEIN_GATEWAY_HOSTS.semiManaged]: origin + SHEIN_SANDBOX.gateways.com,
          },
          authorizeUrl: origin + SHEIN_SANDBOX.empower,
        });
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
        const tempToken = await issueTempToken(ctx.db, shop.id, a.appid, req.body.state);
        const q = new URLSearchParams({ appid: a.appid, tempToken, state: req.body.state });
        return ok({ redirectUrl: `${back}${back.includes('?') ? '&' : '?'}${q.toString()}` });
      },
    );

    await app.register(sheinSandboxControlRoutes(ctx));

    // Shein's own API under every gateway prefix.
    await app.register(async (api) => sheinGateway(api, ctx));
  };
