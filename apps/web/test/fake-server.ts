import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What a handler answers: status (default 200), JSON body, headers; `hang` never answers. */
export interface Reply {
  status?: number;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  hang?: boolean;
  delayMs?: number;
}

export type Handler = (request: Received) => Reply | Promise<Reply>;

/** A real HTTP server on 127.0.0.1 (random port) that the client under test talks to. */
export interface FakeServer {
  origin: string;
  received: Received[];
  /** Requests to one path (below /api or not). */
  calls(path: string): Received[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Starts a fake API server; `handler` decides every answer and can be replaced per test. */
export async function startFakeServer(handler: Handler = () => ({ body: { code: 200, msg: '', data: null } })) {
  let current = handler;
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const entry: Received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      received.push(entry);
      const reply = await current(entry);
      if (reply.hang) {
        hanging.add(res);
        return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const payload = reply.raw ?? JSON.stringify(reply.body ?? { code: 200, msg: '', data: null });
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeServer = {
    origin: `http://127.0.0.1:${port}`,
    received,
    calls: (path) => received.filter((r) => r.path === path),
    handle: (next) => {
      current = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** A login-shaped response (login, visitor login, refresh). */
export function loginReply(role: string, accessToken: string, expiresIn = 7200, refreshToken = `r-${accessToken}`) {
  return {
    body: {
      code: 200,
      msg: 'ok',
      role,
      userName: role === 'visitor' ? '游客' : 'Demo User',
      token: { token_type: 'bearer', access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn },
      data: {
        userId: `id-${role}`,
        nickName: 'Demo User',
        email: `${role}@demo.local`,
        role,
        expiresIn,
        loginType: role === 'visitor' ? 'visitor' : 'password',
      },
    },
  };
}

/** An envelope reply. */
export function envelopeReply(code: number, data: unknown = null, msg = '', status = 200): Reply {
  return { status, body: { code, msg, data } };
}
