import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which one-time seed steps have run. Demo content is inserted once per database: content an
 * operator later deletes or edits must not come back on the next start.
 */
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
