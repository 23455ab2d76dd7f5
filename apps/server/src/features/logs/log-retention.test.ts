import { readFile } from 'node:fs/promises';
import { LOG_RETENTION_DAYS, type LogEntry } from '@cityip/contracts';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { logs } from './logs.tables.js';

/**
 * Security case 12: separation of duties (三员分立). The auditor reads the logs and alone purges
 * them, never inside the 180-day retention; nobody, the admin included, edits or deletes a log
 * row, through the API or straight in the database.
 */

let t: TestApp;
let admin: string;
let auditor: string;

const DAY = 24 * 60 * 60 * 1000;
const marker = `ret${Date.now().toString(36)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  auditor = await t.loginAs('auditor');
  await t.db.insert(logs).values(
    [400, 200, 170, 0].map((days) => ({
      kind: 'operation' as const,
      action: `${marker}.${days}d`,
      success: true,
      createdAt: daysAgo(days),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

const totalRows = async () => (await t.db.select({ n: count() }).from(logs))[0]?.n ?? 0;
const markedActions = async () =>
  (
    await t.db
      .select({ action: logs.action })
      .from(logs)
      .where(like(logs.action, `${marker}.%`))
  )
    .map((row) => row.action)
    .sort();

function purge(token: string, before: Date, lang = 'zh-CN') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/logs/purge',
    headers: { ...auth(token), 'accept-language': lang },
    payload: { before: before.toISOString() },
  });
}

/** The PostgreSQL error of a refused statement, whichever way the driver wraps it. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the statement must be refused').toBeInstanceOf(Error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return `${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`;
}

describe('case 12: log rows are append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of log rows, old or new, and changes nothing', async () => {
    const before = await totalRows();
    const old = like(logs.action, `${marker}.400d`);
    expect(await refusal(t.db.update(logs).set({ success: false }).where(old))).toMatch(/cannot be changed/);
    expect(await refusal(t.db.delete(logs).where(old))).toMatch(/cannot be changed/);
    expect(await refusal(t.db.delete(logs))).toMatch(/cannot be changed/);
    expect(await refusal(t.db.execute(sql`truncate table logs`))).toMatch(/cannot be changed/);
    expect(await totalRows()).toBe(before);
    expect(await markedActions()).toEqual([`${marker}.0d`, `${marker}.170d`, `${marker}.200d`, `${marker}.400d`]);
  });

  it('refuses a purge flag set by hand for rows inside the retention period', async () => {
    const young = like(logs.action, `${marker}.170d`);
    const attempt = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('cityip.log_purge', 'on', true)`);
      await tx.delete(logs).where(young);
    });
    expect(await refusal(attempt)).toMatch(/cannot be changed/);
    expect(await markedActions()).toContain(`${marker}.170d`);
  });

  it('makes purge_logs() itself refuse a cutoff inside the retention period', async () => {
    const attempt = t.db.execute(sql`select purge_logs(now() - interval '179 days')`);
    expect(await refusal(attempt)).toMatch(/kept at least 180 days/);
    expect(await markedActions()).toHaveLength(4);
  });
});

describe('case 12: purge through the API', () => {
  it('is the auditor’s alone: the admin gets 403 and nothing goes', async () => {
    const before = await totalRows();
    const response = await purge(admin, daysAgo(365));
    expect(response.statusCode).toBe(403);
    expect(await markedActions()).toHaveLength(4);
    // The refusal itself is logged: one entry.
    expect(await totalRows()).toBe(before + 1);
  });

  it('refuses a cutoff of 179 days with a translated field error and deletes nothing', async () => {
    const zh = await purge(auditor, daysAgo(LOG_RETENTION_DAYS - 1));
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors).toEqual([
      { field: 'before', message: expect.stringMatching(/^日志至少保留 180 天，只能清理 .+ 之前的日志$/) },
    ]);
    const en = await purge(auditor, daysAgo(LOG_RETENTION_DAYS - 1), 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json().data.errors[0].message).toMatch(/^Logs are kept for at least 180 days/);
    expect(await markedActions()).toHaveLength(4);
  });

  it('with 180 days or more deletes only older rows and writes one entry about the purge', async () => {
    const cutoff = daysAgo(LOG_RETENTION_DAYS + 1);
    const [older] = await t.db
      .select({ n: count() })
      .from(logs)
      .where(sql`${logs.createdAt} < ${cutoff.toISOString()}::timestamptz`);
    const before = await totalRows();
    const response = await purge(auditor, cutoff);
    expect(response.statusCode, response.body).toBe(200);
    const deleted = older?.n ?? 0;
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(response.json().data).toEqual({ before: cutoff.toISOString(), deleted });
    expect(await markedActions()).toEqual([`${marker}.0d`, `${marker}.170d`]);
    expect(await totalRows()).toBe(before - deleted + 1);
    const entries = await t.db.select().from(logs).where(eq(logs.action, 'logs.purge'));
    expect(entries.filter((entry) => entry.success)).toEqual([
      expect.objectContaining({
        email: 'auditor@demo.local',
        role: 'auditor',
        detail: `before ${cutoff.toISOString()}, deleted ${deleted}`,
      }),
    ]);
  });
});

