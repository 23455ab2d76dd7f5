import type { LogKind } from '@cityip/contracts';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Login and operation log. No foreign key to users: the log must outlive the accounts it
 * mentions, so it keeps the email and role as they were at the time.
 */
export const logs = pgTable(
  'logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LogKind>().notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    role: text('role'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('logs_kind_created_at_idx').on(table.kind, table.createdAt)],
);
export type LogRow = typeof logs.$inferSelect;
export type NewLogRow = typeof logs.$inferInsert;
