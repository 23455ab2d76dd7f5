import { DATA_SEARCH_PREFIX } from '@cityip/contracts';

/** Which token a call carries (spec section 7 request rules). */
export type TokenKind = 'none' | 'database' | 'user' | 'visitor';

/**
 * Calls that go without Authorization: captcha, token refresh and login (spec section 7), plus the
 * visitor login itself and the public runtime config, which must work before any token exists.
 */
const ANONYMOUS_PATHS = ['/captchaImage', '/oauth/refresh', '/login', '/oauth/visitor', '/config'];

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Whether a call (URL relative to /api) is a data-search call, which takes the database token. */
export function isDataSearchPath(url: string): boolean {
  return pathOf(url).startsWith(DATA_SEARCH_PREFIX);
}

/** Whether a call must be sent without Authorization. */
export function isAnonymousPath(url: string): boolean {
  return ANONYMOUS_PATHS.includes(pathOf(url));
}

/** Whether the URL names a static `.json` file, which is fetched from the origin without /api. */
export function isJsonPath(url: string): boolean {
  return pathOf(url).endsWith('.json');
}

/** Token kind for a call, given which tokens exist: database for /data/..., else user, else visitor. */
export function tokenKindFor(url: string, tokens: { user: string; visitor: string }): TokenKind {
  if (isAnonymousPath(url)) return 'none';
  if (isDataSearchPath(url)) return 'database';
  if (tokens.user) return 'user';
  return 'visitor';
}
