import {
  emptyData,
  SHOP_API,
  sheinAuthorizeBody,
  shopAuthorizeBody,
  shopAuthorizeCodeBody,
  shopAuthorizeStart,
  shopPageQuery,
  shopPageResult,
  shopReauthorizeBody,
  shopRenameBody,
  shopRow,
  shopUnbindBody,
} from '@podbench/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { sheinAccessFor } from '../marketplace/shein';
import { temuAccessFor } from '../marketplace/temu';
import { pageShops, renameShop, unbindShop } from './service';
import { authorizeShein, startSheinAuthorize } from './shein-service';
import { authorizeTemuByCode, authorizeTemuByToken, reauthorizeTemuShop, startTemuAuthorize } from './temu-service';
import { createTokenCipher, loadShopTokenKey } from './token-cipher';

const tags = ['shop'];
/** The browser's origin of our site: where marketplaces send the seller back to. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export const shopModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: ctx.db,
      dialect: ctx.dialect,
      cipher: createTokenCipher(loadShopTokenKey(ctx.config)),
      temu: temuAccessFor(ctx, app),
      shein: sheinAccessFor(ctx, app),
    };
    const guard = app.guards.requirePermission('shop:manage');
    const caller = (req: FastifyRequest) => {
      const u = currentUser(req);
      return { mainId: u.mainId, id: u.id };
    };

    app.get(
      SHOP_API.page,
      {
        preHandler: guard,
        schema: { tags, summary: '已授权店铺列表', querystring: shopPageQuery, response: okSchema(shopPageResult) },
      },
      async (req) => ok(await pageShops(ctx.db, currentUser(req).mainId, req.query)),
    );
    app.post(
      SHOP_API.authorize,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '粘贴 access_token 授权 Temu 店铺（bg.open.accesstoken.info.get + bg.mall.info.get 校验）',
          body: shopAuthorizeBody,
          response: okSchema(shopRow),
        },
      },
      async (req) => ok(await authorizeTemuByToken(deps, caller(req), req.body), '店铺授权成功'),
    );
    app.get(
      SHOP_API.authorizeState,
      {
        preHandler: guard,
        schema: { tags, summary: '发起 Temu 回调授权：state 与授权页地址', response: okSchema(shopAuthorizeStart) },
      },
      async (req) => ok(await startTemuAuthorize(deps, caller(req), originOf(req))),
    );
    app.post(
      SHOP_API.authorizeCode,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '完成 Temu 回调授权：用一次性 code 换取 token（bg.open.accesstoken.create）',
          body: shopAuthorizeCodeBody,
          response: okSchema(shopRow),
        },
      },
      async (req) => ok(await authorizeTemuByCode(deps, caller(req), req.body), '店铺授权成功'),
    );
    app.post(
      SHOP_API.reauthorize,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '重新授权（更新 access_token）',
          body: shopReauthorizeBody,
          response: okSchema(shopRow),
        },
      },
      async (req) => ok(await reauthorizeTemuShop(deps, caller(req), req.body), '重新授权成功'),
    );
    app.post(
      SHOP_API.rename,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '修改店铺名称（Temu 不提供店铺名称，由卖家自行命名）',
          body: shopRenameBody,
          response: okSchema(shopRow),
        },
      },
      async (req) =>
        ok(await renameShop(ctx.db, currentUser(req).mainId, req.body.id, req.body.mallName), '店铺名称已修改'),
    );
    app.post(
      SHOP_API.unbind,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '解绑店铺（删除令牌，保留记录）',
          body: shopUnbindBody,
          response: okSchema(emptyData),
        },
      },
      async (req) => {
        await unbindShop(ctx.db, currentUser(req).mainId, req.body.id);
        return ok(null, '店铺已解绑');
      },
    );
    app.get(
      SHOP_API.sheinAuthorizeUrl,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '发起 Shein 授权：state 与 empower 授权页地址',
          response: okSchema(shopAuthorizeStart),
        },
      },
      async (req) => ok(await startSheinAuthorize(deps, caller(req), originOf(req))),
    );
    app.post(
      SHOP_API.sheinAuthorize,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '完成 Shein 授权：用 tempToken 换取 openKeyId / secretKey',
          body: sheinAuthorizeBody,
          response: okSchema(shopRow),
        },
      },
      async (req) => ok(await authorizeShein(deps, caller(req), req.body), '店铺授权成功'),
    );
    // Marketplaces redirect to a plain URL; the SPA routes by hash. Forward with the query unchanged.
    app.get(
      SHOP_API.authRedirect,
      { schema: { tags, summary: '授权回跳落地页：转到前端 /#/auth-redirect', security: [] } },
      async (req, reply) => {
        const i = req.url.indexOf('?');
        return reply.redirect(`/#/auth-redirect${i >= 0 ? req.url.slice(i) : ''}`, 302);
      },
    );
  };
