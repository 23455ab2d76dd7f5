import { type AccountRole, canAccess, type Module } from '@cityip/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every route the real app registers, seen through an onRoute hook. Fastify offers no public
 * route list with route config, so the fastify factory is wrapped to add the hook before
 * buildApp registers anything; a back-office route added later is covered without editing this.
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  // The factory's overloads do not survive Parameters<>; the options pass through untouched.
  const create = actual.default as unknown as (options?: unknown) => FastifyInstance;
  const factory = (options?: unknown) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  };
  return { ...actual, default: factory, fastify: factory };
});

type Caller = 'anonymous' | 'visitor' | AccountRole;
const CALLERS: readonly Caller[] = ['anonymous', 'visitor', 'common', 'user', 'bus', 'admin'];

interface BackOfficeRoute {
  method: string;
  url: string;
  module: Module | undefined;
  auth: string | undefined;
}

/** The /api/admin routes of the app, one entry per method (HEAD twins of GET left out). */
function backOfficeRoutes(): BackOfficeRoute[] {
  return registered
    .filter((route) => route.url.startsWith('/api/admin/'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url, module: route.config?.module, auth: route.config?.auth })),
    );
}

/** A concrete URL: path parameters become a well-formed id nobody has. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
}

type Expected = 'http401' | 'code1401' | 'http403' | 'allowed';

/** What the server must answer `caller` on a back-office route, from PERMISSION_MATRIX. */
function expectedFor(route: BackOfficeRoute, caller: Caller): Expected {
  if (caller === 'anonymous') return 'http401';
  if (caller === 'visitor') return 'code1401';
  if (route.module && !canAccess(caller, route.module)) return 'http403';
  return 'allowed';
}

let t: TestApp;
const tokens = new Map<Caller, string | null>();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  tokens.set('anonymous', null);
  tokens.set('visitor', await t.visitorToken());
  for (const role of ['common', 'user', 'bus', 'admin'] as const) tokens.set(role, await t.loginAs(role));
});
afterAll(async () => {
  await t?.close();
});

describe('back-office route table', () => {
  it('finds the back-office routes of this app', () => {
    const routes = backOfficeRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id/status',
        'GET /api/admin/logs',
        'GET /api/admin/logs/export',
        'GET /api/admin/menu',
      ]),
    );
  });

  it('puts the routes of each known resource under its module', () => {
    // The matrix test below trusts each route's declared module; this pins the declarations.
    const MODULE_OF_PREFIX: Record<string, Module> = { '/api/admin/users': 'accounts', '/api/admin/logs': 'logs' };
    for (const route of backOfficeRoutes()) {
      const prefix = Object.keys(MODULE_OF_PREFIX).find((p) => route.url === p || route.url.startsWith(`${p}/`));
      if (prefix) expect(route.module, `${route.method} ${route.url}`).toBe(MODULE_OF_PREFIX[prefix]);
    }
  });

  it('declares a module on every back-office route, or at least requires a registered user', () => {
    // A route under /api/admin without a module would otherwise be open to visitors by default.
    for (const route of backOfficeRoutes()) {
      if (route.module) continue;
      expect(route.auth, `${route.method} ${route.url} declares neither module nor auth 'user'`).toBe('user');
    }
  });
});

describe.each(CALLERS)('%s caller', (caller) => {
  it('gets the answer the permission matrix prescribes on every back-office route', async () => {
    const routes = backOfficeRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const token = tokens.get(caller);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: token ? { authorization: token } : {},
        // Writes get an empty object: allowed callers then fail validation, and nothing changes.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const label = `${caller} ${route.method} ${route.url} (module ${route.module ?? '-'}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
      // An allowed export answers with a file, not the JSON envelope.
      const isJson = String(res.headers['content-type']).includes('application/json');
      const code = isJson ? (res.json().code as number) : undefined;
      switch (expectedFor(route, caller)) {
        case 'http401':
          expect([res.statusCode, code], label).toEqual([401, 401]);
          break;
        case 'code1401':
          expect([res.statusCode, code], label).toEqual([200, 1401]);
          break;
        case 'http403':
          expect([res.statusCode, code], label).toEqual([403, 403]);
          break;
        case 'allowed':
          expect([401, 403], label).not.toContain(res.statusCode);
          expect([401, 403, 1401], label).not.toContain(code);
          break;
      }
    }
  });
});
