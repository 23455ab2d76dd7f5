import type { Page, StatFigure, StatHistoryEntry } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { logs } from '../logs/logs.tables.js';
import { statFigures } from './statistics.tables.js';
import { buildFigure, fileFigures, NOW, PAST } from './statistics-test-kit.js';

let t: TestApp;
let admin: string;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const FIGURES = '/api/admin/statistics/figures';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const post = (body: object, lang: 'zh-CN' | 'en-US' = 'zh-CN') => call(t, bus, 'POST', FIGURES, { body, lang });
const fieldsOf = (res: { body: { data: { errors: { field: string }[] } } }) =>
  res.body.data.errors.map((error) => error.field);
const rowCount = async () => (await t.db.select({ id: statFigures.id }).from(statFigures)).length;

describe('entering a figure (POST /api/admin/statistics/figures)', () => {
  it('files a figure and lists it with the filters', async () => {
    const res = await post(
      buildFigure({ indicator: 'pctApplications', district: 'haibin', value: 87, note: '初步数' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '保存成功' });
    expect(res.body.data).toMatchObject({
      indicator: 'pctApplications',
      district: 'haibin',
      year: PAST,
      month: null,
      value: 87,
      note: '初步数',
      updatedBy: 'bus@demo.local',
    });
    const listed = await call(t, admin, 'GET', `${FIGURES}?indicator=pctApplications&district=haibin&year=${PAST}`);
    expect((listed.body.data as Page<StatFigure>).items.map((figure) => figure.id)).toEqual([res.body.data.id]);
    const monthly = await call(t, admin, 'GET', `${FIGURES}?indicator=pctApplications&periodType=month`);
    expect((monthly.body.data as Page<StatFigure>).total).toBe(0);
  });

  it('refuses negative figures, wrong precision and unknown districts, naming the field, and writes nothing', async () => {
    const before = await rowCount();
    const negative = await post(buildFigure({ value: -1 }));
    expect(negative.status).toBe(400);
    expect(negative.body.data.errors).toEqual([{ field: 'value', message: '数值不能为负数' }]);
    const fraction = await post(buildFigure({ value: 10.5 }), 'en-US');
    expect(fraction.body.data.errors).toEqual([{ field: 'value', message: 'This indicator takes whole numbers.' }]);
    const cents = await post(buildFigure({ indicator: 'pledgeFinancing', value: 1.234 }));
    expect(cents.body.data.errors).toEqual([{ field: 'value', message: '数值最多保留两位小数' }]);
    const district = await post(buildFigure({ district: 'atlantis' }));
    expect(district.status).toBe(400);
    expect(district.body.data.errors).toEqual([{ field: 'district', message: '请选择本市的区域' }]);
    const unknown = await post({ ...buildFigure(), indicator: 'gdp' });
    expect(fieldsOf(unknown)).toEqual(['indicator']);
    expect(await rowCount()).toBe(before);
  });

  it('takes a city-wide figure only for a ratio; additive figures are entered per district', async () => {
    const additive = await post(buildFigure({ district: null }));
    expect(additive.status).toBe(400);
    expect(additive.body.data.errors).toEqual([
      { field: 'district', message: '该指标按区填报，请选择区域（全市数据由各区数据汇总）' },
    ]);
    const ratio = await post(buildFigure({ indicator: 'highValuePer10k', district: null, value: 18.36 }));
    expect(ratio.status, ratio.text).toBe(200);
    expect(ratio.body.data).toMatchObject({ district: null, value: 18.36 });
  });

  it('refuses future periods and periods still under way', async () => {
    const nextYear = await post(buildFigure({ year: NOW.year + 1 }));
    expect(nextYear.body.data.errors).toEqual([
      { field: 'year', message: '统计期间尚未结束，不能填报当期或未来期间的数据' },
    ]);
    const thisYear = await post(buildFigure({ year: NOW.year }));
    expect(fieldsOf(thisYear)).toEqual(['year']);
    const thisMonth = await post(buildFigure({ year: NOW.year, month: NOW.month }));
    expect(fieldsOf(thisMonth)).toEqual(['month']);
    const lastYearDecember = await post(buildFigure({ year: NOW.year - 1, month: 12, indicator: 'designGrants' }));
    expect(lastYearDecember.status, lastYearDecember.text).toBe(200);
  });

  it('refuses a second figure for the same indicator, district and period (409), naming the one to edit', async () => {
    const [id] = await fileFigures(t, bus, [buildFigure({ indicator: 'utilityGrants', district: 'qinghe' })]);
    const again = await post(buildFigure({ indicator: 'utilityGrants', district: 'qinghe', value: 5 }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 409,
      msg: '该指标在此区域和期间已有数据，请编辑已有记录',
      data: { existingId: id },
    });
    // Another district, or a ratio's district beside its city-wide row, is another figure.
    expect((await post(buildFigure({ indicator: 'utilityGrants', district: 'songwan' }))).status).toBe(200);
  });

  it('lets only one of two simultaneous entries of the same period through', async () => {
    const body = buildFigure({ indicator: 'pctApplications', district: 'shiqiao', year: PAST - 1 });
    const results = await Promise.all([post(body), post({ ...body, value: 7 })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('refuses to mix a whole-year figure with monthly figures of the same year', async () => {
    await fileFigures(t, bus, [buildFigure({ indicator: 'designApplications', month: 3 })]);
    const yearly = await post(buildFigure({ indicator: 'designApplications' }));
    expect(yearly.status).toBe(409);
    expect(yearly.body.msg).toBe('该年度已有月度数据，不能再填报全年数据（全年数据由月度数据汇总）');
    await fileFigures(t, bus, [buildFigure({ indicator: 'designApplications', district: 'jinsha' })]);
    const monthly = await post(buildFigure({ indicator: 'designApplications', district: 'jinsha', month: 1 }), 'en-US');
    expect(monthly.body.msg).toBe('This year already has a whole-year figure, so monthly figures cannot be added.');
  });
});

describe('editing and deleting a figure, with its history', () => {
  it('changes value and note, keeps every change in the history, and keeps it after deletion', async () => {
    const [id] = await fileFigures(t, bus, [buildFigure({ indicator: 'trademarkApplications', value: 900 })]);
    const edit = await call(t, admin, 'PUT', `${FIGURES}/${id}`, { body: { value: 950, note: '更正' } });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.data).toMatchObject({ value: 950, note: '更正', updatedBy: 'admin@demo.local' });
    // The same values again change nothing and add no history.
    await call(t, admin, 'PUT', `${FIGURES}/${id}`, { body: { value: 950, note: '更正' } });
    const removed = await call(t, bus, 'DELETE', `${FIGURES}/${id}`);
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功', data: null });
    expect((await call(t, bus, 'GET', `${FIGURES}/${id}`)).status).toBe(404);

    const history = await call(t, bus, 'GET', `/api/admin/statistics/history?figureId=${id}`);
    const entries = (history.body.data as Page<StatHistoryEntry>).items;
    expect(entries.map((e) => [e.action, e.oldValue, e.newValue, e.email])).toEqual([
      ['delete', 950, null, 'bus@demo.local'],
      ['update', 900, 950, 'admin@demo.local'],
      ['create', null, 900, 'bus@demo.local'],
    ]);
    expect(entries[1]).toMatchObject({
      oldNote: '',
      newNote: '更正',
      source: 'form',
      indicator: 'trademarkApplications',
    });
    const byIndicator = await call(t, bus, 'GET', '/api/admin/statistics/history?indicator=trademarkApplications');
    expect((byIndicator.body.data as Page<StatHistoryEntry>).total).toBe(3);
  });

  it('checks the precision of an edit against the stored indicator', async () => {
    const [id] = await fileFigures(t, bus, [buildFigure({ indicator: 'validTrademarks', value: 10 })]);
    const res = await call(t, bus, 'PUT', `${FIGURES}/${id}`, { body: { value: 10.5 } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'value', message: '该指标的数值应为整数' }]);
  });

  it('answers 404 for an unknown figure', async () => {
    expect((await call(t, bus, 'PUT', `${FIGURES}/${UNKNOWN_ID}`, { body: { value: 1 } })).status).toBe(404);
    const res = await call(t, bus, 'DELETE', `${FIGURES}/${UNKNOWN_ID}`);
    expect(res.body).toMatchObject({ code: 404, msg: '统计数据不存在' });
  });

  it('writes the operation log for every write', async () => {
    const [id] = await fileFigures(t, bus, [buildFigure({ indicator: 'geographicalIndications', value: 2 })]);
    await call(t, bus, 'DELETE', `${FIGURES}/${id}`);
    const rows = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.target, id ?? ''), eq(logs.kind, 'operation')));
    expect(rows.map((row) => [row.action, row.success, row.role]).sort()).toEqual([
      ['statistics.create', true, 'bus'],
      ['statistics.delete', true, 'bus'],
    ]);
  });
});

