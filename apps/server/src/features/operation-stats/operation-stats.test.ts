import { randomUUID } from 'node:crypto';
import {
  type ApplicationKindKey,
  type ApplicationStatus,
  type LoginResponse,
  localDateAt,
  type OperationStats,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-config.js';
import { cloneTestDatabase } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import { users } from '../accounts/accounts.tables.js';
import { applications } from '../applications/applications.tables.js';
import { consultations } from '../consultations/consultations.tables.js';
import { contactRequests } from '../contact-requests/contact-requests.tables.js';
import { evaluations, rectifications } from '../evaluations/evaluations.tables.js';
import { identities } from '../identity/identity.tables.js';
import { surveyResponses } from '../survey/survey.tables.js';
import { techDemandEvents, techDemands } from '../tech-demands/tech-demands.tables.js';
import { industryWatches, savedSearches, watchDigests, watchUnsubscribes } from '../watch/watch.tables.js';
import { overdueItems } from './application-figures.js';
import { searchCounts } from './operation-stats.tables.js';
import { countSearch } from './search-counter.js';

let t: TestApp;
let bus: string;
let applicantId: string;
const NOW = new Date();
const DAY = 86_400_000;

/** A UTC instant; the city (Asia/Shanghai) reads it eight hours later. */
const at = (iso: string) => new Date(iso);

let receipt = 0;
async function insertApplication(
  kind: ApplicationKindKey,
  status: ApplicationStatus,
  submittedAt: Date,
  extra: { completedAt?: Date; dueAt?: Date } = {},
) {
  receipt += 1;
  await t.db.insert(applications).values({
    receiptNo: `T${String(receipt).padStart(6, '0')}`,
    kind,
    applicantId,
    status,
    data: {},
    idempotencyKey: randomUUID(),
    submittedAt,
    completedAt: extra.completedAt ?? null,
    // Not due yet unless a test says so: only the chosen rows are overdue now.
    dueAt: extra.dueAt ?? new Date(NOW.getTime() + DAY),
  });
}

async function insertUser(createdAt: Date, accountType: 'person' | 'company' | null) {
  const [row] = await t.db
    .insert(users)
    .values({
      email: `${randomUUID()}@stats.test`,
      name: '统计测试',
      role: accountType === 'company' ? 'user' : 'common',
      accountType,
      passwordHash: 'not-a-hash',
      createdAt,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function insertIdentity(
  userId: string,
  status: 'pending' | 'approved' | 'rejected',
  submittedAt: Date,
  reviewedAt: Date | null = null,
) {
  await t.db.insert(identities).values({
    userId,
    kind: 'person',
    status,
    name: '张三',
    phoneSealed: 'sealed',
    phoneMasked: '138****0000',
    submittedAt,
    reviewedAt,
  });
}

async function insertDownload(createdAt: Date) {
  await t.db.insert(surveyResponses).values({
    reportTitle: '测试报告',
    sessionFamilyId: randomUUID(),
    name: '游客',
    role: 'visitor',
    answers: [],
    createdAt,
  });
}

async function insertQuestion(
  receivedAt: Date,
  dueAt: Date,
  status: 'received' | 'assigned' | 'replied' | 'rejected',
  reply: { at: Date; workingDays: number | null } | null = null,
) {
  await t.db.insert(consultations).values({
    queryNo: `ZXT${randomUUID().slice(0, 12)}`,
    category: 'trademark',
    title: '商标注册',
    question: '商标注册需要多长时间？',
    askerName: '赵六',
    contactChannel: 'email',
    contactSealed: 'sealed',
    contactKey: randomUUID(),
    status,
    receivedAt,
    dueAt,
    repliedAt: reply?.at ?? null,
    replyWorkingDays: reply?.workingDays ?? null,
  });
}

/** A review of `level`; a bad one with the rectification case given. */
async function insertReview(
  level: 1 | 2 | 3 | 4 | 5,
  createdAt: Date,
  rectification?: Partial<typeof rectifications.$inferInsert> & { dueAt: Date },
) {
  const [review] = await t.db
    .insert(evaluations)
    .values({
      target: 'outlet',
      targetId: randomUUID(),
      userId: applicantId,
      onceKey: `test:${randomUUID()}`,
      level,
      reasons: level <= 2 ? ['slowHandling'] : [],
      createdAt,
    })
    .returning({ id: evaluations.id });
  if (rectification && review) await t.db.insert(rectifications).values({ evaluationId: review.id, ...rectification });
}

const stats = async (query: string, token = bus) => {
  const res = await call(t, token, 'GET', `/api/admin/operation-stats?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as OperationStats;
};

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
  // Only the rows of this suite: demo applications would make "overdue now" depend on the seed.
  await t.db.delete(applications);
  await t.db.delete(consultations);
  await t.db.delete(evaluations);
  applicantId = await insertUser(at('2020-06-01T00:00:00Z'), 'person');

  // Period 2024-01 … 2024-03 in the city's calendar (UTC+8).
  await insertApplication('rightsAid', 'submitted', at('2023-12-31T15:59:00Z')); // 23:59 on 31 Dec: outside
  await insertApplication('rightsAid', 'completed', at('2024-01-10T02:00:00Z'), {
    completedAt: at('2024-01-14T02:00:00Z'), // 4 days
  });
  await insertApplication('rightsAid', 'rejected', at('2024-01-31T16:30:00Z'), {
    completedAt: at('2024-02-03T04:30:00Z'), // submitted 00:30 on 1 Feb in the city; 2.5 days
  });
  await insertApplication('consultation', 'completed', at('2023-12-20T02:00:00Z'), {
    completedAt: at('2024-03-05T02:00:00Z'), // submitted before, finished in the period: 76 days
  });
  await insertApplication('consultation', 'accepted', at('2024-03-31T15:00:00Z')); // open, not yet due
  await insertApplication('trademarkWindow', 'inProgress', at('2024-02-10T02:00:00Z'), {
    dueAt: new Date(NOW.getTime() - 3.5 * DAY), // open and overdue
  });
  await insertApplication('disputeMediation', 'returned', at('2024-03-01T02:00:00Z'), {
    dueAt: new Date(NOW.getTime() - 10 * DAY), // waiting for the applicant, still overdue
  });
  await insertApplication('trademarkWindow', 'completed', at('2024-04-01T02:00:00Z'), {
    completedAt: at('2024-04-02T02:00:00Z'),
    dueAt: new Date(NOW.getTime() - 30 * DAY), // finished: never overdue
  });

  const january = await insertUser(at('2024-01-05T02:00:00Z'), 'person');
  const february = await insertUser(at('2024-02-29T17:00:00Z'), 'company'); // 1 March in the city
  await insertUser(at('2024-02-05T02:00:00Z'), null); // created by an administrator: not a registration
  await insertIdentity(january, 'rejected', at('2024-01-06T02:00:00Z'), at('2024-01-08T02:00:00Z'));
  await insertIdentity(january, 'approved', at('2024-01-20T02:00:00Z'), at('2024-02-01T02:00:00Z'));
  await insertIdentity(february, 'pending', at('2024-03-02T02:00:00Z'));

  await insertDownload(at('2024-02-10T02:00:00Z'));
  await insertDownload(at('2024-02-11T02:00:00Z'));
  await insertDownload(at('2024-04-01T02:00:00Z'));

  const log = t.app.log;
  await countSearch(t.db, 'patent', 'Asia/Shanghai', log, at('2024-01-01T01:00:00Z'));
  await countSearch(t.db, 'patent', 'Asia/Shanghai', log, at('2024-01-01T03:00:00Z'));
  await countSearch(t.db, 'policy', 'Asia/Shanghai', log, at('2024-03-31T16:30:00Z')); // 00:30 on 1 April in the city
  await countSearch(t.db, 'policy', 'Asia/Shanghai', log, at('2024-03-31T12:00:00Z'));

  // Technology matchmaking: approvals from the demand history, contacts, matchmaking applications.
  const [demand] = await t.db
    .insert(techDemands)
    .values({ companyUserId: february, title: '示例需求', industry: 'ngit', validUntil: '2099-12-31' })
    .returning();
  const demandEvent = (action: 'approved' | 'submitted', when: Date) =>
    t.db.insert(techDemandEvents).values({ demandId: demand?.id as string, action, at: when });
  await demandEvent('submitted', at('2024-01-09T02:00:00Z')); // a submission is not a publication
  await demandEvent('approved', at('2024-01-10T02:00:00Z'));
  await demandEvent('approved', at('2024-03-31T16:30:00Z')); // 1 April in the city: outside
  await t.db.insert(contactRequests).values({
    targetKind: 'demand',
    targetId: demand?.id as string,
    requesterName: '王五',
    requesterContact: '13800000000',
    subject: '合作',
    message: '希望洽谈',
    createdAt: at('2024-02-29T16:30:00Z'), // 1 March in the city
  });
  await insertApplication('techMatchmaking', 'submitted', at('2024-02-12T02:00:00Z'));

  // Public consultation: received by the month of receipt, replied by the month of the reply.
  await insertQuestion(at('2024-01-10T02:00:00Z'), at('2024-01-17T16:00:00Z'), 'replied', {
    at: at('2024-01-12T02:00:00Z'),
    workingDays: 2,
  });
  await insertQuestion(at('2023-12-28T02:00:00Z'), at('2024-01-04T16:00:00Z'), 'replied', {
    at: at('2024-01-02T02:00:00Z'), // received before the period, replied in it
    workingDays: 3,
  });
  await insertQuestion(at('2024-01-31T16:30:00Z'), at('2024-02-07T16:00:00Z'), 'replied', {
    at: at('2024-02-16T02:00:00Z'), // 1 February in the city; replied late after 11 working days
    workingDays: 11,
  });
  await insertQuestion(at('2024-02-05T02:00:00Z'), at('2024-02-12T16:00:00Z'), 'replied', {
    at: at('2024-04-01T02:00:00Z'), // replied after the period
    workingDays: 30,
  });
  await insertQuestion(at('2024-03-01T02:00:00Z'), new Date(NOW.getTime() - 2 * DAY), 'assigned'); // overdue now
  await insertQuestion(at('2024-03-05T02:00:00Z'), new Date(NOW.getTime() - 2 * DAY), 'rejected'); // closed: never overdue
  await insertQuestion(at('2024-03-10T02:00:00Z'), new Date(NOW.getTime() + DAY), 'received'); // not due yet

  // 好差评: reviews by the month given; cases answered and followed up by their own months.
  await insertReview(5, at('2024-01-05T02:00:00Z'));
  await insertReview(4, at('2024-01-20T02:00:00Z'));
  await insertReview(2, at('2024-02-03T02:00:00Z'), { dueAt: new Date(NOW.getTime() - DAY) }); // open, overdue now
  await insertReview(1, at('2024-02-29T17:00:00Z'), {
    dueAt: at('2024-03-08T16:00:00Z'), // given on 1 March in the city
    status: 'answered',
    outcome: 'rectified',
    answer: '已优化窗口叫号流程。',
    answeredAt: at('2024-03-05T02:00:00Z'),
    followUp: 'resolved',
    followUpAt: at('2024-03-06T02:00:00Z'),
  });
  await insertReview(3, at('2024-03-10T02:00:00Z'));
  await insertReview(1, at('2024-04-01T02:00:00Z'), { dueAt: new Date(NOW.getTime() + 2 * DAY), status: 'verified' });
  await insertReview(2, at('2023-12-30T02:00:00Z'), {
    dueAt: at('2024-01-08T16:00:00Z'),
    status: 'answered',
    outcome: 'explained',
    answer: '已向评价人说明办理时限。',
    answeredAt: at('2024-01-03T02:00:00Z'),
    followUp: 'unresolved',
    followUpAt: at('2024-02-01T02:00:00Z'),
  });

  // Patent alerts (issue 26): a search saved in February with alerts on, one saved before the
  // period and turned off, a digest in January and one in March (and one after), an unsubscribe
  // by a mail's link in February, and one industry subscription.
  const [alerting] = await t.db
    .insert(savedSearches)
    .values({
      userId: applicantId,
      name: '电池',
      expression: '电池',
      search: '',
      sort: 'relevance',
      frequency: 'daily',
      nextDigestAt: NOW,
      createdAt: at('2024-02-10T02:00:00Z'),
    })
    .returning({ id: savedSearches.id });
  await t.db.insert(savedSearches).values({
    userId: applicantId,
    name: '芯片',
    expression: '芯片',
    search: '',
    sort: 'relevance',
    createdAt: at('2023-11-10T02:00:00Z'),
  });
  for (const sentAt of ['2024-01-31T15:00:00Z', '2024-03-02T02:00:00Z', '2024-03-31T16:30:00Z']) {
    await t.db.insert(watchDigests).values({
      userId: applicantId,
      kind: 'search',
      savedSearchId: alerting?.id ?? null,
      name: '电池',
      windowFrom: at(sentAt),
      windowTo: at(sentAt),
      sections: [{ section: 'matches', total: 1, patentIds: [1] }],
      total: 1,
      sentAt: at(sentAt),
    });
  }
  await t.db.insert(watchUnsubscribes).values({ userId: applicantId, kind: 'search', at: at('2024-02-20T02:00:00Z') });
  await t.db.insert(industryWatches).values({ userId: applicantId, industry: 'nev', nextDigestAt: NOW });
});
afterAll(async () => {
  await t?.close();
});

describe('operation statistics', () => {
  it('counts each series from the rows of the period, by the city calendar', async () => {
    const data = await stats('from=2024-01&to=2024-03');
    expect(data.months).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(data.headline).toEqual({
      applications: 6,
      completed: 2,
      rejected: 1,
      averageHandlingDays: 27.5, // (4 + 2.5 + 76) / 3
      overdue: 2,
      registrations: 2,
      authentications: 3,
      downloads: 2,
      searches: 3,
      demandsPublished: 1,
      contacts: 1,
      matchmakingApplications: 1,
      consultReceived: 6,
      consultReplied: 3,
      consultRepliedOnTime: 2,
      consultOverdue: 1,
      consultAverageWorkingDays: 5.3, // (2 + 3 + 11) / 3
      reviews: 5,
      satisfiedRate: 40,
      badReviews: 2,
      rectificationsOpen: 2,
      rectificationsOverdue: 1,
      rectificationsAnswered: 2,
      followUpResolvedRate: 50,
      watchAlerting: 1,
      watchIndustries: 1,
      watchDigests: 2,
      watchUnsubscribes: 1,
    });
    expect(data.watch).toEqual([
      { month: '2024-01', savedSearches: 0, digests: 1, unsubscribes: 0 },
      { month: '2024-02', savedSearches: 1, digests: 0, unsubscribes: 1 },
      { month: '2024-03', savedSearches: 0, digests: 1, unsubscribes: 0 },
    ]);
    expect(data.applicationsByMonth).toEqual([
      { month: '2024-01', kind: 'rightsAid', count: 1 },
      { month: '2024-02', kind: 'rightsAid', count: 1 },
      { month: '2024-02', kind: 'techMatchmaking', count: 1 },
      { month: '2024-02', kind: 'trademarkWindow', count: 1 },
      { month: '2024-03', kind: 'consultation', count: 1 },
      { month: '2024-03', kind: 'disputeMediation', count: 1 },
    ]);
    expect(data.kinds.find((k) => k.kind === 'rightsAid')).toEqual({
      kind: 'rightsAid',
      submitted: 2,
      completed: 1,
      rejected: 1,
      averageHandlingDays: 3.3,
      overdue: 0,
      dueDays: 20,
    });
    expect(data.kinds.find((k) => k.kind === 'consultation')).toMatchObject({
      submitted: 1,
      completed: 1,
      averageHandlingDays: 76,
    });
    expect(data.statuses.filter((s) => s.count > 0)).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'accepted', count: 1 },
      { status: 'inProgress', count: 1 },
      { status: 'returned', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'rejected', count: 1 },
    ]);
    // How late each is counts working days: its own test below pins that on known dates.
    expect(data.overdue.map((o) => [o.kind, o.status])).toEqual([
      ['disputeMediation', 'returned'],
      ['trademarkWindow', 'inProgress'],
    ]);
    const [longest, shorter] = data.overdue.map((o) => o.daysOverdue);
    expect(longest).toBeGreaterThanOrEqual(shorter ?? Number.POSITIVE_INFINITY);
    expect(data.accounts).toEqual([
      { month: '2024-01', registrations: 1, authSubmitted: 2, authApproved: 0, authRejected: 1 },
      { month: '2024-02', registrations: 0, authSubmitted: 0, authApproved: 1, authRejected: 0 },
      { month: '2024-03', registrations: 1, authSubmitted: 1, authApproved: 0, authRejected: 0 },
    ]);
    expect(data.downloads).toEqual([
      { month: '2024-01', downloads: 0 },
      { month: '2024-02', downloads: 2 },
      { month: '2024-03', downloads: 0 },
    ]);
    expect(data.matchmaking).toEqual([
      { month: '2024-01', demandsPublished: 1, contacts: 0, matchmakingApplications: 0 },
      { month: '2024-02', demandsPublished: 0, contacts: 0, matchmakingApplications: 1 },
      { month: '2024-03', demandsPublished: 0, contacts: 1, matchmakingApplications: 0 },
    ]);
    expect(data.consultations).toEqual([
      { month: '2024-01', received: 1, replied: 2, repliedOnTime: 2, averageWorkingDays: 2.5 },
      { month: '2024-02', received: 2, replied: 1, repliedOnTime: 0, averageWorkingDays: 11 },
      { month: '2024-03', received: 3, replied: 0, repliedOnTime: 0, averageWorkingDays: null },
    ]);
    expect(data.evaluations).toEqual([
      {
        month: '2024-01',
        reviews: 2,
        satisfied: 2,
        badReviews: 0,
        rectificationsAnswered: 1,
        followUps: 0,
        followUpsResolved: 0,
      },
      {
        month: '2024-02',
        reviews: 1,
        satisfied: 0,
        badReviews: 1,
        rectificationsAnswered: 0,
        followUps: 1,
        followUpsResolved: 0,
      },
      {
        month: '2024-03',
        reviews: 2,
        satisfied: 0,
        badReviews: 1,
        rectificationsAnswered: 1,
        followUps: 1,
        followUpsResolved: 1,
      },
    ]);
    expect(data.searches).toHaveLength(31 + 29 + 31);
    expect(data.searches[0]).toEqual({ day: '2024-01-01', patent: 2, policy: 0 });
    expect(data.searches.at(-1)).toEqual({ day: '2024-03-31', patent: 0, policy: 1 });
  });

  it('refuses a malformed or too long range with a translated field error', async () => {
    const refused = async (query: string) => {
      const res = await call(t, bus, 'GET', `/api/admin/operation-stats?${query}`, { lang: 'en-US' });
      expect(res.status).toBe(400);
      return res.body.data.errors;
    };
    expect(await refused('from=2024-13&to=2024-12')).toEqual([
      { field: 'from', message: 'Please enter a valid month (YYYY-MM).' },
    ]);
    expect(await refused('from=2024-05&to=2024-04')).toEqual([
      { field: 'to', message: 'The start time cannot be later than the end time.' },
    ]);
    expect(await refused('from=2021-01&to=2024-01')).toEqual([
      { field: 'to', message: 'The period can cover at most 36 months. Please choose a shorter range.' },
    ]);
    expect(await refused('to=2024-01')).toHaveLength(1);
    expect((await call(t, bus, 'GET', '/api/admin/operation-stats?from=2021-01&to=2023-12')).status).toBe(200);
  });

  it('is for staff of the module: an ordinary user is refused, an administrator may read', async () => {
    const common = await t.loginAs('common');
    const url = '/api/admin/operation-stats?from=2024-01&to=2024-03';
    expect((await call(t, common, 'GET', url)).status).toBe(403);
    expect((await call(t, common, 'GET', url.replace('?', '/export?'))).status).toBe(403);
    expect((await call(t, await t.loginAs('user'), 'GET', url)).status).toBe(403);
    expect((await call(t, await t.loginAs('admin'), 'GET', url)).status).toBe(200);
  });

  it('exports every series as a sheet of a workbook in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/operation-stats/export?from=2024-01&to=2024-03',
      headers: { authorization: bus, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="operation-statistics-2024-01-2024-03.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      '概览',
      '按月申请量',
      '按业务类型',
      '办理状态',
      '超期事项',
      '注册与认证',
      '报告下载',
      '技术供需对接',
      '在线咨询',
      '好差评',
      '专利提醒',
      '每日检索',
    ]);
    expect(workbook.getWorksheet('专利提醒')?.getRow(3).values).toEqual([undefined, '2024-02', 1, 0, 1]);
    expect(workbook.getWorksheet('在线咨询')?.getRow(2).values).toEqual([undefined, '2024-01', 1, 2, 2, 100, 2.5]);
    expect(workbook.getWorksheet('好差评')?.getRow(4).values).toEqual([undefined, '2024-03', 2, 0, 0, 1, 1, 1, 1, 100]);
    expect(workbook.getWorksheet('技术供需对接')?.getRow(2).values).toEqual([undefined, '2024-01', 1, 0, 0]);
    const overview = workbook.getWorksheet('概览');
    expect(overview?.getRow(3).values).toEqual([undefined, '申请量', 6]);
    expect(overview?.getRow(21).values).toEqual([undefined, '满意率（%）', 40]);
    const overdue = workbook.getWorksheet('超期事项');
    expect(overdue?.getRow(2).getCell(2).value).toBe('知识产权纠纷人民调解申请');
    expect(overdue?.getRow(2).getCell(3).value).toBe('退回补正');
    expect(workbook.getWorksheet('每日检索')?.rowCount).toBe(1 + 91);
  });
});

describe('overdue applications', () => {
  it('count how late each is in working days: the National Day week adds nothing', async () => {
    receipt += 1;
    const receiptNo = `T${String(receipt).padStart(6, '0')}`;
    // Its last allowed day was Wednesday 30 September 2026; 1–7 October are the holiday of the
    // demo calendar, so on Friday 9 October it is two working days late (nine calendar days).
    await t.db.insert(applications).values({
      receiptNo,
      kind: 'trademarkWindow',
      applicantId,
      status: 'accepted',
      data: {},
      idempotencyKey: randomUUID(),
      submittedAt: at('2026-09-20T02:00:00Z'),
      dueAt: at('2026-09-30T16:00:00Z'),
    });
    const items = await overdueItems(t.db, at('2026-10-09T02:00:00Z'), 'Asia/Shanghai');
    expect(items.find((item) => item.receiptNo === receiptNo)?.daysOverdue).toBe(2);
    const onTheLastDay = await overdueItems(t.db, at('2026-09-30T15:59:59Z'), 'Asia/Shanghai');
    expect(onTheLastDay.some((item) => item.receiptNo === receiptNo)).toBe(false);
    const nextWorkingDay = await overdueItems(t.db, at('2026-10-08T01:00:00Z'), 'Asia/Shanghai');
    expect(nextWorkingDay.find((item) => item.receiptNo === receiptNo)?.daysOverdue).toBe(1);
    await t.db.delete(applications).where(eq(applications.receiptNo, receiptNo));
  });
});

describe('search counter', () => {
  const today = () => localDateAt(new Date(), 'Asia/Shanghai');
  const countOf = async (kind: 'patent' | 'policy') => {
    const rows = await t.db.select().from(searchCounts).where(eq(searchCounts.day, today()));
    return rows.find((row) => row.kind === kind)?.count ?? 0;
  };

  it('counts first pages of patent and policy searches, not page turns', async () => {
    const visitor = await t.visitorToken();
    const issued = await call(t, visitor, 'POST', '/api/oauth/database');
    const database = `bearer ${issued.body.data.access_token}`;
    const patentBefore = await countOf('patent');
    const policyBefore = await countOf('policy');

    expect((await call(t, database, 'GET', `/api/data/patents?q=${encodeURIComponent('电池')}`)).status).toBe(200);
    expect((await call(t, database, 'GET', `/api/data/patents?q=${encodeURIComponent('电池')}&page=2`)).status).toBe(
      200,
    );
    expect((await call(t, visitor, 'GET', '/api/policies?keyword=专利')).status).toBe(200);
    expect((await call(t, visitor, 'GET', '/api/policies?keyword=专利&page=2')).status).toBe(200);
    // A refused search is not a search.
    expect((await call(t, visitor, 'GET', '/api/policies?from=2024-02-01&to=2024-01-01')).status).toBe(400);

    // The counter is written after the answer has gone out.
    await vi.waitFor(async () => {
      expect(await countOf('patent')).toBe(patentBefore + 1);
      expect(await countOf('policy')).toBe(policyBefore + 1);
    });
  });

  it('is written before a shutdown closes the database: app.close() waits for the counter', async () => {
    const database = await cloneTestDatabase();
    try {
      const app = await buildApp({ config: testConfig(), db: database.db });
      const countsNow = () => database.db.select().from(searchCounts).where(eq(searchCounts.kind, 'policy'));
      const before = (await countsNow()).reduce((sum, row) => sum + row.count, 0);
      const visitor = await app.inject({ method: 'POST', url: '/api/oauth/visitor' });
      const token = visitor.json<LoginResponse>().token.access_token;
      const search = await app.inject({
        method: 'GET',
        url: `/api/policies?keyword=${encodeURIComponent('专利')}`,
        headers: { authorization: `bearer ${token}` },
      });
      expect(search.statusCode).toBe(200);
      await app.close();
      expect((await countsNow()).reduce((sum, row) => sum + row.count, 0)).toBe(before + 1);
    } finally {
      await database.close();
    }
  });

  it('never fails the search: a counter that cannot be written is logged and skipped', async () => {
    const warn = vi.fn();
    const broken = {
      insert: () => {
        throw new Error('database gone');
      },
    } as unknown as TestApp['db'];
    await expect(
      countSearch(broken, 'patent', 'Asia/Shanghai', { warn } as unknown as TestApp['app']['log']),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'patent' }), 'search not counted');
  });
});
