import type { FileRef } from '@cityip/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The city's WeChat service account QR code: a single row (id 1), absent until first saved. */
export const wechatCode = pgTable('wechat_code', {
  id: integer('id').primaryKey(),
  accountName: text('account_name').notNull(),
  image: jsonb('image').$type<FileRef>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
