import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ShopRedirect } from '../api/finish-shop-authorize';

export interface RedirectParams {
  /** The authorisation to finish, or null when the link lacks its credential or state. */
  redirect: ShopRedirect | null;
  /** Every parameter that arrived, as a query string: kept for the way back after signing in. */
  query: string;
}

/**
 * A marketplace may put its parameters before the hash (`?code=…#/auth-redirect`) or inside it (our server
 * forwards `/auth-redirect?…` to `/#/auth-redirect?…`); inside wins.
 */
export function useRedirectParams(): RedirectParams {
  const [hashParams] = useSearchParams();
  return useMemo(() => {
    const merged = new URLSearchParams(window.location.search);
    for (const [key, value] of hashParams) merged.set(key, value);
    const get = (key: string) => merged.get(key)?.trim() ?? '';
    const [code, tempToken, state] = [get('code'), get('tempToken'), get('state')];
    let redirect: ShopRedirect | null = null;
    if (state && code) redirect = { platform: 'temu', code, state };
    else if (state && tempToken) redirect = { platform: 'shein', tempToken, state };
    return { redirect, query: merged.toString() };
  }, [hashParams]);
}
