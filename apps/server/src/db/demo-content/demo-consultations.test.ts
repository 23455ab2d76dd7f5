import {
  APPLICATION_RATING_DAYS,
  addWorkingDays,
  CONSULT_CATEGORIES,
  CONSULT_QUERY_NO_PATTERN,
  type ConsultPublic,
  type ConsultPublicSummary,
  localDateAt,
  type Page,
  workdayCalendar,
} from '@cityip/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { applications } from '../../features/applications/applications.tables.js';
import { contactKey } from '../../features/consultations/consultation-contact.js';
import { dueDateOf } from '../../features/consultations/consultation-deadlines.js';
import { publicConsultFigures } from '../../features/consultations/consultation-figures.js';
import { searchFaqs } from '../../features/consultations/consultations.public.js';
import { consultationEvents, consultations, faqs } from '../../features/consultations/consultations.tables.js';
import { evaluations, rectifications } from '../../features/evaluations/evaluations.tables.js';
import { workdayEntries } from '../../features/workdays/workdays.tables.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedDemoConsultations } from './demo-consultations.js';
import { seedDemoEvaluations } from './demo-evaluations.js';
import { seedDemoOutlets } from './demo-outlets.js';

const ZONE = 'Asia/Shanghai';
let t: TestApp;
let visitor: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  // The order of main.ts: outlets and applications first, then the questions, then the reviews.
  expect(await seedDemoOutlets(t.db, t.app.storage, t.config)).toBe(true);
  expect(await seedDemoApplications(t.db, t.config)).toBe(true);
  expect(await seedDemoConsultations(t.db, t.config)).toBe(true);
  expect(await seedDemoEvaluations(t.db, t.config)).toBe(true);
  visitor = await t.visitorToken();
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: auth(visitor) })).json<{ data: T }>().data;

