import { localDateAt, type TimeLimits, type WorkdayCalendarYear, workingDeadline } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsWrittenBy } from '../../../test/audit-kit.js';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadWorkdayCalendar, timeLimitDays, workingDeadlineFor } from './workdays.public.js';
import { workdayEntries } from './workdays.tables.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
});
afterAll(() => t.close());

const BASE = '/api/admin/workdays';
const yearOf = async (year: number) =>
  (await call(t, bus, 'GET', `${BASE}?year=${year}`)).body.data as WorkdayCalendarYear;
const entryOf = async (date: string) =>
  (await yearOf(Number(date.slice(0, 4)))).entries.find((entry) => entry.date === date);

describe('the demo national schedule', () => {
  it('ships 2026 as the State Council published it, and a drawn 2027, all marked demo', async () => {
    const y2026 = await yearOf(2026);
    expect(y2026.year).toBe(2026);
    const pick = (date: string) => y2026.entries.find((entry) => entry.date === date);
    expect(pick('2026-01-01')).toEqual({ date: '2026-01-01', kind: 'holiday', name: '元旦', demo: true });
    expect(pick('2026-01-04')).toEqual({ date: '2026-01-04', kind: 'workday', name: '元旦调休上班', demo: true });
    expect(y2026.entries.filter((entry) => entry.name === '春节').map((entry) => entry.date)).toHaveLength(9);
    const worked = y2026.entries.filter((entry) => entry.kind === 'workday').map((entry) => entry.date);
    expect(worked).toEqual(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
    expect(y2026.entries.every((entry) => entry.demo)).toBe(true);
    const y2027 = await yearOf(2027);
    expect(y2027.entries.find((entry) => entry.date === '2027-10-01')).toMatchObject({ kind: 'holiday', demo: true });
    expect((await yearOf(2030)).entries).toEqual([]);
  });

  it('gives the city’s current year without a year, and the default limits', async () => {
    const res = await call(t, bus, 'GET', BASE);
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as WorkdayCalendarYear;
    expect(data.year).toBe(Number(localDateAt(new Date(), t.config.cityProfile.timeZone).slice(0, 4)));
    expect(data.limits).toEqual({ consultReply: 5, rectification: 5 });
  });
});

describe('calendar entries (PUT/DELETE /api/admin/workdays/:date)', () => {
  it('makes a weekday a holiday, changes it, and deletes it: logged with the date, counted at once', async () => {
    const url = `${BASE}/2031-03-04`;
    const rows = await logRowsWrittenBy(t.db, async () => {
      const created = await call(t, bus, 'PUT', url, { body: { kind: 'holiday', name: ' 测试假日 ' } });
      expect(created.status, created.text).toBe(200);
      expect(created.body.msg).toBe('日历设置已保存，此后计算的期限将按新日历计算');
      expect(created.body.data).toEqual({ date: '2031-03-04', kind: 'holiday', name: '测试假日', demo: false });
    });
    expect(rows.map((row) => [row.action, row.target, row.success])).toEqual([
      ['workdays.entry.save', '2031-03-04', true],
    ]);
    // 2031-03-03 is a Monday: its next working day is now Wednesday.
    const deadline = workingDeadline(
      await loadWorkdayCalendar(t.db),
      new Date('2031-03-03T02:00:00Z'),
      1,
      'Asia/Shanghai',
    );
    expect(deadline.toISOString()).toBe('2031-03-05T16:00:00.000Z');

    const renamed = await call(t, bus, 'PUT', url, { body: { kind: 'holiday', name: '更名后的假日' } });
    expect(renamed.body.data.name).toBe('更名后的假日');
    expect(await entryOf('2031-03-04')).toMatchObject({ name: '更名后的假日' });

    const deleted = await call(t, bus, 'DELETE', url, { lang: 'en-US' });
    expect([deleted.status, deleted.body.msg]).toEqual([
      200,
      'Calendar entry deleted. The day follows the week again.',
    ]);
    expect(await entryOf('2031-03-04')).toBeUndefined();
  });

  it('turns a demo entry into staff’s own when changed', async () => {
    const changed = await call(t, bus, 'PUT', `${BASE}/2027-09-26`, {
      body: { kind: 'workday', name: '国庆节调休上班' },
    });
    expect(changed.body.data).toEqual({ date: '2027-09-26', kind: 'workday', name: '国庆节调休上班', demo: false });
  });

  it('takes an adjusted working day on a Saturday or Sunday only, saying why in the caller’s language', async () => {
    const saturday = await call(t, bus, 'PUT', `${BASE}/2031-03-08`, { body: { kind: 'workday' } });
    expect(saturday.status, saturday.text).toBe(200);
    for (const [lang, message] of [
      ['zh-CN', '调休上班日只能设在星期六或星期日，工作日无需另行设置'],
      ['en-US', 'An adjusted working day can only be a Saturday or Sunday; weekdays are working days already.'],
    ] as const) {
      const weekday = await call(t, bus, 'PUT', `${BASE}/2031-03-05`, { body: { kind: 'workday' }, lang });
      expect(weekday.status).toBe(400);
      expect(weekday.body.data.errors).toEqual([{ field: 'kind', message }]);
    }
    expect(await entryOf('2031-03-05')).toBeUndefined();
  });

  it.each([
    ['a date that does not exist', '2031-02-29', { kind: 'holiday' }, 'id', '请输入真实存在的日期（YYYY-MM-DD）'],
    ['an unknown kind', '2031-03-06', { kind: 'closed' }, 'kind', '请从给定选项中选择'],
    ['a name too long', '2031-03-06', { kind: 'holiday', name: '节'.repeat(51) }, 'name', '内容过长'],
    ['an extra field', '2031-03-06', { kind: 'holiday', demo: true }, 'body', expect.any(String)],
  ])('refuses %s (400) and changes nothing', async (_, date, body, field, message) => {
    const res = await call(t, bus, 'PUT', `${BASE}/${date}`, { body });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toEqual({ field, message });
    expect((await yearOf(2031)).entries.map((entry) => entry.date)).not.toContain(date);
  });

  it('answers 404 for deleting a date without an entry, and 400 for a malformed one', async () => {
    const missing = await call(t, bus, 'DELETE', `${BASE}/2031-07-01`);
    expect([missing.status, missing.body.msg]).toEqual([404, '该日期没有节假日或调休上班设置']);
    expect((await call(t, bus, 'DELETE', `${BASE}/tomorrow`)).status).toBe(400);
  });

  it('refuses a bad year (400)', async () => {
    const res = await call(t, bus, 'GET', `${BASE}?year=1999`, { lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'year', message: 'Please enter a year from 2000 to 2100.' }]);
  });
});

