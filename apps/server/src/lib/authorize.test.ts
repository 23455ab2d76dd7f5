import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuthorizeHook } from './authorize.js';
import { registerErrorHandler } from './error-handler.js';
import './fastify-augment.js';

describe('case 8: the authorization hook denies by default', () => {
  it('refuses an /api route that declares no access level with 403, and logs the route', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app);
    registerAuthorizeHook(app);
    app.get('/api/forgotten', async () => ({ secret: 'open' }));
    app.get('/api/open', { config: { auth: 'public' } }, async () => ({ fine: true }));
    app.get('/outside-api', async () => ({ fine: true }));
    try {
      const refused = await app.inject({
        method: 'GET',
        url: '/api/forgotten',
        headers: { 'accept-language': 'en-US' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: 'Your role is not allowed to do this.', data: null });
      expect(refused.body).not.toContain('open');
      expect(lines.join('')).toContain('"route":"GET /api/forgotten"');
      expect((await app.inject({ method: 'GET', url: '/api/open' })).json()).toEqual({ fine: true });
      // Only the API is checked: the SPA and static files need no declaration.
      expect((await app.inject({ method: 'GET', url: '/outside-api' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
