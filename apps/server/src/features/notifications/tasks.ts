import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { QueuedTask, TaskHandler } from '../../lib/task-handler.js';
import { outbox } from './notifications.tables.js';

export { ClaimLostError, type QueuedTask, type TaskContext, type TaskHandler } from '../../lib/task-handler.js';

/**
 * Background tasks (alert digests, large exports, imports) ride the notification outbox as rows
 * of kind `task`: the same table, claims (`FOR UPDATE SKIP LOCKED`), retries and restart safety
 * as a mail, but in a lane of their own (worker.ts), so a minute-long export never holds up a
 * verification code. A feature registers a handler by name at start-up and enqueues by name,
 * inside its own transaction when the task belongs to a change.
 */

/**
 * A task stays claimed this long without a heartbeat. Short, so that after a restart or crash
 * another instance (or the restarted one) resumes the work within a minute.
 */
export const TASK_CLAIM_MS = 60_000;

/** Registers the handler of `task` on this instance (features do it when their routes register). */
export function registerTask(app: FastifyInstance, task: string, handler: TaskHandler): void {
  if (app.taskHandlers.has(task)) throw new Error(`task ${task} registered twice`);
  app.taskHandlers.set(task, handler);
}

/**
 * Queues `task` with `input` (JSON), due at `runAt` (default now), and returns the job id. Inside
 * the caller's transaction the task exists only if that transaction commits.
 */
export async function enqueueTask(
  db: Db | Tx,
  task: string,
  input: unknown,
  options: { runAt?: Date } = {},
): Promise<string> {
  const payload: QueuedTask = { task, input };
  const [row] = await db
    .insert(outbox)
    .values({ kind: 'task', event: task, payload, nextAttemptAt: options.runAt ?? new Date() })
    .returning({ id: outbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
