import { useAuthStore } from '@/shared/auth/auth-store';

export const CATALOGUE_KEY = ['catalogue'] as const;

/**
 * Prices depend on who asks (the VIP price comes with a token), so cached answers are kept per session: signing
 * in or out shows the right price at once instead of the last visitor's.
 */
export function useViewerKey(): string {
  const token = useAuthStore((s) => s.token);
  return token ? `user:${token.slice(-12)}` : 'anonymous';
}
