import type { FastifyInstance } from 'fastify';

/** The shape of a background task's handler; the queue itself is features/notifications/tasks.ts. */

/** What a queued task row carries: the handler's name and its (JSON) input. */
export interface QueuedTask {
  task: string;
  input: unknown;
}

/** What a running handler is told and may call. */
export interface TaskContext {
  /** The outbox row; a handler may use it as an idempotency key for what it writes. */
  jobId: string;
  /** 1 on the first run; more when an earlier run failed or its worker died. */
  attempt: number;
  /** The clock (tests move it). */
  now(): Date;
  /**
   * Keeps the claim: a task that runs longer than TASK_CLAIM_MS must call this now and then (each
   * batch of an export does), or another worker takes the task over as if this one had died.
   * Throws {@link ClaimLostError} when the claim was already taken over, so the handler stops.
   */
  heartbeat(): Promise<void>;
}

export type TaskHandler = (app: FastifyInstance, input: unknown, context: TaskContext) => Promise<void>;

/** The claim on the task moved to another worker (this one was presumed dead): stop, it runs there. */
export class ClaimLostError extends Error {
  override name = 'ClaimLostError';
}
