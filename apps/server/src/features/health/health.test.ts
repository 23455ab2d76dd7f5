import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import * as schema from '../../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 200 without a token while the database answers, and says nothing more than up/down', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { status: 'ok', database: 'up' } });
  });
});

/**
 * A real driver on a port where nothing listens: the same ECONNREFUSED a stopped PostgreSQL
 * gives, through drizzle and node-postgres, without touching any shared server.
 */
describe('R3: an unreachable database gives a fast 503 envelope', () => {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 2 });
  pool.on('error', () => {});
  let down: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    down = await buildApp({ config: testConfig(), db: drizzle({ client: pool, schema }) });
    await down.ready();
  });
  afterAll(async () => {
    await down?.close();
    await pool.end();
  });

  it('health says 503 with the translated message', async () => {
    const response = await down.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      msg: 'The service is temporarily unavailable. Please try again in a moment.',
      data: { status: 'unavailable', database: 'down' },
    });
  });

  it('an API call that needs the database answers 503 in under a second, in both languages', async () => {
    for (const [language, msg] of [
      ['zh-CN', '服务暂时不可用，请稍后再试'],
      ['en-US', 'The service is temporarily unavailable. Please try again in a moment.'],
    ] as const) {
      const started = performance.now();
      const response = await down.inject({
        method: 'GET',
        url: '/api/home',
        headers: { authorization: 'bearer some-token', 'accept-language': language },
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: 503, msg, data: null });
    }
  });
});