const demoQuestions = () => t.db.select().from(consultations).where(eq(consultations.demo, true));
const accountId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('demo consultations', () => {
  it('publishes 40 replied Q&As over every category and the past year, a few replied late', async () => {
    const published = (await demoQuestions()).filter((row) => row.published);
    expect(published).toHaveLength(40);
    for (const category of CONSULT_CATEGORIES) {
      expect(published.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const row of published) {
      expect(row.status).toBe('replied');
      expect(row.publishable).toBe(true);
      expect(row.reply?.length).toBeGreaterThan(50);
      expect(row.repliedAt?.getTime()).toBeLessThan(now.getTime());
      expect(row.repliedAt?.getTime()).toBeGreaterThan(row.receivedAt.getTime());
      expect(row.replyWorkingDays).toBeGreaterThanOrEqual(1);
      expect(row.searchTokens).not.toBe('');
    }
    const late = published.filter((row) => (row.repliedAt as Date) > row.dueAt);
    expect(late.length).toBeGreaterThanOrEqual(2);
    expect(late.length).toBeLessThan(6);
    const months = new Set(published.map((row) => localDateAt(row.receivedAt, ZONE).slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it('keeps a dozen open questions in the queue: some assigned, some overdue, one due the next working day', async () => {
    const open = (await demoQuestions()).filter((row) => row.status === 'received' || row.status === 'assigned');
    expect(open).toHaveLength(12);
    const staff = await accountId('bus@demo.local');
    const assigned = open.filter((row) => row.status === 'assigned');
    expect(assigned.length).toBeGreaterThanOrEqual(4);
    expect(assigned.every((row) => row.handlerId === staff)).toBe(true);
    expect(open.filter((row) => row.status === 'received').every((row) => row.handlerId === null)).toBe(true);
    expect(open.filter((row) => row.dueAt < now).length).toBeGreaterThanOrEqual(4);
    expect(open.every((row) => row.receivedAt < now && !row.published && row.reply === null)).toBe(true);
    const calendar = workdayCalendar(await t.db.select().from(workdayEntries));
    const nextWorkingDay = addWorkingDays(calendar, localDateAt(now, ZONE), 1);
    expect(open.filter((row) => dueDateOf(row.dueAt, ZONE) === nextWorkingDay)).toHaveLength(1);
  });

  it('has questions of the demo person and company asked as their accounts', async () => {
    const rows = await demoQuestions();
    for (const email of ['person@demo.local', 'company@demo.local']) {
      const id = await accountId(email);
      const theirs = rows.filter((row) => row.askerId === id);
      expect(theirs.length, email).toBeGreaterThanOrEqual(3);
      expect(theirs.every((row) => t.app.secrets.open(row.contactSealed) === email)).toBe(true);
    }
  });

  it('seals every contact and keys it as the look-up does, and shows none of it in public', async () => {
    const rows = await demoQuestions();
    const contacts = rows.map((row) => t.app.secrets.open(row.contactSealed));
    for (const [index, row] of rows.entries()) {
      const contact = contacts[index] as string;
      expect(row.contactSealed).not.toContain(contact);
      expect(row.contactKey).toBe(contactKey(t.config, row.contactChannel, contact));
      const publicText = [row.publicTitle, row.publicQuestion, row.reply, row.searchTokens].join(' ');
      expect(publicText).not.toContain(contact);
    }
    const list = await get<Page<ConsultPublicSummary>>('/api/consultations?pageSize=50');
    expect(list.total).toBe(40);
    const details = await Promise.all(list.items.map((item) => get<ConsultPublic>(`/api/consultations/${item.id}`)));
    const answers = JSON.stringify([list, details]);
    for (const contact of contacts) expect(answers).not.toContain(contact);
    for (const row of rows) expect(answers).not.toContain(row.askerName);
  });

  it('publishes staff wording where the asker wrote personal details, with the edit in the history', async () => {
    const edited = (await demoQuestions()).filter((row) => row.publicQuestion !== null);
    expect(edited.length).toBeGreaterThanOrEqual(1);
    for (const row of edited) {
      expect(row.question).toMatch(/1\d{10}/);
      expect(row.publicQuestion).not.toMatch(/1\d{10}/);
      const history = await t.db
        .select({ action: consultationEvents.action })
        .from(consultationEvents)
        .where(eq(consultationEvents.consultationId, row.id));
      expect(history.map((event) => event.action)).toEqual(
        expect.arrayContaining(['received', 'assigned', 'replied', 'wordingEdited', 'published']),
      );
    }
  });

  it('numbers questions by their day of receipt, uniquely, and finds them by keyword', async () => {
    const rows = await demoQuestions();
    for (const row of rows) {
      expect(row.queryNo).toMatch(CONSULT_QUERY_NO_PATTERN);
      expect(row.queryNo.slice(2, 10)).toBe(localDateAt(row.receivedAt, ZONE).replaceAll('-', ''));
    }
    expect(new Set(rows.map((row) => row.queryNo)).size).toBe(rows.length);
    const found = await get<Page<ConsultPublicSummary>>(`/api/consultations?keyword=${encodeURIComponent('年费')}`);
    expect(found.items.map((item) => item.title)).toContain('专利年费忘记缴纳怎么办？');
  });

  it('turns a few replies into FAQ entries the site search finds', async () => {
    const entries = await t.db.select().from(faqs).where(eq(faqs.demo, true));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const sources = await t.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(
        inArray(
          consultations.id,
          entries.map((entry) => entry.sourceConsultationId as string),
        ),
      );
    expect(sources).toHaveLength(entries.length);
    expect((await searchFaqs(t.db, '续展', 10)).total).toBeGreaterThanOrEqual(1);
  });

  it('gives the published figures a year of data, late replies included', async () => {
    const { total, months } = await publicConsultFigures(t.db, ZONE);
    expect(total.received).toBeGreaterThanOrEqual(48);
    expect(total.replied).toBeGreaterThanOrEqual(38);
    expect(total.repliedOnTime).toBeLessThan(total.replied);
    expect(months.filter((month) => month.replied > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('runs once: a second start adds nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(consultations))[0]?.n;
    expect(await seedDemoConsultations(t.db, t.config)).toBe(false);
    expect(await seedDemoEvaluations(t.db, t.config)).toBe(false);
    expect((await t.db.select({ n: count() }).from(consultations))[0]?.n).toBe(before);
  });
});

describe('demo evaluations', () => {
  it('rates the completed demo applications within their rating period, as their applicants', async () => {
    const completed = await t.db.select().from(applications).where(eq(applications.status, 'completed'));
    expect(completed.length).toBeGreaterThanOrEqual(1);
    for (const application of completed) {
      const [review] = await t.db.select().from(evaluations).where(eq(evaluations.targetId, application.id));
      expect(review?.onceKey).toBe(`application:${application.id}`);
      expect(review?.userId).toBe(application.applicantId);
      expect(review?.service).toBe(application.kind);
      const after = (review?.createdAt.getTime() ?? 0) - (application.completedAt?.getTime() ?? 0);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(APPLICATION_RATING_DAYS * 86_400_000);
    }
  });

  it('rates replies and outlets once each (outlets once per user and month), in a mix of levels', async () => {
    const reviews = await t.db.select().from(evaluations);
    expect(new Set(reviews.map((r) => r.onceKey)).size).toBe(reviews.length);
    expect(reviews.every((r) => r.createdAt < now)).toBe(true);
    for (const r of reviews.filter((r) => r.target === 'outlet')) {
      expect(r.onceKey).toBe(`outlet:${r.targetId}:${r.userId}:${localDateAt(r.createdAt, ZONE).slice(0, 7)}`);
    }
    const replies = reviews.filter((r) => r.target === 'consultation');
    expect(replies.length).toBeGreaterThanOrEqual(20);
    const questions = await t.db
      .select()
      .from(consultations)
      .where(
        inArray(
          consultations.id,
          replies.map((r) => r.targetId),
        ),
      );
    for (const r of replies) {
      const question = questions.find((q) => q.id === r.targetId);
      expect(r.onceKey).toBe(`consultation:${r.targetId}`);
      expect(question?.status).toBe('replied');
      expect(r.createdAt > (question?.repliedAt as Date)).toBe(true);
      expect(r.userId).toBe(question?.askerId);
    }
    expect(reviews.filter((r) => r.target === 'outlet').length).toBeGreaterThanOrEqual(20);
    for (const level of [5, 4, 3, 2, 1])
      expect(
        reviews.some((r) => r.level === level),
        `level ${level}`,
      ).toBe(true);
    expect(reviews.filter((r) => r.level >= 4).length / reviews.length).toBeGreaterThan(0.7);
  });

  it('opens a rectification case for each bad review: one open, one overdue after verification, one answered and resolved', async () => {
    const reviews = await t.db.select().from(evaluations);
    const bad = reviews.filter((r) => r.level <= 2);
    expect(bad).toHaveLength(3);
    expect(bad.every((r) => r.reasons.length > 0)).toBe(true);
    expect(reviews.filter((r) => r.level > 2).every((r) => r.reasons.length === 0)).toBe(true);
    const cases = await t.db.select().from(rectifications);
    expect(cases.map((c) => c.evaluationId).sort()).toEqual(bad.map((r) => r.id).sort());
    const open = cases.filter((c) => c.status === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]?.dueAt.getTime()).toBeGreaterThan(now.getTime());
    const overdue = cases.filter((c) => c.status === 'verified');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.dueAt.getTime()).toBeLessThan(now.getTime());
    expect(overdue[0]?.verifyNote).toBeTruthy();
    const answered = cases.filter((c) => c.status === 'answered');
    expect(answered).toHaveLength(1);
    const [done] = answered;
    expect(done?.answer).toBeTruthy();
    expect(done?.outcome).toBe('rectified');
    expect(done?.followUp).toBe('resolved');
    expect((done?.answeredAt as Date) <= (done?.dueAt as Date)).toBe(true);
    expect((done?.followUpAt as Date) < now).toBe(true);
  });
});
