import type { FastifyInstance } from 'fastify';

/**
 * Gives the app `afterAnswer(work)`: bookkeeping started once an answer has gone out (an
 * `onResponse` hook) belongs to no request that app.close() waits for, so a shutdown closed the
 * database under it and the write was lost (drill R8). Close now waits for that work first.
 */
export function trackAfterAnswerWork(app: FastifyInstance): void {
  const pending = new Set<Promise<unknown>>();
  app.decorate('afterAnswer', (work: Promise<unknown>) => {
    const settled: Promise<unknown> = work.then(
      () => pending.delete(settled),
      () => pending.delete(settled),
    );
    pending.add(settled);
  });
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
}
