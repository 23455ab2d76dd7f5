import { Code } from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { logs, type NewLogRow } from '../features/logs/logs.tables.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a back-office route wants its operation-log entry to say beyond who, what and result. */
    auditDetail: string | null;
  }
}

/** One log entry; `createdAt` and `id` are filled in by the database. */
export type LogInput = Omit<NewLogRow, 'id' | 'createdAt'>;

// C0 and C1 controls, DEL and the Unicode line and paragraph separators: anything that could
// start a new line or reshape the text when a log is read as text, exported or pasted.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED_ESCAPES: Record<string, string> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };

/**
 * The text with control characters written out as escapes (CR as `\r`, others as `\uXXXX`), so
 * a value such as a crafted user agent can never forge a second log line.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (char) => NAMED_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The escaped text cut to `max` characters (after escaping, so the limit holds for what is stored). */
function clean(text: string | null | undefined, max: number): string | null {
  return text ? escapeControlCharacters(text).slice(0, max) : null;
}

/** Writes one login or operation log entry; every text field is escaped (see {@link escapeControlCharacters}). */
export async function writeLog(db: Db, entry: LogInput): Promise<void> {
  await db.insert(logs).values({
    ...entry,
    email: clean(entry.email, 320),
    role: clean(entry.role, 32),
    action: clean(entry.action, 200) ?? '',
    target: clean(entry.target, 500),
    ip: clean(entry.ip, 64),
    userAgent: clean(entry.userAgent, 512),
    detail: clean(entry.detail, 1000),
  });
}

/** Who, from where: the request-derived fields every log entry carries. */
export function requestLogFields(
  request: FastifyRequest,
): Pick<LogInput, 'userId' | 'email' | 'role' | 'ip' | 'userAgent'> {
  return {
    userId: request.auth?.userId ?? null,
    email: request.auth?.email ?? null,
    role: request.auth?.role ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * A successful line of the login log about `user`, named outright: the request carries no session
 * of theirs (they register, reset a forgotten password or replace an expired one). `db` may be the
 * transaction of the change itself, so the line and the change commit together.
 */
export async function logAccountEvent(
  db: Db,
  request: FastifyRequest,
  user: { id: string; email: string; role: string },
  action: 'register' | 'resetPassword' | 'expiredPasswordChange',
  detail: string | null = null,
): Promise<void> {
  await writeLog(db, {
    kind: 'login',
    ...requestLogFields(request),
    userId: user.id,
    email: user.email,
    role: user.role,
    action,
    target: null,
    success: true,
    detail,
  });
}

/**
 * Writes a done operation of the caller's on `target`, for what the audit hook below does not
 * see (a portal route, a read); `db` may be the transaction of the operation itself.
 */
export async function logOperation(db: Db, request: FastifyRequest, action: string, target: string): Promise<void> {
  await writeLog(db, {
    kind: 'operation',
    ...requestLogFields(request),
    action,
    target,
    success: true,
    detail: null,
  });
}

/**
 * Records that the caller was shown personal data in full (a detail view that opens sealed ID
 * numbers or phones): one operation entry per view, so who saw whose data can be traced. Reads
 * are not covered by the audit hook below, hence this explicit call.
 */
export async function logReveal(request: FastifyRequest, action: string, target: string): Promise<void> {
  await logOperation(request.server.db, request, action, target);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refusals of a signed-in caller's back-office read: permission denials, logged like writes. */
const DENIALS = new Set<number>([Code.FORBIDDEN, Code.LOGIN_REQUIRED]);

/**
 * Whether the hook writes an entry for this back-office request: every write, refused or not;
 * every export (a read, but data leaves the system); a read refused to the caller's role.
 */
function isAudited(request: FastifyRequest, routeUrl: string): boolean {
  if (!READ_METHODS.has(request.method)) return true;
  if (request.method !== 'GET') return false;
  return routeUrl.endsWith('/export') || DENIALS.has(request.refusalCode ?? 0);
}

/**
 * The record a write is about: the route's `:id`, or for a create (no `:id` yet) the id the
 * response reports in `data.id`.
 */
function targetOf(request: FastifyRequest, contentType: unknown, payload: unknown): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  if (typeof params?.id === 'string') return params.id;
  if (typeof payload !== 'string' || !String(contentType).includes('json')) return null;
  try {
    const body: unknown = JSON.parse(payload);
    const data = (body as { data?: { id?: unknown } } | null)?.data;
    return typeof data?.id === 'string' ? data.id : null;
  } catch {
    return null;
  }
}

/**
 * The one place back-office operations are logged (see {@link isAudited}), one entry per request.
 * It runs on onSend rather than onResponse so the entry is committed before the client sees the
 * answer (a test, or an auditor reloading the log, finds it at once).
 */
export function registerAuditHook(app: FastifyInstance): void {
  app.decorateRequest('auditDetail', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (request.is404 || !routeUrl?.startsWith('/api/admin/') || !isAudited(request, routeUrl)) return payload;
    const target = targetOf(request, reply.getHeader('content-type'), payload);
    const refused = request.refusalCode;
    try {
      await writeLog(app.db, {
        kind: 'operation',
        ...requestLogFields(request),
        action: request.routeOptions.config.action ?? `${request.method} ${routeUrl}`,
        target,
        success: reply.statusCode < 400 && refused === null,
        detail: refused === null ? request.auditDetail : `code ${refused}`,
      });
    } catch (error) {
      // Losing an audit line must not turn a committed change into an error for the user.
      request.log.error({ err: error }, 'operation log write failed');
    }
    return payload;
  });
}
