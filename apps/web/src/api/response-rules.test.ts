import { describe, expect, it, vi } from 'vitest';
import { sleep, storeTokens, useClientHarness } from '../../test/client-harness.js';
import { envelopeReply, loginReply, type Received } from '../../test/fake-server.js';
import { readCookie, writeCookie } from '../auth/browser-storage.js';
import { saveLoginResult } from '../auth/session-actions.js';
import { getSession } from '../auth/session-store.js';
import { ApiError } from './api-error.js';
import { request } from './http-client.js';

const SESSION_INVALID = '当前账号登录已失效或已在其他设备登录，请重新登录';
const auth = (r: Received) => r.headers.authorization;

describe('business code 401 (spec section 4)', () => {
  const ctx = useClientHarness();

  it('re-logs a visitor in once, queuing concurrent requests, and retries them with the new token', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    ctx.server.handle(async (r) => {
      if (r.path === '/api/oauth/visitor') {
        await sleep(50); // keep the login in flight while the other requests come back
        return loginReply('visitor', 'v2');
      }
      return auth(r) === 'bearer v2' ? envelopeReply(200, r.path) : envelopeReply(401, null, 'expired');
    });
    const results = await Promise.all(['/a', '/b', '/c'].map((url) => request<string>({ url })));
    expect(results.map((r) => [r.code, r.data])).toEqual([
      [200, '/api/a'],
      [200, '/api/b'],
      [200, '/api/c'],
    ]);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      expect(ctx.server.calls(path).map(auth)).toEqual(['bearer v1', 'bearer v2']);
    }
    expect(getSession().visitor).toBe('bearer v2');
    expect(getSession().token).toBe('');
  });

  it('re-logs the visitor in only once per request when the retry also gets 401', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    let n = 0;
    ctx.server.handle((r) =>
      r.path === '/api/oauth/visitor' ? loginReply('visitor', `v${++n + 1}`) : envelopeReply(401, null, 'expired'),
    );
    const error = (await request({ url: '/a', silent: true }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(401);
    expect(error.handled).toBe(false);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(1);
    expect(ctx.server.calls('/api/a')).toHaveLength(2);
  });

  it('warns a real user, clears local storage and returns to the root after 0.5 s', async () => {
    saveLoginResult(loginReply('admin', 'u1').body);
    writeCookie('lang', 'en-US');
    ctx.server.handle((r) =>
      r.path === '/api/oauth/visitor' ? loginReply('visitor', 'v9') : envelopeReply(401, null, 'logged in elsewhere'),
    );
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' })]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).handled)).toBe(true);
    expect(ctx.seen.messages).toEqual([
      expect.objectContaining({ level: 'warning', text: SESSION_INVALID, duration: 1.5 }),
    ]);
    for (const key of ['token', 'refreshToken', 'hasLogin', 'userInfo', 'userName', 'role', 'account', 'visitor']) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
    expect(window.localStorage.length).toBe(0);
    // The language choice is not session data.
    expect(readCookie('lang')).toBe('en-US');
    expect(ctx.seen.navigations).toEqual([]);
    await vi.waitFor(() => expect(ctx.seen.navigations.map((n) => n.to)).toEqual(['/']), { timeout: 3000 });
    const warnedAt = ctx.seen.messages[0]?.at ?? 0;
    expect((ctx.seen.navigations[0]?.at ?? 0) - warnedAt).toBeGreaterThanOrEqual(490);
    // Back at the root the user is a visitor again (visitor whenever the token is empty).
    // The server sees the call before the client has stored its answer: wait for the session.
    await vi.waitFor(() => expect(getSession()).toMatchObject({ token: '', visitor: 'bearer v9', role: 'visitor' }));
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(1);
  });
});

