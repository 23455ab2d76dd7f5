import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginReply } from '../../test/fake-server.js';
import { readTokenTypeCookie } from './browser-storage.js';
import { clearAccountInfo, clearLoginState, saveDatabaseToken, saveLoginResult } from './session-actions.js';
import { getSession, notifySessionChanged, useSession } from './session-store.js';

const stored = (key: string) => window.localStorage.getItem(key);

describe('client state transitions (spec sections 3 and 4)', () => {
  afterEach(() => notifySessionChanged());

  it('starts as a visitor with the default user info', () => {
    notifySessionChanged();
    expect(getSession()).toMatchObject({
      role: 'visitor',
      token: '',
      hasLogin: false,
      userInfo: { userId: '', nickName: '', expiresIn: 0, loginType: '' },
    });
  });

  it('stores a user login: role, "type access_token", refresh token, flag, name, info, lifetime in hours', () => {
    const now = 1_700_000_000_000;
    expect(saveLoginResult(loginReply('admin', 'abc', 7200, 'ref').body, now)).toBe(true);
    expect(stored('role')).toBe('admin');
    expect(stored('token')).toBe('bearer abc');
    expect(stored('visitor')).toBeNull();
    expect(stored('refreshToken')).toBe('ref');
    expect(stored('hasLogin')).toBe('true');
    expect(stored('userName')).toBe('Demo User');
    expect(stored('account')).toBe('admin@demo.local');
    expect(stored('expiresIn')).toBe('2');
    // The absolute expiries live inside userInfo; the refresh token lives twice as long.
    expect(JSON.parse(stored('userInfo') ?? '{}')).toMatchObject({
      userId: 'id-admin',
      nickName: 'Demo User',
      expiresIn: 2,
      loginType: 'password',
      tokenExpiresAt: now + 7_200_000,
      refreshExpiresAt: now + 14_400_000,
    });
    expect(readTokenTypeCookie()).toBe('bearer');
    expect(getSession()).toMatchObject({
      hasLogin: true,
      token: 'bearer abc',
      role: 'admin',
      expiresIn: 2,
      tokenExpiresAt: now + 7_200_000,
      refreshExpiresAt: now + 14_400_000,
    });
  });

  it('writes only the spec’s storage keys', () => {
    saveLoginResult(loginReply('visitor', 'vis').body);
    saveLoginResult(loginReply('admin', 'abc').body);
    saveDatabaseToken('bearer', 'db');
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [
        'account',
        'database_token',
        'expiresIn',
        'hasLogin',
        'refreshToken',
        'role',
        'token',
        'userInfo',
        'userName',
        'visitor',
      ].sort(),
    );
  });

  it.each(['visitor', 'youke'])('stores a %s login as the visitor token, not the main token', (role) => {
    saveLoginResult(loginReply(role, 'vis').body);
    expect(stored('visitor')).toBe('bearer vis');
    expect(stored('token')).toBeNull();
    expect(stored('hasLogin')).toBeNull();
    expect(stored('role')).toBe(role);
    expect(readTokenTypeCookie()).toBe('bearer');
  });

  it('saves nothing when the code is not 200', () => {
    const refused = { ...loginReply('admin', 'abc').body, code: 1001 };
    expect(saveLoginResult(refused)).toBe(false);
    expect(window.localStorage.length).toBe(0);
  });

  it('logout clears refresh token, token, login flag, user info and user name', () => {
    saveLoginResult(loginReply('visitor', 'vis').body);
    saveLoginResult(loginReply('common', 'abc').body);
    clearLoginState();
    for (const key of ['refreshToken', 'token', 'hasLogin', 'userInfo', 'userName'])
      expect(stored(key), key).toBeNull();
    expect(stored('visitor')).toBe('bearer vis');
    expect(getSession().hasLogin).toBe(false);
  });

  it('clearing account info resets token, role, account and user name', () => {
    saveLoginResult(loginReply('common', 'abc').body);
    clearAccountInfo();
    for (const key of ['token', 'role', 'account', 'userName']) expect(stored(key), key).toBeNull();
    expect(getSession().role).toBe('visitor');
  });

  it('re-renders React on every change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.hasLogin).toBe(false);
    act(() => {
      saveLoginResult(loginReply('bus', 'abc').body);
    });
    expect(result.current).toMatchObject({ hasLogin: true, role: 'bus', userName: 'Demo User' });
    act(() => clearLoginState());
    expect(result.current.hasLogin).toBe(false);
  });
});
