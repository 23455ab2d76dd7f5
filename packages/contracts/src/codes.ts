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
  LOGIN_FAILED: 1001,
  CAPTCHA_REQUIRED: 1002,
  CAPTCHA_INVALID: 1003,
  ACCOUNT_DISABLED: 1004,
  /** A visitor called something that needs a registered user. */
  LOGIN_REQUIRED: 1401,
  /** Unified authentication found an existing account by email: its password must confirm the link. */
  SSO_LINK_REQUIRED: 1409,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];
