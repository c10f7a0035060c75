import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_INFO_KEY } from '@/shared/api/get-account-info';
import { refreshAccountInfo } from '@/shared/auth/session';

/** Every money query (wallet, records, VIP) sits under this key, so one invalidation refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;

/**
 * After any change of the balance or the membership (a top-up, a VIP purchase, paying orders): the header reads the
 * session's user info (not a query), so it is re-read through the shell's `refreshAccountInfo`; the account-info
 * query and every money list go stale with it.
 */
export const afterMoneyChange = (queryClient: QueryClient) =>
  Promise.all([
    refreshAccountInfo().catch(() => undefined),
    queryClient.invalidateQueries({ queryKey: ACCOUNT_INFO_KEY }),
    queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  ]);
