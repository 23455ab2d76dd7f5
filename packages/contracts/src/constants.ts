/** Business constants of spec section 9, shared by client and server. */
export const API_PREFIX = '/api';
/** Path prefixes of data-search calls, which take the database token (spec section 7). */
export const DATA_SEARCH_PREFIX = '/data/';
export const REQUEST_TIMEOUT_MS = 65_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const ROUTER_RETRY_LIMIT = 2;
export const MESSAGE_DURATION_S = 1.5;
export const DEFAULT_HOME_ROUTE = '/platformPortal';
export const VIEWER_ZOOM = { min: 0.4, max: 3, step: 0.1, initial: 1 } as const;
export const LAZY_IMAGE = { preloadRatio: 1.3, retries: 1, mediaHeight: 180 } as const;
export const EMPTY_MIN_HEIGHT = 200;
/** Length of the random suffix appended to a password before encryption (section 9). */
export const PASSWORD_SUFFIX_LENGTH = 4;
/** Login brute-force rules (issue 2): captcha after 3 failures, lock after 5 in 15 minutes. */
export const LOGIN_GUARD = {
  captchaAfterFailures: 3,
  lockAfterFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;
export const CAPTCHA_TTL_SECONDS = 300;
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
