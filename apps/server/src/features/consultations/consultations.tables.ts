import type { ConsultCategory, ConsultEventAction, ConsultStatus, Locale } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Questions to the bureau (在线咨询, issue 25). A logged-in person or company asks as itself
 * (`asker_id`); a visitor leaves a name and a verified email or phone. The contact is personal
 * data: `contact_sealed` holds it sealed with the secret box and `contact_key` a hash of its
 * normalised form, so a look-up by query number and contact works without reading it. The public
 * list shows only `public_title`/`public_question` (staff may edit the wording; the asker's own
 * words stay in `title`/`question`) and only when the asker allowed it and staff published it.
 * `search_tokens` holds the segmented words of the public wording and the reply.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The query number the asker keeps (ZX + date + sequence), unique. */
    queryNo: text('query_no').notNull(),
    category: text('category').$type<ConsultCategory>().notNull(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    askerId: uuid('asker_id').references(() => users.id, { onDelete: 'set null' }),
    askerName: text('asker_name').notNull(),
    contactChannel: text('contact_channel').$type<'email' | 'sms'>().notNull(),
    contactSealed: text('contact_sealed').notNull(),
    contactKey: text('contact_key').notNull(),
    /** The language the question was asked in: the asker's mails use it. */
    locale: text('locale').$type<Locale>().notNull().default('zh-CN'),
    /** The asker allows publication; staff still decide (`published`). */
    publishable: boolean('publishable').notNull().default(false),
    published: boolean('published').notNull().default(false),
    publicTitle: text('public_title'),
    publicQuestion: text('public_question'),
    status: text('status').$type<ConsultStatus>().notNull().default('received'),
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Received + the reply limit in working days (workdays' calendar), fixed at receipt. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the handler was reminded (the working day before `due_at`); once per question. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** Working days from receipt to reply, fixed at the reply (the published average reads it). */
    replyWorkingDays: integer('reply_working_days'),
    rejectReason: text('reject_reason'),
    ip: text('ip'),
    demo: boolean('demo').notNull().default(false),
    searchTokens: text('search_tokens').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_tokens)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consultations_query_no_idx').on(table.queryNo),
    index('consultations_status_due_idx').on(table.status, table.dueAt),
    index('consultations_asker_idx').on(table.askerId, table.receivedAt),
    index('consultations_published_idx').on(table.published, table.repliedAt),
    index('consultations_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);
export type ConsultationRow = typeof consultations.$inferSelect;
export type NewConsultationRow = typeof consultations.$inferInsert;

/** Files attached to a question (the attachment rules of uploads), stored under a random name. */
export const consultationFiles = pgTable(
  'consultation_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    storageId: text('storage_id').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_files_consultation_idx').on(table.consultationId)],
);
export type ConsultationFileRow = typeof consultationFiles.$inferSelect;

/**
 * The history of a question: receipt, assignment, forwards (with the new handler), the reply,
 * closing as not a consultation, reminders, wording edits (old and new) and publication. Never
 * updated or deleted while the question exists.
 */
export const consultationEvents = pgTable(
  'consultation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    action: text('action').$type<ConsultEventAction>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The handler a question was assigned or forwarded to. */
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** A wording edit: field name → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_events_consultation_idx').on(table.consultationId, table.at)],
);
export type ConsultationEventRow = typeof consultationEvents.$inferSelect;

/**
 * Frequently asked questions (常见问题) that staff make from good replies; the site search
 * (`/infoSearch`) finds them in their own group. Kept when the source question goes.
 */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<ConsultCategory>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sourceConsultationId: uuid('source_consultation_id').references(() => consultations.id, {
      onDelete: 'set null',
    }),
    published: boolean('published').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    searchTokens: text('search_tokens').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_tokens)`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faqs_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('faqs_category_idx').on(table.category, table.updatedAt),
  ],
);
export type FaqRow = typeof faqs.$inferSelect;
