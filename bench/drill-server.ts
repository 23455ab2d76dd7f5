/**
 * The portal as operations run it, for the reliability drills: `apps/server/src/main.ts` in a child
 * process (its own migrations, demo seed, notification worker and SIGTERM handling), on a data
 * directory of its own, loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from './drill-http.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(REPO_ROOT, 'apps/server/src/main.ts');

/** Environment of every drill server: demo seed without patents, quiet logs, limits out of the way. */
export function drillEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    // warn: a 100-connection drill at info level mostly measures writing request logs to a pipe.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DEMO_PATENTS: process.env.BENCH_DEMO_PATENTS ?? '0',
    WEB_DIST: join(REPO_ROOT, 'bench/.data/no-web-dist'),
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_CAPTCHA: '100000',
    RATE_LIMIT_TOKEN: '100000',
    RATE_LIMIT_API: '100000',
    ...overrides,
  };
}

/** A free loopback port (closed again at once; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DrillServer {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) and when it came. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  logFile: string;
}

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** Extra `--import` modules (the soak drill's metrics preload). */
  preload?: string[];
  nodeOptions?: string[];
  /** Give the child an IPC channel (for the preload's messages). */
  ipc?: boolean;
  /** How long the start may take (a first demo seed on a busy machine takes minutes). */
  timeoutMs?: number;
}

/** Starts main.ts and waits until GET /api/health answers 200. */
export async function startServer(options: StartOptions): Promise<DrillServer> {
  const port = Number(options.env.PORT) || (await freePort());
  const logFile = join(mkdtempSync(join(tmpdir(), 'cityip-drill-log-')), 'server.log');
  const log = createWriteStream(logFile);
  const args = [
    ...(options.nodeOptions ?? []),
    '--import',
    'tsx',
    ...(options.preload ?? []).flatMap((path) => ['--import', path]),
    MAIN,
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  // Both streams feed one file, which is closed once both have ended ('close' comes after 'exit').
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const logWritten = new Promise<void>((resolve) => {
    child.once('close', () => log.end(resolve));
  });
  // Settles once the log holds everything the server wrote; `at` is still when the process ended.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.once('exit', (code, signal) => {
      const at = performance.now();
      void logWritten.then(() => resolve({ code, signal, at }));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + (options.timeoutMs ?? 600_000);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!gone && performance.now() < deadline) {
    const health = await request(base, { path: '/api/health' });
    if (health.status === 200) return { base, port, child, exited, logFile };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`the server did not become healthy (log ${logFile}):\n${tail}`);
}

/** SIGTERM, then the exit (SIGKILL after `graceMs` so a drill never leaves a server behind). */
export async function stopServer(server: DrillServer, graceMs = 20_000): Promise<{ code: number | null; ms: number }> {
  const sent = performance.now();
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const exit = await server.exited;
  clearTimeout(timer);
  return { code: exit.code, ms: exit.at - sent };
}

const DEMO_CACHE = join(REPO_ROOT, 'bench/.data/drill-demo');

/**
 * A private copy of a demo data directory (PGlite + files): the demo content, and `patents`
 * generated patents (`npm start` loads 20,000; the drills need none). The first call for a count
 * seeds one by starting and stopping the portal once (minutes on a busy machine) and keeps it
 * under bench/.data; later calls copy it, and the drill's own start only applies new migrations
 * and seed steps. The copy is removed when the drill's process exits.
 */
export async function demoDataDir(patents = 0): Promise<string> {
  const cache = patents > 0 ? `${DEMO_CACHE}-${patents}-patents` : DEMO_CACHE;
  const mark = join(cache, 'seeded');
  if (!existsSync(mark)) {
    mkdirSync(cache, { recursive: true });
    console.log(`seeding the demo data directory once (${relative(REPO_ROOT, cache)}) ...`);
    const server = await startServer({ env: drillEnv({ DATA_DIR: cache, DEMO_PATENTS: String(patents) }) });
    const exit = await stopServer(server);
    if (exit.code !== 0) throw new Error(`seeding server exited with ${exit.code} (log ${server.logFile})`);
    writeFileSync(mark, new Date().toISOString());
  }
  const copy = mkdtempSync(join(tmpdir(), 'cityip-drill-'));
  cpSync(cache, copy, { recursive: true, filter: (source) => source !== mark });
  // A copy is tens to hundreds of MB (with patents): gone with the drill, however it ends.
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}
