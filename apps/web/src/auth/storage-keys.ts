/**
 * Browser storage of the client session, exactly the keys of spec section 3 and no others. Values
 * live in localStorage so a session survives reloads and is shared by the tabs of one browser.
 * The token's absolute expiry lives inside `userInfo` (see ClientUserInfo).
 */
export const STORAGE_KEYS = {
  hasLogin: 'hasLogin',
  refreshToken: 'refreshToken',
  /** `${token_type} ${access_token}` of a registered user. */
  token: 'token',
  role: 'role',
  /** The login email. */
  account: 'account',
  userName: 'userName',
  /** JSON of {@link ClientUserInfo}. */
  userInfo: 'userInfo',
  /** `${token_type} ${access_token}` of the visitor session (roles youke/visitor). */
  visitor: 'visitor',
  /** Lifetime of the user token in hours (expires_in / 3600, spec section 9). */
  expiresIn: 'expiresIn',
  /** Reserved by the spec for a short-lived token of a pending unified-authentication (SSO) login. */
  tempToken: 'tempToken',
  /** `${token_type} ${access_token}` for data-search calls (/api/data/...). */
  databaseToken: 'database_token',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cookie holding the token type (spec section 3). */
export const TOKEN_TYPE_COOKIE = 'tokenKey';

// The language and display-mode cookies are read by the server too, to render a page's first
// screen as the browser will show it (contracts/prerender.ts).
export { DISPLAY_MODE_COOKIE, LANGUAGE_COOKIE } from '@cityip/contracts';