describe('case 12: the auditor’s place in the back office', () => {
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

  it('lets the auditor read and export the logs and nothing else', async () => {
    const list = await get(auditor, `/api/admin/logs?action=${marker}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((entry: LogEntry) => entry.action)).toContain(`${marker}.0d`);
    expect((await get(auditor, '/api/admin/logs/export?format=csv')).statusCode).toBe(200);
    for (const url of ['/api/admin/users', '/api/admin/links', '/api/admin/mailbox', '/api/admin/applications']) {
      expect((await get(auditor, url)).statusCode, url).toBe(403);
    }
  });

  it('lets the admin create an auditor account, who can then sign in to the logs', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(admin),
      payload: { email: `${marker}@example.gov.cn`, password: 'Quartz-Lamp#2024', name: '审计', role: 'auditor' },
    });
    expect(created.json(), created.body).toMatchObject({ code: 200, data: { role: 'auditor' } });
    const token = await t.login(`${marker}@example.gov.cn`, 'Quartz-Lamp#2024');
    expect((await get(token, '/api/admin/logs')).statusCode).toBe(200);
  });
});

const info = inject('testDb');

/**
 * The script an operator runs so the application's PostgreSQL role holds only INSERT and SELECT
 * on the log table; the statements run here one by one with the role name filled in.
 */
async function privilegeScript(role: string): Promise<string[]> {
  const text = await readFile(new URL('../../../scripts/log-table-privileges.sql', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .replaceAll(':"app_role"', `"${role}"`)
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

// PGlite has a single built-in user, so role privileges can only be proven on a real server.
describe.skipIf(info.kind !== 'postgres')('case 12: the application role on PostgreSQL', () => {
  const role = `cityip_app_${marker}`;

  beforeAll(async () => {
    await t.db.execute(sql.raw(`create role "${role}" nologin`));
    // What an operator grants the application first, on every table, before narrowing the log.
    await t.db.execute(sql.raw(`grant usage on schema public to "${role}"`));
    await t.db.execute(sql.raw(`grant select, insert, update, delete on all tables in schema public to "${role}"`));
    for (const statement of await privilegeScript(role)) await t.db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await t.db.execute(sql.raw(`drop owned by "${role}"`));
    await t.db.execute(sql.raw(`drop role "${role}"`));
  });

  /** Runs `statement` as the application role, in a transaction of its own. */
  const asApp = (statement: ReturnType<typeof sql>) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role "${role}"`));
      return tx.execute(statement);
    });

  it('may insert and read log rows', async () => {
    await asApp(sql`insert into logs (kind, action, success) values ('operation', ${`${marker}.app`}, true)`);
    expect(await markedActions()).toContain(`${marker}.app`);
  });

  it('may not update, delete or truncate them: permission denied before any trigger runs', async () => {
    const before = await totalRows();
    for (const statement of [
      sql`update logs set success = false`,
      sql`delete from logs where created_at < now() - interval '365 days'`,
      sql`truncate table logs`,
    ]) {
      expect(await refusal(asApp(statement))).toMatch(/permission denied for table logs/);
    }
    expect(await totalRows()).toBe(before);
  });

  it('purges only through purge_logs(), which keeps 180 days', async () => {
    await t.db
      .insert(logs)
      .values({ kind: 'operation', action: `${marker}.pg400d`, success: true, createdAt: daysAgo(400) });
    expect(await refusal(asApp(sql`select purge_logs(now() - interval '179 days')`))).toMatch(/kept at least 180/);
    await asApp(sql`select purge_logs(now() - interval '181 days')`);
    const left = await t.db
      .select({ action: logs.action })
      .from(logs)
      .where(inArray(logs.action, [`${marker}.pg400d`, `${marker}.app`]));
    expect(left.map((row) => row.action)).toEqual([`${marker}.app`]);
  });
});
