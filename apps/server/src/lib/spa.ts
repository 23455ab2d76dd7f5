import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>) in the repository root, then reload this page.
The API is available under <code>/api</code>.</p></body></html>`;

/**
 * Serves the built SPA from `webDist` and returns the handler for paths that match no file:
 * GET/HEAD get index.html (client-side routes), anything else a 404. Without a build, a plain
 * 503 page says how to make one, so the API still works on its own.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The web build writes .br and .gz siblings of its text files (apps/web/build/precompress.ts).
      preCompressed: true,
      // Vite puts content-hashed files under assets/: they never change, everything else may.
      setHeaders: (res, path) => {
        const cache = path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', cache);
      },
    });
  }
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
