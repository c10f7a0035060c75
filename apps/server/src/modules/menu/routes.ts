import {
  API,
  emptyData,
  menuAddBody,
  menuDeleteParam,
  menuIdParam,
  menuItem,
  menuListQuery,
  menuEditBody,
  menuTreeNode,
  ROLE_ADMIN,
} from '@podbench/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { addMenu, editMenu, getMenu, getRouters, listMenuChildren, listMenuItems, removeMenu } from './service';

const tags = ['menu'];

/**
 * `/api/menu/routers` and `/api/menu/list` are static segments; find-my-way matches them before the
 * `/api/menu/:id` parameter route whatever the registration order (menu.test.ts checks it).
 */
export const menuModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const operator = app.guards.requireRole(ROLE_ADMIN);

    app.get(
      API.menu.routers,
      {
        preHandler: app.guards.authenticate,
        schema: { tags, summary: '当前用户的路由菜单树', response: okSchema(z.array(menuTreeNode)) },
      },
      async (req) => ok(await getRouters(db, currentUser(req))),
    );
    app.get(
      API.menu.list,
      {
        preHandler: operator,
        schema: {
          tags,
          summary: '菜单列表（运营）',
          querystring: menuListQuery,
          response: okSchema(z.array(menuItem)),
        },
      },
      async (req) => ok(await listMenuItems(db, req.query)),
    );
    app.get(
      API.menu.listById,
      {
        preHandler: operator,
        schema: { tags, summary: '子菜单列表（运营）', params: menuIdParam, response: okSchema(z.array(menuItem)) },
      },
      async (req) => ok(await listMenuChildren(db, req.params.id)),
    );
    app.get(
      API.menu.detail,
      {
        preHandler: operator,
        schema: { tags, summary: '菜单详情（运营）', params: menuIdParam, response: okSchema(menuItem) },
      },
      async (req) => ok(await getMenu(db, req.params.id)),
    );
    app.put(
      API.menu.add,
      {
        preHandler: operator,
        schema: { tags, summary: '新增菜单（运营）', body: menuAddBody, response: okSchema(menuItem) },
      },
      async (req) => ok(await addMenu(db, req.body, currentUser(req).id), '菜单已新增'),
    );
    app.post(
      API.menu.edit,
      {
        preHandler: operator,
        schema: {
          tags,
          summary: '修改菜单（运营；未传的字段保持不变）',
          body: menuEditBody,
          response: okSchema(menuItem),
        },
      },
      async (req) => ok(await editMenu(db, req.body, currentUser(req).id), '菜单已修改'),
    );
    app.delete(
      API.menu.remove,
      {
        preHandler: operator,
        schema: { tags, summary: '删除菜单（运营）', params: menuDeleteParam, response: okSchema(emptyData) },
      },
      async (req) => {
        await removeMenu(db, req.params.menuId, currentUser(req).id);
        return ok(null, '菜单已删除');
      },
    );
  };
