import {
  ACCOUNT_ROLES,
  type AccountRole,
  canAccess,
  canEnterBackOffice,
  MODULES,
  type Module,
} from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, concreteUrl } from './route-table.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Who calls: no token, a visitor, a database (data-search) token, or a signed-in user of each role. */
type Caller = 'anonymous' | 'visitor' | 'database' | AccountRole;
const CALLERS: readonly Caller[] = ['anonymous', 'visitor', 'database', ...ACCOUNT_ROLES];

/** The access levels a route may declare in `config.auth` (lib/fastify-augment.ts AuthMode). */
const AUTH_MODES = ['public', 'any', 'user', 'staff', 'database'];

/**
 * Public routes that check a credential of their own inside the handler: a database token is
 * minted only for a live visitor or user token (or the machine client's HTTP Basic).
 */
const SELF_AUTHENTICATING: Record<string, readonly Caller[]> = {
  'POST /api/oauth/database': ['anonymous', 'database'],
};

/**
 * Routes of the `user` level that only some account roles may use, checked by the route itself
 * before the body is read: a company's technology demands (issue 24) are for role `user` only.
 */
const COMPANY_DEMAND_ROUTES = [
  'GET /api/my/tech-demands',
  'POST /api/my/tech-demands',
  'GET /api/my/tech-demands/:id',
  'PUT /api/my/tech-demands/:id',
  'POST /api/my/tech-demands/:id/submit',
  'POST /api/my/tech-demands/:id/withdraw',
  'POST /api/my/tech-demands/:id/renew',
];
/** A person's or company's saved searches and alerts (issue 26): staff accounts keep none. */
const WATCH_ROUTES = [
  'GET /api/my/watch',
  'POST /api/my/watch/searches',
  'PUT /api/my/watch/searches/:id',
  'DELETE /api/my/watch/searches/:id',
  'PUT /api/my/watch/industries/:code',
  'DELETE /api/my/watch/industries/:code',
  'GET /api/my/watch/alerts',
];
/** A company's portfolio (issue 26): an enterprise user with an approved company authentication. */
const PORTFOLIO_ROUTES = [
  'GET /api/my/portfolio',
  'GET /api/my/portfolio/claims',
  'POST /api/my/portfolio/claims',
  'DELETE /api/my/portfolio/claims/:id',
  'GET /api/my/portfolio/settings',
  'PUT /api/my/portfolio/settings',
];
const ROLE_RESTRICTED: Record<string, readonly Caller[]> = Object.fromEntries([
  ...COMPANY_DEMAND_ROUTES.map((key) => [key, ['user']]),
  ...PORTFOLIO_ROUTES.map((key) => [key, ['user']]),
  ...WATCH_ROUTES.map((key) => [key, ['common', 'user']]),
]);

/** Routes that end the caller's session: called last, so the caller's token serves every other route first. */
const SESSION_ENDING = new Set(['POST /api/logout']);

type Expected = 'http401' | 'code1401' | 'http403' | 'allowed';

/** The policy the authorization hook applies to a route: what it declares, /api/data forced to database tokens. */
function policyOf(route: ApiRoute): string | undefined {
  if (route.module) return 'module';
  if (route.url.startsWith('/api/data/') && route.auth !== 'public') return 'database';
  return route.auth;
}

/** What the server must answer `caller` on `route`, from the route's policy and PERMISSION_MATRIX. */
function expectedFor(route: ApiRoute, caller: Caller): Expected {
  const key = `${route.method} ${route.url}`;
  if (SELF_AUTHENTICATING[key]?.includes(caller)) return 'http401';
  const policy = policyOf(route);
  if (policy === 'public') return 'allowed';
  if (caller === 'anonymous') return 'http401';
  if (policy === 'database') return caller === 'database' ? 'allowed' : 'http401';
  // A database token is good for /api/data only.
  if (caller === 'database') return 'http401';
  if (policy === 'any') return 'allowed';
  if (caller === 'visitor') return 'code1401';
  if (policy === 'module' && !canAccess(caller, route.module as Module)) return 'http403';
  if (policy === 'staff' && !canEnterBackOffice(caller)) return 'http403';
  const restricted = ROLE_RESTRICTED[key];
  if (policy === 'user' && restricted && !restricted.includes(caller)) return 'http403';
  return 'allowed';
}

let t: TestApp;
const tokens = new Map<Caller, string | null>();

