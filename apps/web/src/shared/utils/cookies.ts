import { TOKEN_COOKIE_DAYS, USER_INFO_COOKIE_DAYS } from '@podbench/contract';
import Cookies from 'js-cookie';
import { SIDEBAR_STATUS_COOKIE, TOKEN_COOKIE, USER_INFO_KEY } from './storage-keys';

export const getToken = (): string => Cookies.get(TOKEN_COOKIE) ?? '';
export const setTokenCookie = (token: string) => Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_COOKIE_DAYS });
export const removeTokenCookie = () => Cookies.remove(TOKEN_COOKIE);

export const setUserInfoCookie = (json: string) => Cookies.set(USER_INFO_KEY, json, { expires: USER_INFO_COOKIE_DAYS });
export const removeUserInfoCookie = () => Cookies.remove(USER_INFO_KEY);

/** Sidebar state: '1' open, '0' closed; no cookie means open (spec §4). */
export const readSidebarOpened = (): boolean => Cookies.get(SIDEBAR_STATUS_COOKIE) !== '0';
export const writeSidebarOpened = (opened: boolean) => Cookies.set(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0');
