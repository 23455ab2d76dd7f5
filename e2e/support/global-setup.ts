import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FORWARD_ADDRESS, startMailSink } from './mail-sink.js';
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
  // Do not leave the server running (and holding its data directory) behind a failed setup.
  child.kill('SIGTERM');
  throw new Error(`portal server did not start within 90 s:\n${output()}`);
}

/**
 * Points the portal's mailbox at the loopback SMTP sink, as an administrator would on
 * /system/transferEamil, and forwards every new application to one staff address.
 */
async function useMailSink(baseUrl: string, smtpPort: number): Promise<void> {
  const token = await loginElsewhere('admin@demo.local', 'Admin@12345', baseUrl);
  const response = await fetch(`${baseUrl}/api/admin/mailbox`, {
    method: 'PUT',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
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
  const headers = {
    authorization: `bearer ${await loginElsewhere('admin@demo.local', 'Admin@12345', baseUrl)}`,
    'content-type': 'application/json',
  };
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

/** Starts the real portal (built web app + server + demo seed) on a fresh data directory. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cityip-e2e-'));
  const mailSink = await startMailSink();
  project.provide('mailSinkUrl', mailSink.url);
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
  await waitForServer(baseUrl, child, () => log);
  await useMailSink(baseUrl, mailSink.smtpPort);
  await openColumnsAroundTheClock(baseUrl);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await mailSink.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the journeys read the mails the portal sent (support/mail-sink.ts). */
    mailSinkUrl: string;
  }
}
