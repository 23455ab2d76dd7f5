/**
 * Business codes carried in the `code` field of every response envelope. 401 and 1401 follow
 * the client rules of spec section 4; the others mirror HTTP where one fits.
 */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** The file storage is full (ENOSPC): nothing of the upload was kept (drill R4). */
  INSUFFICIENT_STORAGE: 507,
  /** The database is unreachable (restart, failover): retry shortly. */
  SERVICE_UNAVAILABLE: 503,
  LOGIN_FAILED: 1001,
  CAPTCHA_REQUIRED: 1002,
  CAPTCHA_INVALID: 1003,
  ACCOUNT_DISABLED: 1004,
  /** A staff password older than STAFF_PASSWORD_MAX_AGE_DAYS: set a new one with the ticket in `data` (security case 2). */
  PASSWORD_EXPIRED: 1005,
  /** A visitor called something that needs a registered user. */
  LOGIN_REQUIRED: 1401,
  /** Unified authentication found an existing account by email: its password must confirm the link. */
  SSO_LINK_REQUIRED: 1409,
  /** A staff session whose second factor (TOTP) is still to be entered or enrolled (security case 3). */
  SECOND_FACTOR_REQUIRED: 1403,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];
