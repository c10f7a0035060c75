import { z } from 'zod';
import { menuAddBody } from './menu';

const add = menuAddBody.shape;

/**
 * `POST /api/menu/edit` body. `menuAddBody.partial()` keeps each field's default, so an edit that sends
 * only `menuName` would reset parentId, hidden, status, roles… to their defaults. Here an absent field
 * stays absent and the stored value is kept; the rules per field are the add form's.
 */
export const menuPatchBody = z.object({
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
export type MenuPatchBody = z.infer<typeof menuPatchBody>;
