import { maskPhone, OUTBOX_ERROR_MAX_LENGTH } from '@cityip/contracts';
import { and, asc, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendMail } from './mail-sender.js';
import { type OutboxRow, outbox } from './notifications.tables.js';
import type { OutboxPayload, OutgoingMail, OutgoingSms } from './outbox.js';
import { sendSms } from './sms-sender.js';
import { ClaimLostError, type QueuedTask, TASK_CLAIM_MS } from './tasks.js';

/** Attempts before a job is given up as `failed` (about two hours of retries with the backoff below). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * A job stays claimed (`sending`) this long; a worker that crashed mid-send never reports back,
 * so its job is then due again. Longer than any send can take (SMTP and HTTP time out sooner).
 */
export const CLAIM_MS = 5 * 60_000;

/**
 * The two lanes of the queue: messages (mail and SMS) and background tasks (tasks.ts). Each is
 * drained by a loop of its own, so a minute-long export never delays a verification code. A task
 * keeps its claim by heartbeats, so its claim can be short and a dead worker's task resumes soon.
 */
export type Lane = 'messages' | 'tasks';
const LANES: Record<Lane, { kinds: OutboxRow['kind'][]; claimMs: number }> = {
  messages: { kinds: ['mail', 'sms'], claimMs: CLAIM_MS },
  tasks: { kinds: ['task'], claimMs: TASK_CLAIM_MS },
};
/** How soon a queued message goes out when the worker is idle (a query on an index, so cheap). */
const POLL_MS = 5_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** Sent jobs are kept this long for support questions ("did the mail go out?"), then deleted. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

/** 1 min after the first failure, then 2, 4, 8 … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Claims the next due job: a pending one whose time has come, or a `sending` one whose claim ran
 * out. `SKIP LOCKED` lets several workers (or a "send test" button) claim side by side without
 * taking the same job; the claim itself counts as an attempt, so a job that crashes the worker
 * every time still ends as `failed`. One job per claim, so a slow mail server cannot hold a claim
 * on jobs queued behind it past CLAIM_MS.
 */
async function claimNext(db: Db, lane: Lane, now: Date, only?: string): Promise<OutboxRow | null> {
  const conditions: SQL[] = [
    inArray(outbox.kind, LANES[lane].kinds),
    inArray(outbox.status, ['pending', 'sending']),
    lte(outbox.nextAttemptAt, now),
  ];
  if (only) conditions.push(eq(outbox.id, only));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(...conditions))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [next] = rows;
    if (!next) return null;
    const [claimed] = await tx
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LANES[lane].claimMs),
        updatedAt: now,
      })
      .where(eq(outbox.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

/** What is kept of a delivered job: who and why, not the message (codes, personal data). */
function deliveredPayload(job: OutboxRow): OutboxPayload | QueuedTask {
  if (job.kind === 'task') return job.payload;
  if (job.kind === 'sms') {
    const sms = job.payload as OutgoingSms;
    return { phone: maskPhone(sms.phone) ?? '', event: sms.event, params: {} };
  }
  const mail = job.payload as OutgoingMail;
  return { to: mail.to, subject: mail.subject, text: '', event: mail.event };
}

/** Still this claim's: a claim that ran out may have been taken again (with one more attempt). */
function claimOf(job: OutboxRow): SQL | undefined {
  return and(eq(outbox.id, job.id), eq(outbox.status, 'sending'), eq(outbox.attempts, job.attempts));
}

/** Runs a task's handler, which extends its claim by heartbeats. */
async function runTask(app: FastifyInstance, job: OutboxRow, now: () => Date, signal?: AbortSignal): Promise<void> {
  const { task, input } = job.payload as QueuedTask;
  const handler = app.taskHandlers.get(task);
  // An instance of an older release may not know a newer task: retried, perhaps by another one.
  if (!handler) throw new Error(`no handler for task ${task}`);
  await handler(app, input, {
    jobId: job.id,
    attempt: job.attempts,
    now,
    heartbeat: async () => {
      if (signal?.aborted) throw new TaskInterruptedError();
      const kept = await app.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now().getTime() + TASK_CLAIM_MS), updatedAt: now() })
        .where(claimOf(job))
        .returning({ id: outbox.id });
      if (kept.length === 0) throw new ClaimLostError(`task ${job.id} was taken over`);
    },
  });
}

