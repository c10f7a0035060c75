import { ALL_PERMISSIONS, ROLE_ADMIN } from '@podbench/contract';

export const EMPTY_ROLE_MESSAGE = '请设置角色权限标签值';
export const EMPTY_PERMISSION_MESSAGE = '请设置操作权限标签值';

/**
 * True when the user holds one of `required` or is `admin` (spec §6). An empty `required` is a programming
 * error and throws.
 */
export function hasRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error(EMPTY_ROLE_MESSAGE);
  return userRoles.some((role) => role === ROLE_ADMIN || required.includes(role));
}

/** True when the user holds one of `required` or `*:*:*`. An empty `required` throws. */
export function hasPermi(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error(EMPTY_PERMISSION_MESSAGE);
  return userPermissions.some((permission) => permission === ALL_PERMISSIONS || required.includes(permission));
}

/** Route visibility: a route without roles is for everyone; otherwise `hasRole` decides. */
export const canSeeRoute = (userRoles: readonly string[], routeRoles: readonly string[] | undefined) =>
  !routeRoles || routeRoles.length === 0 || hasRole(userRoles, routeRoles);
