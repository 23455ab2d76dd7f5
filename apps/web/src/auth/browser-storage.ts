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

/** Reads the token-type cookie. */
export function readTokenTypeCookie(): string {
  const prefix = `${TOKEN_TYPE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}

/** Sets (or with '' deletes) the token-type cookie for the whole site. */
export function writeTokenTypeCookie(tokenType: string): void {
  const maxAge = tokenType ? '' : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token type in a cookie; the async Cookie Store API is not available everywhere.
  document.cookie = `${TOKEN_TYPE_COOKIE}=${encodeURIComponent(tokenType)}; path=/; SameSite=Lax${maxAge}`;
}
