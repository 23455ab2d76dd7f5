import type { ArticleKind, ArticleStatus, FileRef, GuideKey, PolicyLevel, RelatedLink } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Policies, news and guides: one publishing workflow, so one table; the kind-specific columns are
 * null for the other kinds. `search_tokens` holds the segmented words and bigrams of title,
 * summary and body text (lib/text-search.ts), indexed with the `simple` configuration.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<FileRef[]>().notNull().default([]),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    level: text('level').$type<PolicyLevel>(),
    docNumber: text('doc_number'),
    authority: text('authority'),
    publishDate: date('publish_date'),
    effectiveDate: date('effective_date'),
    expiryDate: date('expiry_date'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    informationType: integer('information_type'),
    source: text('source'),
    guideKey: text('guide_key').$type<GuideKey>(),
    relatedLinks: jsonb('related_links').$type<RelatedLink[]>().notNull().default([]),
    searchTokens: text('search_tokens').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_tokens)`),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('articles_kind_status_date_idx').on(table.kind, table.status, table.publishDate),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
