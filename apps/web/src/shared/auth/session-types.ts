import type { AccountInfo, LoginUserResult } from '@podbench/contract';

/**
 * The user info the app keeps (spec §3): getLoginUser's `user` merged with clientUser/accountInfo.
 * Stored in localStorage `userInfo` and a 7-day cookie.
 */
export type SessionUserInfo = LoginUserResult['user'] & AccountInfo;

export const mergeUserInfo = (login: LoginUserResult, account: AccountInfo): SessionUserInfo => ({
  ...login.user,
  ...account,
});