describe('time limits (PUT /api/admin/time-limits)', () => {
  it('sets both limits (logged); the deadlines of other features follow', async () => {
    const rows = await logRowsWrittenBy(t.db, async () => {
      const res = await call(t, bus, 'PUT', '/api/admin/time-limits', { body: { consultReply: 7, rectification: 10 } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({ consultReply: 7, rectification: 10 } satisfies TimeLimits);
    });
    expect(rows.map((row) => [row.action, row.success])).toEqual([['workdays.timeLimits.save', true]]);
    expect((await yearOf(2026)).limits).toEqual({ consultReply: 7, rectification: 10 });
    expect(await timeLimitDays(t.db, 'rectification')).toBe(10);
    // Received on Friday 25 September 2026 (Mid-Autumn): 7 working days are 28–30 September, 8, 9, 10 (调休) and 12 October.
    const due = await workingDeadlineFor(t.db, new Date('2026-09-25T03:00:00Z'), 'consultReply', 'Asia/Shanghai');
    expect(due.toISOString()).toBe('2026-10-12T16:00:00.000Z');
  });

  it.each([
    ['0 days', { consultReply: 0, rectification: 5 }, 'consultReply'],
    ['61 days', { consultReply: 5, rectification: 61 }, 'rectification'],
    ['a fraction', { consultReply: 2.5, rectification: 5 }, 'consultReply'],
    ['a missing limit', { consultReply: 5 }, 'rectification'],
  ])('refuses %s (400) and keeps the limits', async (_, body, field) => {
    const before = (await yearOf(2026)).limits;
    const res = await call(t, bus, 'PUT', '/api/admin/time-limits', { body });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toEqual({ field, message: '时限须为 1 至 60 个工作日之间的整数' });
    expect((await yearOf(2026)).limits).toEqual(before);
  });
});

describe('access', () => {
  const writes = [
    ['GET', BASE, undefined],
    ['PUT', `${BASE}/2031-05-05`, { kind: 'holiday' }],
    ['DELETE', `${BASE}/2031-05-05`, undefined],
    ['PUT', '/api/admin/time-limits', { consultReply: 1, rectification: 1 }],
  ] as const;

  it.each(writes)(
    '%s %s: 401 without a token, 1401 for a visitor, 403 for citizens and the auditor',
    async (method, url, body) => {
      const options = body ? { body } : {};
      expect((await call(t, null, method, url, options)).status).toBe(401);
      expect((await call(t, await t.visitorToken(), method, url, options)).body.code).toBe(1401);
      for (const role of ['common', 'user', 'auditor'] as const) {
        expect((await call(t, await t.loginAs(role), method, url, options)).status).toBe(403);
      }
      const rows = await t.db.select({ date: workdayEntries.date }).from(workdayEntries);
      expect(rows.map((row) => row.date)).not.toContain('2031-05-05');
    },
  );

  it('is open to admin', async () => {
    const admin = await t.loginAs('admin');
    expect((await call(t, admin, 'PUT', `${BASE}/2031-05-05`, { body: { kind: 'holiday' } })).status).toBe(200);
    expect((await call(t, admin, 'DELETE', `${BASE}/2031-05-05`)).status).toBe(200);
  });
});
