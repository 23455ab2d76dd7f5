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
