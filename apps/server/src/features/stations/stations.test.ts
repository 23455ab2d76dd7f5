import {
  type Home,
  type Page,
  STATION_SERVICE_CATALOGUE_MAX,
  STATION_TEXT_MAX,
  type Station,
  type StationService,
  type StationSummary,
} from '@cityip/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadImage } from '../../../test/content-test-kit.js';
import { startWithRoleSessions, UNKNOWN_ID } from '../../../test/role-sessions.js';
import type { TestApp } from '../../../test/test-app.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';
import { buildStation, createService, pointIn } from './station-test-kit.js';
import { stationServices, stations } from './stations.tables.js';

let t: TestApp;
let admin: string;
let bus: string;
let visitor: string;
let consulting: string;
let trademarks: string;

beforeAll(async () => {
  ({ t, admin, bus, visitor } = await startWithRoleSessions());
  consulting = await createService(t, admin, { name: '专利申请咨询', sortOrder: 1 });
  trademarks = await createService(t, admin, { name: '商标注册受理', sortOrder: 2 });
});
afterAll(async () => {
  await t?.close();
});

async function createStation(overrides: Parameters<typeof buildStation>[2] = {}, services = [consulting]) {
  const res = await call(t, bus, 'POST', '/api/admin/stations', { body: buildStation(t, services, overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Station;
}

const stationCount = async () => (await t.db.select({ total: count() }).from(stations))[0]?.total;

describe('service outlets in the back office (/api/admin/stations)', () => {
  it('creates an outlet with its services in the chosen order, and reads it back', async () => {
    const created = await createStation({ name: '云湖区知识产权工作站', hoursNote: '法定节假日休息' }, [
      trademarks,
      consulting,
    ]);
    expect(created).toMatchObject({
      name: '云湖区知识产权工作站',
      district: 'yunhu',
      enabled: true,
      hoursNote: '法定节假日休息',
      services: [
        { id: trademarks, name: '商标注册受理' },
        { id: consulting, name: '专利申请咨询' },
      ],
      photos: [],
      photo: null,
    });
    const read = await call(t, admin, 'GET', `/api/admin/stations/${created.id}`);
    expect(read.body.data).toEqual(created);
  });

  it('lists a page filtered by keyword, district, kind, service and enabled', async () => {
    const haibin = await createStation({ district: 'haibin', name: '海滨区筛选网点', kind: 'tisc' }, [trademarks]);
    await createStation({ district: 'haibin', name: '海滨区停用网点', enabled: false });
    const list = async (query: string) =>
      (await call(t, admin, 'GET', `/api/admin/stations?${query}`)).body.data as Page<StationSummary>;

    expect((await list(`keyword=${encodeURIComponent('筛选')}`)).items.map((s) => s.id)).toEqual([haibin.id]);
    expect((await list('district=haibin')).items.every((s) => s.district === 'haibin')).toBe(true);
    expect((await list('district=haibin&kind=tisc')).items.map((s) => s.id)).toEqual([haibin.id]);
    expect((await list(`district=haibin&serviceId=${trademarks}`)).items.map((s) => s.id)).toEqual([haibin.id]);
    expect((await list('district=haibin&enabled=false')).items.map((s) => s.name)).toEqual(['海滨区停用网点']);
    const paged = await list('pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it('replaces an outlet, its services and photos, releasing a photo it no longer shows', async () => {
    const first = await uploadImage(t, admin, 'outlet-photo-1');
    const second = await uploadImage(t, admin, 'outlet-photo-2');
    const created = await createStation({ photos: [first, second] });
    expect(created.photo).toEqual(first);
    const refs = () =>
      t.db
        .select({ fileId: fileRefs.fileId })
        .from(fileRefs)
        .where(and(eq(fileRefs.ownerType, 'station'), eq(fileRefs.ownerId, created.id)));
    expect((await refs()).map((r) => r.fileId).sort()).toEqual([first.id, second.id].sort());

    const res = await call(t, bus, 'PUT', `/api/admin/stations/${created.id}`, {
      body: buildStation(t, [trademarks], { name: '改名后的网点', photos: [second], district: 'linjiang' }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '改名后的网点',
      district: 'linjiang',
      photos: [second],
      services: [{ id: trademarks, name: '商标注册受理' }],
    });
    expect((await refs()).map((r) => r.fileId)).toEqual([second.id]);

    expect((await call(t, bus, 'DELETE', `/api/admin/stations/${created.id}`)).status).toBe(200);
    expect(await refs()).toEqual([]);
    expect((await call(t, admin, 'GET', `/api/admin/stations/${created.id}`)).status).toBe(404);
  });

  it('refuses invalid input with translated field errors and writes nothing (400)', async () => {
    const before = await stationCount();
    const refused = async (overrides: Parameters<typeof buildStation>[2], services = [consulting]) => {
      const res = await call(t, admin, 'POST', '/api/admin/stations', {
        body: buildStation(t, services, overrides),
        lang: 'en-US',
      });
      expect(res.status, res.text).toBe(400);
      return res.body.data.errors as Array<{ field: string; message: string }>;
    };
    expect(await refused({ name: ' ' })).toEqual([{ field: 'name', message: 'This field is required.' }]);
    expect(await refused({ phone: 'call us' })).toEqual([
      { field: 'phone', message: 'Please enter a valid telephone number.' },
    ]);
    const backwards = [{ start: '17:00', end: '09:00' }];
    const hours = {
      mode: 'scheduled' as const,
      weekly: { mon: backwards, tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    };
    expect((await refused({ hours })).map((e) => e.field)).toEqual(['hours.weekly.mon.0.end']);
    expect(await refused({ district: 'atlantis' })).toEqual([
      { field: 'district', message: "Please choose one of the city's districts." },
    ]);
    const [lon, lat] = pointIn(t, 'haibin');
    expect(await refused({ district: 'yunhu', longitude: lon, latitude: lat })).toEqual([
      {
        field: 'longitude',
        message: 'This point is not inside the chosen district. Please check the coordinates or the district.',
      },
    ]);
    expect(await refused({ longitude: 200 })).toEqual([
      { field: 'longitude', message: 'Please enter a valid longitude and latitude.' },
    ]);
    expect(await refused({}, [])).toEqual([{ field: 'serviceIds', message: 'Please choose at least one service.' }]);
    expect(await refused({}, [UNKNOWN_ID])).toEqual([
      { field: 'serviceIds', message: 'Invalid service. Please choose again.' },
    ]);
    const forged = { id: 'b'.repeat(64), name: 'x.png', mime: 'image/png', size: 1 };
    const photo = await call(t, admin, 'POST', '/api/admin/stations', {
      body: buildStation(t, [consulting], { photos: [forged] }),
    });
    expect(photo.status).toBe(400);
    expect(await stationCount()).toBe(before);
  });

  it('refuses text beyond its bound in the caller’s language (400), and keeps the longest allowed whole', async () => {
    const longest = '介'.repeat(STATION_TEXT_MAX.introduction);
    const body = buildStation(t, [consulting], { introduction: `${longest}绍` });
    for (const [lang, message] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const refused = await call(t, admin, 'POST', '/api/admin/stations', { body, lang });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.data.errors).toEqual([{ field: 'introduction', message }]);
    }
    const kept = await createStation({ introduction: longest });
    expect(kept.introduction).toBe(longest);
    const read = await call(t, visitor, 'GET', `/api/stations/${kept.id}`);
    expect([read.status, read.body.data.introduction]).toEqual([200, longest]);
  });

  it('answers 404 for an unknown outlet', async () => {
    const put = await call(t, admin, 'PUT', `/api/admin/stations/${UNKNOWN_ID}`, {
      body: buildStation(t, [consulting]),
    });
    expect(put.status).toBe(404);
    expect(put.body.msg).toBe('服务网点不存在或已停用');
    expect((await call(t, admin, 'DELETE', `/api/admin/stations/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('refuses callers without a token (401), visitors (1401) and roles outside the stations module (403)', async () => {
    const body = buildStation(t, [consulting]);
    expect((await call(t, null, 'GET', '/api/admin/stations')).status).toBe(401);
    const asVisitor = await call(t, visitor, 'POST', '/api/admin/stations', { body });
    expect([asVisitor.status, asVisitor.body.code]).toEqual([200, 1401]);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/stations')).status).toBe(403);
      expect((await call(t, token, 'POST', '/api/admin/stations', { body })).status).toBe(403);
      expect((await call(t, token, 'POST', '/api/admin/station-services', { body: { name: 'x' } })).status).toBe(403);
    }
    for (const token of [bus, admin]) {
      expect((await call(t, token, 'GET', '/api/admin/stations')).status).toBe(200);
      expect((await call(t, token, 'GET', '/api/admin/station-services')).status).toBe(200);
    }
  });

  it('writes the operation log for every write', async () => {
    const created = await createStation();
    await call(t, admin, 'DELETE', `/api/admin/stations/${created.id}`);
    const rows = await t.db.select().from(logs).where(eq(logs.target, created.id));
    expect(rows.map((row) => [row.action, row.success, row.role]).sort()).toEqual([
      ['station.create', true, 'bus'],
      ['station.delete', true, 'admin'],
    ]);
  });
});

describe('the service catalogue (/api/admin/station-services)', () => {
  it('counts the outlets offering each service and refuses to delete one in use (409)', async () => {
    const service = await createService(t, bus, { name: '质押融资对接', description: '银企对接' });
    const outlet = await createStation({}, [service]);
    const listed = (await call(t, bus, 'GET', '/api/admin/station-services')).body.data as StationService[];
    expect(listed.find((s) => s.id === service)).toMatchObject({ name: '质押融资对接', stationCount: 1 });

    const refused = await call(t, bus, 'DELETE', `/api/admin/station-services/${service}`, { lang: 'en-US' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('1 service outlet(s) offer this service. Remove it from those outlets first.');

    const renamed = await call(t, bus, 'PUT', `/api/admin/station-services/${service}`, {
      body: { name: '知识产权质押融资', description: '', sortOrder: 3, enabled: true },
    });
    expect(renamed.body.data).toMatchObject({ name: '知识产权质押融资', stationCount: 1 });
    const outletNow = (await call(t, bus, 'GET', `/api/admin/stations/${outlet.id}`)).body.data as Station;
    expect(outletNow.services).toEqual([{ id: service, name: '知识产权质押融资' }]);

    await call(t, bus, 'DELETE', `/api/admin/stations/${outlet.id}`);
    expect((await call(t, bus, 'DELETE', `/api/admin/station-services/${service}`)).status).toBe(200);
    expect((await call(t, bus, 'DELETE', `/api/admin/station-services/${service}`)).status).toBe(404);
  });

  it('refuses a service beyond the most the catalogue lists (409), counting every entry', async () => {
    const [entries] = await t.db.select({ total: count() }).from(stationServices);
    const room = STATION_SERVICE_CATALOGUE_MAX - (entries?.total ?? 0);
    const filler = await t.db
      .insert(stationServices)
      .values(Array.from({ length: room }, (_, i) => ({ name: `填充服务${i}`, enabled: false })))
      .returning({ id: stationServices.id });
    try {
      const refused = await call(t, bus, 'POST', '/api/admin/station-services', {
        body: { name: '再多一项' },
        lang: 'en-US',
      });
      expect([refused.status, refused.body.msg]).toEqual([409, 'There are too many items.']);
      const listed = await call(t, bus, 'GET', '/api/admin/station-services');
      expect([listed.status, listed.body.data.length]).toEqual([200, STATION_SERVICE_CATALOGUE_MAX]);
    } finally {
      await t.db.delete(stationServices).where(
        inArray(
          stationServices.id,
          filler.map((row) => row.id),
        ),
      );
    }
  });

  it('refuses a service without a name (400)', async () => {
    const res = await call(t, bus, 'POST', '/api/admin/station-services', { body: { name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'name', message: '此项为必填项' }]);
  });
});

describe('outlets on the front site', () => {
  it('lists only enabled outlets and enabled services, filtered by district and service', async () => {
    const hidden = await createService(t, admin, { name: '停用的服务', enabled: false });
    const shown = await createStation({ district: 'qinghe', name: '青禾区前台网点' }, [consulting, hidden]);
    const disabled = await createStation({ district: 'qinghe', name: '青禾区停用网点', enabled: false });

    const inQinghe = (await call(t, visitor, 'GET', '/api/stations?district=qinghe')).body.data as StationSummary[];
    expect(inQinghe.map((s) => s.id)).toEqual([shown.id]);
    expect(inQinghe[0]?.services).toEqual([{ id: consulting, name: '专利申请咨询' }]);
    const byService = (await call(t, visitor, 'GET', `/api/stations?serviceId=${trademarks}`)).body
      .data as StationSummary[];
    expect(byService.every((s) => s.services.some((service) => service.id === trademarks))).toBe(true);
    expect(byService.map((s) => s.id)).not.toContain(shown.id);

    const detail = await call(t, visitor, 'GET', `/api/stations/${shown.id}`);
    expect(detail.body.data).toMatchObject({ name: '青禾区前台网点', district: 'qinghe' });
    const gone = await call(t, visitor, 'GET', `/api/stations/${disabled.id}`);
    expect([gone.status, gone.body.msg]).toEqual([404, '服务网点不存在或已停用']);

    const services = (await call(t, visitor, 'GET', '/api/station-services')).body.data as StationService[];
    expect(services.map((s) => s.name)).not.toContain('停用的服务');
    expect(services.find((s) => s.id === consulting)?.stationCount).toBeGreaterThanOrEqual(1);
    expect((await call(t, null, 'GET', '/api/stations')).status).toBe(401);
  });

  it('shows enabled outlets in the home page teaser as soon as they are saved', async () => {
    const before = (await call(t, visitor, 'GET', '/api/home')).body.data as Home;
    // The teaser shows the first outlets in the editors' order: put this one first.
    await t.db.update(stations).set({ sortOrder: 10 });
    const first = await createStation({ name: '首页展示网点', sortOrder: 0 });
    const home = (await call(t, visitor, 'GET', '/api/home')).body.data as Home;
    expect(home.serviceOutlets.length).toBeLessThanOrEqual(4);
    expect(home.serviceOutlets[0]).toMatchObject({ id: first.id, name: '首页展示网点' });
    expect(before.serviceOutlets.map((s) => s.id)).not.toContain(first.id);
    expect(home.serviceOutlets.every((s) => s.enabled)).toBe(true);
  });
});
