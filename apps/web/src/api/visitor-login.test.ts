import { describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../test/client-harness.js';
import { loginReply } from '../../test/fake-server.js';
import { getSession } from '../auth/session-store.js';
import { request } from './http-client.js';
import { startVisitorSession } from './visitor-login.js';

describe('visitor auto-login on start (spec section 4)', () => {
  const ctx = useClientHarness((r) =>
    r.path === '/api/oauth/visitor' ? loginReply('visitor', 'v1') : { status: 404 },
  );

  it('logs in silently as the visitor when there is neither a user nor a visitor token', async () => {
    await Promise.all([startVisitorSession(), startVisitorSession()]);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(1);
    expect(getSession()).toMatchObject({ visitor: 'bearer v1', token: '', role: 'visitor', hasLogin: false });
    expect(ctx.seen.messages).toEqual([]);
  });

  it.each([{ token: 'bearer u1', role: 'admin' }, { visitor: 'bearer v0' }])(
    'does nothing when a token exists',
    async (tokens) => {
      storeTokens(tokens);
      await startVisitorSession();
      expect(ctx.server.received).toEqual([]);
    },
  );

  it('stays silent when the visitor login fails', async () => {
    ctx.server.handle(() => ({ status: 500, body: { code: 500, msg: 'down', data: null } }));
    await expect(startVisitorSession()).resolves.toBeUndefined();
    expect(getSession().visitor).toBe('');
    expect(ctx.seen.messages).toEqual([]);
  });

  it('does not fail a user call that was queued behind a failing visitor login', async () => {
    ctx.server.handle((r) =>
      r.path === '/api/oauth/visitor'
        ? { status: 500, delayMs: 100, body: { code: 500, msg: 'down', data: null } }
        : { body: { code: 200, msg: '', data: 'me' } },
    );
    const visitorLogin = startVisitorSession();
    storeTokens({ token: 'bearer u1', role: 'common' });
    const response = await request<string>({ url: '/account/me', silent: true });
    await visitorLogin;
    expect(response.data).toBe('me');
    expect(ctx.server.calls('/api/account/me')[0]?.headers.authorization).toBe('bearer u1');
  });
});
