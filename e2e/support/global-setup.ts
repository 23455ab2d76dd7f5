import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FORWARD_ADDRESS, startMailSink } from './mail-sink.js';
import { INPUT_MODES, type InputMode, type Portal } from './portal.js';
import { loginElsewhere } from './portal-api.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port, so a developer's own server on 3000 does not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real portal (built web app + server + demo seed) on `dataDir` and waits until it answers. */
async function startPortalServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Short-lived tokens would make the journeys flaky; expiry is driven explicitly by the tests.
      LOG_LEVEL: 'warn',
      // Enough patents for every facet and page of the journeys, few enough to start in seconds.
      DEMO_PATENTS: '3000',
      // Security case 3: the second factor is on for the auditor only, whom just the second-factor
      // journey signs in as, so the other journeys keep logging admin and bus in with a password.
      STAFF_TOTP_ROLES: 'auditor',
      // Every page of the site checked in minutes from one address is no user's pace.
      RATE_LIMIT_API: '100000',
      // The mail sink is on loopback, which the SSRF guard refuses unless the deployment allows it.
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForServer(baseUrl, child, () => log);
  } catch (error) {
    // Do not leave the server running (and holding its data directory) behind a failed setup.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function waitForServer(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/config`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`portal server did not start within 90 s:\n${output()}`);
}

/** An administrator's request headers on the portal at `baseUrl`. */
async function adminHeaders(baseUrl: string): Promise<Record<string, string>> {
  const token = await loginElsewhere('admin@demo.local', 'Admin@12345', baseUrl);
  return { authorization: `bearer ${token}`, 'content-type': 'application/json' };
}

/**
 * Points the portal's mailbox at a loopback SMTP sink, as an administrator would on
 * /system/transferEamil, and forwards every new application to one staff address.
 */
async function useMailSink(baseUrl: string, smtpPort: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/mailbox`, {
    method: 'PUT',
    headers: await adminHeaders(baseUrl),
    body: JSON.stringify({
      host: '127.0.0.1',
      port: smtpPort,
      security: 'none',
      user: '',
      password: '',
      fromAddress: 'portal@demo.local',
      fromName: '示范市知识产权公共服务平台',
      defaultForward: FORWARD_ADDRESS,
    }),
  });
  const body = (await response.json()) as { code: number };
  if (body.code !== 200) throw new Error(`mailbox settings refused: ${JSON.stringify(body)}`);
}

/**
 * Opens every column around the clock, as an administrator may on /system/openingTimes. The demo
 * data keeps the application columns to office hours in the city's time zone, and the journeys
 * must not depend on the hour the suite happens to run at.
 */
async function openColumnsAroundTheClock(baseUrl: string): Promise<void> {
  const headers = await adminHeaders(baseUrl);
  const listed = (await (await fetch(`${baseUrl}/api/admin/opening-times`, { headers })).json()) as {
    data: { columns: { key: string; weekly: object }[] };
  };
  for (const column of listed.data.columns) {
    const response = await fetch(`${baseUrl}/api/admin/opening-times/columns/${column.key}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ mode: 'always', weekly: column.weekly }),
    });
    const body = (await response.json()) as { code: number };
    if (body.code !== 200) throw new Error(`opening times refused for ${column.key}: ${JSON.stringify(body)}`);
  }
}

/**
 * One data directory with the demo seed (3,000 patents) and the columns opened, made by a portal
 * that is then stopped: each portal of the run starts on a copy of it in a few seconds instead of
 * seeding its own for ten.
 */
async function seededTemplate(parent: string): Promise<string> {
  const dataDir = join(parent, 'template');
  const server = await startPortalServer(dataDir);
  try {
    await openColumnsAroundTheClock(server.baseUrl);
  } finally {
    await server.stop();
  }
  return dataDir;
}

/**
 * Starts the portals of the run, each on its own copy of one seeded data directory and with its
 * own mail sink: one per input mode and worker slot (support/portal.ts), so the journeys of both
 * passes run two at a time, and a journey never meets another's sessions, records or mails. The
 * keyboard pass needs portals of its own: the journeys create records (a policy, the auditor's
 * second factor) a second run must not find.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'cityip-e2e-'));
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const template = await seededTemplate(root);
    const modes = new Set(project.vitest.projects.map((each) => each.config.env?.E2E_KEYBOARD === '1'));
    const slots = project.vitest.config.maxWorkers;
    const portals = Object.fromEntries(INPUT_MODES.map((mode) => [mode, [] as Portal[]])) as Record<
      InputMode,
      Portal[]
    >;
    const starts = INPUT_MODES.filter((mode) => modes.has(mode === 'keyboard')).flatMap((mode) =>
      Array.from({ length: slots }, async (_, slot) => {
        const dataDir = join(root, `${mode}-${slot + 1}`);
        cpSync(template, dataDir, { recursive: true });
        const mailSink = await startMailSink();
        stops.push(mailSink.close);
        const server = await startPortalServer(dataDir);
        stops.push(server.stop);
        await useMailSink(server.baseUrl, mailSink.smtpPort);
        portals[mode][slot] = { baseUrl: server.baseUrl, mailSinkUrl: mailSink.url };
      }),
    );
    await Promise.all(starts);
    project.provide('portals', portals);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
