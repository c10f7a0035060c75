import { accountInfo, loginUserResult, ROLE_DEFAULT } from '@podbench/contract';
import { getAccountInfo } from '../api/get-account-info';
import { getLoginUser } from '../api/get-login-user';
import { postLogout } from '../api/logout';
import { useAuthStore } from './auth-store';
import { mergeUserInfo } from './session-types';

/** Shown when the server's user info does not have the contract's shape (never a raw JavaScript error). */
export const USER_INFO_MALFORMED = '用户信息加载失败，请重新登录';

/** The contract's shape or a Chinese error: a malformed answer must not surface as "Cannot read properties…". */
function checked<T>(schema: { safeParse: (v: unknown) => { success: boolean } }, v: T): T {
  if (!schema.safeParse(v).success) throw new Error(USER_INFO_MALFORMED);
  // The answer as sent (fields newer than this contract check stay).
  return v;
}

/** Loads getLoginUser and accountInfo, checks and merges them and stores the session (spec §4). */
export async function loadUserInfo(): Promise<void> {
  const [rawLogin, rawAccount] = await Promise.all([getLoginUser(), getAccountInfo()]);
  const login = checked(loginUserResult, rawLogin);
  const account = checked(accountInfo, rawAccount);
  useAuthStore.getState().setSession({
    roles: login.roles.length > 0 ? login.roles : [ROLE_DEFAULT],
    permissions: login.permissions,
    name: login.nickName,
    avatar: login.avatar,
    userInfo: mergeUserInfo(login, account),
  });
}

/** Re-reads accountInfo (balance, VIP, profile) into the stored user info. */
export async function refreshAccountInfo(): Promise<void> {
  const account = await getAccountInfo();
  const current = useAuthStore.getState().userInfo;
  if (current) useAuthStore.getState().setUserInfo({ ...current, ...account });
}

/** Forced client-side logout (spec §4): only the token goes; nothing is asked of the server. */
export function forceLogout(): void {
  useAuthStore.getState().clearToken();
}

/** Asks the server to revoke the token, then clears token, roles, permissions and user info. */
export async function logout(): Promise<void> {
  try {
    if (useAuthStore.getState().token) await postLogout();
  } catch {
    // Already toasted by the request layer; the local session is cleared either way.
  }
  useAuthStore.getState().clearSession();
}
