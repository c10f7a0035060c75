import {
  API,
  captchaQuery,
  captchaResult,
  checkSmsCodeBody,
  checkSmsCodeResult,
  emptyData,
  loginBody,
  loginUserResult,
  phoneLoginBody,
  registerBody,
  resetPasswordBody,
  smsSendQuery,
  smsSendResult,
  tokenResult,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { bearerToken, currentUser } from '../../plugins/auth';
import { issueCaptcha } from './captcha';
import { checkSmsCode, registerAccount } from './register';
import { requestMeta } from './request-meta';
import { resetPassword } from './reset-password';
import { getLoginUser, loginWithPassword, loginWithPhone, logout } from './service';
import { sendPhoneCode } from './sms-send';
import { urlSigner } from '../storage/url-signer';

const tags = ['auth'];
const open = { tags, security: [] };

export const authModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.auth.captcha,
      {
        schema: {
          ...open,
          summary: '获取图形验证码（required=true：登录被要求验证码时，即使未开启也签发）',
          querystring: captchaQuery,
          response: okSchema(captchaResult),
        },
      },
      async (req) =>
        ok(
          ctx.config.captchaEnabled || req.query.required === 'true'
            ? await issueCaptcha(ctx.db)
            : { captchaEnabled: false, uuid: '', img: '' },
        ),
    );

    app.post(
      API.auth.login,
      { schema: { ...open, summary: '用户名密码登录', body: loginBody, response: okSchema(tokenResult) } },
      async (req) => ok(await loginWithPassword(ctx, req.body, requestMeta(req)), '登录成功'),
    );

    app.get(
      API.auth.phoneCode,
      { schema: { ...open, summary: '发送短信验证码', querystring: smsSendQuery, response: okSchema(smsSendResult) } },
      async (req) => ok(await sendPhoneCode(ctx, req.query, requestMeta(req)), '验证码已发送'),
    );

    app.post(
      API.auth.loginByPhone,
      { schema: { ...open, summary: '手机号验证码登录', body: phoneLoginBody, response: okSchema(tokenResult) } },
      async (req) => ok(await loginWithPhone(ctx, req.body, requestMeta(req)), '登录成功'),
    );

    app.post(
      API.auth.checkSmsCode,
      {
        schema: {
          tags,
          summary: '校验短信验证码（已登录且未绑定手机号时绑定手机号）',
          body: checkSmsCodeBody,
          response: okSchema(checkSmsCodeResult),
        },
        // Public, but a caller who sends a token must send a valid one: binding needs to know who it is.
        preHandler: async (req) => {
          if (req.headers.authorization) await app.guards.authenticate(req);
        },
      },
      async (req) => {
        const result = await checkSmsCode(ctx.db, req.body, req.user?.id ?? null);
        return ok(result, result.bound ? '手机号绑定成功' : '验证成功');
      },
    );

    app.post(
      API.auth.register,
      { schema: { ...open, summary: '注册主账号', body: registerBody, response: okSchema(tokenResult) } },
      async (req) => ok(await registerAccount(ctx, req.body, requestMeta(req)), '注册成功'),
    );

    app.post(
      API.auth.resetPassword,
      {
        schema: {
          ...open,
          summary: '忘记密码：短信验证码重置密码（所有已登录设备随之退出）',
          body: resetPasswordBody,
          response: okSchema(emptyData),
        },
      },
      async (req) => {
        await resetPassword(ctx, req.body, requestMeta(req));
        return ok(null, '密码已重置，请使用新密码登录');
      },
    );

    app.get(
      API.auth.loginUser,
      {
        schema: { tags, summary: '当前登录用户', response: okSchema(loginUserResult) },
        preHandler: app.guards.authenticate,
      },
      async (req) => ok(await getLoginUser(ctx.db, currentUser(req).id, await urlSigner(ctx))),
    );

    app.post(
      API.auth.logout,
      { schema: { tags, summary: '退出登录（吊销当前令牌）', response: okSchema(emptyData) } },
      async (req) => {
        await logout(ctx.db, bearerToken(req));
        return ok(null, '已退出登录');
      },
    );
  };
