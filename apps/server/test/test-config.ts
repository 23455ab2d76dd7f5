import { type Config, loadConfig } from '../src/config.js';

/** A configuration for tests: cheap argon2, silent logs, generous rate limits, the run's database. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The test harness reads DATABASE_URL to pick the driver, exactly as the server does.
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST: '/nonexistent-web-dist',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_CAPTCHA: '1000',
    RATE_LIMIT_TOKEN: '1000',
  });
  return { ...base, ...overrides };
}
