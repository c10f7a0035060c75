import { isSecondMarketplacePath } from '@podbench/contract';
import { canSeeRoute } from '@/shared/permission';
import { joinPath, type RouteSource } from './flatten-routes';

/** The menu with absolute paths, as the sidebar and the top bar draw it. */
export interface NavItem {
  path: string;
  title: string;
  icon: string | null;
  hidden: boolean;
  roles: readonly string[];
  children: NavItem[];
}

export function toNavTree(sources: readonly RouteSource[], parentPath = '/'): NavItem[] {
  return sources.map((node) => {
    const path = joinPath(parentPath, node.path);
    return {
      path,
      title: node.menuName,
      icon: node.icon ?? null,
      hidden: Boolean(node.hidden),
      roles: node.roles ?? [],
      children: toNavTree(node.children ?? [], path),
    };
  });
}

export function filterNav(items: readonly NavItem[], keep: (item: NavItem) => boolean): NavItem[] {
  return items.filter(keep).map((item) => ({ ...item, children: filterNav(item.children, keep) }));
}

export interface NavVisibility {
  /** The user's roles; routes carrying roles the user lacks are left out (spec §6). */
  roles?: readonly string[];
  /** On a production host the second marketplace's entries are left out. */
  productionHost: boolean;
}

/** What a menu shows: no hidden entries, no second marketplace on production hosts, and (when `roles` is
 * given) no entries for roles the user does not hold. */
export function visibleNav(items: readonly NavItem[], { roles, productionHost }: NavVisibility): NavItem[] {
  return filterNav(
    items,
    (item) =>
      !item.hidden &&
      !(productionHost && isSecondMarketplacePath(item.path)) &&
      (roles === undefined || canSeeRoute(roles, item.roles)),
  );
}

export const isProductionHost = (hostname: string, productionHosts: readonly string[] | undefined) =>
  Boolean(productionHosts?.includes(hostname));
