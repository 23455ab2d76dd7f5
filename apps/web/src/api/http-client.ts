import { Code, type Envelope } from '@cityip/contracts';
import { markActivity } from '../auth/activity.js';
import { clearDatabaseToken, saveDatabaseToken } from '../auth/session-actions.js';
import { ensureFreshUserToken } from '../auth/session-keeper.js';
import { getSession } from '../auth/session-store.js';
import { ApiError, isEnvelope } from './api-error.js';
import { type TokenKind, tokenKindFor } from './auth-header.js';
import { requestErrorText } from './error-text.js';
import { showStatusMessage } from './feedback.js';
import { expireUserSession, handleSessionInvalid, showLoginRequired } from './session-notices.js';
import { createRenewer } from './single-flight.js';
import { filenameFrom, type HttpMethod, type RawResponse, send } from './transport.js';
import { ensureVisitorToken, visitorRenewer } from './visitor-login.js';

export { ApiError } from './api-error.js';
export { showStatusMessage } from './feedback.js';

/** Options of {@link request} (the team's fixed signature, see the brief). */
export interface RequestOptions {
  /** Path below /api ('/admin/users'); a '.json' path is fetched from the origin without /api. */
  url: string;
  method?: HttpMethod;
  params?: Record<string, unknown>;
  data?: unknown;
  responseType?: 'json' | 'blob';
  /** Do not show the server's message when the call fails; the caller reports it. */
  silent?: boolean;
}

/** A blob download resolves with the file name from Content-Disposition beside the envelope. */
export type BlobEnvelope = Envelope<Blob> & { filename: string };

/** HTTP 401 is retried at most this often per call (spec section 4: fewer than 2 retries). */
export const HTTP_401_RETRY_LIMIT = 2;

interface Attempt {
  http401Retries: number;
  visitorRelogged: boolean;
}

function tokenOf(kind: TokenKind): string {
  const session = getSession();
  if (kind === 'database') return session.databaseToken;
  if (kind === 'user') return session.token;
  if (kind === 'visitor') return session.visitor;
  return '';
}

async function fetchDatabaseToken(): Promise<void> {
  // The database token is issued against the caller's live visitor or user token.
  const response = await run<{ token_type: string; access_token: string }>(
    { url: '/oauth/database', method: 'POST', silent: true },
    { http401Retries: 0, visitorRelogged: false },
  );
  if (response.code !== Code.OK || !response.data?.access_token) {
    throw new ApiError(response.msg || 'No database token', 'business', 200, response.code, response);
  }
  saveDatabaseToken(response.data.token_type, response.data.access_token);
}

const databaseRenewer = createRenewer(fetchDatabaseToken, () => getSession().databaseToken);

/** Waits for token renewals in flight and obtains a missing token, so the call goes out with one. */
async function prepareToken(kind: TokenKind): Promise<void> {
  // A visitor login in flight may change the token a visitor call goes out with. Other calls wait
  // for it too (the spec's queue) but must not fail because it failed: they do not use its token.
  const visitorLogin = visitorRenewer.pending();
  if (visitorLogin) await (kind === 'visitor' ? visitorLogin : visitorLogin.catch(() => undefined));
  if (kind === 'visitor') await ensureVisitorToken();
  if (kind === 'user') await ensureFreshUserToken();
  if (kind === 'database') {
    await databaseRenewer.pending();
    if (!getSession().databaseToken) await databaseRenewer.renew('');
  }
}

function failure(raw: RawResponse, options: RequestOptions): ApiError {
  const envelope = isEnvelope(raw.body) ? raw.body : null;
  const code = envelope?.code ?? raw.status;
  const requestId = raw.headers.get('x-request-id') ?? '';
  const error = new ApiError(
    envelope?.msg || `HTTP ${raw.status}`,
    'http',
    raw.status,
    code,
    envelope,
    false,
    requestId,
  );
  if (!options.silent) showStatusMessage(code, requestErrorText(error) ?? '');
  return error;
}

function handled(raw: RawResponse, envelope: Envelope<unknown> | null, code: number): ApiError {
  return new ApiError(envelope?.msg || `code ${code}`, 'business', raw.status, code, envelope, true);
}

async function onHttp401(raw: RawResponse, options: RequestOptions, kind: TokenKind, sent: string, attempt: Attempt) {
  const envelope = isEnvelope(raw.body) ? raw.body : null;
  if (attempt.http401Retries >= HTTP_401_RETRY_LIMIT) throw failure(raw, options);
  if (kind === 'database' || !getSession().token) {
    // No user token, or a data-search call: fetch a new visitor/database token and retry.
    if (kind === 'database') {
      if (getSession().databaseToken === sent) clearDatabaseToken();
      await databaseRenewer.renew('');
    } else {
      await visitorRenewer.renew(kind === 'visitor' ? sent : '');
    }
    return run(options, { ...attempt, http401Retries: attempt.http401Retries + 1 });
  }
  expireUserSession();
  throw handled(raw, envelope, Code.UNAUTHORIZED);
}

async function run<T>(options: RequestOptions, attempt: Attempt): Promise<Envelope<T>> {
  const kind = tokenKindFor(options.url, { user: getSession().token, visitor: getSession().visitor });
  await prepareToken(kind);
  const sent = tokenOf(kind);
  const raw = await send({ ...options, authorization: sent });

  if (raw.status === 401) return onHttp401(raw, options, kind, sent, attempt) as Promise<Envelope<T>>;

  const envelope = isEnvelope(raw.body) ? raw.body : null;
  if (envelope?.code === Code.UNAUTHORIZED) {
    // Decided by the token the call carried: concurrent calls of a user whose session just ended
    // must not turn into visitor re-logins after the first one cleared the storage.
    if (kind === 'user') {
      handleSessionInvalid();
      throw handled(raw, envelope, Code.UNAUTHORIZED);
    }
    // A visitor re-logs in once; concurrent requests wait for the same login, then retry.
    if (!attempt.visitorRelogged) {
      if (kind === 'database') await databaseRenewer.renew(sent);
      else await visitorRenewer.renew(sent);
      return run(options, { ...attempt, visitorRelogged: true });
    }
    // Still 401 with a brand-new visitor token: not a session problem the client can fix.
    throw failure(raw, options);
  }
  if (envelope?.code === Code.LOGIN_REQUIRED) {
    showLoginRequired();
    throw handled(raw, envelope, Code.LOGIN_REQUIRED);
  }
  if (!raw.ok) throw failure(raw, options);
  if (raw.blob) {
    const filename = filenameFrom(raw.headers.get('content-disposition'));
    const download: BlobEnvelope = { code: Code.OK, msg: '', data: raw.blob, filename };
    // The caller asked for responseType 'blob', so T is Blob; TypeScript cannot see that link.
    return download as Envelope<unknown> as Envelope<T>;
  }
  if (envelope) return envelope as Envelope<T>;
  // Static .json files are not envelopes: hand them over as data.
  return { code: Code.OK, msg: '', data: raw.body as T };
}

/**
 * The one HTTP client (spec sections 4 and 7). Resolves with the `{code,msg,data}` envelope for
 * business codes it does not handle itself (the caller checks `code`); rejects with an
 * {@link ApiError} on network failure, timeout, HTTP errors (showing the server's `msg` unless
 * `silent`) and the session codes 401/1401 after their notices (`handled: true`).
 */
export function request<T>(options: RequestOptions): Promise<Envelope<T>> {
  markActivity();
  return run<T>(options, { http401Retries: 0, visitorRelogged: false });
}
