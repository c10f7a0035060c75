/**
 * Every shop query (the lists, the counts behind the VIP quota) sits under this key. It lives in shared/ because
 * two features change shops: the shop pages and /auth-redirect, which finishes a marketplace redirect.
 */
export const SHOPS_KEY = ['shops'] as const;
