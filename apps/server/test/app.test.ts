import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEMO_CITY_PROFILE } from '../src/city/demo-city-profile.js';
import type { Db } from '../src/db/client.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testConfig } from './test-config.js';

describe('platform behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api routes with a 404 envelope, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/thing?x=1',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'No such API: POST /api/no/such/thing', data: null });
    const get = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(404);
    // The caller's own path is repeated only in part: the message stays within its bound.
    const long = await t.app.inject({ method: 'GET', url: `/api/${'a'.repeat(5000)}` });
    expect(long.json().msg).toBe(`接口不存在：GET /api/${'a'.repeat(194)}…`);
  });

  it('sends the security headers (CSP without inline script, no framing, nosniff, referrer policy)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('returns a request id header on every response', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/config' });
    const b = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('serves the public runtime config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        aesKey: 'cityip-demo-key!',
        clientId: 'cityip-portal',
        cityName: '示范市',
        cityNameEn: 'Demo City',
        demo: true,
        districts: DEMO_CITY_PROFILE.districts,
        industries: DEMO_CITY_PROFILE.industries,
        timeZone: 'Asia/Shanghai',
        sso: null,
      },
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/oauth/refresh', '/api/data/health']),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('refuses bodies over the 1 MiB limit with HTTP 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.cn', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: '提交的内容过大', data: null });
  });

  it('answers the 503 page for browser paths while the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platformPortal' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});

describe('limits', () => {
  it('rate-limits login, captcha and token endpoints with HTTP 429 and code 429, each on its own budget', async () => {
    const t = await createTestApp({ rateLimitLogin: 2, rateLimitCaptcha: 1, rateLimitToken: 1 });
    try {
      const attempt = () =>
        t.app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en-US' }, payload: {} });
      await attempt();
      expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: 'Too many requests. Please try again later.', data: null });
      expect(limited.headers['retry-after']).toBeDefined();
      for (const [method, url] of [
        ['GET', '/api/captchaImage'],
        ['POST', '/api/oauth/visitor'],
        ['POST', '/api/oauth/database'],
        ['POST', '/api/oauth/refresh'],
        ['POST', '/api/check/token'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode, url).not.toBe(429);
        expect((await t.app.inject({ method, url })).statusCode, url).toBe(429);
      }
      // Routes without a limit of their own draw on the shared API budget, not on these.
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('meters every other /api route on one budget per IP, says where the caller stands on each answer, and leaves the web app alone', async () => {
    const t = await createTestApp({ rateLimitApi: 3, rateLimitLogin: 5 });
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.statusCode).toBe(200);
      expect(config.headers['x-ratelimit-limit']).toBe('3');
      expect(config.headers['x-ratelimit-remaining']).toBe('2');
      expect(config.headers['x-ratelimit-reset']).toBeDefined();
      // Unknown API paths count too: probing is metered like any other call.
      expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).not.toBe(429);
      for (const [language, message] of [
        ['zh-CN', '操作过于频繁，请稍后再试'],
        ['en-US', 'Too many requests. Please try again later.'],
      ] as const) {
        const limited = await t.app.inject({
          method: 'GET',
          url: '/api/config',
          headers: { 'accept-language': language },
        });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ code: 429, msg: message, data: null });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // A route with a limit of its own keeps its own budget.
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
      expect(login.statusCode).toBe(400);
      expect(login.headers['x-ratelimit-limit']).toBe('5');
      // The web app's pages and files are not API calls.
      const page = await t.app.inject({ method: 'GET', url: '/platformPortal' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('unexpected errors', () => {
  it('answers 500 with the request id and no detail, and logs it under that id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A database that fails every call, as a lost connection would.
    const db = new Proxy(
      {},
      {
        // Every query method throws; fastify's own probes (getter/setter, symbols) see nothing.
        get(_target, property) {
          if (typeof property === 'symbol' || property === 'getter' || property === 'setter') return undefined;
          return () => {
            throw new Error('connection lost: secret-internal-detail');
          };
        },
      },
    ) as Db;
    const app = await buildApp({ config: testConfig(), db, logger: pino({ level: 'error' }, stream) });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/captchaImage',
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'] as string;
      expect(response.json()).toEqual({
        code: 500,
        msg: `Service error, please try again later (request id: ${requestId}).`,
        data: null,
      });
      expect(response.body).not.toContain('secret-internal-detail');
      expect(response.body).not.toMatch(/\bat \S+ \(/);
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === requestId);
      expect(logged).toMatchObject({ level: 50, err: { message: 'connection lost: secret-internal-detail' } });
    } finally {
      await app.close();
    }
  });
});

describe('single-page app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cityip-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // The web build's compressed siblings (apps/web/build/precompress.ts).
    const script = 'console.log("a script worth compressing");\n'.repeat(100);
    writeFileSync(join(dist, 'assets', 'big-def456.js'), script);
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(script));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves built files, hashed assets cached for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed copy a browser accepts, and the plain file to one that accepts none", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/platformPortal', '/backStackSupport/account/infos?id=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still answers unknown /api paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});
