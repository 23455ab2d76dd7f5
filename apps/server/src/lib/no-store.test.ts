import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('case 14: personal answers are not cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on every personal API answer', async () => {
    const authorization = await t.loginAs('common');
    for (const url of [
      '/api/account/me',
      '/api/account/profile',
      '/api/identity',
      '/api/applications/mine',
      '/api/account/report-downloads',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
