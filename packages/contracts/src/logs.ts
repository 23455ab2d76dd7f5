import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';

export const LOG_KINDS = ['login', 'operation'] as const;
export const LogKindSchema = z.enum(LOG_KINDS);
export type LogKind = z.infer<typeof LogKindSchema>;

/** One entry of the login or operation log. */
export const LogEntrySchema = z.object({
  id: z.string(),
  kind: LogKindSchema,
  userId: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;
export const LogPageSchema = pageOf(LogEntrySchema);

export const LogFilterSchema = z
  .object({
    kind: LogKindSchema.default('operation'),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    user: z.string().trim().max(254).optional(),
    action: z.string().trim().max(100).optional(),
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
export const LogPurgeInputSchema = z.object({ before: z.iso.datetime({ offset: true }) });
export type LogPurgeInput = z.infer<typeof LogPurgeInputSchema>;

export const LogPurgeResultSchema = z.object({ before: z.string(), deleted: z.number().int().nonnegative() });
export type LogPurgeResult = z.infer<typeof LogPurgeResultSchema>;
