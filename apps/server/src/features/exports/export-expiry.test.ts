import { randomUUID } from 'node:crypto';
import { EXPORT_KEEP_DAYS } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePatentExports } from './export-housekeeping.js';
import { partKey } from './export-parts.js';
import { exportJobs } from './exports.tables.js';
import {
  createExportTestApp,
  downloadExport,
  type ExportTestApp,
  jobOf,
  runTasks,
  startExport,
  storedParts,
} from './exports-test-kit.js';

/** A finished file is kept EXPORT_KEEP_DAYS, then the hourly housekeeping deletes it (controlled clock). */

const DAY_MS = 86_400_000;
const EXPIRED = '导出文件已超过保存期限并已删除，请重新导出';

let e: ExportTestApp;
let person: string;
beforeAll(async () => {
  e = await createExportTestApp();
  person = await e.t.loginAs('common');
});
afterAll(() => e.t.close());

describe('expiry of export files', () => {
  it('keeps the file for 7 days, then deletes it once, and the download says so', async () => {
    const job = await startExport(e.t, person, { q: '电池', format: 'csv', limit: 20_000 });
    const finished = new Date();
    await runTasks(e.t, () => finished);
    const done = await jobOf(e.t, person, job.id);
    const expiresAt = finished.getTime() + EXPORT_KEEP_DAYS * DAY_MS;
    expect(done.expiresAt).toBe(new Date(expiresAt).toISOString());
    const parts = await storedParts(e.storage, job.id);
    expect(parts).not.toEqual([]);

    expect((await expirePatentExports(e.t.app, new Date(expiresAt - 60_000))).expired).toBe(0);
    expect(await storedParts(e.storage, job.id)).toEqual(parts);
    expect((await downloadExport(e.t, person, job.id)).statusCode).toBe(200);

    // Two instances' housekeeping at the same hour: the job is claimed by one of them.
    const rounds = await Promise.all([
      expirePatentExports(e.t.app, new Date(expiresAt)),
      expirePatentExports(e.t.app, new Date(expiresAt)),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.expired, 0)).toBe(1);
    expect(await storedParts(e.storage, job.id)).toEqual([]);
    expect(await jobOf(e.t, person, job.id)).toMatchObject({ status: 'expired', bytes: 0 });
    const gone = await downloadExport(e.t, person, job.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe(EXPIRED);
  });

  it('refuses a file past its expiry even before the housekeeping has run', async () => {
    const job = await startExport(e.t, person, { q: '电池', format: 'xlsx', limit: 20_000 });
    await runTasks(e.t);
    // A week has passed and the hourly round has not come yet.
    await e.t.db
      .update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(exportJobs.id, job.id));
    expect((await jobOf(e.t, person, job.id)).status).toBe('done');
    const answer = await downloadExport(e.t, person, job.id, 'en-US');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().msg).toBe('The file has passed its retention period and was deleted. Please export again.');
  });

  it('removes parts no job records, keeps the ones it does, and drops finished rows after 30 days', async () => {
    const job = await startExport(e.t, person, { q: '电池', format: 'csv', limit: 20_000 });
    await runTasks(e.t);
    const recorded = await storedParts(e.storage, job.id);
    // What dead runs can leave: a part of an older run of this job, and a part of a deleted job.
    const strayOfJob = partKey(job.id, 9, 0);
    const orphanJob = randomUUID();
    await e.storage.put(strayOfJob, Buffer.from('half'));
    await e.storage.put(partKey(orphanJob, 1, 0), Buffer.from('half'));

    const round = await expirePatentExports(e.t.app);
    expect(round.strayParts).toBe(2);
    expect(await storedParts(e.storage, job.id)).toEqual(recorded);
    expect(await storedParts(e.storage, orphanJob)).toEqual([]);
    expect((await downloadExport(e.t, person, job.id)).statusCode).toBe(200);

    const later = await expirePatentExports(e.t.app, new Date(Date.now() + 31 * DAY_MS));
    expect(later.purgedRows).toBeGreaterThanOrEqual(3);
    expect(await e.t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id))).toEqual([]);
    expect(await storedParts(e.storage, job.id)).toEqual([]);
  });
});
