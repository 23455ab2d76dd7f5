import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackAfterAnswerWork } from './after-answer.js';
import './fastify-augment.js';

describe('work after the answer', () => {
  it('holds app.close() until the work begun in onResponse has settled, failed or not', async () => {
    const app = Fastify();
    trackAfterAnswerWork(app);
    let finish: () => void = () => {};
    const steps: string[] = [];
    app.get('/', { onResponse: async (request) => request.server.afterAnswer(bookkeeping()) }, async () => 'ok');
    const bookkeeping = async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      steps.push('bookkeeping done');
    };
    app.get(
      '/failing',
      {
        onResponse: async (request) => request.server.afterAnswer(Promise.reject(new Error('database gone'))),
      },
      async () => 'ok',
    );

    expect((await app.inject({ url: '/' })).body).toBe('ok');
    expect((await app.inject({ url: '/failing' })).body).toBe('ok');
    const closed = app.close().then(() => steps.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps).toEqual([]);
    finish();
    await closed;
    expect(steps).toEqual(['bookkeeping done', 'closed']);
  });
});
