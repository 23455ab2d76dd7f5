import { EXPORT_COLUMNS, EXPORT_KEEP_DAYS, type ExportJob, MAX_EXPORT_JOB_ROWS } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePatent } from '../../../test/patent-fixtures.js';
import { DEMO_LOGINS } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import { exportsTabUrl } from './export-mail.js';
import { exportJobs } from './exports.tables.js';
import {
  createExportTestApp,
  csvLines,
  downloadExport,
  type ExportTestApp,
  exportMails,
  exportsCall,
  jobOf,
  readSheet,
  runTasks,
  startExport,
  storedParts,
} from './exports-test-kit.js';

/** Background patent exports through the API: lifecycle, files, mails, owners, refusals. */

let e: ExportTestApp;
let person: string;
let company: string;
beforeAll(async () => {
  e = await createExportTestApp();
  person = await e.t.loginAs('common');
  company = await e.t.loginAs('user');
  // The company reads its mail in English (issue 25: mails in the recipient's language).
  await e.t.db.update(users).set({ language: 'en-US' }).where(eq(users.email, DEMO_LOGINS.user.email));
});
afterAll(() => e.t.close());

const DAY_MS = 86_400_000;
const jobsAndTasks = async () => ({
  jobs: (await e.t.db.select({ n: count() }).from(exportJobs))[0]?.n,
  tasks: (await e.t.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'task')))[0]?.n,
});

