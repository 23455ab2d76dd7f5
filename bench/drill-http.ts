import http from 'node:http';
import { percentile } from './drill-stats.js';

/** One HTTP exchange as the drills see it: status, parsed body when JSON, time taken. */
export interface Exchange {
  status: number;
  body: unknown;
  ms: number;
  /** Set instead of a status when the connection failed (refused, reset …). */
  error?: string;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A request over node:http with the given agent (keep-alive pools model real browsers and
 * proxies; Node's fetch cannot be given a 100-connection pool without the undici package).
 */
export function request(base: string, spec: RequestSpec, agent?: http.Agent): Promise<Exchange> {
  const url = new URL(spec.path, base);
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: spec.method ?? 'GET',
        agent: agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...spec.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if (String(res.headers['content-type']).includes('json')) {
            try {
              body = JSON.parse(text);
            } catch {
              // A truncated body stays text; the caller sees a non-envelope.
            }
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
        res.on('error', (error) =>
          resolve({ status: 0, body: null, ms: performance.now() - started, error: error.message }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: null, ms: performance.now() - started, error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

/** The envelope code of a response body, when it is one. */
export const envelopeCode = (body: unknown): number | undefined =>
  typeof body === 'object' && body !== null && 'code' in body ? Number((body as { code: unknown }).code) : undefined;

/** A successful API call: HTTP 200 and envelope code 200. */
export const succeeded = (exchange: Exchange): boolean =>
  exchange.status === 200 && envelopeCode(exchange.body) === 200;

export interface LoadResult {
  latencies: number[];
  errors: number;
  /** A few failures, for the report. */
  samples: string[];
  seconds: number;
}

/**
 * Closed-loop load: `connections` clients on one keep-alive pool, each sending its next request as
 * soon as the last one answered, for `seconds`. `next(i)` picks request number i.
 */
export async function closedLoop(
  base: string,
  connections: number,
  seconds: number,
  next: (i: number) => RequestSpec,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const exchange = await request(base, next(sent++), agent);
      latencies.push(exchange.ms);
      if (!succeeded(exchange)) {
        errors += 1;
        if (samples.length < 5)
          samples.push(`${exchange.status} ${exchange.error ?? JSON.stringify(exchange.body).slice(0, 120)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), errors, samples, seconds: (performance.now() - started) / 1000 };
}

/** One line: count, rate, errors and the percentiles. */
export function describeLoad(name: string, result: LoadResult): string {
  const l = result.latencies;
  return (
    `${name}: ${l.length} requests, ${(l.length / result.seconds).toFixed(0)} req/s, ${result.errors} errors, ` +
    `p50 ${percentile(l, 0.5).toFixed(1)} ms, p95 ${percentile(l, 0.95).toFixed(1)} ms, p99 ${percentile(l, 0.99).toFixed(1)} ms`
  );
}
