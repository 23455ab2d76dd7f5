/**
 * SQLSTATEs and socket errors that mean "the database cannot be reached right now" rather than
 * "this query is wrong": class 08 (connection exception) and the shutdown / start-up states of
 * class 57 (a restart, failover or crash recovery in progress).
 */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01', // admin_shutdown: pg_ctl stop/restart terminated the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a dropped socket and an exhausted connect wait with plain messages only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` (or any error it wraps: drizzle puts the driver's error in `cause`) says the
 * database is unreachable, so the request deserves a 503 "try again" instead of a 500 bug report.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = current.message;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    // AggregateError: a host name with several addresses fails once per address.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
