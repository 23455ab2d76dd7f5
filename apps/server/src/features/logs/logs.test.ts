import { encryptPassword, LOG_FIELD_LIMITS, type LogEntry } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { writeLog } from '../../lib/audit.js';
import { EXPORT_ROW_LIMIT } from './logs.export.js';
import { logs, type NewLogRow } from './logs.tables.js';

let t: TestApp;
let admin: string;

/** Marks this file's rows so filters never see rows written by other tests. */
const marker = `lg${Date.now().toString(36)}`;
const hour = (h: number) => new Date(Date.UTC(2024, 2, 1, h, 0, 0));
const alice = `Alice.${marker}@example.com`;

const SEEDED: NewLogRow[] = [
  {
    kind: 'operation',
    email: alice,
    role: 'admin',
    action: `${marker}.create`,
    target: 'T-1',
    ip: '10.0.0.1',
    userAgent: 'Agent "quoted", with comma',
    success: true,
    createdAt: hour(1),
  },
  {
    kind: 'operation',
    email: `bob.${marker}@example.com`,
    role: 'bus',
    action: `${marker}.update`,
    success: false,
    detail: '=HYPERLINK("http://evil.example")',
    createdAt: hour(2),
  },
  { kind: 'operation', email: alice, role: 'admin', action: `${marker}.delete`, success: true, createdAt: hour(3) },
  { kind: 'login', email: alice, role: 'admin', action: 'login', success: true, createdAt: hour(4) },
  { kind: 'operation', email: null, role: null, action: `${marker}.pct%done`, success: true, createdAt: hour(5) },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  await t.db.insert(logs).values(SEEDED);
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, { token = admin, lang }: { token?: string | null; lang?: string } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lang) headers['accept-language'] = lang;
  return t.app.inject({ method: 'GET', url, headers });
}