describe('a background export from queue to file', () => {
  it('writes a CSV in the search order with the chosen columns, shows its progress and mails the owner', async () => {
    const queued = await startExport(e.t, person, {
      q: '电池',
      sort: 'applicationDate',
      format: 'csv',
      columns: ['district', 'applicationNumber', 'title', 'patentType'],
      limit: 50_000,
    });
    expect(queued).toMatchObject({ status: 'queued', total: 4, rowsWritten: 0, percent: 0, bytes: 0 });
    expect(queued.columns).toEqual(['applicationNumber', 'title', 'patentType', 'district']);
    // Not downloadable before it is written.
    const early = await downloadExport(e.t, person, queued.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('导出文件尚未生成，请稍后再下载');

    expect(await runTasks(e.t)).toBe(1);
    const done = await jobOf(e.t, person, queued.id);
    expect(done).toMatchObject({ status: 'done', total: 4, rowsWritten: 4, percent: 100 });
    expect(done.bytes).toBeGreaterThan(0);
    const finished = Date.parse(done.finishedAt ?? '');
    expect(Date.parse(done.expiresAt ?? '')).toBe(finished + EXPORT_KEEP_DAYS * DAY_MS);

    const file = await downloadExport(e.t, person, queued.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(Number(file.headers['content-length'])).toBe(done.bytes);
    expect(String(file.headers['content-disposition'])).toMatch(
      /^attachment; filename="patent-search-\d{8}-\d{6}\.csv"; filename\*=UTF-8''/,
    );
    const row = (key: string, type: string) =>
      `${fixturePatent(key).applicationNumber},${fixturePatent(key).title},${type},${key === 'graph1' ? '金沙区' : '海滨区'}`;
    expect(csvLines(file)).toEqual([
      '申请号,名称,专利类型,区域',
      row('bat2', '发明'),
      row('bat3', '实用新型'),
      row('bat1', '发明'),
      row('graph1', '发明'),
      '',
    ]);

    const [mail] = await exportMails(e.t, DEMO_LOGINS.common.email);
    expect(mail?.subject).toBe('示范市知识产权公共服务平台：专利导出文件已生成');
    expect(mail?.text).toContain('（4 条，CSV 格式）已生成');
    expect(mail?.text).toContain(exportsTabUrl(e.t.config.publicUrl));
    expect(exportsTabUrl(e.t.config.publicUrl)).toBe('http://localhost:3000/frontAccountInfo?tab=exports');
  });

  it('writes an XLSX of every column in the language asked in, and mails in the owner’s language', async () => {
    const queued = await startExport(e.t, company, { q: '', format: 'xlsx', limit: 100_000 }, 'en-US');
    expect(queued.total).toBe(40);
    expect(queued.columns).toEqual([...EXPORT_COLUMNS]);
    await runTasks(e.t);
    const file = await downloadExport(e.t, company, queued.id, 'en-US');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.name).toBe('Patent search results');
    expect(sheet.rows).toHaveLength(41);
    expect(sheet.rows[0]).toHaveLength(14);
    expect(sheet.rows[0]?.[0]).toBe('Application number');
    expect(sheet.rows[0]?.[13]).toBe('Abstract');
    // Newest application first: toy1 (2024-05-05), every patent once.
    expect(sheet.rows[1]?.[0]).toBe(fixturePatent('toy1').applicationNumber);
    expect(new Set(sheet.rows.slice(1).map((cells) => cells[0])).size).toBe(40);

    const [mail] = await exportMails(e.t, DEMO_LOGINS.user.email);
    expect(mail?.subject).toBe('Demo City IP Public Service Portal: your patent export is ready');
    expect(mail?.text).toContain('(40 rows, XLSX)');
  });

  it('lists the owner’s jobs newest first with what the quota leaves today, and deletes one with its file', async () => {
    const list = await exportsCall(e.t, person, 'GET', '/api/exports');
    const items = list.body.data.items as ExportJob[];
    expect(items.length).toBeGreaterThan(0);
    expect(list.body.data.dailyRows).toBe(500_000);
    expect(list.body.data.remainingToday).toBe(500_000 - items.reduce((sum, job) => sum + job.total, 0));
    const [newest] = items;
    if (!newest) throw new Error('no job');
    expect(await storedParts(e.storage, newest.id)).not.toEqual([]);

    const removed = await exportsCall(e.t, person, 'DELETE', `/api/exports/${newest.id}`);
    expect(removed.body).toMatchObject({ code: 200, msg: '导出任务已删除' });
    expect(await storedParts(e.storage, newest.id)).toEqual([]);
    expect((await exportsCall(e.t, person, 'GET', `/api/exports/${newest.id}`)).status).toBe(404);
    expect((await downloadExport(e.t, person, newest.id)).statusCode).toBe(404);
    const after = await exportsCall(e.t, person, 'GET', '/api/exports');
    expect((after.body.data.items as ExportJob[]).map((job) => job.id)).not.toContain(newest.id);
    // A downloaded file deleted gives no quota back.
    expect(after.body.data.remainingToday).toBe(list.body.data.remainingToday);
  });

  it('cancels a queued job when it is deleted: its task then writes nothing and the quota is given back', async () => {
    const before = (await exportsCall(e.t, person, 'GET', '/api/exports')).body.data.remainingToday as number;
    const queued = await startExport(e.t, person, { q: '', format: 'csv', limit: 20_000 });
    await exportsCall(e.t, person, 'DELETE', `/api/exports/${queued.id}`);
    await runTasks(e.t);
    const [row] = await e.t.db.select().from(exportJobs).where(eq(exportJobs.id, queued.id));
    expect(row).toMatchObject({ status: 'failed', rowsWritten: 0, parts: [] });
    expect(await storedParts(e.storage, queued.id)).toEqual([]);
    expect((await exportsCall(e.t, person, 'GET', '/api/exports')).body.data.remainingToday).toBe(before);
  });

  it('lets staff export too', async () => {
    const bus = await e.t.loginAs('bus');
    expect((await startExport(e.t, bus, { q: 'PA=(青禾大学)', limit: 15_000 })).total).toBe(8);
  });
});

describe('who may see a job', () => {
  let job: ExportJob;
  beforeAll(async () => {
    job = await startExport(e.t, person, { q: '深度学习', format: 'csv', limit: 11_000 });
    await runTasks(e.t);
  });

  it('answers 404 to anyone but the owner, and never lists it for them', async () => {
    for (const [method, url] of [
      ['GET', `/api/exports/${job.id}`],
      ['GET', `/api/exports/${job.id}/file`],
      ['DELETE', `/api/exports/${job.id}`],
    ] as const) {
      const answer = await exportsCall(e.t, company, method, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.msg).toBe('导出任务不存在或已删除');
    }
    const theirs = await exportsCall(e.t, company, 'GET', '/api/exports');
    expect((theirs.body.data.items as ExportJob[]).map((item) => item.id)).not.toContain(job.id);
    expect((await downloadExport(e.t, person, job.id)).statusCode).toBe(200);
  });

  it('asks a visitor to log in and refuses a call without a token', async () => {
    const visitor = await e.t.visitorToken();
    const asked = await exportsCall(e.t, visitor, 'POST', '/api/exports/patents', { body: { q: '', limit: 20_000 } });
    expect(asked.body.code).toBe(1401);
    expect((await exportsCall(e.t, null, 'GET', '/api/exports')).status).toBe(401);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['an expression that does not parse', { q: 'TI=(电池', limit: 20_000 }, 'q'],
    ['an unknown column', { q: '', columns: ['title', 'secret'], limit: 20_000 }, 'columns.1'],
    ['an unknown format', { q: '', format: 'pdf', limit: 20_000 }, 'format'],
    ['more rows than one export holds', { q: '', limit: MAX_EXPORT_JOB_ROWS + 1 }, 'limit'],
    ['no row at all', { q: '', limit: 0 }, 'limit'],
  ])('refuses %s with a translated 400', async (_case, body, field) => {
    const before = await jobsAndTasks();
    // Wrong on purpose: the API must answer what a client without the form's checks sends.
    const answer = await exportsCall(e.t, person, 'POST', '/api/exports/patents', { body: body as never });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    const errors = answer.body.data.errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field)).toContain(field);
    expect(await jobsAndTasks()).toEqual(before);
  });

  it('gives the parser’s message and position, and the schema’s messages, in the caller’s language', async () => {
    const expression = await exportsCall(e.t, person, 'POST', '/api/exports/patents', {
      body: { q: 'TI=(电池', limit: 20_000 },
      lang: 'en-US',
    });
    expect(expression.body.data.position).toBeGreaterThanOrEqual(0);
    expect(expression.body.msg).toMatch(/[A-Za-z]/);
    const format = await exportsCall(e.t, person, 'POST', '/api/exports/patents', {
      body: { q: '', format: 'pdf' as never, limit: 20_000 },
    });
    expect(format.body.data.errors).toEqual([{ field: 'format', message: '请选择 XLSX 或 CSV 格式' }]);
    const column = await exportsCall(e.t, person, 'POST', '/api/exports/patents', {
      body: { q: '', columns: ['secret' as never], limit: 20_000 },
      lang: 'en-US',
    });
    expect(column.body.data.errors).toEqual([{ field: 'columns.0', message: 'Invalid export columns.' }]);
  });
});
