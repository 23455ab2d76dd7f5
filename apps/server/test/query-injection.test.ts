import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl } from './route-table.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
/** Callers tried in turn until one is let in: the query check runs only after authorization. */
let callers: (string | null)[];

beforeAll(async () => {
  t = await createTestApp();
  const visitor = await t.visitorToken();
  const database = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/database',
    headers: { authorization: visitor },
  });
  const dataToken = `bearer ${database.json<{ data: { access_token: string } }>().data.access_token}`;
  // An enterprise user too: a company's own technology demands are refused to everyone else (issue 24).
  const company = await t.loginAs('user');
  callers = [await t.loginAs('admin'), await t.loginAs('auditor'), await t.loginAs('common'), company, dataToken, null];
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  code: number;
  messages: string[];
}

async function get(url: string, token: string | null, lang: 'zh-CN' | 'en-US' = 'en-US'): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = token;
  const response = await t.app.inject({ method: 'GET', url, headers });
  // An export that lets the unknown key through answers a file, not JSON.
  if (!response.headers['content-type']?.toString().includes('json')) {
    return { status: response.statusCode, code: response.statusCode, messages: [] };
  }
  const body = response.json<{ code: number; data: { errors?: { message: string }[] } | null }>();
  return { status: response.statusCode, code: body.code, messages: (body.data?.errors ?? []).map((e) => e.message) };
}

/** The answer of the first caller who gets past authorization (401, 403 and code 1401 are skipped). */
async function firstAdmitted(url: string): Promise<Answer> {
  let last: Answer | undefined;
  for (const token of callers) {
    last = await get(url, token);
    if (![401, 403].includes(last.status) && last.code !== 1401) return last;
  }
  if (!last) throw new Error('no callers');
  return last;
}

describe('case 11: unknown query parameters are refused', () => {
  it('every GET route with a query schema answers 400 naming the unknown parameter', async () => {
    const routes = t.apiRoutes().filter((route) => route.method === 'GET' && route.hasQuerySchema);
    expect(routes.length).toBeGreaterThan(30);
    const accepted: string[] = [];
    const named = (answer: Answer) => answer.status === 400 && answer.messages.some((m) => m.includes('zzUnknown'));
    for (const route of routes) {
      let answer = await firstAdmitted(`${concreteUrl(route.url)}?zzUnknown=1`);
      // Path parameters are checked first: file routes take a content hash, not a uuid.
      if (!named(answer)) answer = await firstAdmitted(`${route.url.replace(/:\w+/g, '0'.repeat(64))}?zzUnknown=1`);
      if (!named(answer)) accepted.push(`${route.url} → ${answer.status} ${answer.messages}`);
    }
    expect(accepted).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    const answer = await get('/api/admin/users?zzUnknown=1', callers[0] ?? null, 'zh-CN');
    expect(answer.status).toBe(400);
    expect(answer.messages.join()).toMatch(/未知.*zzUnknown/);
  });
});

describe('case 11: no filtering or sorting on secret columns', () => {
  it.each([
    'passwordHash=%24argon2id',
    'password_hash=x',
    'sortField=passwordHash',
    'sortField=password_hash',
    'sort=password_hash',
    'sortOrder=password_hash',
    'role=admin%27%20or%201%3D1--',
    'phone=138',
  ])('the account list refuses ?%s', async (query) => {
    const answer = await get(`/api/admin/users?${query}`, callers[0] ?? null);
    expect(answer.status).toBe(400);
  });

  it('the account list still answers its declared parameters', async () => {
    const answer = await get(
      '/api/admin/users?page=1&pageSize=10&sortField=email&sortOrder=ascend',
      callers[0] ?? null,
    );
    expect(answer).toMatchObject({ status: 200, code: 200 });
  });

  it('the keyword never matches the password hash column', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?keyword=${encodeURIComponent('$argon2id$')}`,
      headers: { authorization: callers[0] ?? '' },
    });
    expect(response.json<{ data: { total: number } }>().data.total).toBe(0);
  });
});
