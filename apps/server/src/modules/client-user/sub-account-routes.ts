import {
  API,
  emptyData,
  idQuery,
  pageResult,
  subAccount,
  subAccountAddBody,
  subAccountDeleteBody,
  subAccountEditBody,
  subAccountPageQuery,
} from '@podbench/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser, markGuard } from '../../plugins/auth';
import {
  addSubAccount,
  deleteSubAccounts,
  editSubAccount,
  getSubAccount,
  listSubAccounts,
} from './sub-account-service';

const tags = ['clientUser'];

export const subAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    /**
     * Seller main accounts only. requireMainAccount turns sub-accounts away; operators are user_type 1
     * too but have main_id 0 (no seller data), so "main account" here means main_id = own id.
     */
    const preHandler = markGuard(
      async (req: FastifyRequest) => {
        await app.guards.requireMainAccount(req);
        const u = currentUser(req);
        if (u.mainId !== u.id) throw forbidden('仅卖家主账号可以管理子账号');
      },
      'seller',
      { mainAccount: true },
    );

    app.get(
      API.clientUser.page,
      {
        preHandler,
        schema: {
          tags,
          summary: '子账号列表（主账号）',
          querystring: subAccountPageQuery,
          response: okSchema(pageResult(subAccount)),
        },
      },
      async (req) => ok(await listSubAccounts(db, currentUser(req), req.query)),
    );
    app.get(
      API.clientUser.detail,
      { preHandler, schema: { tags, summary: '子账号详情', querystring: idQuery, response: okSchema(subAccount) } },
      async (req) => ok(await getSubAccount(db, currentUser(req), req.query.id)),
    );
    app.post(
      API.clientUser.add,
      { preHandler, schema: { tags, summary: '新增子账号', body: subAccountAddBody, response: okSchema(subAccount) } },
      async (req) => ok(await addSubAccount(db, currentUser(req), req.body), '子账号已创建'),
    );
    app.post(
      API.clientUser.edit,
      {
        preHandler,
        schema: {
          tags,
          summary: '修改子账号（停用或改密码会让其重新登录）',
          body: subAccountEditBody,
          response: okSchema(subAccount),
        },
      },
      async (req) => ok(await editSubAccount(db, currentUser(req), req.body), '子账号已修改'),
    );
    app.post(
      API.clientUser.remove,
      {
        preHandler,
        schema: {
          tags,
          summary: '删除子账号（全部成功或全部不变）',
          body: subAccountDeleteBody,
          response: okSchema(emptyData),
        },
      },
      async (req) => {
        await deleteSubAccounts(db, currentUser(req), req.body.ids);
        return ok(null, '子账号已删除');
      },
    );
  };
