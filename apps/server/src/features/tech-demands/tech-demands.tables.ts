import type { CooperationMode, DemandEventAction, DemandStatus } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Technology demands (技术需求) of authenticated companies. `company_name` is copied from the
 * company's approved authentication when the demand is submitted, so the public list never reads
 * the identity table (which holds personal data). Budgets are in 10,000 yuan; both ends null with
 * `budget_negotiable` means 面议. `search_tokens` holds the segmented words of title and
 * description (lib/text-search.ts), indexed with the `simple` configuration.
 */
export const techDemands = pgTable(
  'tech_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull().default(''),
    title: text('title').notNull(),
    industry: text('industry').notNull(),
    ipcHints: jsonb('ipc_hints').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    modes: jsonb('modes').$type<CooperationMode[]>().notNull().default([]),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    budgetNegotiable: boolean('budget_negotiable').notNull().default(false),
    validUntil: date('valid_until').notNull(),
    contactViaPlatform: boolean('contact_via_platform').notNull().default(true),
    status: text('status').$type<DemandStatus>().notNull().default('draft'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Fictional demo content (`npm start`), labelled as such wherever it is shown. */
    demo: boolean('demo').notNull().default(false),
    searchTokens: text('search_tokens').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_tokens)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tech_demands_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('tech_demands_status_published_idx').on(table.status, table.publishedAt),
    index('tech_demands_company_idx').on(table.companyUserId, table.updatedAt),
  ],
);
export type TechDemandRow = typeof techDemands.$inferSelect;
export type NewTechDemandRow = typeof techDemands.$inferInsert;

/**
 * The history of a demand: submissions, review outcomes, staff edits (with the fields they
 * changed, old and new), withdrawals, take-downs and renewals. The company sees it; nothing in it
 * is ever updated or deleted while the demand exists.
 */
export const techDemandEvents = pgTable(
  'tech_demand_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => techDemands.id, { onDelete: 'cascade' }),
    action: text('action').$type<DemandEventAction>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** A staff edit: field name → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tech_demand_events_demand_idx').on(table.demandId, table.at)],
);
export type TechDemandEventRow = typeof techDemandEvents.$inferSelect;
