import type { SubAccountPermission } from '@podbench/contract';

/** The permission every shop endpoint checks on the server; a sub-account without it cannot even list shops. */
export const SHOP_MANAGE = 'shop:manage' satisfies SubAccountPermission;
