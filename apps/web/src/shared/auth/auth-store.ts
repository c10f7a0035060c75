import { create } from 'zustand';
import { getToken, removeTokenCookie, removeUserInfoCookie, setTokenCookie, setUserInfoCookie } from '../utils/cookies';
import { USER_INFO_KEY } from '../utils/storage-keys';
import type { SessionUserInfo } from './session-types';

interface SessionFields {
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  userInfo: SessionUserInfo | null;
}

export interface AuthState extends SessionFields {
  token: string;
  /** Stores a fresh token. Roles are reset so the guard loads the new user's info before anything renders. */
  setToken: (token: string) => void;
  setSession: (session: SessionFields) => void;
  setUserInfo: (userInfo: SessionUserInfo) => void;
  /** Forced client-side logout: only the token goes (spec §4). */
  clearToken: () => void;
  /** A 401 from the server: token and user info go (spec §4, §8). */
  expireSession: () => void;
  /** Logout: token, roles, permissions and stored user info go. */
  clearSession: () => void;
}

function readStoredUserInfo(): SessionUserInfo | null {
  try {
    const raw = localStorage.getItem(USER_INFO_KEY);
    return raw ? (JSON.parse(raw) as SessionUserInfo) : null;
  } catch {
    return null;
  }
}

function persistUserInfo(userInfo: SessionUserInfo | null) {
  if (userInfo) {
    const json = JSON.stringify(userInfo);
    localStorage.setItem(USER_INFO_KEY, json);
    setUserInfoCookie(json);
  } else {
    localStorage.removeItem(USER_INFO_KEY);
    removeUserInfoCookie();
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: getToken(),
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  userInfo: readStoredUserInfo(),
  setToken: (token) => {
    setTokenCookie(token);
    set({ token, roles: [], permissions: [] });
  },
  setSession: (session) => {
    persistUserInfo(session.userInfo);
    set(session);
  },
  setUserInfo: (userInfo) => {
    persistUserInfo(userInfo);
    set({ userInfo, name: userInfo.nickName, avatar: userInfo.avatar });
  },
  clearToken: () => {
    removeTokenCookie();
    set({ token: '' });
  },
  expireSession: () => {
    removeTokenCookie();
    persistUserInfo(null);
    set({ token: '', userInfo: null });
  },
  clearSession: () => {
    removeTokenCookie();
    persistUserInfo(null);
    set({ token: '', roles: [], permissions: [], userInfo: null, name: '', avatar: '' });
  },
}));