describe('business code 1401', () => {
  const ctx = useClientHarness();

  it('shows one modal with the notice and goes to the login page on OK or close', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    ctx.server.handle(() => envelopeReply(1401, null, 'login required'));
    const results = await Promise.allSettled([request({ url: '/apply' }), request({ url: '/apply' })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(ctx.seen.modals).toHaveLength(1);
    expect(ctx.seen.modals[0]?.text).toBe(SESSION_INVALID);
    expect(ctx.seen.navigations).toEqual([]);
    ctx.seen.modals[0]?.close();
    expect(ctx.seen.navigations.map((n) => n.to)).toEqual(['/login']);
    expect(getSession().visitor).toBe('bearer v1');
  });
});

describe('HTTP 401 (spec section 4)', () => {
  const ctx = useClientHarness();

  it('without a user token fetches a new visitor token, releases the queue and retries', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    ctx.server.handle((r) => {
      if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v2');
      return auth(r) === 'bearer v2' ? envelopeReply(200, 'fine') : envelopeReply(401, null, 'expired', 401);
    });
    const [a, b] = await Promise.all([request<string>({ url: '/a' }), request<string>({ url: '/b' })]);
    expect([a.data, b.data]).toEqual(['fine', 'fine']);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(1);
    expect(ctx.server.calls('/api/oauth/visitor')[0]?.headers.authorization).toBeUndefined();
  });

  it('retries at most twice, then rejects with the error', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    let n = 1;
    ctx.server.handle((r) =>
      r.path === '/api/oauth/visitor' ? loginReply('visitor', `v${++n}`) : envelopeReply(401, null, 'nope', 401),
    );
    const error = (await request({ url: '/a', silent: true }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(ctx.server.calls('/api/a').map(auth)).toEqual(['bearer v1', 'bearer v2', 'bearer v3']);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(2);
  });

  it('with a user token clears the token and shows the modal', async () => {
    saveLoginResult(loginReply('common', 'u1').body);
    storeTokens({ visitor: 'bearer v1' });
    ctx.server.handle(() => envelopeReply(401, null, 'expired', 401));
    const error = (await request({ url: '/account/me' }).catch((e) => e)) as ApiError;
    expect(error.handled).toBe(true);
    expect(getSession().token).toBe('');
    expect(getSession().hasLogin).toBe(false);
    expect(ctx.server.calls('/api/oauth/visitor')).toHaveLength(0);
    expect(ctx.seen.modals.map((m) => m.text)).toEqual([SESSION_INVALID]);
    ctx.seen.modals[0]?.close();
    expect(ctx.seen.navigations.map((n) => n.to)).toEqual(['/login']);
  });

  it('for a data-search call fetches a new database token and retries, even for a user', async () => {
    saveLoginResult(loginReply('admin', 'u1').body);
    storeTokens({ database: 'bearer d1' });
    ctx.server.handle((r) => {
      if (r.path === '/api/oauth/database') {
        return envelopeReply(200, { token_type: 'bearer', access_token: 'd2', expires_in: 7200 });
      }
      return auth(r) === 'bearer d2' ? envelopeReply(200, { ok: true }) : envelopeReply(401, null, 'expired', 401);
    });
    const response = await request<{ ok: boolean }>({ url: '/data/health' });
    expect(response.data).toEqual({ ok: true });
    expect(ctx.server.calls('/api/data/health').map(auth)).toEqual(['bearer d1', 'bearer d2']);
    expect(ctx.server.calls('/api/oauth/database')[0]?.headers.authorization).toBe('bearer u1');
    expect(getSession().databaseToken).toBe('bearer d2');
    expect(getSession().token).toBe('bearer u1');
    expect(ctx.seen.modals).toEqual([]);
  });

  it('gets a database token (with the visitor token) before the first data-search call', async () => {
    ctx.server.handle((r) => {
      if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
      if (r.path === '/api/oauth/database') {
        return auth(r) === 'bearer v1'
          ? envelopeReply(200, { token_type: 'bearer', access_token: 'd1', expires_in: 7200 })
          : envelopeReply(401, null, 'no token', 401);
      }
      return envelopeReply(200, { ok: auth(r) === 'bearer d1' });
    });
    const response = await request<{ ok: boolean }>({ url: '/data/health' });
    expect(response.data).toEqual({ ok: true });
    expect(ctx.server.received.map((r) => r.path)).toEqual([
      '/api/oauth/visitor',
      '/api/oauth/database',
      '/api/data/health',
    ]);
  });
});
