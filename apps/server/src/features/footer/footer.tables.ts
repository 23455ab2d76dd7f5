import type { Footer } from '@cityip/contracts';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The footer: a single row (id 1) holding the whole validated footer document. */
export const siteFooter = pgTable('site_footer', {
  id: integer('id').primaryKey(),
  content: jsonb('content').$type<Omit<Footer, 'updatedAt'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
