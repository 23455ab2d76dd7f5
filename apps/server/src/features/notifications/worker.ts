import { maskPhone, OUTBOX_ERROR_MAX_LENGTH } from '@cityip/contracts';
import { and, asc, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendMail } from './mail-sender.js';
import { type OutboxRow, outbox } from './notifications.tables.js';
import type { OutboxPayload, OutgoingMail, OutgoingSms } from './outbox.js';
import { sendSms } from './sms-sender.js';

/** Attempts before a job is given up as `failed` (about two hours of retries with the backoff below). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * A job stays claimed (`sending`) this long; a worker that crashed mid-send never reports back,
 * so its job is then due again. Longer than any send can take (SMTP and HTTP time out sooner).
 */
export const CLAIM_MS = 5 * 60_000;
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
async function claimNext(db: Db, now: Date, only?: string): Promise<OutboxRow | null> {
  const conditions: SQL[] = [inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, now)];
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
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
        updatedAt: now,
      })
      .where(eq(outbox.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

/** What is kept of a delivered job: who and why, not the message (codes, personal data). */
function deliveredPayload(job: OutboxRow): OutboxPayload {
  if (job.kind === 'sms') {
    const sms = job.payload as OutgoingSms;
    return { phone: maskPhone(sms.phone) ?? '', event: sms.event, params: {} };
  }
  const mail = job.payload as OutgoingMail;
  return { to: mail.to, subject: mail.subject, text: '', event: mail.event };
}

async function attempt(app: FastifyInstance, job: OutboxRow, now: () => Date): Promise<void> {
  // Still this claim's: a claim that ran out may have been taken again (with one more attempt).
  const mine = and(eq(outbox.id, job.id), eq(outbox.status, 'sending'), eq(outbox.attempts, job.attempts));
  try {
    if (job.kind === 'mail') await sendMail(app, job.payload as OutgoingMail);
    else await sendSms(app, job.payload as OutgoingSms);
  } catch (error) {
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
  /** Only this job (a "send test" or "retry now" button), if it is due. */
  only?: string;
  /** The clock; tests move it instead of waiting for the backoff. */
  now?: () => Date;
}

/** Sends everything due now, one job after another, and returns how many jobs were attempted. */
export async function drainOutbox(app: FastifyInstance, options: DrainOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  let attempted = 0;
  for (;;) {
    // One at a time: a notification burst should not open dozens of SMTP connections at once.
    const job = await claimNext(app.db, now(), options.only);
    if (!job) return attempted;
    await attempt(app, job, now);
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
 * Polls the outbox until stopped. The returned function stops polling and waits for the round in
 * progress, so shutdown does not cut a send in half (a cut one would be retried anyway).
 */
export function startNotificationWorker(app: FastifyInstance): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let purgedAt = 0;
  const round = async () => {
    try {
      await drainOutbox(app);
      if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
        await purgeSent(app.db, new Date());
        purgedAt = Date.now();
      }
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
