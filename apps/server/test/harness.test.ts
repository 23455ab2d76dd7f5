import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('test harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in every seeded demo role and gets a visitor token', async () => {
    for (const role of ['admin', 'bus', 'user', 'common'] as const) {
      expect(await t.loginAs(role)).toMatch(/^bearer \S{40,}$/);
    }
    const visitor = await t.visitorToken();
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: visitor } });
    expect(me.json().data.role).toBe('visitor');
  });
});
