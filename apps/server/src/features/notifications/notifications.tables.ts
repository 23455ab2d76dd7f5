import type { NotificationKind, OutboxStatus } from '@cityip/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QueuedTask } from '../../lib/task-handler.js';
import type { OutboxPayload } from './outbox.js';
import type { StoredMailSettings, StoredSmsSettings } from './settings.js';

/**
 * The notification outbox: every mail and SMS is a row here before it is sent, so a sender that
 * is down delays delivery instead of losing it. Features insert in their own transaction; the
 * worker (worker.ts) claims due rows with `FOR UPDATE SKIP LOCKED`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A mail, an SMS, or a background task (tasks.ts), which runs in a lane of its own. */
    kind: text('kind').$type<NotificationKind | 'task'>().notNull(),
    /** MailEvent or SmsEvent of `kind`; a task's name. */
    event: text('event').notNull(),
    payload: jsonb('payload').$type<OutboxPayload | QueuedTask>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending job is due; while `sending`, when a worker that died is presumed gone. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_kind_status_idx').on(table.kind, table.status, table.createdAt),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The SMTP account and the SMS platform, one row per channel. Their password and secret are in
 * `secret`, sealed by the secret box (never inside `content`), so the API can return `content`.
 */
export const notificationSettings = pgTable('notification_settings', {
  kind: text('kind').$type<NotificationKind>().primaryKey(),
  content: jsonb('content').$type<StoredMailSettings | StoredSmsSettings>().notNull(),
  secret: text('secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
