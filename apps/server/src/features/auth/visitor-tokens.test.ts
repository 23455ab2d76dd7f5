import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessions } from './auth.tables.js';
import { purgeExpiredSessions } from './sessions.js';
import { hashToken } from './tokens.js';

/** Visitor tokens one client address may fetch per window in this file. */
const LIMIT = 100;

describe('case 7: visitor-token issuance is rate limited and expired sessions are purged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitToken: LIMIT });
  });
  afterAll(() => t?.close());

  const issue = (remoteAddress: string, language = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/visitor',
      remoteAddress,
      headers: { 'accept-language': language },
    });
  const sessionsOfKind = async (kind: 'visitor' | 'user') =>
    (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.kind, kind)))[0]?.n ?? 0;

  it(`issues ${LIMIT} tokens to one address, then answers HTTP 429 (translated) and stores nothing more`, async () => {
    const before = await sessionsOfKind('visitor');
    // Batches: concurrent enough to be quick, small enough not to queue hundreds of inserts at once.
    for (let sent = 0; sent < LIMIT; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => issue('203.0.113.7')));
      expect(batch.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    }
    expect(await sessionsOfKind('visitor')).toBe(before + LIMIT);

    const refused = await issue('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null });
    const english = await issue('203.0.113.7', 'en-US');
    expect(english.json()).toEqual({ code: 429, msg: 'Too many requests. Please try again later.', data: null });
    expect(await sessionsOfKind('visitor')).toBe(before + LIMIT);

    // The budget is per client address: another address is still served.
    expect((await issue('203.0.113.8')).statusCode).toBe(200);
  });

  it('purges every expired visitor session, and keeps live sessions and refreshable logins', async () => {
    const user = await t.loginAs('common');
    const userRow = eq(sessions.accessTokenHash, hashToken(user.slice('bearer '.length)));
    // Every visitor token issued so far expires; the user's access token too, but not its refresh token.
    await t.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'visitor'));
    await t.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(userRow);
    const fresh = await t.visitorToken();
    expect(await sessionsOfKind('visitor')).toBeGreaterThan(LIMIT);

    await purgeExpiredSessions(t.db);
    const left = await t.db
      .select({ hash: sessions.accessTokenHash })
      .from(sessions)
      .where(eq(sessions.kind, 'visitor'));
    expect(left).toEqual([{ hash: hashToken(fresh.slice('bearer '.length)) }]);
    // A user session whose refresh token still lives stays, so a replayed refresh token is still recognised.
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(userRow)).toHaveLength(1);

    await t.db
      .update(sessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(userRow);
    await purgeExpiredSessions(t.db);
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(userRow)).toHaveLength(0);
  });
});
