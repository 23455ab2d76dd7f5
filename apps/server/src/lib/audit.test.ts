import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../features/accounts/accounts.tables.js';
import { logs } from '../features/logs/logs.tables.js';

describe('operation log hook', () => {
  let t: TestApp;
  let personId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [person] = await t.db.select().from(users).where(eq(users.email, 'person@demo.local'));
    personId = person?.id ?? '';
  });
  afterAll(() => t.close());

  const operations = () => t.db.select().from(logs).where(eq(logs.kind, 'operation'));

  it('logs a back-office write with who, what, target and result, committed before the response', async () => {
    const token = await t.loginAs('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${personId}/unlock`,
      headers: { ...auth(token), 'user-agent': 'audit-test' },
    });
    expect(response.json().code).toBe(200);
    const entries = await operations();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      email: 'admin@demo.local',
      role: 'admin',
      action: 'user.unlock',
      target: personId,
      ip: '127.0.0.1',
      userAgent: 'audit-test',
      success: true,
      detail: null,
    });
  });

  it('takes the target of a create, which has no :id, from the created record in the response', async () => {
    const token = await t.loginAs('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(token),
      payload: { email: 'audit-created@example.com', password: 'Maple-Drum#2024', name: '审计', role: 'common' },
    });
    const created = response.json().data.id;
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    const entries = await t.db.select().from(logs).where(eq(logs.action, 'user.create'));
    expect(entries.at(-1)).toMatchObject({ target: created, success: true });
    // A refused create has no record, hence no target.
    await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: auth(token), payload: {} });
    expect((await t.db.select().from(logs).where(eq(logs.action, 'user.create'))).at(-1)).toMatchObject({
      target: null,
      success: false,
    });
  });

  it('logs refused writes as failures with the refusal code, and never logs reads', async () => {
    const common = await t.loginAs('common');
    const before = (await operations()).length;
    await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(await t.loginAs('admin')) });
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${personId}/unlock`, headers: auth(common) });
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${personId}/unlock` });
    const entries = (await operations()).slice(before);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'user.unlock', role: 'common', success: false, detail: 'code 403' });
    expect(entries[1]).toMatchObject({ action: 'user.unlock', email: null, success: false, detail: 'code 401' });
  });

  it('does not log unknown admin paths', async () => {
    const before = (await operations()).length;
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(await operations()).toHaveLength(before);
  });
});
