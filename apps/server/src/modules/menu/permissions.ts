import { LAYOUT, type MenuTreeNode, PARENT_VIEW } from '@podbench/contract';
import { hasPermi } from '../../plugins/auth';
import type { AuthUser } from '../session/service';

type Caller = Pick<AuthUser, 'roles' | 'permissions'>;

/** A menu row's `perms`: one permission or several separated by commas, any of which opens the page. */
export const menuPerms = (perms: string | null): string[] =>
  (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** Same rule as the web router: a child path starting with '/' is absolute, others join their parent's. */
export function joinMenuPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${child}`;
}

const isContainer = (n: MenuTreeNode) => n.component === LAYOUT || n.component === PARENT_VIEW || n.children.length > 0;

/** The pages under a node, in menu order, with their absolute paths. */
function pagesOf(node: MenuTreeNode, parentPath: string): Array<{ path: string; hidden: boolean }> {
  const path = joinMenuPath(parentPath, node.path);
  if (!isContainer(node)) return [{ path, hidden: node.hidden }];
  return node.children.flatMap((c) => pagesOf(c, path));
}

/**
 * The menu as this caller may use it (issue 21 §5): a page whose `perms` the caller holds none of is left out,
 * a group left without a visible page goes with it, and a group whose redirect pointed at a page now left out
 * redirects to its first visible page instead. Main accounts (`*:*:*`) and operators keep everything.
 */
export function menuForCaller(tree: MenuTreeNode[], caller: Caller, parentPath = '/'): MenuTreeNode[] {
  const out: MenuTreeNode[] = [];
  for (const node of tree) {
    const perms = menuPerms(node.perms);
    if (perms.length > 0 && !hasPermi(caller, perms)) continue;
    if (!isContainer(node)) {
      out.push(node);
      continue;
    }
    const path = joinMenuPath(parentPath, node.path);
    const children = menuForCaller(node.children, caller, path);
    const pages = children.flatMap((c) => pagesOf(c, path));
    const visible = pages.filter((p) => !p.hidden);
    if (visible.length === 0) continue;
    const redirect = node.redirect && !pages.some((p) => p.path === node.redirect) ? visible[0].path : node.redirect;
    out.push({ ...node, redirect, children });
  }
  return out;
}
