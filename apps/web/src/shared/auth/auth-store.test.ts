import { afterEach, describe, expect, it } from 'vitest';
import { USER_INFO_KEY } from '../utils/storage-keys';
import { useAuthStore } from './auth-store';
import { forceLogout } from './session';
import type { SessionUserInfo } from './session-types';

const userInfo = { userId: 1, userName: 'demo', nickName: '演示', balance: 100 } as SessionUserInfo;

const seed = () => {
  useAuthStore.getState().setToken('tok');
  useAuthStore.getState().setSession({ roles: ['seller'], permissions: ['*:*:*'], name: '演示', avatar: '', userInfo });
};

describe('auth store', () => {
  afterEach(() => useAuthStore.getState().clearSession());

  it('keeps the token in the 7-day Admin-Token cookie and the user info in localStorage and a cookie', () => {
    seed();
    expect(document.cookie).toContain('Admin-Token=tok');
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '{}').userName).toBe('demo');
    expect(document.cookie).toContain('userInfo=');
  });

  it('a new token resets roles so the next navigation loads the new user', () => {
    seed();
    useAuthStore.getState().setToken('other');
    expect(useAuthStore.getState().roles).toEqual([]);
  });

  it('forced client logout clears only the token', () => {
    seed();
    forceLogout();
    const s = useAuthStore.getState();
    expect(s.token).toBe('');
    expect(document.cookie).not.toContain('Admin-Token');
    expect(s.roles).toEqual(['seller']);
    expect(s.userInfo?.userName).toBe('demo');
  });

  it('a 401 clears token and user info', () => {
    seed();
    useAuthStore.getState().expireSession();
    const s = useAuthStore.getState();
    expect([s.token, s.userInfo, localStorage.getItem(USER_INFO_KEY)]).toEqual(['', null, null]);
  });

  it('logout clears token, roles, permissions and user info', () => {
    seed();
    useAuthStore.getState().clearSession();
    const s = useAuthStore.getState();
    expect([s.token, s.roles, s.permissions, s.userInfo]).toEqual(['', [], [], null]);
    expect(document.cookie).not.toContain('userInfo=');
  });
});
