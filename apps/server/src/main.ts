import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { symbols } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoApplications } from './db/demo-content/demo-applications.js';
import { seedDemoConsultations } from './db/demo-content/demo-consultations.js';
import { seedDemoEvaluations } from './db/demo-content/demo-evaluations.js';
import { seedDemoOutlets } from './db/demo-content/demo-outlets.js';
import { seedDemoPatents } from './db/demo-content/demo-patents.js';
import { seedDemoPortfolio } from './db/demo-content/demo-portfolio.js';
import { seedDemoReports } from './db/demo-content/demo-reports.js';
import { seedDemoStatistics } from './db/demo-content/demo-statistics.js';
import { seedDemoContent } from './db/demo-content/seed-demo-content.js';
import { assertNoDemoPasswords, seedDatabase } from './db/seed.js';
import { purgeExpiredCaptchas } from './features/auth/captcha.js';
import { purgeLoginFailures } from './features/auth/login-guard.js';
import { purgeExpiredSessions } from './features/auth/sessions.js';
import { sendConsultReminders } from './features/consultations/consultation-reminders.js';
import { expirePatentExports } from './features/exports/export-housekeeping.js';
import { sweepFileStorage } from './features/files/storage-sweep.js';
import { startNotificationWorker } from './features/notifications/worker.js';
import { refreshSearchTokens } from './features/patents/corpus/load/refresh-tokens.js';
import { queuePortfolioReminders } from './features/portfolio/portfolio-reminders.js';
import { scheduleDigests } from './features/watch/watch-schedule.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/**
 * In-flight requests get this long to finish after SIGTERM; then the process exits anyway, so a
 * stop or redeploy takes under 10 s even with a request stuck on a hung database (OPERATIONS.md).
 */
const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * Exits once the log has written its last lines: pino writes asynchronously, and process.exit
 * dropped the lines of the requests that finished during shutdown (drill R8).
 */
async function exitAfterLog(log: FastifyBaseLogger, code: number): Promise<never> {
  const stream = (log as unknown as Record<symbol, unknown>)[symbols.streamSym];
  if (stream instanceof EventEmitter && 'end' in stream && typeof stream.end === 'function') {
    const closed = once(stream, 'close');
    stream.end();
    await closed;
  }
  process.exit(code);
}

/** Starts the portal: config, database (migrate + seed), HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, config);
  try {
    await assertNoDemoPasswords(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, db: database.db });
  // Before the first upload: half-written files of a crash go, rows without bytes are reported (drill R5).
  await sweepFileStorage(database.db, app.storage, app.log);
  if (config.demoSeed && (await seedDemoContent(database.db, app.storage, config))) {
    app.log.info('demo content seeded');
  }
  if (config.demoSeed && (await seedDemoStatistics(database.db, config))) app.log.info('demo statistics seeded');
  if (config.demoSeed && (await seedDemoReports(database.db, app.storage, config))) app.log.info('demo reports seeded');
  if (config.demoSeed && (await seedDemoOutlets(database.db, app.storage, config))) {
    app.log.info('demo service outlets and map figures seeded');
  }
  if (config.demoSeed && (await seedDemoApplications(database.db, config))) app.log.info('demo applications seeded');
  // After the applications and outlets they rate, and the calendar their deadlines count on (the seed above).
  if (config.demoSeed && (await seedDemoConsultations(database.db, config))) app.log.info('demo consultations seeded');
  if (config.demoSeed && (await seedDemoEvaluations(database.db, config))) app.log.info('demo evaluations seeded');
  const retokenised = await refreshSearchTokens(database.db);
  if (retokenised > 0) app.log.info({ patents: retokenised }, 'patent search tokens brought to the current format');
  if (config.demoSeed) await seedDemoPatents(database.db, config, app.log);
  // After the demo patents, some of which become the demo company's.
  if (config.demoSeed && (await seedDemoPortfolio(database.db, config))) app.log.info('demo portfolio seeded');

  const housekeeping = async () => {
    try {
      await purgeExpiredSessions(database.db);
      await purgeExpiredCaptchas(database.db);
      await purgeLoginFailures(database.db);
      await sweepFileStorage(database.db, app.storage, app.log);
      await expirePatentExports(app);
      await scheduleDigests(app);
      await queuePortfolioReminders(app);
      const reminded = await sendConsultReminders(app);
      if (reminded > 0) app.log.info({ reminded }, 'consultation handlers reminded of due questions');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  await housekeeping();
  const timer = setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();

  /** Set once listening; stopped first on shutdown so no send is cut in half. */
  let stopNotificationWorker: (() => Promise<void>) | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    clearInterval(timer);
    try {
      // Stops accepting connections and waits for in-flight requests, then releases the database
      // (PGlite must be closed or its data directory may be left inconsistent).
      // Together: the listener closes at once (new connections are refused) while the worker
      // finishes its send; a worker round queued behind busy database work must not keep the port open.
      await Promise.all([stopNotificationWorker?.(), app.close()]);
      await database.close();
      await exitAfterLog(app.log, 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      await exitAfterLog(app.log, 1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  stopNotificationWorker = startNotificationWorker(app);
  app.log.info(
    { database: database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, demo: config.demoSeed },
    'portal ready',
  );
}

main().catch((error: unknown) => {
  // A configuration refusal is a message for the operator, not a crash with a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
