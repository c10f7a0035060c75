import {
  API,
  accountInfo,
  changeCompanyQuery,
  changeEmailQuery,
  changePasswordBody,
  changePhoneBody,
  changeProfileBody,
  changeWechatQuery,
  emptyData,
  SUB_ACCOUNT_PERMISSIONS,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { urlSigner } from '../storage/url-signer';
import { changeContact, changePassword, changePhone, changeProfile, getAccountInfo } from './account-service';
import { subAccountRoutes } from './sub-account-routes';

const tags = ['clientUser'];
const permissionOptions = z.array(z.object({ value: z.string(), label: z.string() }));

/** The caller's own account; sub-account management lives in sub-account-routes.ts. */
export const clientUserModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const preHandler = app.guards.authenticate;

    app.get(
      API.clientUser.accountInfo,
      {
        preHandler,
        schema: { tags, summary: '当前账号信息（余额与会员取自主账号）', response: okSchema(accountInfo) },
        // Behind every page load and balance refresh; its data is built from typed columns.
        serializerCompiler: fastSerializerCompiler,
      },
      async (req) => ok(getAccountInfo(currentUser(req), await urlSigner(ctx))),
    );
    app.get(
      API.clientUser.changeEmail,
      {
        preHandler,
        schema: { tags, summary: '修改邮箱', querystring: changeEmailQuery, response: okSchema(emptyData) },
      },
      async (req) => {
        await changeContact(db, currentUser(req), { email: req.query.email });
        return ok(null, '邮箱已修改');
      },
    );
    app.get(
      API.clientUser.changeWechat,
      {
        preHandler,
        schema: { tags, summary: '修改微信号', querystring: changeWechatQuery, response: okSchema(emptyData) },
      },
      async (req) => {
        await changeContact(db, currentUser(req), { wechat: req.query.wechat });
        return ok(null, '微信号已修改');
      },
    );
    app.get(
      API.clientUser.changeCompany,
      {
        preHandler,
        schema: { tags, summary: '修改公司名称', querystring: changeCompanyQuery, response: okSchema(emptyData) },
      },
      async (req) => {
        await changeContact(db, currentUser(req), { company: req.query.company });
        return ok(null, '公司名称已修改');
      },
    );
    app.post(
      API.clientUser.changePhone,
      {
        preHandler,
        schema: {
          tags,
          summary: '更换手机号（短信验证码发送至新手机号，scene=changePhone）',
          body: changePhoneBody,
          response: okSchema(emptyData),
        },
      },
      async (req) => {
        await changePhone(db, currentUser(req), req.body);
        return ok(null, '手机号已更换');
      },
    );
    app.post(
      API.clientUser.changePassword,
      {
        preHandler,
        schema: {
          tags,
          summary: '修改密码（其他设备上的登录将失效）',
          body: changePasswordBody,
          response: okSchema(emptyData),
        },
      },
      async (req) => {
        await changePassword(db, currentUser(req), req.body);
        return ok(null, '密码已修改，其他设备需重新登录');
      },
    );
    app.post(
      API.clientUser.changeProfile,
      {
        preHandler,
        schema: { tags, summary: '修改昵称与头像', body: changeProfileBody, response: okSchema(emptyData) },
      },
      async (req) => {
        await changeProfile(db, currentUser(req), req.body);
        return ok(null, '资料已修改');
      },
    );
    app.get(
      API.clientUser.permissionOptions,
      { preHandler, schema: { tags, summary: '可授予子账号的权限', response: okSchema(permissionOptions) } },
      async () => ok(SUB_ACCOUNT_PERMISSIONS.map((p) => ({ value: p.value, label: p.label }))),
    );

    await app.register(subAccountRoutes(ctx));
  };
