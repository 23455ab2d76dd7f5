import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { logs, type NewLogRow } from '../features/logs/logs.tables.js';

/** One log entry; `createdAt` and `id` are filled in by the database. */
export type LogInput = Omit<NewLogRow, 'id' | 'createdAt'>;

/** Writes one login or operation log entry. */
export async function writeLog(db: Db, entry: LogInput): Promise<void> {
  await db.insert(logs).values({
    ...entry,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, 512) : null,
    detail: entry.detail ? entry.detail.slice(0, 1000) : null,
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
 * The one place back-office writes are logged: every non-GET request to an /api/admin route,
 * refused or not. It runs on onSend rather than onResponse so the entry is committed before the
 * client sees the answer (a test, or an admin reloading the log, finds it at once).
 */
export function registerAuditHook(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (READ_METHODS.has(request.method) || request.is404 || !routeUrl?.startsWith('/api/admin/')) return payload;
    const target = targetOf(request, reply.getHeader('content-type'), payload);
    const refused = request.refusalCode;
    try {
      await writeLog(app.db, {
        kind: 'operation',
        ...requestLogFields(request),
        action: request.routeOptions.config.action ?? `${request.method} ${routeUrl}`,
        target,
        success: reply.statusCode < 400 && refused === null,
        detail: refused === null ? null : `code ${refused}`,
      });
    } catch (error) {
      // Losing an audit line must not turn a committed change into an error for the user.
      request.log.error({ err: error }, 'operation log write failed');
    }
    return payload;
  });
}
