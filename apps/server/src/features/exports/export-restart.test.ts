import type { ExportFormat } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../test/test-app.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { outbox } from '../notifications/notifications.tables.js';
import { TASK_CLAIM_MS } from '../notifications/tasks.js';
import { MAX_ATTEMPTS } from '../notifications/worker.js';
import { partKey } from './export-parts.js';
import { EXPORT_TASK, exportTaskHandler } from './export-task.js';
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

/**
 * A job survives its worker: a run that died half way (claimed, part of the file stored, then
 * silent) is taken over once its claim runs out, and the file is written once, whole, with
 * nothing of the dead run left in the storage, even when the dead run wakes up again.
 */

/** A put of `key` that waits until the test lets it go: the worker "dies" right there. */
let held: { key: string; arrive: () => void; released: Promise<void> } | null = null;
let failPuts = false;

function holdPut(key: string): { reached: Promise<void>; release: () => void } {
  let arrive = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = { key, arrive, released };
  return { reached, release };
}

const withDoubles = (storage: FileStorage): FileStorage => ({
  ...storage,
  async put(id, bytes) {
    if (failPuts) throw new Error('disk unavailable');
    if (held && held.key === id) {
      held.arrive();
      await held.released;
    }
    return storage.put(id, bytes);
  },
});

let e: ExportTestApp;
let person: string;
beforeAll(async () => {
  e = await createExportTestApp({}, withDoubles);
  person = await e.t.loginAs('common');
  // Small parts and batches, so 40 patents make a file of several parts written over several batches.
  e.t.app.taskHandlers.set(EXPORT_TASK, exportTaskHandler({ partBytes: 1024, batchRows: 10 }));
});
afterAll(() => e.t.close());

const afterClaim = () => new Date(Date.now() + TASK_CLAIM_MS + 1_000);

async function fileRows(format: ExportFormat, id: string): Promise<string[]> {
  const file = await downloadExport(e.t, person, id);
  expect(file.statusCode).toBe(200);
  if (format === 'csv') return csvLines(file).slice(1, -1);
  return (await readSheet(file.rawPayload)).rows.slice(1).map((cells) => cells.join(','));
}

describe('a job whose worker died', () => {
  it.each(['csv', 'xlsx'] as const)('is taken over and completes once with a whole %s file', async (format) => {
    const mailsBefore = (await exportMails(e.t, DEMO_LOGINS.common.email)).length;
    const job = await startExport(e.t, person, { q: '', format, limit: 20_000 });
    // Run 1 (the task's first attempt) stores its first part, then hangs storing the second.
    const gate = holdPut(partKey(job.id, 1, 1));
    const deadRun = runTasks(e.t);
    await gate.reached;

    const running = await jobOf(e.t, person, job.id);
    expect(running.status).toBe('running');
    expect(running.rowsWritten).toBeGreaterThan(0);
    expect(running.percent).toBeGreaterThan(0);
    expect(running.percent).toBeLessThan(100);
    const [half] = await e.t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(half?.parts).toEqual([partKey(job.id, 1, 0)]);
    // Nothing to download yet, and no worker may take it while the claim holds.
    expect((await downloadExport(e.t, person, job.id)).statusCode).toBe(409);
    expect(await runTasks(e.t)).toBe(0);

    // A minute on, another worker (or the restarted one) claims the task again: run 2.
    await runTasks(e.t, afterClaim);
    const done = await jobOf(e.t, person, job.id);
    expect(done).toMatchObject({ status: 'done', total: 40, rowsWritten: 40, percent: 100 });

    // The dead run wakes up and finishes storing its part: refused, and removed again.
    gate.release();
    await deadRun;
    held = null;

    const [row] = await e.t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(row?.run).toBe(2);
    expect(row?.parts.length).toBeGreaterThan(1);
    expect(row?.parts.every((part) => part.includes('-r2-'))).toBe(true);
    expect(await storedParts(e.storage, job.id)).toEqual([...(row?.parts ?? [])].sort());

    const rows = await fileRows(format, job.id);
    expect(rows).toHaveLength(40);
    expect(new Set(rows).size).toBe(40);
    expect((await exportMails(e.t, DEMO_LOGINS.common.email)).length).toBe(mailsBefore + 1);
  });
});

describe('a job that keeps failing', () => {
  it('is marked failed at the last attempt, keeps no part, gives the quota back and tells the owner', async () => {
    const left = async () => (await exportsCall(e.t, person, 'GET', '/api/exports')).body.data.remainingToday;
    const before = await left();
    const job = await startExport(e.t, person, { q: '', format: 'csv', limit: 20_000 });
    expect(await left()).toBe(before - 40);
    const [task] = await e.t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.payload}->'input'->>'jobId' = ${job.id}`);
    failPuts = true;
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await runTasks(e.t, () => new Date(clock));
      const [row] = await e.t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
      expect(row?.status).toBe(attempt < MAX_ATTEMPTS ? 'running' : 'failed');
      const [queued] = await e.t.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, task?.id ?? ''));
      clock = Math.max(clock, queued?.nextAttemptAt.getTime() ?? clock) + 1;
    }
    failPuts = false;
    expect(await jobOf(e.t, person, job.id)).toMatchObject({ status: 'failed', bytes: 0 });
    expect(await storedParts(e.storage, job.id)).toEqual([]);
    expect(await left()).toBe(before);
    const [mail] = await exportMails(e.t, DEMO_LOGINS.common.email);
    expect(mail?.subject).toBe('示范市知识产权公共服务平台：专利导出未能完成');
    expect(mail?.text).toContain('本次导出不计入当日导出额度');
  });
});
