import { TOKEN_TYPE_COOKIE } from './storage-keys.js';

// Storage can throw (disabled cookies, private modes, quota); the app then behaves as a fresh
// visitor instead of failing to start.

/** Reads a localStorage value ('' when absent or unavailable). */
export function readItem(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Writes a localStorage value; an empty value removes the key. */
export function writeItem(key: string, value: string): void {
  try {
    if (value === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See above: storage unavailable.
  }
}

/** Reads a cookie ('' when absent). */
export function readCookie(name: string): string {
  const prefix = `${name}=`;
  try {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
  } catch {
    return '';
  }
}

/**
 * Sets a cookie for the whole site; '' deletes it. Without `maxAgeSeconds` it ends with the
 * browser session.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  let lifetime = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  if (!value) lifetime = '; max-age=0';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token type in a cookie; the async Cookie Store API is not available everywhere.
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${lifetime}`;
  } catch {
    // See above: storage unavailable.
  }
}

/** Reads the token-type cookie. */
export function readTokenTypeCookie(): string {
  return readCookie(TOKEN_TYPE_COOKIE);
}

/** Sets (or with '' deletes) the token-type cookie for the whole site. */
export function writeTokenTypeCookie(tokenType: string): void {
  writeCookie(TOKEN_TYPE_COOKIE, tokenType);
}
