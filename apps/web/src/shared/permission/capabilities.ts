import { ALL_PERMISSIONS, ROLE_ADMIN, WALLET_RECHARGE, WALLET_VIEW, WALLET_WITHDRAW } from '@podbench/contract';

/** Paying stock-up orders from the balance. */
export const ORDER_PAY = 'order:pay';

/** Any wallet permission lets a user see the main account's balance. */
export const WALLET_PERMISSIONS = [WALLET_VIEW, WALLET_RECHARGE, WALLET_WITHDRAW] as const;

const holds = (permissions: readonly string[], wanted: readonly string[]) =>
  permissions.some((p) => p === ALL_PERMISSIONS || wanted.includes(p));

/**
 * An operator (role admin) has no seller account: no balance, no orders, no shops. Pages and header widgets that
 * call seller-only APIs ask this first, so an operator never triggers 「运营账号没有资金账户」.
 */
export const isOperator = (roles: readonly string[]) => roles.includes(ROLE_ADMIN);

/** What a signed-in user may do with money, decided once for the header, the wallet pages and the order pages. */
export interface Capabilities {
  operator: boolean;
  /** The balance (header, pay pages): a seller holding a wallet permission. */
  seeBalance: boolean;
  /** 支付 buttons and links: a seller holding order:pay. */
  payOrders: boolean;
}

export function capabilities(roles: readonly string[], permissions: readonly string[]): Capabilities {
  const operator = isOperator(roles);
  return {
    operator,
    seeBalance: !operator && holds(permissions, WALLET_PERMISSIONS),
    payOrders: !operator && holds(permissions, [ORDER_PAY]),
  };
}
