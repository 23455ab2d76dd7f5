import type { SurveyAnswered, SurveyQuestion } from '@cityip/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { reports } from '../reports/reports.tables.js';

/** The report download survey: one form (row id 1), edited in `/system/reportDownOpreation`. */
export const surveyForm = pgTable('survey_form', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to the survey, one row per report download request. Each answer keeps the question as it
 * was asked, so editing the form later never changes what a response says. `session_family_id` (visitors)
 * and `user_id` (registered users) decide whether the caller may download the report.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reportTitle: text('report_title').notNull(),
    /** The session family of the caller (token refreshes keep it; a new visitor login starts another). */
    sessionFamilyId: uuid('session_family_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    name: text('name').notNull(),
    role: text('role').notNull(),
    answers: jsonb('answers').$type<SurveyAnswered[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('survey_responses_report_session_idx').on(table.reportId, table.sessionFamilyId),
    index('survey_responses_report_user_idx').on(table.reportId, table.userId),
    index('survey_responses_created_idx').on(table.createdAt),
  ],
);
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
