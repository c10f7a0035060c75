import { type MenuAddBody, type MenuItem, type MenuEditBody, type MenuTreeNode, ROLE_ADMIN } from '@podbench/contract';
import type { Db, Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import type { AuthUser } from '../session/service';
import { buildMenuTree, toMenuColumns, toMenuItem } from './mapping';
import { menuForCaller } from './permissions';
import {
  countChildMenus,
  deleteMenu,
  findMenu,
  findParentId,
  insertMenu,
  listChildMenus,
  listEnabledMenus,
  listMenus,
  type MenuFilter,
  updateMenu,
} from './repository';

const NOT_FOUND = '菜单不存在';
/** Deeper than any real menu; stops the ancestor walk on corrupt (already cyclic) data. */
const MAX_DEPTH = 64;

/**
 * The signed-in user's routes. Sellers get the seller menu, including `/system` (roles ['admin']: the
 * web hides it in the sidebar, but the header links to its pages so they must stay routable), less the
 * pages whose `perms` they hold none of (a sub-account's menu, issue 21 §5). Operators (role admin) get
 * the operator-only menu first and the seller menu after it.
 */
export async function getRouters(db: Db, user: AuthUser): Promise<MenuTreeNode[]> {
  const operator = user.roles.includes(ROLE_ADMIN);
  const rows = await listEnabledMenus(db, operator ? ['seller', 'operator'] : ['seller']);
  return menuForCaller(buildMenuTree(rows.map(toMenuItem), operator), user);
}

export async function listMenuItems(db: Db, filter: MenuFilter): Promise<MenuItem[]> {
  return (await listMenus(db, filter)).map(toMenuItem);
}

/**
 * `GET /api/menu/list/:id`: RuoYi uses this path for "the tree without :id" in its parent picker; we
 * read it as the direct children of :id (what a tree table loads on expand). The picker can filter the
 * flat list client-side instead.
 */
export async function listMenuChildren(db: Db, menuId: number): Promise<MenuItem[]> {
  if (!(await findMenu(db, menuId))) throw notFound(NOT_FOUND);
  return (await listChildMenus(db, menuId)).map(toMenuItem);
}

export async function getMenu(db: Db, menuId: number): Promise<MenuItem> {
  const row = await findMenu(db, menuId);
  if (!row) throw notFound(NOT_FOUND);
  return toMenuItem(row);
}

async function requireParent(db: Executor, parentId: number) {
  if (parentId !== 0 && !(await findMenu(db, parentId))) {
    throw badRequest('上级菜单不存在', { parentId: '上级菜单不存在' });
  }
}

export async function addMenu(db: Db, body: MenuAddBody, operatorId = 0): Promise<MenuItem> {
  const id = await db.transaction().execute(async (trx) => {
    await requireParent(trx, body.parentId);
    const now = Date.now();
    const id = await insertMenu(trx, {
      ...toMenuColumns(body),
      menu_name: body.menuName,
      path: body.path,
      created_at: now,
      updated_at: now,
    });
    await writeAudit(trx, { operatorId, action: 'menu.add', targetType: 'menu', targetId: id, after: body });
    return id;
  });
  return getMenu(db, id);
}

/** Moving a menu under itself or one of its descendants would detach that subtree from every tree. */
async function assertNotOwnAncestor(db: Executor, menuId: number, newParentId: number) {
  let cursor: number | undefined = newParentId;
  for (let depth = 0; cursor && depth < MAX_DEPTH; depth++) {
    if (cursor === menuId) throw badRequest('上级菜单不能选择自己或其下级', { parentId: '上级菜单不正确' });
    cursor = await findParentId(db, cursor);
  }
}

export async function editMenu(db: Db, body: MenuEditBody, operatorId = 0): Promise<MenuItem> {
  const { menuId, ...patch } = body;
  await db.transaction().execute(async (trx) => {
    const before = await findMenu(trx, menuId);
    if (!before) throw notFound(NOT_FOUND);
    if (patch.parentId !== undefined) {
      await requireParent(trx, patch.parentId);
      await assertNotOwnAncestor(trx, menuId, patch.parentId);
    }
    const cols = toMenuColumns(patch);
    if (Object.keys(cols).length) await updateMenu(trx, menuId, cols);
    await writeAudit(trx, {
      operatorId,
      action: 'menu.edit',
      targetType: 'menu',
      targetId: menuId,
      before,
      after: await findMenu(trx, menuId),
    });
  });
  return getMenu(db, menuId);
}

export async function removeMenu(db: Db, menuId: number, operatorId = 0) {
  await db.transaction().execute(async (trx) => {
    const before = await findMenu(trx, menuId);
    if (!before) throw notFound(NOT_FOUND);
    if ((await countChildMenus(trx, menuId)) > 0) throw badRequest('存在子菜单，不允许删除');
    await deleteMenu(trx, menuId);
    await writeAudit(trx, { operatorId, action: 'menu.remove', targetType: 'menu', targetId: menuId, before });
  });
}
