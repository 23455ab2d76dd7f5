import { describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../test/client-harness.js';
import { envelopeReply, loginReply } from '../../test/fake-server.js';
import { startActivityTracking } from './activity.js';
import { saveLoginResult } from './session-actions.js';
import { KEEP_ALIVE_MS, startStaffKeepAlive } from './staff-keep-alive.js';

describe('case 6: staff keep-alive while the user interacts', () => {
  const ctx = useClientHarness(() => envelopeReply(200, null));

  /** Interacts with the page at `at` (epoch ms); returns how many keep-alive requests the server saw. */
  const interactAt = async (target: EventTarget, at: number) => {
    vi.setSystemTime(at);
    target.dispatchEvent(new Event('keydown'));
    // The request leaves asynchronously; give it a turn of the event loop to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return ctx.server.calls('/api/account/me');
  };

  it.each(['bus', 'admin', 'auditor'])(
    'tells the server a working %s is there, at most once per interval',
    async (role) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      saveLoginResult(loginReply(role, 'staff-token').body);
      const target = new EventTarget();
      const stops = [startActivityTracking(target), startStaffKeepAlive()];
      try {
        expect(await interactAt(target, start + 60_000)).toHaveLength(0);
        const pings = await interactAt(target, start + KEEP_ALIVE_MS + 1000);
        expect(pings).toHaveLength(1);
        expect(pings[0]?.headers.authorization).toBe('bearer staff-token');
        expect(await interactAt(target, start + KEEP_ALIVE_MS + 30_000)).toHaveLength(1);
        expect(await interactAt(target, start + 2 * KEEP_ALIVE_MS + 2000)).toHaveLength(2);
      } finally {
        for (const stop of stops) stop();
      }
    },
  );

  it.each(['common', 'user', 'visitor'])('sends nothing for a %s, whom no idle timeout concerns', async (role) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    saveLoginResult(loginReply(role, 'other-token').body);
    const target = new EventTarget();
    const stops = [startActivityTracking(target), startStaffKeepAlive()];
    try {
      expect(await interactAt(target, start + 3 * KEEP_ALIVE_MS)).toHaveLength(0);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
