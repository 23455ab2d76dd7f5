import type { IpcSection, QualificationKind, TalentService, TalentStatus } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { uploads } from '../uploads/uploads.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A qualification as stored: staff set `verified` after checking the certificate number. */
export interface StoredQualification {
  kind: QualificationKind;
  number: string;
  verified: boolean;
}

/**
 * The talent pool (人才专家库). An entry a person applied for has `user_id`; one staff added has
 * none. Phone and email are sealed with the secret box (PIPL): they are opened only to deliver a
 * contact request and for staff; no public answer carries them.
 */
export const talents = pgTable(
  'talents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    organisation: text('organisation').notNull().default(''),
    industries: jsonb('industries').$type<string[]>().notNull().default([]),
    ipcSections: jsonb('ipc_sections').$type<IpcSection[]>().notNull().default([]),
    qualifications: jsonb('qualifications').$type<StoredQualification[]>().notNull().default([]),
    services: jsonb('services').$type<TalentService[]>().notNull().default([]),
    profile: text('profile').notNull().default(''),
    /** Whether the expert takes contact requests through the platform. */
    acceptsContact: boolean('accepts_contact').notNull().default(true),
    phoneSealed: text('phone_sealed'),
    emailSealed: text('email_sealed'),
    status: text('status').$type<TalentStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Fictional demo content (`npm start`), labelled as such wherever it is shown. */
    demo: boolean('demo').notNull().default(false),
    searchTokens: text('search_tokens').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_tokens)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('talents_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('talents_status_published_idx').on(table.status, table.publishedAt),
    // One entry per person: withdrawing and applying again reuses it.
    uniqueIndex('talents_user_idx').on(table.userId).where(sql`${table.userId} is not null`),
  ],
);
export type TalentRow = typeof talents.$inferSelect;
export type NewTalentRow = typeof talents.$inferInsert;