describe('authorisation of the back-office routes', () => {
  const routes: [string, string, object?][] = [
    ['GET', FIGURES],
    ['POST', FIGURES, buildFigure()],
    ['PUT', `${FIGURES}/${UNKNOWN_ID}`, { value: 1 }],
    ['DELETE', `${FIGURES}/${UNKNOWN_ID}`],
    ['GET', '/api/admin/statistics/history'],
    ['GET', '/api/admin/statistics/template'],
    ['GET', '/api/admin/statistics/export'],
  ];

  it('refuses callers without a token (401), the visitor (1401), ordinary and enterprise users (403)', async () => {
    const visitor = await t.visitorToken();
    const common = await t.loginAs('common');
    const user = await t.loginAs('user');
    for (const [method, url, body] of routes) {
      const as = (token: string | null) => call(t, token, method as 'GET', url, body ? { body } : {});
      expect((await as(null)).status, `${method} ${url}`).toBe(401);
      expect((await as(visitor)).body.code, `${method} ${url}`).toBe(1401);
      expect((await as(common)).status, `${method} ${url}`).toBe(403);
      expect((await as(user)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('lets bus staff and admins in', async () => {
    for (const token of [bus, admin]) {
      expect((await call(t, token, 'GET', FIGURES)).status).toBe(200);
      const template = await t.app.inject({
        method: 'GET',
        url: '/api/admin/statistics/template',
        headers: { authorization: token },
      });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
