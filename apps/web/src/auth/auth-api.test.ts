import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../test/client-harness.js';
import { envelopeReply, loginReply } from '../../test/fake-server.js';
import { login, logout } from './auth-api.js';
import { getSession } from './session-store.js';

const storedKeys = () => Object.keys(window.localStorage).sort();

describe('login and logout (spec sections 3 and 4)', () => {
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/login') return loginReply('common', 'u1');
    if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v2');
    return envelopeReply(200, null);
  });

  it('stores exactly the spec’s keys after login and after logout', async () => {
    await login({ email: 'common@demo.local', password: 'ciphertext' });
    expect(storedKeys()).toEqual(
      ['account', 'expiresIn', 'hasLogin', 'refreshToken', 'role', 'token', 'userInfo', 'userName'].sort(),
    );
    await logout();
    expect(storedKeys()).toEqual(['role', 'visitor']);
    expect(document.cookie).toContain('tokenKey=bearer');
  });

  it('revokes the session on the server, clears it locally, goes home and becomes a visitor again', async () => {
    await login({ email: 'common@demo.local', password: 'ciphertext' });
    await logout();
    const [logoutCall] = ctx.server.calls('/api/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.authorization).toBe('bearer u1');
    expect(getSession()).toMatchObject({
      token: '',
      refreshToken: '',
      hasLogin: false,
      userName: '',
      account: '',
      role: 'visitor',
      visitor: 'bearer v2',
    });
    expect(ctx.seen.navigations.map((n) => n.to)).toEqual([DEFAULT_HOME_ROUTE]);
    expect(ctx.server.received.map((r) => r.path)).toEqual(['/api/login', '/api/logout', '/api/oauth/visitor']);
  });

  it('ends the local session even when the server cannot be reached', async () => {
    await login({ email: 'common@demo.local', password: 'ciphertext' });
    ctx.server.handle((r) =>
      r.path === '/api/logout' ? { status: 502, raw: 'bad gateway' } : loginReply('visitor', 'v3'),
    );
    await logout();
    expect(getSession()).toMatchObject({ token: '', hasLogin: false, visitor: 'bearer v3' });
    expect(ctx.seen.navigations.map((n) => n.to)).toEqual([DEFAULT_HOME_ROUTE]);
    expect(ctx.seen.messages).toEqual([]);
  });
});
