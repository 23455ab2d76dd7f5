import { randomUUID } from 'node:crypto';
import { type ConsultFigures, type ConsultStatus, localDateAt, monthsBetween } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { workdayEntries } from '../workdays/workdays.tables.js';
import { type ConsultFigureRow, consultFiguresFor, tallyConsultFigures } from './consultation-figures.js';
import { consultations } from './consultations.tables.js';

const ZONE = 'Asia/Shanghai';
/** A UTC instant; the city (UTC+8) reads it eight hours later. */
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

let t: TestApp;

async function insertQuestion(
  receivedAt: Date,
  dueAt: Date,
  reply: { status?: ConsultStatus; repliedAt?: Date; workingDays?: number } = {},
) {
  await t.db.insert(consultations).values({
    queryNo: `ZXT${randomUUID().slice(0, 12)}`,
    category: 'patent',
    title: '专利费用减缴',
    question: '个人申请专利可以减缴哪些费用？',
    askerName: '李四',
    contactChannel: 'email',
    contactSealed: 'sealed',
    contactKey: randomUUID(),
    status: reply.status ?? (reply.repliedAt ? 'replied' : 'received'),
    receivedAt,
    dueAt,
    reply: reply.repliedAt ? '可以减缴申请费、审查费和年费。' : null,
    repliedAt: reply.repliedAt ?? null,
    replyWorkingDays: reply.workingDays ?? null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(consultations);
  // The 2024 Spring Festival as the State Council set it: 10–17 February off, 4 and 18 February worked.
  await t.db
    .insert(workdayEntries)
    .values([
      ...['10', '11', '12', '13', '14', '15', '16', '17'].map((d) => ({
        date: `2024-02-${d}`,
        kind: 'holiday' as const,
        name: '春节',
      })),
      { date: '2024-02-04', kind: 'workday' as const, name: '春节' },
      { date: '2024-02-18', kind: 'workday' as const, name: '春节' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
});

describe('tallying the consultation figures', () => {
  const row = (
    received: string,
    due: string,
    replied: string | null,
    workingDays: number | null,
  ): ConsultFigureRow => ({
    receivedAt: at(received),
    dueAt: at(due),
    repliedAt: replied ? at(replied) : null,
    workingDays,
  });

  it('counts receipts by the city month of receipt and replies by the city month of the reply', () => {
    const figures = tallyConsultFigures(
      [
        // 00:30 on 1 February in the city: a February question.
        row('2024-01-31T16:30:00Z', '2024-02-07T16:00:00Z', '2024-02-02T02:00:00Z', 1),
        // Received in December (not counted), replied in January on the deadline itself: on time.
        row('2023-12-28T02:00:00Z', '2024-01-04T16:00:00Z', '2024-01-04T16:00:00Z', 5),
        // A second after its deadline: late.
        row('2024-01-02T02:00:00Z', '2024-01-09T16:00:00Z', '2024-01-09T16:00:01Z', 6),
        // Still open, and a reply after the months: received counts, the reply does not.
        row('2024-01-20T02:00:00Z', '2024-01-29T16:00:00Z', null, null),
        row('2024-02-20T02:00:00Z', '2024-02-27T16:00:00Z', '2024-03-01T02:00:00Z', 7),
      ],
      ['2024-01', '2024-02'],
      ZONE,
    );
    expect(figures.months).toEqual([
      { month: '2024-01', received: 2, replied: 2, repliedOnTime: 1, averageWorkingDays: 5.5 },
      { month: '2024-02', received: 2, replied: 1, repliedOnTime: 1, averageWorkingDays: 1 },
    ]);
    // The average of every reply, not of the months' averages: (5 + 6 + 1) / 3.
    expect(figures.total).toEqual({ received: 4, replied: 3, repliedOnTime: 2, averageWorkingDays: 4 });
  });

  it('has every month, with no average where nothing was replied', () => {
    const figures = tallyConsultFigures([], monthsBetween('2024-11', '2025-02'), ZONE);
    expect(figures.months.map((m) => m.month)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(figures.total).toEqual({ received: 0, replied: 0, repliedOnTime: 0, averageWorkingDays: null });
  });

  it('counts the working days on the calendar for replies without them, skipping holidays and counting 调休', async () => {
    // Thursday 1 February 2024 (city) to Tuesday 20 February: 2, 4 (调休), 5–9, 18 (调休), 19, 20.
    await insertQuestion(at('2024-02-01T02:00:00Z'), at('2024-02-07T16:00:00Z'), {
      repliedAt: at('2024-02-20T02:00:00Z'),
    });
    await insertQuestion(at('2024-02-05T02:00:00Z'), at('2024-02-19T16:00:00Z'), {
      repliedAt: at('2024-02-06T02:00:00Z'),
      workingDays: 1,
    });
    // Closed as not a consultation: received, never replied.
    await insertQuestion(at('2024-02-06T02:00:00Z'), at('2024-02-20T16:00:00Z'), { status: 'rejected' });
    const period = { start: at('2024-01-31T16:00:00Z'), end: at('2024-02-29T16:00:00Z'), timeZone: ZONE };
    const figures = await consultFiguresFor(t.db, period, ['2024-02']);
    expect(figures.months).toEqual([
      { month: '2024-02', received: 3, replied: 2, repliedOnTime: 1, averageWorkingDays: 5.5 },
    ]);
  });
});

describe('GET /api/consultations/figures', () => {
  it('answers any caller with the twelve months up to the current city month, and only figures', async () => {
    const now = Date.now();
    // Received three days ago and replied now, well within a limit ten days off.
    await insertQuestion(new Date(now - 3 * DAY), new Date(now + 10 * DAY), {
      repliedAt: new Date(now),
      workingDays: 2,
    });
    await insertQuestion(new Date(now - DAY), new Date(now + DAY));
    const res = await call(t, await t.visitorToken(), 'GET', '/api/consultations/figures');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const figures = res.body.data as ConsultFigures;
    const thisMonth = localDateAt(new Date(now), ZONE).slice(0, 7);
    expect(figures.to).toBe(thisMonth);
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]?.month).toBe(figures.from);
    expect(figures.months.at(-1)?.month).toBe(thisMonth);
    // The question received three days ago may fall in the month before; it is counted once either way.
    expect(figures.total.received).toBe(2);
    expect(figures.total).toMatchObject({ replied: 1, repliedOnTime: 1, averageWorkingDays: 2 });
    expect(res.text).not.toContain('李四');
    expect(res.text).not.toContain('专利费用减缴');
  });

  it('refuses a caller without any token', async () => {
    expect((await call(t, null, 'GET', '/api/consultations/figures')).status).toBe(401);
  });
});
