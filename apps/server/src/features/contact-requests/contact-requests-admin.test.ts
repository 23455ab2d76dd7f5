import { Code } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { periodOf } from '../operation-stats/period.js';
import { countContactRequestsByMonth } from './contact-requests.public.js';
import { contactRequests } from './contact-requests.tables.js';
import { buildRequest, insertDemand, insertTalent, sendRequest } from './contact-requests-test-kit.js';

let t: TestApp;
let bus: string;
let talentId: string;
let demandId: string;

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
  talentId = await insertTalent(t);
  demandId = await insertDemand(t);
  const common = await t.loginAs('common');
  await sendRequest(t, common, buildRequest('talent', talentId, { subject: '专家咨询' }));
  await sendRequest(
    t,
    common,
    buildRequest('demand', demandId, { subject: '需求对接', requesterContact: '13912345678' }),
  );
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/admin/contact-requests';

describe('GET /api/admin/contact-requests', () => {
  it('lists the requests for staff, newest first, with who asked whom about what', async () => {
    const res = await call(t, bus, 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        targetKind: 'demand',
        targetId: demandId,
        targetTitle: '高导热石墨烯复合材料制备技术',
        requesterName: '李娜',
        requesterContact: '13912345678',
        requesterAccount: 'person@demo.local',
        subject: '需求对接',
      }),
      expect.objectContaining({ targetKind: 'talent', targetTitle: '张明远', subject: '专家咨询' }),
    ]);
    // The message stays between the two parties; the recipient's address is never listed.
    expect(res.text).not.toContain('您好，我司希望');
    expect(res.text).not.toContain('expert.zhang@');
  });

  it('filters by target kind and pages', async () => {
    const talents = await call(t, bus, 'GET', `${URL}?targetKind=talent`);
    expect(talents.body.data.items.map((item: { subject: string }) => item.subject)).toEqual(['专家咨询']);
    const second = await call(t, bus, 'GET', `${URL}?page=2&pageSize=1`);
    expect(second.body.data).toMatchObject({
      total: 2,
      page: 2,
      items: [expect.objectContaining({ subject: '专家咨询' })],
    });
  });

  it('answers 400 with a translated message for an unknown kind', async () => {
    const res = await call(t, bus, 'GET', `${URL}?targetKind=patent`, { lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0].field).toBe('targetKind');
  });

  it('is refused without a token (401), to a visitor (1401) and to a portal user (403)', async () => {
    expect((await call(t, null, 'GET', URL)).status).toBe(401);
    expect((await call(t, await t.visitorToken(), 'GET', URL)).body.code).toBe(Code.LOGIN_REQUIRED);
    const common = await call(t, await t.loginAs('common'), 'GET', URL);
    expect([common.status, common.body.code]).toEqual([403, 403]);
  });
});

describe('countContactRequestsByMonth', () => {
  it('counts the requests of each city-calendar month of the period', async () => {
    await t.db
      .insert(contactRequests)
      .values({ ...buildRequest('talent', talentId), createdAt: new Date('2025-03-31T17:00:00Z') });
    const period = periodOf({ from: '2025-03', to: '2025-04' }, 'Asia/Shanghai');
    // 17:00 UTC on 31 March is 1 April in Shanghai.
    expect(await countContactRequestsByMonth(t.db, period)).toEqual([{ month: '2025-04', count: 1 }]);
  });
});
