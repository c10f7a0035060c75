import { TEMU_SHIPPING_ADMIN_API, TEMU_SHIPPING_API, type TemuShippingPaths } from '@podbench/contract';
import { createContext, useContext } from 'react';

/**
 * The desk works in two scopes with the same screens: the operator's console over every seller
 * (`/api/admin/fulfilment/*`) and a seller's own desk (`/api/fulfilment/*`, permission order:ship).
 */
export interface DeskScope {
  admin: boolean;
  api: TemuShippingPaths;
}

export const deskScope = (admin: boolean): DeskScope => ({
  admin,
  api: admin ? TEMU_SHIPPING_ADMIN_API : TEMU_SHIPPING_API,
});

export const DeskScopeContext = createContext<DeskScope>(deskScope(false));

export const useDeskScope = () => useContext(DeskScopeContext);

/** Query keys of one scope, so the operator's and the seller's caches never mix. */
export const deskKey = (scope: DeskScope, ...rest: unknown[]) => [
  'shipping-desk',
  scope.admin ? 'admin' : 'own',
  ...rest,
];
