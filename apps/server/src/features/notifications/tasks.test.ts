import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outbox } from './notifications.tables.js';
import { enqueueMail } from './outbox.js';
import { enqueueTask, registerTask, TASK_CLAIM_MS, type TaskContext } from './tasks.js';
import { drainOutbox, MAX_ATTEMPTS } from './worker.js';

/** The task lane of the queue: its own lane, retries, heartbeats and a dead worker's task resumed. */

let t: TestApp;
const runs: { input: unknown; attempt: number }[] = [];
let failNext = 0;
let slowTask: ((context: TaskContext) => Promise<void>) | null = null;

beforeAll(async () => {
  t = await createTestApp();
  registerTask(t.app, 'test.record', async (_app, input, context) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('flaky');
    }
    runs.push({ input, attempt: context.attempt });
  });
  registerTask(t.app, 'test.slow', async (_app, _input, context) => slowTask?.(context));
});
afterAll(async () => {
  await t?.close();
});

const row = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('background tasks in the outbox', () => {
  it('runs in the task lane only, and a message drain leaves tasks alone', async () => {
    runs.length = 0;
    const task = await enqueueTask(t.db, 'test.record', { n: 1 });
    const mail = await enqueueMail(t.db, { to: ['x@example.com'], subject: 's', text: 't', event: 'test' });
    await drainOutbox(t.app, { only: task });
    expect((await row(task))?.status).toBe('pending');
    expect(await drainOutbox(t.app, { lane: 'tasks', only: mail })).toBe(0);
    await drainOutbox(t.app, { lane: 'tasks', only: task });
    expect(runs).toEqual([{ input: { n: 1 }, attempt: 1 }]);
    expect((await row(task))?.status).toBe('sent');
  });

  it('is retried after a failure, with the attempt counted', async () => {
    runs.length = 0;
    failNext = 1;
    const task = await enqueueTask(t.db, 'test.record', 'again');
    await drainOutbox(t.app, { lane: 'tasks', only: task });
    const failed = await row(task);
    expect(failed?.status).toBe('pending');
    expect(failed?.lastError).toBe('flaky');
    const later = new Date((failed?.nextAttemptAt ?? new Date()).getTime() + 1);
    await drainOutbox(t.app, { lane: 'tasks', only: task, now: () => later });
    expect(runs).toEqual([{ input: 'again', attempt: 2 }]);
  });

  it('is given up after MAX_ATTEMPTS when no instance knows the task', async () => {
    const task = await enqueueTask(t.db, 'test.unknown', null);
    let clock = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await drainOutbox(t.app, { lane: 'tasks', only: task, now: () => new Date(clock) });
      clock = ((await row(task))?.nextAttemptAt.getTime() ?? clock) + 1;
    }
    expect((await row(task))?.status).toBe('failed');
    expect((await row(task))?.lastError).toContain('no handler for task test.unknown');
  });

  it("resumes a dead worker's task once its claim runs out, and the dead run cannot report", async () => {
    runs.length = 0;
    const task = await enqueueTask(t.db, 'test.record', 'resumed');
    // A worker claimed it and died (the process was killed): status sending, claim still running.
    const claimedUntil = new Date(Date.now() + TASK_CLAIM_MS);
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: claimedUntil })
      .where(eq(outbox.id, task));
    expect(await drainOutbox(t.app, { lane: 'tasks', only: task })).toBe(0);
    await drainOutbox(t.app, { lane: 'tasks', only: task, now: () => new Date(claimedUntil.getTime() + 1) });
    expect(runs).toEqual([{ input: 'resumed', attempt: 2 }]);
    expect((await row(task))?.status).toBe('sent');
  });

  it('keeps its claim by heartbeats, loses it when taken over, and is handed back when the worker stops', async () => {
    const task = await enqueueTask(t.db, 'test.slow', null);
    const stop = new AbortController();
    const seen: string[] = [];
    slowTask = async (context) => {
      await context.heartbeat();
      const claim = (await row(task))?.nextAttemptAt.getTime() ?? 0;
      seen.push(claim > Date.now() + TASK_CLAIM_MS / 2 ? 'kept' : 'short');
      stop.abort();
      await context.heartbeat();
      seen.push('not reached');
    };
    await drainOutbox(t.app, { lane: 'tasks', only: task, signal: stop.signal });
    expect(seen).toEqual(['kept']);
    const handedBack = await row(task);
    expect(handedBack?.status).toBe('pending');
    expect(handedBack?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // Taken over: another worker claimed it again (one more attempt), so this run's heartbeat fails.
    slowTask = async (context) => {
      await t.db.update(outbox).set({ attempts: 99 }).where(eq(outbox.id, task));
      await context.heartbeat();
      seen.push('not reached');
    };
    await drainOutbox(t.app, { lane: 'tasks', only: task });
    expect(seen).toEqual(['kept']);
    expect((await row(task))?.status).toBe('sending');
    slowTask = null;
  });
});
