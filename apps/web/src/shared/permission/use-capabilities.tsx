import type { ReactNode } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { type Capabilities, capabilities } from './capabilities';

/** The signed-in user's money capabilities (see capabilities.ts). */
export function useCapabilities(): Capabilities {
  const roles = useAuthStore((s) => s.roles);
  const permissions = useAuthStore((s) => s.permissions);
  return capabilities(roles, permissions);
}

/** True for a seller (not an operator): seller-only queries use it as their `enabled`. */
export const useIsSeller = () => !useCapabilities().operator;

/** Renders a 支付 button or link only for a seller holding order:pay; otherwise nothing at all. */
export function CanPay({ children }: { children: ReactNode }) {
  return useCapabilities().payOrders ? children : null;
}

/** Renders the balance only for a seller holding a wallet permission. */
export function CanSeeBalance({ children }: { children: ReactNode }) {
  return useCapabilities().seeBalance ? children : null;
}
