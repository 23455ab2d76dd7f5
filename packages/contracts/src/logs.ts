import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';
import { TEXT_LIMITS } from './text-limits.js';

export const LOG_KINDS = ['login', 'operation'] as const;
export const LogKindSchema = z.enum(LOG_KINDS);
export type LogKind = z.infer<typeof LogKindSchema>;

/**
 * The most characters of each field a log entry keeps: writeLog (apps/server/src/lib/audit.ts)
 * cuts every field to these after escaping control characters, whatever a request carried.
 */
export const LOG_FIELD_LIMITS = {
  email: 320,
  role: 32,
  action: 200,
  target: 500,
  ip: 64,
  userAgent: 512,
  detail: 1000,
} as const;

/** One entry of the login or operation log. */
export const LogEntrySchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  kind: LogKindSchema,
  userId: z.string().max(TEXT_LIMITS.id).nullable(),
  email: z.string().max(LOG_FIELD_LIMITS.email).nullable(),
  role: z.string().max(LOG_FIELD_LIMITS.role).nullable(),
  action: z.string().max(LOG_FIELD_LIMITS.action),
  target: z.string().max(LOG_FIELD_LIMITS.target).nullable(),
  ip: z.string().max(LOG_FIELD_LIMITS.ip).nullable(),
  userAgent: z.string().max(LOG_FIELD_LIMITS.userAgent).nullable(),
  success: z.boolean(),
  detail: z.string().max(LOG_FIELD_LIMITS.detail).nullable(),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;
export const LogPageSchema = pageOf(LogEntrySchema);

/** An instant as the filters and the purge take it, with its offset. */
const InstantSchema = z.iso.datetime({ offset: true }).max(TEXT_LIMITS.dateTime, { error: 'validation.tooLong' });

/** The longest action filter: part of an action name. */
export const LOG_ACTION_FILTER_MAX_LENGTH = 100;

export const LogFilterSchema = z
  .object({
    kind: LogKindSchema.default('operation'),
    from: InstantSchema.optional(),
    to: InstantSchema.optional(),
    /** Part of an email address. */
    user: z.string().trim().max(TEXT_LIMITS.email, { error: 'validation.tooLong' }).optional(),
    action: z.string().trim().max(LOG_ACTION_FILTER_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
  })
  // Compared as instants, not as text: '09:30+08:00' is earlier than '03:00Z'.
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: 'validation.dateRange',
    path: ['to'],
  });
export const LogListQuerySchema = z.intersection(PageQuerySchema, LogFilterSchema);
export type LogListQuery = z.infer<typeof LogListQuerySchema>;

export const LogExportQuerySchema = z.intersection(
  LogFilterSchema,
  z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
);

/**
 * Logs are kept at least this many days (the Cybersecurity Law asks for six months); the purge
 * refuses any cutoff newer than that, and so does the database function behind it.
 */
export const LOG_RETENTION_DAYS = 180;

/** The latest cutoff a purge accepts at `now`: entries older than it may go. */
export function latestPurgeCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** Purge the entries (both kinds) written before `before`, which must be at least 180 days ago. */
export const LogPurgeInputSchema = z.object({ before: InstantSchema });
export type LogPurgeInput = z.infer<typeof LogPurgeInputSchema>;

export const LogPurgeResultSchema = z.object({
  before: z.string().max(TEXT_LIMITS.dateTime),
  deleted: z.number().int().nonnegative(),
});
export type LogPurgeResult = z.infer<typeof LogPurgeResultSchema>;
