import { z } from 'zod';
import { queryInt } from './envelope';

/** `Layout` selects the layout shell, `ParentView` a pass-through; any other value is a page key. */
export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';

export const menuItem = z.object({
  menuId: z.number().int(),
  parentId: z.number().int(),
  menuName: z.string(),
  path: z.string(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  icon: z.string().nullable(),
  orderNum: z.number().int(),
  roles: z.array(z.string()),
  perms: z.string().nullable(),
  status: z.number().int(),
  audience: z.enum(['seller', 'operator']),
});
export type MenuItem = z.infer<typeof menuItem>;
export type MenuTreeNode = MenuItem & { children: MenuTreeNode[] };
export const menuTreeNode: z.ZodType<MenuTreeNode> = menuItem.extend({
  children: z.lazy(() => z.array(menuTreeNode)),
});

const name = z.string().trim().min(1, '请输入菜单名称').max(50, '菜单名称最多 50 个字符');
const path = z
  .string()
  .trim()
  .min(1, '请输入路由地址')
  .max(200, '路由地址最多 200 个字符')
  .regex(/^[A-Za-z0-9/_:-]+$/, '路由地址只能包含字母、数字、/、_、-、:');

export const menuListQuery = z.object({
  menuName: z.string().trim().max(50).optional(),
  status: queryInt.pipe(z.number().int().min(0).max(1)).optional(),
  audience: z.enum(['seller', 'operator']).optional(),
});

export const menuAddBody = z.object({
  parentId: z.number().int().min(0, '上级菜单不正确').default(0),
  menuName: name,
  path,
  component: z.string().trim().max(200).nullable().default(null),
  redirect: z.string().trim().max(200).nullable().default(null),
  hidden: z.boolean().default(false),
  icon: z.string().trim().max(50).nullable().default(null),
  orderNum: z.number().int().min(0).max(9999).default(0),
  roles: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  perms: z.string().trim().max(100).nullable().default(null),
  status: z.number().int().min(0).max(1).default(0),
  audience: z.enum(['seller', 'operator']).default('seller'),
});
export type MenuAddBody = z.infer<typeof menuAddBody>;
const add = menuAddBody.shape;
/**
 * `POST /api/menu/edit`: an absent field stays absent and the stored value is kept (`menuAddBody.partial()`
 * would fill in each field's default and silently reset it); the rules per field are the add form's.
 */
export const menuEditBody = z.object({
  menuId: z.number({ error: '菜单 id 不正确' }).int().positive('菜单 id 不正确'),
  parentId: add.parentId.unwrap().optional(),
  menuName: add.menuName.optional(),
  path: add.path.optional(),
  component: add.component.unwrap().optional(),
  redirect: add.redirect.unwrap().optional(),
  hidden: add.hidden.unwrap().optional(),
  icon: add.icon.unwrap().optional(),
  orderNum: add.orderNum.unwrap().optional(),
  roles: add.roles.unwrap().optional(),
  perms: add.perms.unwrap().optional(),
  status: add.status.unwrap().optional(),
  audience: add.audience.unwrap().optional(),
});
export type MenuEditBody = z.infer<typeof menuEditBody>;
export const menuIdParam = z.object({ id: z.coerce.number().int().positive('菜单 id 不正确') });
export const menuDeleteParam = z.object({ menuId: z.coerce.number().int().positive('菜单 id 不正确') });

/** Entries for the second marketplace (Shein) are hidden on production hosts. */
export const isSecondMarketplacePath = (p: string) => /shein/i.test(p);
