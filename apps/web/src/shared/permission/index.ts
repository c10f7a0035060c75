export { type Capabilities, capabilities, isOperator, ORDER_PAY, WALLET_PERMISSIONS } from './capabilities';
export { canSeeRoute, EMPTY_PERMISSION_MESSAGE, EMPTY_ROLE_MESSAGE, hasPermi, hasRole } from './permission';
export { HasPermi, HasRole } from './permission-gate';
export { CanPay, CanSeeBalance, useCapabilities, useIsSeller } from './use-capabilities';
export { useHasPermi, useHasRole } from './use-permission';
