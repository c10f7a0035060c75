import { OPERATOR_ROUTES, type RouteSeed, SELLER_ROUTES } from '@podbench/contract';
import type { Executor } from '../index';
import { addHelpCenterMenu, applyPagePerms } from '../migrations/20261127_0039_permission_menus';

async function insertTree(
  db: Executor,
  nodes: RouteSeed[],
  parentId: number,
  audience: 'seller' | 'operator',
  now: number,
) {
  let order = 1;
  for (const n of nodes) {
    const row = await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: n.menuName,
        path: n.path,
        component: n.component,
        redirect: n.redirect ?? null,
        hidden: n.hidden ? 1 : 0,
        icon: n.icon ?? null,
        order_num: order++,
        roles: JSON.stringify(n.roles ?? []),
        perms: n.perms ?? null,
        status: 0,
        audience,
        created_at: now,
        updated_at: now,
      })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    if (n.children?.length) await insertTree(db, n.children, Number(row.menu_id), audience, now);
  }
}

/** Seeds the menu with exactly the route table of spec §2 (plus the operator area), once. */
export async function seedMenus(db: Executor) {
  const existing = await db.selectFrom('menus').select('menu_id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  await insertTree(db, SELLER_ROUTES, 0, 'seller', now);
  await insertTree(db, OPERATOR_ROUTES, 0, 'operator', now);
  // Issue 21: which permission opens each seller page, and 个人中心 › 帮助中心 (as migration 0039 for older databases).
  await addHelpCenterMenu(db, now);
  await applyPagePerms(db, now);
  return true;
}
