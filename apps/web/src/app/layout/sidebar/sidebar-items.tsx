import type { MenuProps } from 'antd';
import type { NavItem } from '../../router/nav-tree';
import { menuIcon } from './menu-icons';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * Nav tree → antd menu items. A group with a single page shows as that page (with the group's icon);
 * pass-through groups (Temu全托管) become titled groups inside their parent.
 */
export function toMenuItems(items: readonly NavItem[]): MenuItems {
  return items.map((item) => {
    const kids = item.children;
    if (kids.length === 0) return { key: item.path, icon: menuIcon(item.icon), label: item.title };
    if (kids.length === 1 && kids[0].children.length === 0) {
      return { key: kids[0].path, icon: menuIcon(item.icon), label: kids[0].title };
    }
    return {
      key: item.path,
      icon: menuIcon(item.icon),
      label: item.title,
      children: kids.map((child) =>
        child.children.length > 0
          ? {
              type: 'group' as const,
              key: child.path,
              label: child.title,
              children: child.children.map((leaf) => ({ key: leaf.path, label: leaf.title })),
            }
          : { key: child.path, label: child.title },
      ),
    };
  });
}

/** Paths of the top-level groups containing `pathname`, to open them. */
export function openKeysFor(items: readonly NavItem[], pathname: string): string[] {
  const contains = (item: NavItem): boolean => item.path === pathname || item.children.some((child) => contains(child));
  return items.filter((item) => item.children.length > 1 && contains(item)).map((item) => item.path);
}
