import {
  addDays,
  checkSurveyAnswers,
  type Locale,
  type Page,
  type SurveyAnswered,
  type SurveyAnswerValue,
  type SurveyForm,
  type SurveyFormInputSchema,
  type SurveyQuestion,
  type SurveyResponse,
  type SurveyResponseListQuerySchema,
  zonedInstant,
} from '@cityip/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fieldRefusal } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { sessions } from '../auth/auth.tables.js';
import { type SurveyResponseRow, surveyForm, surveyResponses } from './survey.tables.js';

export type ValidSurveyFormInput = z.output<typeof SurveyFormInputSchema>;
type ResponseListQuery = z.output<typeof SurveyResponseListQuerySchema>;
/** The filters of the response list and its export. */
export type ResponseFilters = Pick<ResponseListQuery, 'reportId' | 'from' | 'to'>;

const FORM_ID = 1;

/**
 * The form downloads ask for while the back office has not written its own: the two questions a
 * report publisher needs at the least (who downloads, and why).
 */
export const BUILT_IN_SURVEY: ValidSurveyFormInput = {
  title: '报告下载调查表',
  intro: '为了解报告的使用情况、改进后续研究，请在下载前填写以下信息。',
  questions: [
    {
      id: 'organisation-type',
      type: 'single',
      title: '您所在单位的类型',
      required: true,
      options: ['企业', '高校或科研院所', '服务机构', '政府部门', '个人', '其他'],
    },
    { id: 'purpose', type: 'text', title: '下载用途', required: false, options: [] },
  ],
};

/** The survey form (the stored one, or the built-in one before any edit). */
export async function getSurveyForm(db: Db): Promise<SurveyForm> {
  const [row] = await db.select().from(surveyForm).where(eq(surveyForm.id, FORM_ID));
  if (!row) return { ...BUILT_IN_SURVEY, updatedAt: null };
  return { title: row.title, intro: row.intro, questions: row.questions, updatedAt: row.updatedAt.toISOString() };
}

/** Replaces the form. Responses keep the questions as they were asked (survey.tables.ts). */
export async function saveSurveyForm(db: Db, input: ValidSurveyFormInput): Promise<SurveyForm> {
  const values = { title: input.title, intro: input.intro, questions: input.questions, updatedAt: new Date() };
  await db
    .insert(surveyForm)
    .values({ id: FORM_ID, ...values })
    .onConflictDoUpdate({ target: surveyForm.id, set: values });
  return getSurveyForm(db);
}

/**
 * The key of the caller's session for "once per session": the session family, which survives
 * token refreshes (each refresh is a new session row of the same family).
 */
async function sessionFamilyOf(db: Db, auth: AuthContext): Promise<string> {
  const [row] = await db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, auth.sessionId));
  return row?.familyId ?? auth.sessionId;
}

/** Responses that let this caller download: a registered user's own, else this session's. */
async function callerCondition(db: Db, auth: AuthContext): Promise<SQL> {
  return auth.userId
    ? eq(surveyResponses.userId, auth.userId)
    : eq(surveyResponses.sessionFamilyId, await sessionFamilyOf(db, auth));
}

/** Which of `reportIds` the caller has answered the survey for. */
export async function answeredReportIds(db: Db, auth: AuthContext, reportIds: string[]): Promise<Set<string>> {
  if (reportIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reportId: surveyResponses.reportId })
    .from(surveyResponses)
    .where(and(inArray(surveyResponses.reportId, reportIds), await callerCondition(db, auth)));
  return new Set(rows.map((row) => row.reportId).filter((id): id is string => id !== null));
}

/** Whether the caller has answered the survey for the report. */
export async function hasAnsweredSurvey(db: Db, auth: AuthContext, reportId: string): Promise<boolean> {
  return (await answeredReportIds(db, auth, [reportId])).has(reportId);
}

function snapshot(questions: readonly SurveyQuestion[], answers: Record<string, SurveyAnswerValue>): SurveyAnswered[] {
  return questions
    .filter((question) => answers[question.id] !== undefined)
    .map((question) => ({
      questionId: question.id,
      title: question.title,
      type: question.type,
      value: answers[question.id] as SurveyAnswerValue,
    }));
}

/**
 * Records the caller's answers for a report after checking them against the current form
 * (400 naming each answer at fault, nothing written).
 */
export async function submitSurvey(
  db: Db,
  auth: AuthContext,
  locale: Locale,
  report: { id: string; title: string },
  answers: Record<string, SurveyAnswerValue>,
): Promise<void> {
  const form = await getSurveyForm(db);
  const checked = checkSurveyAnswers(form, answers);
  if (!checked.ok) throw fieldRefusal(locale, checked.issues);
  await db.insert(surveyResponses).values({
    reportId: report.id,
    reportTitle: report.title,
    sessionFamilyId: await sessionFamilyOf(db, auth),
    userId: auth.userId,
    email: auth.email,
    name: auth.name,
    role: auth.role,
    answers: snapshot(form.questions, checked.answers),
  });
}

function toResponse(row: SurveyResponseRow): SurveyResponse {
  return {
    id: row.id,
    reportId: row.reportId,
    reportTitle: row.reportTitle,
    email: row.email,
    name: row.name,
    role: row.role,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filters as SQL; dates are whole days of the city (`to` inclusive). */
function filterCondition(filters: ResponseFilters, timeZone: string): SQL | undefined {
  return and(
    filters.reportId ? eq(surveyResponses.reportId, filters.reportId) : undefined,
    filters.from ? gte(surveyResponses.createdAt, zonedInstant(filters.from, 0, timeZone)) : undefined,
    filters.to ? lt(surveyResponses.createdAt, zonedInstant(addDays(filters.to, 1), 0, timeZone)) : undefined,
  );
}

const NEWEST_FIRST = [desc(surveyResponses.createdAt), desc(surveyResponses.id)];

/** One page of responses, newest first. */
export async function listResponses(db: Db, query: ResponseListQuery, timeZone: string): Promise<Page<SurveyResponse>> {
  const where = filterCondition(query, timeZone);
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(surveyResponses).where(where);
  return { items: rows.map(toResponse), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Up to `limit` responses for an export, newest first, and whether more matched. */
export async function findResponsesForExport(
  db: Db,
  filters: ResponseFilters,
  timeZone: string,
  limit: number,
): Promise<{ responses: SurveyResponse[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(filterCondition(filters, timeZone))
    .orderBy(...NEWEST_FIRST)
    .limit(limit + 1);
  return { responses: rows.slice(0, limit).map(toResponse), truncated: rows.length > limit };
}
