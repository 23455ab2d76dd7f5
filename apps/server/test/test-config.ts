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
    // Suites walk every route for every caller from one address; the shared limit has its own test.
    RATE_LIMIT_API: '100000',
    RATE_LIMIT_SUBMIT: '1000',
    // The suites' mail servers, SMS gateways and OpenID provider are doubles on loopback; the SSRF
    // guard's own tests (security case 17) build apps with an empty allow-list.
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1,::1,localhost',
    // The staff second factor (security case 3) is off here so suites log in with a password; its own tests turn it on.
    STAFF_TOTP_ROLES: '',
    // Suites send many codes; the timing test of security case 5 sets its own floor.
    CODE_ANSWER_FLOOR_MS: '0',
  });
  return { ...base, ...overrides };
}
