import {
  addDays,
  COLUMN_MESSAGE_MAX,
  type ColumnClosure,
  type ColumnStatus,
  EMPTY_WEEK,
  formatMinutes,
  localTimeAt,
  type OpeningTimes,
  type Page,
  type WeeklySchedule,
} from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_CITY_PROFILE } from '../../city/demo-city-profile.js';
import { logs } from '../logs/logs.tables.js';
import { columnClosures } from './opening-times.tables.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const statusOf = async (app: TestApp, key: string) => {
  const res = await call(app, await app.visitorToken(), 'GET', '/api/columns/status');
  return (res.body.data as ColumnStatus[]).find((s) => s.key === key) as ColumnStatus;
};

/** Every day open from an hour before to two hours after `now` on the clocks of `timeZone`. */
function aroundNow(timeZone: string): WeeklySchedule {
  const { minutes } = localTimeAt(new Date(), timeZone);
  const day = [{ start: formatMinutes(Math.max(0, minutes - 60)), end: formatMinutes(Math.min(1440, minutes + 120)) }];
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
}

describe('column schedules (/api/admin/opening-times)', () => {
  it('lists every column (unconfigured ones open around the clock) and the city time zone', async () => {
    const res = await call(t, bus, 'GET', '/api/admin/opening-times');
    const data = res.body.data as OpeningTimes;
    expect(data.timeZone).toBe('Asia/Shanghai');
    expect(data.columns.map((c) => c.key)).toContain('patentWarning');
    expect(data.columns.find((c) => c.key === 'patentPreAudit')).toEqual({
      key: 'patentPreAudit',
      mode: 'always',
      weekly: EMPTY_WEEK,
      closedMessage: '',
      closedMessageEn: '',
      updatedAt: null,
    });
    expect((await statusOf(t, 'patentPreAudit')).open).toBe(true);
  });

  it('saves weekly hours (logged) and refuses overlapping periods and unknown columns', async () => {
    const weekly = { ...EMPTY_WEEK, mon: [{ start: '09:00', end: '12:00' }] };
    const saved = await call(t, bus, 'PUT', '/api/admin/opening-times/columns/serviceWindow', {
      body: { mode: 'scheduled', weekly, closedMessage: '请在工作时间办理' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ key: 'serviceWindow', mode: 'scheduled', weekly });
    const [entry] = (await t.db.select().from(logs)).filter((l) => l.action === 'openingTimes.column.update');
    expect(entry?.target).toBe('serviceWindow');

    const overlap = await call(t, bus, 'PUT', '/api/admin/opening-times/columns/serviceWindow', {
      body: {
        mode: 'scheduled',
        weekly: {
          ...EMPTY_WEEK,
          tue: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.data.errors).toEqual([{ field: 'weekly.tue.1.start', message: '同一天的开放时段不能重叠' }]);
    const unknown = await call(t, bus, 'PUT', '/api/admin/opening-times/columns/casino', {
      body: { mode: 'always', weekly: EMPTY_WEEK },
    });
    expect(unknown.status).toBe(400);
    const current = (await call(t, bus, 'GET', '/api/admin/opening-times')).body.data as OpeningTimes;
    expect(current.columns.find((c) => c.key === 'serviceWindow')?.weekly).toEqual(weekly);
  });

  it('keeps a closed message within its bound, refusing a longer one in the caller language', async () => {
    const url = '/api/admin/opening-times/columns/developPermit';
    const longest = '暂'.repeat(COLUMN_MESSAGE_MAX);
    const saved = await call(t, bus, 'PUT', url, {
      body: {
        mode: 'suspended',
        weekly: EMPTY_WEEK,
        closedMessage: longest,
        closedMessageEn: 'x'.repeat(COLUMN_MESSAGE_MAX),
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await statusOf(t, 'developPermit')).message).toBe(longest);
    for (const [lang, message] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const refused = await call(t, bus, 'PUT', url, {
        body: { mode: 'suspended', weekly: EMPTY_WEEK, closedMessage: `${longest}暂` },
        lang,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual([{ field: 'closedMessage', message }]);
    }
    await call(t, bus, 'PUT', url, { body: { mode: 'always', weekly: EMPTY_WEEK } });
  });

  it('is refused to visitors and citizens and allowed to bus and admin', async () => {
    expect((await call(t, null, 'GET', '/api/admin/opening-times')).status).toBe(401);
    expect((await call(t, await t.visitorToken(), 'GET', '/api/admin/opening-times')).body.code).toBe(1401);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/opening-times')).status).toBe(403);
      expect((await call(t, token, 'POST', '/api/admin/opening-times/closures', { body: {} })).status).toBe(403);
    }
    expect((await call(t, await t.loginAs('admin'), 'GET', '/api/admin/opening-times/closures')).status).toBe(200);
  });
});

describe('holidays and closures (/api/admin/opening-times/closures)', () => {
  it('creates, lists current and past, edits and deletes closures', async () => {
    const holiday = {
      kind: 'holiday',
      start: '2999-10-01T00:00',
      end: '2999-10-08T00:00',
      columns: ['serviceWindow', 'patentPreAudit', 'serviceWindow'],
      message: '国庆节放假',
    };
    const created = await call(t, bus, 'POST', '/api/admin/opening-times/closures', { body: holiday });
    expect(created.status, created.text).toBe(200);
    const closure = created.body.data as ColumnClosure;
    expect(closure).toMatchObject({ columns: ['serviceWindow', 'patentPreAudit'], messageEn: '' });
    await call(t, bus, 'POST', '/api/admin/opening-times/closures', {
      body: { ...holiday, start: '2001-01-01T00:00', end: '2001-01-02T00:00', message: '元旦' },
    });

    const current = (await call(t, bus, 'GET', '/api/admin/opening-times/closures')).body.data as Page<ColumnClosure>;
    expect(current.items.map((c) => c.message)).toEqual(['国庆节放假']);
    const past = (await call(t, bus, 'GET', '/api/admin/opening-times/closures?when=past')).body
      .data as Page<ColumnClosure>;
    expect(past.items.map((c) => c.message)).toEqual(['元旦']);
    const forColumn = (await call(t, bus, 'GET', '/api/admin/opening-times/closures?when=all&column=patentSearch')).body
      .data as Page<ColumnClosure>;
    expect(forColumn.total).toBe(0);

    const edited = await call(t, bus, 'PUT', `/api/admin/opening-times/closures/${closure.id}`, {
      body: { ...holiday, message: '国庆节、中秋节放假' },
    });
    expect(edited.body.data.message).toBe('国庆节、中秋节放假');
    expect((await call(t, bus, 'DELETE', `/api/admin/opening-times/closures/${closure.id}`)).status).toBe(200);
    expect((await call(t, bus, 'DELETE', `/api/admin/opening-times/closures/${closure.id}`)).status).toBe(404);
  });

  it('refuses a closure ending before it starts, without columns or message, or on an impossible date', async () => {
    const before = (await t.db.select().from(columnClosures)).length;
    const res = await call(t, bus, 'POST', '/api/admin/opening-times/closures', {
      body: { kind: 'closure', start: '2999-02-30T10:00', end: '2999-01-01T00:00', columns: [], message: '' },
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['columns', 'end', 'message', 'start']);
    const order = await call(t, bus, 'POST', '/api/admin/opening-times/closures', {
      body: {
        kind: 'closure',
        start: '2999-02-02T10:00',
        end: '2999-02-02T09:00',
        columns: ['patentWarning'],
        message: '维护',
      },
    });
    expect(order.body.data.errors).toEqual([{ field: 'end', message: '结束时间应晚于开始时间' }]);
    expect((await t.db.select().from(columnClosures)).length).toBe(before);
  });
});

describe('column status (GET /api/columns/status)', () => {
  it('closes a column during a closure, with its message and the next opening', async () => {
    const now = localTimeAt(new Date(), 'Asia/Shanghai');
    const tomorrow = addDays(now.date, 1);
    await call(t, bus, 'PUT', '/api/admin/opening-times/columns/adminRuling', {
      body: { mode: 'always', weekly: EMPTY_WEEK },
    });
    await call(t, bus, 'POST', '/api/admin/opening-times/closures', {
      body: {
        kind: 'closure',
        start: `${now.date}T00:00`,
        end: `${tomorrow}T08:30`,
        columns: ['adminRuling'],
        message: '系统维护',
        messageEn: 'Maintenance',
      },
    });
    expect(await statusOf(t, 'adminRuling')).toMatchObject({
      open: false,
      reason: 'closure',
      message: '系统维护',
      messageEn: 'Maintenance',
      // 08:30 in Shanghai is 00:30 UTC.
      nextOpenAt: `${tomorrow}T00:30:00.000Z`,
    });
    expect((await statusOf(t, 'adminMediation')).open).toBe(true);
  });

  it('reads the hours on the city clocks, not the server clock (city in Shanghai, then in New York)', async () => {
    // The server process runs in whatever zone; the same hours open the column in one city and not the other.
    const shanghaiHours = aroundNow('Asia/Shanghai');
    await call(t, bus, 'PUT', '/api/admin/opening-times/columns/integratedHandling', {
      body: { mode: 'scheduled', weekly: shanghaiHours },
    });
    expect((await statusOf(t, 'integratedHandling')).open).toBe(true);

    const newYork = await createTestApp({ cityProfile: { ...DEMO_CITY_PROFILE, timeZone: 'America/New_York' } });
    try {
      const staff = await newYork.loginAs('bus');
      await call(newYork, staff, 'PUT', '/api/admin/opening-times/columns/integratedHandling', {
        body: { mode: 'scheduled', weekly: shanghaiHours },
      });
      expect(await statusOf(newYork, 'integratedHandling')).toMatchObject({ open: false, reason: 'outsideHours' });
      await call(newYork, staff, 'PUT', '/api/admin/opening-times/columns/integratedHandling', {
        body: { mode: 'scheduled', weekly: aroundNow('America/New_York') },
      });
      expect((await statusOf(newYork, 'integratedHandling')).open).toBe(true);
      expect((await call(newYork, null, 'GET', '/api/config')).body.data.timeZone).toBe('America/New_York');
    } finally {
      await newYork.close();
    }
  });
});
