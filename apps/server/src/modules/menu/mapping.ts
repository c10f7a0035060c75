import type { MenuAddBody, MenuItem, MenuEditBody, MenuTreeNode } from '@podbench/contract';
import type { Insertable } from 'kysely';
import type { MenuRow, MenusTable } from '../../db/schema';
import { parseStringArray } from '../../lib/json';

/** The one place DB rows (0/1 ints, JSON text roles, int8 ids) become the contract's menu shape. */
export function toMenuItem(row: MenuRow): MenuItem {
  return {
    menuId: Number(row.menu_id),
    parentId: Number(row.parent_id),
    menuName: row.menu_name,
    path: row.path,
    component: row.component,
    redirect: row.redirect,
    hidden: row.hidden === 1,
    icon: row.icon,
    orderNum: row.order_num,
    roles: parseStringArray(row.roles),
    perms: row.perms,
    status: row.status,
    audience: row.audience === 'operator' ? 'operator' : 'seller',
  };
}

/** …and back: only the fields present in `body` are written. */
export function toMenuColumns(body: Partial<MenuAddBody> | Omit<MenuEditBody, 'menuId'>) {
  const cols: Partial<Insertable<MenusTable>> = {};
  if (body.parentId !== undefined) cols.parent_id = body.parentId;
  if (body.menuName !== undefined) cols.menu_name = body.menuName;
  if (body.path !== undefined) cols.path = body.path;
  if (body.component !== undefined) cols.component = body.component || null;
  if (body.redirect !== undefined) cols.redirect = body.redirect || null;
  if (body.hidden !== undefined) cols.hidden = body.hidden ? 1 : 0;
  if (body.icon !== undefined) cols.icon = body.icon || null;
  if (body.orderNum !== undefined) cols.order_num = body.orderNum;
  if (body.roles !== undefined) cols.roles = JSON.stringify([...new Set(body.roles)]);
  if (body.perms !== undefined) cols.perms = body.perms || null;
  if (body.status !== undefined) cols.status = body.status;
  if (body.audience !== undefined) cols.audience = body.audience;
  return cols;
}

const AUDIENCE_RANK = { seller: 0, operator: 1 } as const;
/** An operator's own console comes first (issue 21 §5): `first-url` lands there, not on a seller page. */
const OPERATOR_FIRST_RANK = { seller: 1, operator: 0 } as const;

/**
 * Nests items under their parents. Siblings sort by audience, then orderNum, then menuId: the seller
 * and operator menus are numbered independently (each from 1), so they are never interleaved; the seller
 * menu comes first unless `operatorFirst` (an operator's own menu: the console, then the seller pages). An
 * item whose parent is not in the list is dropped with its subtree: a disabled or operator-only parent
 * hides its children too.
 */
export function buildMenuTree(items: MenuItem[], operatorFirst = false): MenuTreeNode[] {
  const rank = operatorFirst ? OPERATOR_FIRST_RANK : AUDIENCE_RANK;
  const nodes = new Map<number, MenuTreeNode>(items.map((i) => [i.menuId, { ...i, children: [] }]));
  const roots: MenuTreeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const sort = (list: MenuTreeNode[]) => {
    list.sort((a, b) => rank[a.audience] - rank[b.audience] || a.orderNum - b.orderNum || a.menuId - b.menuId);
    for (const n of list) sort(n.children);
    return list;
  };
  return sort(roots);
}
