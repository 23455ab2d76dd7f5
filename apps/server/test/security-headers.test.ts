import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { testConfig } from './test-config.js';

/**
 * A database whose every call fails with SQL text in the message, as a broken query would: the
 * routes below need none, and a 500 provoked through it must not show what the driver said.
 */
const failingDb = new Proxy(
  {},
  {
    get(_target, property) {
      if (typeof property === 'symbol' || property === 'getter' || property === 'setter') return undefined;
      return () => {
        throw new Error('select "password_hash" from "users" where "email" = $1 -- relation broken');
      };
    },
  },
) as Db;

function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(overrides), db: failingDb, logger: pino({ level: 'silent' }) });
}

describe('case 19: security headers', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
    proxied = await appWith({ trustProxy: true });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  it("sends CSP with object-src, base-uri and frame-ancestors 'none', nosniff and a referrer policy", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only over TLS: never over plain HTTP, nor for a forwarded https the server does not trust', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/config' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('case 19: CORS allow-list', () => {
  const allowed = 'https://partner.example.gov.cn';
  let app: FastifyInstance;
  let closed: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ corsOrigins: [allowed] });
    closed = await appWith({});
  });
  afterAll(async () => {
    await app.close();
    await closed.close();
  });

  const preflight = (target: FastifyInstance, origin: string) =>
    target.inject({
      method: 'OPTIONS',
      url: '/api/config',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('answers an allowed origin with its own origin, without credentials', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config', headers: { origin: allowed } });
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const pre = await preflight(app, allowed);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('Authorization');
  });

  it('gives any other origin no CORS header and refuses its preflight', async () => {
    for (const target of [app, closed]) {
      for (const origin of ['https://evil.example.com', 'https://partner.example.gov.cn.evil.com', 'null']) {
        const response = await target.inject({ method: 'GET', url: '/api/config', headers: { origin } });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        const pre = await preflight(target, origin);
        expect(pre.statusCode).toBe(404);
        expect(pre.headers['access-control-allow-origin']).toBeUndefined();
        expect(pre.headers['access-control-allow-methods']).toBeUndefined();
      }
    }
  });
});

describe('case 19: no stack traces, paths or SQL in any error', () => {
  const LEAKS = [
    /\n\s+at /,
    /\bat \S+ \(/,
    /\/work\/|node_modules|\.ts:\d+|\.js:\d+/,
    /password_hash|select |relation/i,
  ];

  for (const nodeEnv of ['production', 'development'] as const) {
    describe(nodeEnv, () => {
      let app: FastifyInstance;
      beforeAll(async () => {
        app = await appWith({ nodeEnv });
      });
      afterAll(() => app.close());

      const deep = `${'['.repeat(20000)}${']'.repeat(20000)}`;
      it.each([
        ['an internal error (failing query)', 'GET', '/api/captchaImage', undefined, undefined, 500],
        ['malformed JSON', 'POST', '/api/login', '{"email":', 'application/json', 400],
        ['deeply nested JSON', 'POST', '/api/login', deep, 'application/json', 400],
        ['an unsupported content type', 'POST', '/api/login', '<x/>', 'application/xml', 415],
        ['an oversize body', 'POST', '/api/login', `"${'x'.repeat(1024 * 1024 + 10)}"`, 'application/json', 413],
        ['an unknown route', 'GET', '/api/no/such/route', undefined, undefined, 404],
        ['a method the route does not have', 'DELETE', '/api/config', undefined, undefined, 404],
        ['a bad path parameter', 'GET', '/api/admin/users/%27%20or%201=1--', undefined, undefined, 401],
      ] as const)('%s', async (_name, method, url, payload, type, status) => {
        const response = await app.inject({
          method,
          url,
          headers: { 'accept-language': 'en-US', ...(type ? { 'content-type': type } : {}) },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ code: status });
        for (const leak of LEAKS) expect(response.body).not.toMatch(leak);
      });
    });
  }
});