beforeAll(async () => {
  t = await createTestApp();
  tokens.set('anonymous', null);
  const visitor = await t.visitorToken();
  tokens.set('visitor', visitor);
  const database = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/database',
    headers: { authorization: visitor },
  });
  tokens.set('database', `bearer ${database.json().data.access_token}`);
  for (const role of ACCOUNT_ROLES) tokens.set(role, await t.loginAs(role));
});
afterAll(async () => {
  await t?.close();
});

describe('case 8: the route table declares an access policy on every route', () => {
  it('finds the routes of this app, back office and portal alike', () => {
    const routes = t.apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'PUT /api/admin/users/:id/status',
        'GET /api/admin/logs',
        'GET /api/admin/menu',
        'POST /api/login',
        'GET /api/account/me',
        'GET /api/policies',
        'GET /api/data/patents',
      ]),
    );
  });

  it('has no /api route without a declared policy (the hook refuses those: deny by default)', () => {
    const undeclared = t
      .apiRoutes()
      .filter((route) => !route.module && !AUTH_MODES.includes(route.auth ?? ''))
      .map((route) => `${route.method} ${route.url} (auth: ${route.auth ?? 'none'})`);
    expect(undeclared).toEqual([]);
    const unknownModules = t
      .apiRoutes()
      .filter((route) => route.module && !(MODULES as readonly string[]).includes(route.module));
    expect(unknownModules).toEqual([]);
  });

  it('case 6: takes no token through a query string (no route declares such a parameter)', () => {
    const withQuery = t.apiRoutes().filter((route) => route.hasQuerySchema);
    expect(withQuery.length).toBeGreaterThan(10);
    // The check below is only as good as the reading of each schema's parameter names.
    expect(withQuery.filter((route) => route.queryKeys.length === 0).map((route) => route.url)).toEqual([]);
    const tokenParams = withQuery.flatMap((route) =>
      route.queryKeys.filter((key) => /token|authori[sz]ation|bearer/i.test(key)).map((key) => `${route.url}?${key}`),
    );
    expect(tokenParams).toEqual([]);
  });

  it('opens nothing under /api/admin but to staff: a module, or at least a back-office role', () => {
    for (const route of t.apiRoutes('/api/admin/')) {
      if (route.module) continue;
      expect(route.auth, `${route.method} ${route.url} declares neither module nor auth 'staff'`).toBe('staff');
    }
  });

  it('puts the routes of each known resource under its module', () => {
    // The matrix test below trusts each route's declared module; this pins the declarations
    // (the most specific prefix wins).
    const MODULE_OF_PREFIX: Record<string, Module> = {
      '/api/admin/users': 'accounts',
      '/api/admin/logs': 'logs',
      '/api/admin/logs/purge': 'logRetention',
    };
    const prefixes = Object.keys(MODULE_OF_PREFIX).sort((a, b) => b.length - a.length);
    for (const route of t.apiRoutes('/api/admin/')) {
      const prefix = prefixes.find((p) => route.url === p || route.url.startsWith(`${p}/`));
      if (prefix) expect(route.module, `${route.method} ${route.url}`).toBe(MODULE_OF_PREFIX[prefix]);
    }
  });
});

describe.each(CALLERS)('case 8: %s caller', (caller) => {
  it('gets the answer the permission matrix prescribes on every /api route', { timeout: 120_000 }, async () => {
    const routes = t
      .apiRoutes()
      .sort(
        (a, b) =>
          Number(SESSION_ENDING.has(`${a.method} ${a.url}`)) - Number(SESSION_ENDING.has(`${b.method} ${b.url}`)),
      );
    expect(routes.length).toBeGreaterThan(100);
    const token = tokens.get(caller);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: token ? { authorization: token } : {},
        // Writes get an empty object: allowed callers then fail validation, and nothing changes.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      // Files and exports answer with their content, not the JSON envelope.
      const isJson = String(res.headers['content-type']).includes('application/json');
      const code = isJson ? (res.json().code as number) : undefined;
      const expected = expectedFor(route, caller);
      const got: Record<Expected, boolean> = {
        http401: res.statusCode === 401 && code === 401,
        code1401: res.statusCode === 200 && code === 1401,
        http403: res.statusCode === 403 && code === 403,
        allowed: ![401, 403].includes(res.statusCode) && ![401, 403, 1401].includes(code ?? 0),
      };
      if (!got[expected]) {
        const policy = route.module ? `module ${route.module}` : `auth ${route.auth}`;
        wrong.push(
          `${route.method} ${route.url} (${policy}): expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 100)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
