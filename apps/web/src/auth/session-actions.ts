import { isVisitorRole } from '@cityip/contracts';
import { writeItem, writeTokenTypeCookie } from './browser-storage.js';
import { type ClientUserInfo, notifySessionChanged } from './session-store.js';
import { STORAGE_KEYS } from './storage-keys.js';

/** The fields of a login, visitor-login or refresh response the client reads (spec section 3). */
export interface LoginResult {
  code: number;
  role?: string;
  userName?: string;
  token?: { token_type: string; access_token: string; refresh_token?: string; expires_in: number };
  data?: unknown;
}

const HOUR_MS = 3_600_000;

/** `${token_type} ${access_token}`, the stored and sent form of a token (spec section 4). */
export function joinToken(tokenType: string, accessToken: string): string {
  return `${tokenType} ${accessToken}`;
}

function userInfoOf(result: LoginResult, lifetimeHours: number, now: number): string {
  const data = (result.data ?? {}) as Record<string, unknown>;
  const info: ClientUserInfo = {
    userId: String(data.userId ?? ''),
    nickName: String(data.nickName ?? result.userName ?? ''),
    email: String(data.email ?? ''),
    role: result.role ?? '',
    expiresIn: lifetimeHours,
    loginType: String(data.loginType ?? 'password'),
    tokenExpiresAt: now + lifetimeHours * HOUR_MS,
    refreshExpiresAt: now + 2 * lifetimeHours * HOUR_MS,
  };
  return JSON.stringify(info);
}

/**
 * Saves a login response as spec section 4 says: nothing unless code is 200; role always; for
 * youke/visitor the token goes to `visitor`, otherwise to `token` with refresh token, login flag,
 * user name and info and the lifetime in hours (the refresh token lives twice as long).
 * Returns whether anything was saved.
 */
export function saveLoginResult(result: LoginResult, now = Date.now()): boolean {
  if (result.code !== 200 || !result.token) return false;
  const { token_type, access_token, refresh_token, expires_in } = result.token;
  const role = result.role || 'visitor';
  writeItem(STORAGE_KEYS.role, role);
  writeTokenTypeCookie(token_type);
  if (isVisitorRole(role)) {
    writeItem(STORAGE_KEYS.visitor, joinToken(token_type, access_token));
  } else {
    const lifetimeHours = expires_in / 3600;
    writeItem(STORAGE_KEYS.token, joinToken(token_type, access_token));
    writeItem(STORAGE_KEYS.refreshToken, refresh_token ?? '');
    writeItem(STORAGE_KEYS.hasLogin, 'true');
    writeItem(STORAGE_KEYS.userName, result.userName ?? '');
    const data = (result.data ?? {}) as { email?: unknown };
    if (typeof data.email === 'string') writeItem(STORAGE_KEYS.account, data.email);
    writeItem(STORAGE_KEYS.userInfo, userInfoOf(result, lifetimeHours, now));
    writeItem(STORAGE_KEYS.expiresIn, String(lifetimeHours));
  }
  notifySessionChanged();
  return true;
}

/** Stores a database token for data-search calls. */
export function saveDatabaseToken(tokenType: string, accessToken: string): void {
  writeItem(STORAGE_KEYS.databaseToken, joinToken(tokenType, accessToken));
  notifySessionChanged();
}

/** Forgets the database token (a new one is fetched on the next data-search call). */
export function clearDatabaseToken(): void {
  writeItem(STORAGE_KEYS.databaseToken, '');
  notifySessionChanged();
}

/**
 * Logout clearing (spec section 4): refresh token, token, login flag, user info (with the token's
 * expiries) and user name, plus the lifetime, which only describes that token.
 */
export function clearLoginState(): void {
  for (const key of [
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.token,
    STORAGE_KEYS.hasLogin,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.expiresIn,
  ]) {
    writeItem(key, '');
  }
  notifySessionChanged();
}

/** Clearing account info (spec section 4): token, role, account and user name become empty. */
export function clearAccountInfo(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.account, STORAGE_KEYS.userName]) {
    writeItem(key, '');
  }
  notifySessionChanged();
}

/** Ends a registered user's session locally: logout clearing plus clearing account info. */
export function endUserSession(): void {
  clearLoginState();
  clearAccountInfo();
}

/**
 * Clears every session key and the token-type cookie ("local storage is cleared", spec section 4).
 * The language preference is a cookie of its own, not session data, and stays.
 */
export function clearAllSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) writeItem(key, '');
  writeTokenTypeCookie('');
  notifySessionChanged();
}
