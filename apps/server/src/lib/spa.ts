import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PrerenderSource } from '@cityip/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPageRenderer, type PageRenderer } from './prerendered-html.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const NO_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>) in the repository root, then reload this page.
The API is available under <code>/api</code>.</p></body></html>`;

/**
 * Sends a pre-rendered page, compressed as the browser accepts (the static files are compressed
 * at build time; this page is made per request). It depends on the language and display-mode
 * cookies.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    // A middling quality: the page is compressed on every request, in a few milliseconds.
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

/** Renders a pre-rendered page; on any failure the page starts in the browser, as the others do. */
async function renderPage(request: FastifyRequest, render: PageRenderer | null): Promise<string | null> {
  if (!render) return null;
  try {
    return await render(request);
  } catch (error) {
    request.log.warn({ err: error }, 'pre-rendering failed; the page is served to start in the browser');
    return null;
  }
}

/**
 * Serves the built SPA from `webDist` and returns the handler for paths that match no file:
 * GET/HEAD get the page: rendered on the server for the pages the web app pre-renders (its
 * server bundle reads `sources`), index.html otherwise (client-side routes); anything else a 404.
 * Without a build, a plain 503 page says how to make one, so the API still works on its own.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  sources: (source: PrerenderSource, url: URL) => Promise<unknown>,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const built = existsSync(join(webDist, 'index.html'));
  const render = built ? await loadPageRenderer(webDist, sources) : null;
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
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
    const page = await renderPage(request, render);
    if (page !== null) return sendPage(request, reply, page);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
