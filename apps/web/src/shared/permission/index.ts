export { canSeeRoute, EMPTY_PERMISSION_MESSAGE, EMPTY_ROLE_MESSAGE, hasPermi, hasRole } from './permission';
export { HasPermi, HasRole } from './permission-gate';
export { useHasPermi, useHasRole } from './use-permission';
