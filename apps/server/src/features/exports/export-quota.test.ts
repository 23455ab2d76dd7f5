import { MAX_ACTIVE_EXPORT_JOBS } from '@cityip/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../notifications/notifications.tables.js';
import { exportJobs } from './exports.tables.js';
import { createExportTestApp, type ExportTestApp, exportsCall, runTasks, startExport } from './exports-test-kit.js';

/** The daily quota (EXPORT_DAILY_ROWS, 50 rows here) and the cap on exports in progress. */

let e: ExportTestApp;
let person: string;
beforeAll(async () => {
  e = await createExportTestApp({ exportDailyRows: 50 });
  person = await e.t.loginAs('common');
});
afterAll(() => e.t.close());

const created = async () => ({
  jobs: (await e.t.db.select({ n: count() }).from(exportJobs))[0]?.n,
  tasks: (await e.t.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'task')))[0]?.n,
});
const remaining = async (token: string) =>
  (await exportsCall(e.t, token, 'GET', '/api/exports')).body.data.remainingToday as number;

describe('the daily export quota', () => {
  it('refuses an export past what is left today, saying how many rows remain, and creates nothing', async () => {
    await startExport(e.t, person, { q: '', limit: 40 });
    await runTasks(e.t);
    expect(await remaining(person)).toBe(10);

    const before = await created();
    const refused = await exportsCall(e.t, person, 'POST', '/api/exports/patents', { body: { q: '', limit: 20_000 } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('每个账号每天最多导出 50 条，今天还可导出 10 条');
    expect(refused.body.data).toMatchObject({
      errors: [{ field: 'limit', message: '每个账号每天最多导出 50 条，今天还可导出 10 条' }],
      remainingToday: 10,
    });
    const english = await exportsCall(e.t, person, 'POST', '/api/exports/patents', {
      body: { q: '', limit: 20_000 },
      lang: 'en-US',
    });
    expect(english.body.msg).toBe('An account can export at most 50 rows a day; 10 remain today.');
    expect(await created()).toEqual(before);
  });

  it('counts the rows that match, not the limit asked, and each account on its own', async () => {
    // 4 patents match, whatever limit is asked: they fit in the 10 left.
    const small = await startExport(e.t, person, { q: '电池', limit: 100_000 });
    expect(small.total).toBe(4);
    expect(await remaining(person)).toBe(6);
    const company = await e.t.loginAs('user');
    expect(await remaining(company)).toBe(50);
  });

  it(`allows at most ${MAX_ACTIVE_EXPORT_JOBS} exports in progress at a time`, async () => {
    const company = await e.t.loginAs('user');
    for (let i = 0; i < MAX_ACTIVE_EXPORT_JOBS; i++) await startExport(e.t, company, { q: '电池', limit: 10 });
    const before = await created();
    const refused = await exportsCall(e.t, company, 'POST', '/api/exports/patents', { body: { q: '电池', limit: 10 } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`您已有 ${MAX_ACTIVE_EXPORT_JOBS} 个导出任务正在进行，请等待完成后再提交`);
    expect(await created()).toEqual(before);
    await runTasks(e.t);
    await startExport(e.t, company, { q: '电池', limit: 10 });
  });
});
