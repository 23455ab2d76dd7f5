/**
 * Browser storage of the client session, named exactly as spec section 3. Values live in
 * localStorage so a session survives reloads and is shared by the tabs of one browser.
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
  /**
   * Added (not in the spec): the absolute expiry (epoch ms) of the user token. `expiresIn` is a
   * lifetime, so without the moment of issue a reloaded page could not tell when to refresh.
   */
  tokenExpiresAt: 'tokenExpiresAt',
  /** Added: absolute expiry (epoch ms) of the refresh token, which lives twice as long. */
  refreshExpiresAt: 'refreshExpiresAt',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cookie holding the token type (spec section 3). */
export const TOKEN_TYPE_COOKIE = 'tokenKey';

/** The UI language preference; kept when the session storage is cleared. */
export const LANGUAGE_KEY = 'lang';
