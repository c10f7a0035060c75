import { WHITELIST } from '@podbench/contract';
import { afterLoginTarget } from '@/shared/auth/login-redirect';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

export interface GuardInput {
  pathname: string;
  /** `?a=b` part of the wanted location, kept for the way back after sign-in. */
  search: string;
  hasToken: boolean;
  /** Roles and the route table are loaded. */
  sessionReady: boolean;
  /** sessionStorage `first-url`. */
  firstUrl: string | null;
}

export const LOGIN_PATH = '/login';

export const loginRedirect = (wanted: string) =>
  wanted && wanted !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}` : LOGIN_PATH;

/**
 * The route guard of spec §2/§4 as a pure function. With a token: `/login` goes to the first-menu URL (or,
 * right after signing in, to its `redirect`), an unloaded session is loaded first, anything else passes. Without one: whitelisted paths pass, every other
 * path goes to `/login?redirect=<wanted>`.
 */
export function decideRoute({ pathname, search, hasToken, sessionReady, firstUrl }: GuardInput): GuardDecision {
  if (hasToken) {
    if (pathname === LOGIN_PATH) {
      const redirect = new URLSearchParams(search).get('redirect');
      return { kind: 'redirect', to: redirect ? afterLoginTarget(redirect) : firstUrl || '/' };
    }
    return sessionReady ? { kind: 'allow' } : { kind: 'load' };
  }
  if (WHITELIST.includes(pathname)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirect(`${pathname}${search}`) };
}
