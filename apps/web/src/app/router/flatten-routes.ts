import { LAYOUT, type MenuTreeNode, PARENT_VIEW, type RouteSeed } from '@podbench/contract';

/** A menu entry as delivered by `GET /api/menu/routers`, or one of the built-in table. */
export type RouteSource = MenuTreeNode | RouteSeed;

/** A page route after flattening: an absolute path and the page key to load. */
export interface FlatPage {
  path: string;
  component: string;
  title: string;
  hidden: boolean;
  roles: readonly string[];
}

export interface FlatRedirect {
  path: string;
  to: string;
}

export interface FlatRouteTable {
  pages: FlatPage[];
  redirects: FlatRedirect[];
}

/** A child path starting with '/' is absolute; otherwise it is joined to its parent's path. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

const isContainer = (node: RouteSource) => node.component === LAYOUT || node.component === PARENT_VIEW;
const childrenOf = (node: RouteSource): readonly RouteSource[] => node.children ?? [];

/**
 * Flattens the nested menu into page routes and group redirects (spec §2). `Layout` and `ParentView`
 * entries contribute no page of their own; every group redirects to its `redirect` or its first page
 * (the first visible one when there is one). The first occurrence of a path wins.
 */
export function flattenRoutes(sources: readonly RouteSource[]): FlatRouteTable {
  const pages: FlatPage[] = [];
  const redirects: FlatRedirect[] = [];
  const seen = new Set<string>();

  const visit = (node: RouteSource, parentPath: string): FlatPage[] => {
    const path = joinPath(parentPath, node.path);
    const kids = childrenOf(node);
    if (isContainer(node) || (kids.length > 0 && !node.component)) {
      const leaves = kids.flatMap((child) => visit(child, path));
      const target = node.redirect || (leaves.find((p) => !p.hidden) ?? leaves[0])?.path;
      if (target && target !== path && !seen.has(path)) {
        seen.add(path);
        redirects.push({ path, to: target });
      }
      return leaves;
    }
    if (!node.component || seen.has(path)) return [];
    seen.add(path);
    const page: FlatPage = {
      path,
      component: node.component,
      title: node.menuName,
      hidden: Boolean(node.hidden),
      roles: node.roles ?? [],
    };
    pages.push(page);
    return [page];
  };

  for (const node of sources) visit(node, '/');
  return { pages, redirects };
}

/**
 * The URL kept in sessionStorage `first-url` (spec §2): the first menu item's path, joined with its first
 * child's path when it has children. Hidden top-level items are skipped.
 */
export function firstMenuUrl(sources: readonly RouteSource[]): string {
  const first = sources.find((node) => !node.hidden) ?? sources[0];
  if (!first) return '/';
  const top = joinPath('/', first.path);
  const child = childrenOf(first)[0];
  return child ? joinPath(top, child.path) : top;
}
