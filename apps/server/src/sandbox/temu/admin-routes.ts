import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { fullScopes } from './handlers';
import type { TemuHandlerRegistry } from './handlers/registry';
import { TEMU_SANDBOX } from './paths';
import * as s from './schemas';
import { ensureSandboxTemuApp, findSandboxTemuApp } from './state/app-repository';
import { issueAuthCode } from './state/code-repository';
import { addFault } from './state/fault-repository';
import {
  changeSandboxToken,
  createSandboxShop,
  findSandboxShop,
  issueSandboxToken,
  listSandboxShops,
} from './state/shop-repository';

const tags = ['sandbox-temu'];
const withQuery = (url: string, q: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(q).toString()}`;

/**
 * Seller Center's side of the sandbox (local mode only): the app's credentials, shops and their tokens, the code
 * redirect, and controls for tests. Answers use the product's `{ code, msg, data }` envelope.
 */
export const temuSandboxAdminRoutes =
  (ctx: AppContext, registry: TemuHandlerRegistry): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      TEMU_SANDBOX.app,
      {
        schema: {
          tags,
          summary: 'Temu 沙箱应用（appKey / appSecret / 网关）',
          security: [],
          response: okSchema(s.sandboxAppResult),
        },
      },
      async (req) => {
        const a = await ensureSandboxTemuApp(ctx.db);
        const origin = `${req.protocol}://${req.host}`;
        return ok({
          ...a,
          gateway: origin + TEMU_SANDBOX.gatewayCn,
          gatewayPa: origin + TEMU_SANDBOX.gatewayPa,
          sellerCenter: origin + TEMU_SANDBOX.seller,
        });
      },
    );

    app.get(
      TEMU_SANDBOX.shops,
      { schema: { tags, summary: 'Temu 沙箱店铺列表', security: [], response: okSchema(s.sandboxShopList) } },
      async () => ok(await listSandboxShops(ctx.db)),
    );

    app.post(
      TEMU_SANDBOX.shops,
      {
        schema: {
          tags,
          summary: '创建 Temu 沙箱店铺并签发 access_token（有效期 90 天）',
          security: [],
          body: s.createShopBody,
          response: okSchema(s.shopTokenResult),
        },
      },
      async (req) => {
        const a = await ensureSandboxTemuApp(ctx.db);
        const shop = await createSandboxShop(ctx.db, req.body.mallName, req.body.managedType);
        const scopes = req.body.scopes ?? fullScopes(registry);
        const t = await issueSandboxToken(ctx.db, { mallId: shop.mallId, appKey: a.appKey, scopes });
        return ok({ ...shop, accessToken: t.accessToken, expiresAt: t.expiresAt });
      },
    );

    app.post(
      TEMU_SANDBOX.shopToken,
      {
        schema: {
          tags,
          summary: '为店铺重新生成 access_token（旧 token 立即失效）',
          security: [],
          body: s.mallIdBody,
          response: okSchema(s.shopTokenResult),
        },
      },
      async (req) => {
        const shop = await findSandboxShop(ctx.db, req.body.mallId);
        if (!shop) throw notFound('沙箱店铺不存在');
        const a = await ensureSandboxTemuApp(ctx.db);
        const t = await issueSandboxToken(ctx.db, {
          mallId: shop.mallId,
          appKey: a.appKey,
          scopes: fullScopes(registry),
        });
        return ok({ ...shop, accessToken: t.accessToken, expiresAt: t.expiresAt });
      },
    );

    app.post(
      TEMU_SANDBOX.authorize,
      {
        schema: {
          tags,
          summary: '卖家同意授权：签发一次性授权码（10 分钟）并给出回跳地址',
          security: [],
          body: s.authorizeBody,
          response: okSchema(s.authorizeResult),
        },
      },
      async (req) => {
        const { mallId, appKey, redirectUri, state } = req.body;
        if (!(await findSandboxTemuApp(ctx.db, appKey))) throw badRequest('应用不存在（appKey 不正确）');
        if (!(await findSandboxShop(ctx.db, mallId))) throw notFound('沙箱店铺不存在');
        const code = await issueAuthCode(ctx.db, { mallId, appKey });
        return ok({ code, redirectUrl: withQuery(redirectUri, { code, state }) });
      },
    );

    const tokenChange = (url: string, change: 'expire' | 'revoke', summary: string) =>
      app.post(
        url,
        { schema: { tags, summary, security: [], body: s.tokenBody, response: okSchema(z.null()) } },
        async (req) => {
          if (!(await changeSandboxToken(ctx.db, req.body.accessToken, change))) throw notFound('token 不存在');
          return ok(null);
        },
      );
    tokenChange(TEMU_SANDBOX.expireToken, 'expire', '控制：让 token 立即过期');
    tokenChange(TEMU_SANDBOX.revokeToken, 'revoke', '控制：让 token 立即失效（如同重新生成）');

    app.post(
      TEMU_SANDBOX.fault,
      {
        schema: {
          tags,
          summary: '控制：让接下来的 N 次调用失败（system_exception 或限流）',
          security: [],
          body: s.faultBody,
          response: okSchema(z.null()),
        },
      },
      async (req) => {
        await addFault(ctx.db, req.body);
        return ok(null);
      },
    );
  };
