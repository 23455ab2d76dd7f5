import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sleep, useClientHarness } from '../../test/client-harness.js';
import { envelopeReply, loginReply } from '../../test/fake-server.js';
import { request } from '../api/http-client.js';
import { markActivity, resetActivity, startActivityTracking } from './activity.js';
import { saveLoginResult } from './session-actions.js';
import { startSessionKeeper } from './session-keeper.js';
import { getSession } from './session-store.js';

const SESSION_INVALID = '当前账号登录已失效或已在其他设备登录，请重新登录';

// Tokens here live one or two seconds, so the keeper's real timers run within the test.
describe('proactive refresh of a real user’s token', () => {
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/oauth/refresh') {
      const old = (r.body as { refresh_token: string }).refresh_token;
      return loginReply('admin', `${old}-next`, 1, `${old}-next`);
    }
    return envelopeReply(200, r.headers.authorization);
  });

  it('refreshes an active user shortly before expiry, so work goes on with the new token', async () => {
    saveLoginResult(loginReply('admin', 'u1', 1, 'r1').body);
    const firstExpiry = getSession().tokenExpiresAt;
    startSessionKeeper();
    markActivity();
    // The lead is half of the 1 s lifetime, so the refresh runs at ~500 ms; waiting for it rather
    // than sleeping a fixed time keeps the test honest on a loaded machine.
    await vi.waitFor(() => expect(getSession().token).toBe('bearer r1-next'), { timeout: 3000 });
    const refreshes = ctx.server.calls('/api/oauth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.authorization).toBeUndefined();
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'r1' });
    expect(getSession().token).toBe('bearer r1-next');
    expect(getSession().refreshToken).toBe('r1-next');
    expect(getSession().tokenExpiresAt).toBeGreaterThan(firstExpiry);
    const response = await request<string>({ url: '/work' });
    expect(response.data).toBe('bearer r1-next');
    expect(ctx.seen.modals).toEqual([]);
  });

  it('keeps refreshing while interactions continue', async () => {
    saveLoginResult(loginReply('admin', 'u1', 1, 'r1').body);
    const stopTracking = startActivityTracking(window);
    startSessionKeeper();
    for (let i = 0; i < 12; i++) {
      await sleep(200);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    stopTracking();
    expect(ctx.server.calls('/api/oauth/refresh').length).toBeGreaterThanOrEqual(2);
    expect(getSession().token).not.toBe('');
    expect(ctx.seen.modals).toEqual([]);
  });

  it('lets an idle user’s token expire: the token is cleared and the re-login notice shown', async () => {
    saveLoginResult(loginReply('admin', 'u1', 1, 'r1').body);
    resetActivity();
    startSessionKeeper();
    // The keeper's timer ends the 1 s token; on a busy machine that timer runs late, not never.
    await vi.waitFor(() => expect(getSession().token).toBe(''), { timeout: 3000 });
    expect(ctx.server.calls('/api/oauth/refresh')).toHaveLength(0);
    expect(getSession().hasLogin).toBe(false);
    expect(ctx.seen.modals).toHaveLength(1);
  });

  it('refreshes before a request in the last stretch even when the timer has not run', async () => {
    // Only the clock moves, exactly into the 1 s lead of a 2 s token: a sleep could overshoot
    // past its expiry on a loaded machine. The keeper is not started.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    saveLoginResult(loginReply('admin', 'u1', 2, 'r1').body);
    vi.setSystemTime(Date.now() + 1100);
    const response = await request<string>({ url: '/work' });
    expect(ctx.server.received.map((r) => r.path)).toEqual(['/api/oauth/refresh', '/api/work']);
    expect(response.data).toBe('bearer r1-next');
  });

  it('ends the session with the login modal when the refresh gets HTTP 401', async () => {
    ctx.server.handle(() => envelopeReply(401, null, 'refresh token invalid', 401));
    saveLoginResult(loginReply('admin', 'u1', 1, 'r1').body);
    startSessionKeeper();
    markActivity();
    await vi.waitFor(() => expect(getSession().token).toBe(''), { timeout: 3000 });
    expect(ctx.server.calls('/api/oauth/refresh')).toHaveLength(1);
    expect(ctx.seen.modals.map((m) => m.text)).toEqual([SESSION_INVALID]);
    expect(ctx.seen.messages).toEqual([]);
    ctx.seen.modals[0]?.close();
    expect(ctx.seen.navigations.map((n) => n.to)).toEqual(['/login']);
  });

  it('treats a refresh answered with body code 401 (logged in elsewhere) as business 401: warning, cleared, root', async () => {
    ctx.server.handle((r) =>
      r.path === '/api/oauth/visitor' ? loginReply('visitor', 'v9') : envelopeReply(401, null, 'replaced', 200),
    );
    saveLoginResult(loginReply('visitor', 'v1').body);
    saveLoginResult(loginReply('admin', 'u1', 1, 'r1').body);
    startSessionKeeper();
    markActivity();
    await vi.waitFor(() => expect(ctx.seen.messages).toHaveLength(1), { timeout: 3000 });
    expect(ctx.seen.messages[0]).toMatchObject({ level: 'warning', text: SESSION_INVALID });
    expect(ctx.seen.modals).toEqual([]);
    expect(ctx.server.calls('/api/oauth/refresh')).toHaveLength(1);
    // Local storage is cleared, the visitor token included.
    expect(window.localStorage.length).toBe(0);
    await vi.waitFor(() => expect(ctx.seen.navigations.map((n) => n.to)).toEqual(['/']), { timeout: 3000 });
    expect((ctx.seen.navigations[0]?.at ?? 0) - (ctx.seen.messages[0]?.at ?? 0)).toBeGreaterThanOrEqual(490);
  });
});
