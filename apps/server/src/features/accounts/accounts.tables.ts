import type { AccountRole, AccountType, Locale } from '@cityip/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Registered accounts (the visitor account is configuration, not a row). Emails are stored lower-case. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /**
   * The mobile phone, sealed with the secret box (`v1.…`, see account-phones.ts); never plain text.
   * The column keeps its name so closing an account (profile) still clears it with `phone: null`.
   */
  phone: text('phone'),
  organization: text('organization'),
  role: text('role').$type<AccountRole>().notNull(),
  status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
  /** Person or company, chosen at self-registration; null for accounts created in the back office. */
  accountType: text('account_type').$type<AccountType>(),
  /**
   * When the holder closed the account: its personal data is gone, the row stays (disabled, with a
   * placeholder email) because applications and logs that the law keeps still point to it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The language the holder reads mails in (issue 25); set in the profile, zh-CN until then. */
  language: text('language').$type<Locale>().notNull().default('zh-CN'),
  passwordHash: text('password_hash').notNull(),
  /** When the password was last set; a staff password older than STAFF_PASSWORD_MAX_AGE_DAYS must be changed. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;