/** The worker is stopping: the task goes back to the queue at once, for the next instance to resume. */
class TaskInterruptedError extends Error {
  override name = 'TaskInterruptedError';
}

async function attempt(app: FastifyInstance, job: OutboxRow, now: () => Date, signal?: AbortSignal): Promise<void> {
  const mine = claimOf(job);
  try {
    if (job.kind === 'task') await runTask(app, job, now, signal);
    else if (job.kind === 'mail') await sendMail(app, job.payload as OutgoingMail);
    else await sendSms(app, job.payload as OutgoingSms);
  } catch (error) {
    // Another worker runs it now and will report; this run's outcome is not the task's.
    if (error instanceof ClaimLostError) return;
    if (error instanceof TaskInterruptedError) {
      await app.db.update(outbox).set({ status: 'pending', nextAttemptAt: now(), updatedAt: now() }).where(mine);
      return;
    }
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, OUTBOX_ERROR_MAX_LENGTH);
    const givenUp = job.attempts >= MAX_ATTEMPTS;
    const at = now();
    await app.db
      .update(outbox)
      .set({
        status: givenUp ? 'failed' : 'pending',
        lastError,
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
        updatedAt: at,
      })
      .where(mine);
    app.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, err: lastError }, 'notification not sent');
    return;
  }
  const at = now();
  await app.db
    .update(outbox)
    .set({ status: 'sent', payload: deliveredPayload(job), lastError: null, sentAt: at, updatedAt: at })
    .where(mine);
}

export interface DrainOptions {
  /** Which lane (default messages). */
  lane?: Lane;
  /** Only this job (a "send test" or "retry now" button), if it is due. */
  only?: string;
  /** The clock; tests move it instead of waiting for the backoff. */
  now?: () => Date;
  /** Aborted when the worker stops: a running task is handed back at its next heartbeat. */
  signal?: AbortSignal;
}

/** Runs everything due now in one lane, one job after another; returns how many were attempted. */
export async function drainOutbox(app: FastifyInstance, options: DrainOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  let attempted = 0;
  for (;;) {
    // One at a time: a notification burst should not open dozens of SMTP connections at once.
    const job = await claimNext(app.db, options.lane ?? 'messages', now(), options.only);
    if (!job) return attempted;
    await attempt(app, job, now, options.signal);
    if (options.signal?.aborted) return attempted + 1;
    attempted += 1;
  }
}

/** Deletes delivered jobs older than the retention period. */
async function purgeSent(db: Db, now: Date): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS))));
}

/**
 * Polls both lanes of the outbox until stopped. The returned function stops polling and waits for
 * the rounds in progress, so shutdown does not cut a send in half (a cut one would be retried
 * anyway; a task cut by a hard stop resumes when its claim runs out).
 */
export function startNotificationWorker(app: FastifyInstance): () => Promise<void> {
  let purgedAt = 0;
  const messages = pollLane(app, async () => {
    await drainOutbox(app);
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
      await purgeSent(app.db, new Date());
      purgedAt = Date.now();
    }
  });
  const stopping = new AbortController();
  const tasks = pollLane(app, async () => {
    await drainOutbox(app, { lane: 'tasks', signal: stopping.signal });
  });
  return async () => {
    stopping.abort();
    await Promise.all([messages(), tasks()]);
  };
}

/** Runs `work` every POLL_MS after the previous one ends; returns the stop function. */
function pollLane(app: FastifyInstance, work: () => Promise<void>): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, 'notification worker round failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, POLL_MS);
    timer.unref();
  };
  running = round().then(schedule);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
