import type { IdentityKind, IdentityStatus } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { uploads } from '../uploads/uploads.tables.js';

/**
 * Real-name authentication submissions, one row per submission (a rejected one stays as history
 * when the applicant submits again); a user's state is their latest row. ID numbers and phones are
 * sealed with the secret box; their masked forms are kept beside them for lists, so listing never
 * opens a sealed value.
 */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdentityKind>().notNull(),
    status: text('status').$type<Exclude<IdentityStatus, 'none'>>().notNull().default('pending'),
    /** The person's real name or the company's name. */
    name: text('name').notNull(),
    idNumberSealed: text('id_number_sealed'),
    idNumberMasked: text('id_number_masked'),
    /** The person's phone, or the company contact's. */
    phoneSealed: text('phone_sealed').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    creditCode: text('credit_code'),
    legalRepresentative: text('legal_representative'),
    contactName: text('contact_name'),
    /** The business licence; null only for the seeded demo company. */
    licenseUploadId: uuid('license_upload_id').references(() => uploads.id),
    /** The notice agreed to (IDENTITY_CONSENT_VERSION) and when; null only for seeded demo rows. */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('identities_user_idx').on(table.userId, table.submittedAt),
    index('identities_status_idx').on(table.status, table.submittedAt),
    // One submission under review per user, even when two arrive at once.
    uniqueIndex('identities_one_pending_idx').on(table.userId).where(sql`${table.status} = 'pending'`),
  ],
);
export type IdentityRow = typeof identities.$inferSelect;
