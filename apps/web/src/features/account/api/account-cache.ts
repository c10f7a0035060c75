import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_INFO_KEY } from '@/shared/api/get-account-info';
import { refreshAccountInfo } from '@/shared/auth/session';

/** After a profile change: refetch the page's account info and the header's copy of it. */
export const afterAccountChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ACCOUNT_INFO_KEY }),
    refreshAccountInfo().catch(() => undefined),
  ]);
