import { useSyncExternalStore } from 'react';
import { readItem, readTokenTypeCookie } from './browser-storage.js';
import { STORAGE_KEYS } from './storage-keys.js';

/**
 * userInfo as the client keeps it; the spec's defaults are userId, nickName, expiresIn, loginType.
 * It also carries the absolute expiries, because `expiresIn` is a lifetime: without the moment of
 * issue a reloaded page could not tell when to refresh (spec section 3 allows no extra keys).
 */
export interface ClientUserInfo {
  userId: string;
  nickName: string;
  expiresIn: number;
  loginType: string;
  email?: string;
  role?: string;
  /** Epoch ms when the user token expires. */
  tokenExpiresAt?: number;
  /** Epoch ms when the refresh token expires (it lives twice as long). */
  refreshExpiresAt?: number;
}

export const DEFAULT_USER_INFO: ClientUserInfo = { userId: '', nickName: '', expiresIn: 0, loginType: '' };

/** The client state of spec section 3, read from browser storage. */
export interface SessionState {
  hasLogin: boolean;
  token: string;
  refreshToken: string;
  visitor: string;
  /** Defaults to visitor (spec section 6). */
  role: string;
  account: string;
  userName: string;
  userInfo: ClientUserInfo;
  /** Lifetime of the user token in hours. */
  expiresIn: number;
  tempToken: string;
  databaseToken: string;
  tokenKey: string;
  /** From userInfo: absolute expiry of the user token (epoch ms); 0 = unknown. */
  tokenExpiresAt: number;
  /** From userInfo: absolute expiry of the refresh token (epoch ms); 0 = unknown. */
  refreshExpiresAt: number;
}

function parseUserInfo(text: string): ClientUserInfo {
  if (!text) return DEFAULT_USER_INFO;
  try {
    return { ...DEFAULT_USER_INFO, ...(JSON.parse(text) as Partial<ClientUserInfo>) };
  } catch {
    return DEFAULT_USER_INFO;
  }
}

function readSession(read: (key: string) => string = readItem, tokenKey = readTokenTypeCookie()): SessionState {
  const userInfo = parseUserInfo(read(STORAGE_KEYS.userInfo));
  return {
    hasLogin: read(STORAGE_KEYS.hasLogin) === 'true',
    token: read(STORAGE_KEYS.token),
    refreshToken: read(STORAGE_KEYS.refreshToken),
    visitor: read(STORAGE_KEYS.visitor),
    role: read(STORAGE_KEYS.role) || 'visitor',
    account: read(STORAGE_KEYS.account),
    userName: read(STORAGE_KEYS.userName),
    userInfo,
    expiresIn: Number(read(STORAGE_KEYS.expiresIn)) || 0,
    tempToken: read(STORAGE_KEYS.tempToken),
    databaseToken: read(STORAGE_KEYS.databaseToken),
    tokenKey,
    tokenExpiresAt: Number(userInfo.tokenExpiresAt) || 0,
    refreshExpiresAt: Number(userInfo.refreshExpiresAt) || 0,
  };
}

let snapshot: SessionState | null = null;
const listeners = new Set<() => void>();

/** The current session state (cached until storage changes). */
export function getSession(): SessionState {
  snapshot ??= readSession();
  return snapshot;
}

/** Re-reads storage and notifies subscribers; every writer calls it after changing storage. */
export function notifySessionChanged(): void {
  snapshot = null;
  for (const listener of [...listeners]) listener();
}

/**
 * Re-reads storage now (another tab may have written it a moment ago, before its storage event
 * arrived here) and notifies subscribers if anything differs. Returns the fresh state.
 */
export function readFreshSession(): SessionState {
  const fresh = readSession();
  if (JSON.stringify(fresh) !== JSON.stringify(snapshot)) {
    snapshot = fresh;
    for (const listener of [...listeners]) listener();
  }
  return snapshot ?? fresh;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in, out or refreshing writes the same localStorage; keep this tab in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) notifySessionChanged();
  });
}

/**
 * The session as a page rendered on the server shows it: the server cannot see browser storage,
 * so a pre-rendered page is hydrated as signed out and re-rendered at once with the real session.
 */
const SERVER_SESSION = readSession(() => '', '');

/** React hook: the session state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => SERVER_SESSION);
}

/** Whether a registered user (not a visitor) is signed in. */
export function isUserSession(state: SessionState): boolean {
  return state.token !== '';
}