async function list(query: string): Promise<{ items: LogEntry[]; total: number; page: number; pageSize: number }> {
  const res = await get(`/api/admin/logs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const actions = (page: { items: LogEntry[] }) => page.items.map((entry) => entry.action);

describe('GET /api/admin/logs', () => {
  it('lists the operation log by default, newest first, filtered by action substring', async () => {
    const page = await list(`action=${marker}`);
    expect(page.total).toBe(4);
    expect(actions(page)).toEqual([`${marker}.pct%done`, `${marker}.delete`, `${marker}.update`, `${marker}.create`]);
    expect(page.items[3]).toMatchObject({
      kind: 'operation',
      email: alice,
      target: 'T-1',
      ip: '10.0.0.1',
      success: true,
      createdAt: '2024-03-01T01:00:00.000Z',
    });
  });

  it('filters by user (case-insensitive email substring), kind and time range', async () => {
    expect(actions(await list(`user=ALICE.${marker.toUpperCase()}`))).toEqual([`${marker}.delete`, `${marker}.create`]);
    const logins = await list(`kind=login&user=${marker}`);
    expect(logins.items.map((e) => [e.kind, e.email])).toEqual([['login', alice]]);
    // Offsets are honoured: 09:30+08:00 is 01:30Z; both ends are inclusive.
    const range = await list(
      `action=${marker}&from=${encodeURIComponent('2024-03-01T09:30:00+08:00')}&to=2024-03-01T03:00:00Z`,
    );
    expect(actions(range)).toEqual([`${marker}.delete`, `${marker}.update`]);
  });

  it('takes LIKE wildcards in filters literally', async () => {
    expect(actions(await list(`action=${encodeURIComponent(`${marker}.pct%`)}`))).toEqual([`${marker}.pct%done`]);
    expect((await list(`action=${encodeURIComponent(`${marker}_`)}`)).total).toBe(0);
  });

  it('paginates', async () => {
    const first = await list(`action=${marker}&pageSize=3`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    const second = await list(`action=${marker}&pageSize=3&page=2`);
    expect(actions(second)).toEqual([`${marker}.create`]);
  });

  it('rejects an inverted time range and bad values with localized field errors', async () => {
    const zh = await get('/api/admin/logs?from=2024-03-02T00:00:00Z&to=2024-03-01T00:00:00Z');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors).toEqual([{ field: 'to', message: '开始时间不能晚于结束时间' }]);
    const en = await get('/api/admin/logs?from=2024-03-02T00:00:00Z&to=2024-03-01T00:00:00Z', { lang: 'en-US' });
    expect(en.json().data.errors).toEqual([
      { field: 'to', message: 'The start time cannot be later than the end time.' },
    ]);
    const bad = await get('/api/admin/logs?kind=audit&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['from', 'kind']);
  });

  it('lists an entry whose every field was longer than the log keeps, within the stated limits', async () => {
    const tag = `long${Date.now().toString(36)}`;
    // Control characters grow when escaped: the cut comes after, so the limit holds for what is stored.
    const long = (max: number) => `${tag}${'\n字'.repeat(max)}`;
    await writeLog(t.db, {
      kind: 'operation',
      userId: null,
      email: long(LOG_FIELD_LIMITS.email),
      role: long(LOG_FIELD_LIMITS.role),
      action: long(LOG_FIELD_LIMITS.action),
      target: long(LOG_FIELD_LIMITS.target),
      ip: long(LOG_FIELD_LIMITS.ip),
      userAgent: long(LOG_FIELD_LIMITS.userAgent),
      success: true,
      detail: long(LOG_FIELD_LIMITS.detail),
    });
    const [entry] = (await list(`action=${tag}`)).items;
    for (const [field, max] of Object.entries(LOG_FIELD_LIMITS)) {
      expect(entry?.[field as keyof typeof LOG_FIELD_LIMITS], field).toHaveLength(max);
    }
  });

  it('records failed and successful logins in the login log', async () => {
    const email = 'person@demo.local';
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': `vitest-${marker}` },
        payload: { email, password: encryptPassword(password, t.app.config.loginAesKey) },
      });
    expect((await attempt('Wrong#Password1')).json().code).toBe(1001);
    expect((await attempt('Person@12345')).json().code).toBe(200);
    const page = await list(`kind=login&user=${email}&pageSize=2`);
    expect(page.items.map((e) => [e.email, e.success, e.userAgent])).toEqual([
      [email, true, `vitest-${marker}`],
      [email, false, `vitest-${marker}`],
    ]);
    expect(page.items[0]).toMatchObject({ kind: 'login', role: 'common' });
    expect(page.items[0]?.ip).toBeTruthy();
  });

  it('shows back-office writes logged by the audit hook', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/unlock',
      headers: { authorization: admin },
    });
    const page = await list('action=user.unlock&pageSize=1');
    expect(page.items[0]).toMatchObject({
      kind: 'operation',
      email: 'admin@demo.local',
      role: 'admin',
      target: '00000000-0000-4000-8000-000000000000',
      success: false,
    });
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/logs', { token: null })).statusCode).toBe(401);
    expect((await get('/api/admin/logs/export', { token: null })).statusCode).toBe(401);
    const bus = await t.loginAs('bus');
    expect((await get('/api/admin/logs', { token: bus })).statusCode).toBe(403);
    expect((await get('/api/admin/logs/export?format=xlsx', { token: bus })).statusCode).toBe(403);
  });
});

/** CRLF-separated CSV lines without the byte-order mark. */
function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
}

describe('GET /api/admin/logs/export', () => {
  it('exports CSV in UTF-8 with a BOM, localized headers and the filters applied', async () => {
    const res = await get(`/api/admin/logs/export?format=csv&action=${marker}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="operation-log-\d{8}-\d{6}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('时间（北京时间）,用户,角色,操作,对象,IP 地址,用户代理,结果,详情');
    expect(lines).toHaveLength(5);
    // Newest first, times in UTC+8, roles and results translated.
    expect(lines[1]).toBe(`2024-03-01 13:00:00,,,${marker}.pct%done,,,,成功,`);
    expect(lines[3]).toBe(
      `2024-03-01 10:00:00,bob.${marker}@example.com,平台运营人员,${marker}.update,,,,失败,"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(lines[4]).toBe(
      `2024-03-01 09:00:00,${alice},超级管理员,${marker}.create,T-1,10.0.0.1,"Agent ""quoted"", with comma",成功,`,
    );
    expect(res.headers['x-export-truncated']).toBe('false');
  });

  it('exports English headers for en-US and the login log when asked', async () => {
    const res = await get(`/api/admin/logs/export?kind=login&user=${marker}`, { lang: 'en-US' });
    expect(res.headers['content-disposition']).toMatch(/filename="login-log-\d{8}-\d{6}\.csv"/);
    const lines = csvLines(res.body);
    expect(lines).toEqual([
      'Time (UTC+8),User,Role,Action,Target,IP address,User agent,Result,Detail',
      `2024-03-01 12:00:00,${alice},Super administrator,login,,,,Success,`,
    ]);
  });

  it('exports XLSX that Excel can open, with the same rows', async () => {
    const res = await get(`/api/admin/logs/export?format=xlsx&action=${marker}&to=2024-03-01T02:00:00Z`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="operation-log-\d{8}-\d{6}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('操作日志');
    if (!sheet) throw new Error('the sheet is named after the log kind');
    expect(sheet.rowCount).toBe(3);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '时间（北京时间）',
      '用户',
      '角色',
      '操作',
      '对象',
      'IP 地址',
      '用户代理',
      '结果',
      '详情',
    ]);
    expect(values(2)).toEqual([
      '2024-03-01 10:00:00',
      `bob.${marker}@example.com`,
      '平台运营人员',
      `${marker}.update`,
      '',
      '',
      '',
      '失败',
      // XLSX keeps the text exact: a string cell is never evaluated.
      '=HYPERLINK("http://evil.example")',
    ]);
    expect(values(3)?.[3]).toBe(`${marker}.create`);
    expect(sheet.getRow(2).getCell(9).type).toBe(ExcelJS.ValueType.String);
  });

  it('rejects an unknown format', async () => {
    const res = await get('/api/admin/logs/export?format=pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('format');
  });

  it(`caps an export at ${EXPORT_ROW_LIMIT} rows and says so`, async () => {
    const action = `${marker}.bulk`;
    await t.db.execute(sql`
      insert into ${logs} (kind, action, success, created_at)
      select 'operation', ${action}, true, now() - make_interval(secs => g)
      from generate_series(1, ${EXPORT_ROW_LIMIT + 1}) as g`);
    const res = await get(`/api/admin/logs/export?action=${action}`);
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.body)).toHaveLength(EXPORT_ROW_LIMIT + 1);
    expect(res.headers['x-export-rows']).toBe(String(EXPORT_ROW_LIMIT));
    expect(res.headers['x-export-truncated']).toBe('true');
  }, 60_000);
});
